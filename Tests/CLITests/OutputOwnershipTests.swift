import Foundation
import TestSupport
import Testing

/// `--report`, `--artifacts`, `--out`, `--json` and `--junit` replace or remove only files
/// specsheet wrote: a user's files beside them stay, and a file of the user's where an output
/// would go stops the run with exit 73 and one line.
@Suite struct OutputOwnershipTests {
  typealias Workspace = GoldenCommandTests.Workspace

  func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  func expectRefused(_ result: ProcessResult, naming path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 73, "\(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
    // The file named: the whole path, or (an error line is at most 300 characters) its end after "…".
    let line = errors.first.map(String.init) ?? ""
    let named = line.range(of: "cannot write ").flatMap { start in
      line[start.upperBound...].range(of: ": it exists and ").map { String(line[start.upperBound..<$0.lowerBound]) }
    }
    #expect(
      named == path || (named?.hasPrefix("…") == true && named!.count > 40 && path.hasSuffix(named!.dropFirst())),
      "\(result.stderr)", sourceLocation: sourceLocation)
  }

  @Test func aReportIntoAFolderOfTheUsersTouchesNothingOfIt() throws {
    let w = try Workspace()
    defer { w.remove() }
    let report = w.dir + "/site"
    try write("<h1>my site</h1>", report + "/index.html")
    try write("my picture", report + "/images/logo.png")
    // A passing check: today's main deleted site/images/ and replaced site/index.html, exit 0.
    let result = try w.check(nil, ["--report", report])
    expectRefused(result, naming: report + "/index.html")
    #expect(read(report + "/index.html") == "<h1>my site</h1>")
    #expect(read(report + "/images/logo.png") == "my picture")
    #expect(!result.stdout.contains("passed"), "refused before any work: \(result.stdout)")
  }

  @Test func aReportReplacesItsOwnFilesAndLeavesTheUsersBesideThem() throws {
    let w = try Workspace()
    defer { w.remove() }
    let report = w.dir + "/report"
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    // The padding widens the unselected chip: a size failure, exit 2.
    #expect(try w.check(padded, ["--report", report]).status == 2)
    let earlier = report + "/images/fiori/chip/single-selection/unselected@1x.diff.png"
    #expect(FileManager.default.fileExists(atPath: earlier))
    try write("notes", report + "/notes.txt")
    try write("mine", report + "/images/mine.png")
    // Passing now: the earlier report's pictures go, the user's files stay.
    #expect(try w.check(nil, ["--report", report]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: earlier))
    #expect(read(report + "/notes.txt") == "notes")
    #expect(read(report + "/images/mine.png") == "mine")
    #expect(read(report + "/index.html")?.contains("<html") == true)
  }

  @Test func artifactsNeverReplaceOrRemoveAUsersFile() throws {
    let w = try Workspace()
    defer { w.remove() }
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    let actual = w.artifacts + "/fiori/chip/single-selection/unselected@1x.actual.png"
    try write("not an artifact", actual)
    try write("kept", w.artifacts + "/readme.txt")
    let result = try w.check(padded)
    expectRefused(result, naming: actual)
    #expect(read(actual) == "not an artifact")
    // A passing check removes earlier artifacts: only its own.
    try FileManager.default.removeItem(atPath: actual)
    #expect(try w.check(padded).status == 2)
    #expect(FileManager.default.fileExists(atPath: actual))
    try write("mine", w.artifacts + "/fiori/chip/single-selection/selected@1x.actual.png")
    #expect(try w.check().status == 0)
    #expect(!FileManager.default.fileExists(atPath: actual), "its own artifact is cleared")
    #expect(read(w.artifacts + "/readme.txt") == "kept")
    #expect(
      read(w.artifacts + "/fiori/chip/single-selection/selected@1x.actual.png") == "mine", "named like one, not ours")
  }

  @Test func renderAndSheetWriteBesideForeignFilesButNeverOverThem() throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    let out = w.dir + "/out"
    try write("{\"mine\": true}", out + "/manifest.json")
    expectRefused(try CLI.run(["render", w.fixture, "--scale", "1", "--out", out]), naming: out + "/manifest.json")
    #expect(read(out + "/manifest.json") == "{\"mine\": true}")
    #expect(!FileManager.default.fileExists(atPath: out + "/fiori"), "nothing written")
    #expect(!FileManager.default.fileExists(atPath: out + "/.specsheet-files"))

    try FileManager.default.removeItem(atPath: out + "/manifest.json")
    try write("notes", out + "/notes.txt")
    #expect(try CLI.run(["render", w.fixture, "--scale", "1", "--out", out]).status == 0)
    #expect(try CLI.run(["render", w.fixture, "--scale", "1", "--out", out]).status == 0, "its own files are replaced")
    #expect(read(out + "/notes.txt") == "notes")

    let sheets = w.dir + "/sheets"
    try write("my chip drawing", sheets + "/chip.png")
    expectRefused(
      try CLI.run(["sheet", w.fixture, "--out", sheets, "--format", "txt,png"]), naming: sheets + "/chip.png")
    #expect(read(sheets + "/chip.png") == "my chip drawing")
    #expect(!FileManager.default.fileExists(atPath: sheets + "/chip.txt"), "refused before any write")
    #expect(try CLI.run(["sheet", w.fixture, "--out", sheets, "--format", "txt"]).status == 0)
    #expect(try CLI.run(["sheet", w.fixture, "--out", sheets, "--format", "txt"]).status == 0)
  }

  @Test func jsonAndJUnitReplaceOnlySpecsheetsOwnFiles() throws {
    let w = try Workspace()
    defer { w.remove() }
    let json = w.dir + "/results.json"
    let junit = w.dir + "/junit.xml"
    try write("{\"format\": \"mine\"}", json)
    try write("<?xml version=\"1.0\"?><testsuites name=\"other\"/>", junit)
    let result = try w.check(nil, ["--json", json])
    expectRefused(result, naming: json)
    #expect(!result.stdout.contains("passed"), "refused before any work: \(result.stdout)")
    expectRefused(try w.check(nil, ["--junit", junit]), naming: junit)
    expectRefused(
      try CLI.run(["render", w.fixture, "--scale", "1", "--out", w.dir + "/out", "--json", json]), naming: json)
    #expect(read(json) == "{\"format\": \"mine\"}")
    #expect(read(junit) == "<?xml version=\"1.0\"?><testsuites name=\"other\"/>")
    // specsheet's own earlier files are replaced.
    try FileManager.default.removeItem(atPath: json)
    try FileManager.default.removeItem(atPath: junit)
    #expect(try w.check(nil, ["--json", json, "--junit", junit]).status == 0)
    #expect(try w.check(nil, ["--json", json, "--junit", junit]).status == 0)
    // Its own results file past the 64 MB a shard's results may hold (a hundred times the catalog
    // writes 68 MB; here a sparse tail): still its own, replaced. It was refused as foreign.
    #expect(truncate(json, 65 << 20) == 0)
    let large = try w.check(nil, ["--json", json])
    #expect(large.status == 0, "\(large.stderr)")
    #expect(read(json)?.hasSuffix("}\n") == true)
  }

  @Test func aMissingGoldensFolderIsOneLine() throws {
    let w = try Workspace()
    defer { w.remove() }
    let result = try CLI.run(["check", w.fixture, "--goldens", w.dir + "/goldenz", "--scale", "1"], in: w.dir)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty, "no MISSING line per image, no audit: \(result.stdout)")
    #expect(
      result.stderr
        == "error: the goldens folder \(w.dir)/goldenz does not exist; check --goldens (or specsheet.yaml's "
        + "goldens), or record the goldens first (`record` creates the folder)\n", "\(result.stderr)")
    // record still creates it.
    #expect(try CLI.run(["record", w.fixture, "--goldens", w.dir + "/goldenz", "--scale", "1"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: w.dir + "/goldenz/manifest.json"))
  }
}
