import Foundation
import Golden
import Graphics
import PNG
import Pipeline
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check`'s exit codes and failure kinds (changed, missing, unreadable, stale, environment,
/// usage, bad input, unwritable outputs), and `prune` of stale goldens, on a small workspace.
@Suite struct GoldenCheckFailureTests {
  typealias Workspace = GoldenCommandTests.Workspace

  @Test func unchangedCodePassesWithExitZero() throws {
    let w = try Workspace()
    defer { w.remove() }
    let result = try w.check()
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("2 images: 2 passed, 0 changed, 0 size mismatch, 0 missing, 0 unreadable; 0 stale goldens")
    )
    #expect(!FileManager.default.fileExists(atPath: w.artifacts + "/fiori"))
  }

  @Test func changedPixelsExitOneAndToleranceIsReportedBesideTheMeasuredValue() throws {
    let w = try Workspace()
    defer { w.remove() }
    let recoloured = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    let result = try w.check(recoloured)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("CHANGED fiori/chip/single-selection/selected@1x: "))
    #expect(result.stdout.contains("> threshold 0 (exact)"))
    #expect(result.stdout.contains("no anatomy frame moved or changed size"))

    let budget = try w.check(recoloured, ["--pixel-budget", "3"])
    #expect(budget.status == 1)
    #expect(budget.stdout.contains("changed px > budget 3 px"))
    let generous = try w.check(recoloured, ["--pixel-budget", "100000"])
    #expect(generous.status == 0, "\(generous.stdout)")
    #expect(generous.stdout.contains("within tolerance fiori/chip/single-selection/selected@1x"))
  }

  @Test func missingGoldensExitTwo() throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    // The folder exists, its goldens do not (a folder that does not exist is one error line).
    try FileManager.default.createDirectory(atPath: w.goldens, withIntermediateDirectories: true)
    let result = try w.check()
    #expect(result.status == 2)
    #expect(
      result.stdout.contains("MISSING fiori/chip/single-selection/selected@1x: no golden at \(w.golden("selected"))"))
    #expect(result.stdout.contains("0 passed, 0 changed, 0 size mismatch, 2 missing"))
    #expect(result.stdout.contains("fingerprint.txt does not exist"))
  }

  @Test(arguments: [
    ("truncated", "PNG is truncated or corrupt"),
    ("lfs", "file is a Git LFS pointer, not a PNG; run `git lfs pull` to fetch the image"),
    ("text", "not a PNG file (bad signature)"),
    ("empty", "PNG file is empty (0 bytes)"),
  ])
  func unreadableGoldensAreExplainedInOneLineWithThePath(kind: String, explanation: String) throws {
    let w = try Workspace()
    defer { w.remove() }
    let path = w.golden("selected")
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let replacement: Data =
      switch kind {
      case "truncated": bytes.prefix(bytes.count / 2)
      case "lfs": Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 1234\n".utf8)
      case "text": Data("<html>not found</html>".utf8)
      default: Data()
      }
    try replacement.write(to: URL(fileURLWithPath: path))
    let result = try w.check()
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("UNREADABLE") })
    #expect(line.hasPrefix("UNREADABLE fiori/chip/single-selection/selected@1x: \(path): \(explanation)"))
    #expect(result.stdout.contains("1 unreadable"))
  }

  @Test func staleGoldensExitTwoAndPruneDeletesExactlyThem() throws {
    let w = try Workspace()
    defer { w.remove() }
    let stale = w.goldens + "/fiori/chip/single-selection/gone@1x.png"
    let removedVariant = w.goldens + "/fiori/chip/removed-variant/selected@2x.png"
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: stale)
    try FileManager.default.createDirectory(
      atPath: w.goldens + "/fiori/chip/removed-variant", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: removedVariant)
    // As record left them: goldens of variants since removed, in the manifest (prune deletes only those).
    try addManifestEntries(
      ["fiori/chip/single-selection/gone@1x.png", "fiori/chip/removed-variant/selected@2x.png"], goldens: w.goldens)
    // Another component's goldens are not this fixture's to judge; a @3x of a real entry is kept.
    try FileManager.default.createDirectory(
      atPath: w.goldens + "/fiori/chip-group/x", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: w.golden("selected"), toPath: w.goldens + "/fiori/chip-group/x/default@1x.png")
    try FileManager.default.copyItem(
      atPath: w.golden("selected"), toPath: w.goldens + "/fiori/chip/single-selection/selected@3x.png")

    // A fixture file owns its variants' folders only: removed-variant may be another file's.
    let result = try w.check()
    #expect(result.status == 2)
    #expect(
      result.stdout.contains("STALE fiori/chip/single-selection/gone@1x: \(stale) is produced by no catalog entry"))
    #expect(
      result.stdout.contains(
        "delete:    \(CLI.printedProgram) prune \(w.fixture) --goldens \(w.goldens) fiori/chip/single-selection/gone@1x"
      ))
    #expect(result.stdout.contains("2 passed, 0 changed, 0 size mismatch, 0 missing, 0 unreadable; 1 stale golden"))

    // A stale PNG the manifest does not name is not known to be a golden: prune leaves it.
    let unknown = w.goldens + "/fiori/chip/single-selection/unknown@1x.png"
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: unknown)
    let dry = try CLI.run(["prune", w.fixture, "--goldens", w.goldens, "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.stdout == "would delete \(stale)\n1 stale golden (dry run: nothing deleted)\n")
    #expect(dry.stderr.contains("note: 1 stale PNG file is not in \(w.goldens)/manifest.json"), "\(dry.stderr)")
    #expect(FileManager.default.fileExists(atPath: stale))

    let underCI = try CLI.run(["prune", w.fixture, "--goldens", w.goldens], environment: ["CI": "true"])
    #expect(underCI.status == 64)
    #expect(FileManager.default.fileExists(atPath: stale))

    // A corrupt manifest stops prune before anything is deleted.
    let manifest = try #require(FileManager.default.contents(atPath: w.goldens + "/manifest.json"))
    try Data("{".utf8).write(to: URL(fileURLWithPath: w.goldens + "/manifest.json"))
    let corrupt = try CLI.run(["prune", w.fixture, "--goldens", w.goldens])
    #expect(corrupt.status == 65, "\(corrupt.stderr)")
    #expect(corrupt.stderr.contains("manifest.json: not a specsheet manifest"))
    #expect(FileManager.default.fileExists(atPath: stale))
    try manifest.write(to: URL(fileURLWithPath: w.goldens + "/manifest.json"))

    let prune = try CLI.run(["prune", w.fixture, "--goldens", w.goldens])
    #expect(prune.status == 0, "\(prune.stderr)")
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: removedVariant))

    // A fixture folder is a catalog of its own: it owns its components' folders.
    let folderPrune = try CLI.run(["prune", w.dir, "--goldens", w.goldens])
    #expect(folderPrune.status == 0, "\(folderPrune.stderr)")
    #expect(folderPrune.stdout.contains("deleted \(removedVariant)"))
    #expect(
      !FileManager.default.fileExists(atPath: w.goldens + "/fiori/chip/removed-variant"), "emptied folders go too")
    #expect(FileManager.default.fileExists(atPath: w.goldens + "/fiori/chip-group/x/default@1x.png"))
    #expect(FileManager.default.fileExists(atPath: w.goldens + "/fiori/chip/single-selection/selected@3x.png"))
    #expect(FileManager.default.fileExists(atPath: unknown), "not in the manifest: not known to be a golden")
    try FileManager.default.removeItem(atPath: unknown)
    #expect(try w.check().status == 0)
  }

  /// Adds manifest entries for `paths` (copies of the first entry), as record wrote them.
  func addManifestEntries(_ paths: [String], goldens: String) throws {
    let url = URL(fileURLWithPath: goldens + "/manifest.json")
    var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var images = try #require(manifest["images"] as? [[String: Any]])
    for path in paths {
      var entry = images[0]
      entry["path"] = path
      images.append(entry)
    }
    manifest["images"] = images
    try JSONSerialization.data(withJSONObject: manifest).write(to: url)
  }

  @Test func aChangedEnvironmentIsReportedFirstAndExitsThree() throws {
    let w = try Workspace()
    defer { w.remove() }
    let fingerprint = w.goldens + "/fingerprint.txt"
    let text = try String(contentsOfFile: fingerprint, encoding: .utf8)
    let freetype = try #require(text.split(separator: "\n").first { $0.hasPrefix("library freetype ") })
    let version = freetype.split(separator: " ")[2]
    try text.replacingOccurrences(of: String(freetype), with: "library freetype 2.11.0")
      .write(toFile: fingerprint, atomically: true, encoding: .utf8)

    let passing = try w.check()
    #expect(passing.status == 0, "every pixel still matches: \(passing.stdout)")
    #expect(passing.stdout.contains("FreeType 2.11.0 -> \(version)"))

    let recoloured = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    let failing = try w.check(recoloured)
    #expect(failing.status == 3, "\(failing.stdout)\(failing.stderr)")
    let environment = try #require(failing.stdout.range(of: "ENVIRONMENT differs"))
    let pixels = try #require(failing.stdout.range(of: "CHANGED fiori/chip/single-selection/selected@1x"))
    #expect(environment.lowerBound < pixels.lowerBound, "the environment is reported before any pixel failure")
    #expect(failing.stdout.contains("  FreeType 2.11.0 -> \(version)"))
  }

  @Test func usageErrorsExit64() throws {
    let w = try Workspace()
    defer { w.remove() }
    for extra in [
      ["--shard", "3/2"], ["--shard", "x"], ["--threshold", "2"], ["--pixel-budget", "-1"], ["no-such-image"],
      ["--scale", "4"],
    ] {
      let result = try w.check(nil, extra)
      #expect(result.status == 64, "\(extra): \(result.stderr)")
    }
    #expect(try w.check(nil, ["no-such-image"]).stderr.contains("no image matches \"no-such-image\""))
    #expect(try w.check(nil, ["--scale", "4"]).stderr.contains("goldens are kept at scales 1,2,3"))
  }

  @Test func aManifestWithImpossibleFramesIsANoteNotACrash() throws {
    let w = try Workspace()
    defer { w.remove() }
    let path = w.goldens + "/manifest.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\"x\" : 6", with: "\"x\" : 1e300").write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(try String(contentsOfFile: path, encoding: .utf8) != text, "the test must corrupt a frame")
    let recoloured = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    let result = try w.check(recoloured)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("is out of range; failures cannot say which parts moved"))
  }

  @Test func badFixtureExits65AndUnwritableReportExits73() throws {
    let w = try Workspace()
    defer { w.remove() }
    try "system: fiori\ncomponent: chip\nvariants: 3\n".write(
      toFile: w.dir + "/bad.yaml", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["check", w.dir + "/bad.yaml", "--goldens", w.goldens]).status == 65)
    _ = FileManager.default.createFile(atPath: w.dir + "/a-file", contents: Data("x".utf8))
    let junit = try w.check(nil, ["--junit", w.dir + "/a-file/junit.xml"])
    #expect(junit.status == 73, "\(junit.stderr)")
    #expect(junit.stderr.contains("\(w.dir)/a-file is a file, not a folder"), "\(junit.stderr)")
    let report = try w.check(nil, ["--report", w.dir + "/a-file/deeper/report"])
    #expect(report.status == 73)
    #expect(report.stderr.contains("\(w.dir)/a-file is a file, not a folder"), "\(report.stderr)")
  }
}
