import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Graphics
import Golden
import PNG
import Pipeline
import TestSupport
import Testing

/// End-to-end golden workflow on small temporary fixtures and goldens folders (never the
/// committed goldens/): record, check with every failure kind and exit code, prune, diff,
/// sharding, reports.
@Suite struct GoldenCommandTests {
  /// Two Fiori chips (selected, unselected) at @1x: 2 images, about 0.1 s per command.
  static let fixture = """
    system: fiori
    component: chip
    variants:
      - {name: single-selection, variation: single-selection, label: Received, states: [selected, unselected]}
    """

  /// A temporary folder with `chip.yaml` and goldens recorded from it in `goldens/`.
  struct Workspace {
    var dir: String
    var fixture: String { dir + "/chip.yaml" }
    var goldens: String { dir + "/goldens" }
    var artifacts: String { dir + "/artifacts" }
    func golden(_ state: String) -> String { goldens + "/fiori/chip/single-selection/\(state)@1x.png" }

    init(recorded: Bool = true) throws {
      dir = try temporaryFolder("specsheet-cli")
      try GoldenCommandTests.fixture.write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
      if recorded {
        let result = try CLI.run(["record", dir + "/chip.yaml", "--goldens", dir + "/goldens", "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        // The goldens folder carries the catalog's audit baseline, as the project's does: the
        // fixture is the catalog's chip, whose selected colours the baseline accepts.
        try FileManager.default.copyItem(atPath: packageRoot + "/goldens/audit-baseline.yaml", toPath: dir + "/goldens/audit-baseline.yaml")
      }
    }

    /// Writes a variant of the fixture (a theme block added) and returns its path.
    func variant(_ name: String, theme: String) throws -> String {
      let path = dir + "/\(name).yaml"
      try GoldenCommandTests.fixture.replacingOccurrences(of: "component: chip\n", with: "component: chip\ntheme: \(theme)\n")
        .write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }

    func check(_ fixture: String? = nil, _ extra: [String] = []) throws -> ProcessResult {
      try CLI.run(["check", fixture ?? self.fixture, "--goldens", goldens, "--scale", "1", "--artifacts", artifacts] + extra)
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }
  }

  // MARK: - The headline: a one-point padding change

  @Test func aOnePointPaddingChangeFailsWithSemanticSummaryDiffReportAndJUnit() throws {
    let w = try Workspace()
    defer { w.remove() }
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    let result = try w.check(padded, ["--report", w.dir + "/report", "--junit", w.dir + "/junit.xml"])
    #expect(result.status == 2, "size mismatch exits 2: \(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("SIZE fiori/chip/single-selection/unselected@1x: actual 100x44, golden 98x44"))
    #expect(
      result.stdout.contains(
        "fiori/chip/single-selection/unselected@1x: container.width +2pt, content-box.x +1pt, label.x +1pt, touch-target.width +2pt"))
    #expect(result.stdout.contains("2 images: 1 passed, 0 changed, 1 size mismatch, 0 missing, 0 unreadable; 0 stale goldens"))
    // The printed command names the binary that ran (see ReportGroupingTests for running it).
    #expect(result.stdout.contains("record:    \(CLI.printedProgram) record \(padded) --goldens \(w.goldens) fiori/chip/single-selection/unselected@1x"))

    // The diff picture: the diff panel alone, with the moved parts outlined, in indexed colour.
    let diffPath = w.artifacts + "/fiori/chip/single-selection/unselected@1x.diff.png"
    let diffBytes = [UInt8](try #require(FileManager.default.contents(atPath: diffPath)))
    #expect(diffBytes[25] == 3, "PNG colour type 3 (indexed)")
    let diff = try PNGDecoder.decode(diffBytes)
    #expect(diff.width == 100 && diff.height == 44)
    #expect(count(diff) { $0 == Color(red: 255, green: 0, blue: 0) } > 50, "changed pixels are red")
    #expect(count(diff) { $0 == Color(red: 0, green: 0, blue: 255) } > 100, "moved frames are outlined")
    #expect(FileManager.default.fileExists(atPath: w.artifacts + "/fiori/chip/single-selection/unselected@1x.actual.png"))
    #expect(!FileManager.default.fileExists(atPath: w.artifacts + "/fiori/chip/single-selection/selected@1x.diff.png"))

    // JUnit: one test case per image, the failure carrying the message.
    let junit = try String(contentsOfFile: w.dir + "/junit.xml", encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
    #expect(junit.contains(#"<failure type="size-mismatch" message="SIZE fiori/chip/single-selection/unselected@1x: actual 100x44, golden 98x44">"#))
    #expect(junit.contains("label.x +1pt"))
    #expect(try XMLDocument(xmlString: junit).rootElement()?.name == "testsuites")

    // The report, in a real headless Chromium.
    let report = w.dir + "/report/index.html"
    let dom = try Chromium.dumpDOM(report)
    #expect(dom.contains(#"data-ready="true""#), "the report's scripts ran")
    #expect(dom.contains("1 failure shown"))
    #expect(dom.contains(#"data-name="fiori/chip/single-selection/unselected@1x""#))
    #expect(dom.contains("container.width +2pt, content-box.x +1pt, label.x +1pt"))
    #expect(dom.contains("\(CLI.printedProgram) record \(padded) --goldens \(w.goldens) fiori/chip/single-selection/unselected@1x"))
    // Sizes differ: side by side, never an overlay of two sizes (ReportGroupingTests: same size).
    #expect(dom.contains("sizes differ: no overlay") && !dom.contains(#"class="slider""#))
    let shot = try Chromium.screenshot(report, size: (1000, 900))
    #expect(Set(shot.pixels.chunks(4)).count > 50, "the screenshot is not blank")
    #expect(count(shot) { $0.red > 200 && $0.green < 60 && $0.blue < 60 } > 50, "the red diff is on screen")
  }

  func count(_ bitmap: Bitmap, _ predicate: (Color) -> Bool) -> Int {
    var n = 0
    for y in 0..<bitmap.height { for x in 0..<bitmap.width where predicate(bitmap[x, y]) { n += 1 } }
    return n
  }

  // MARK: - Exit codes and failure kinds

  @Test func unchangedCodePassesWithExitZero() throws {
    let w = try Workspace()
    defer { w.remove() }
    let result = try w.check()
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("2 images: 2 passed, 0 changed, 0 size mismatch, 0 missing, 0 unreadable; 0 stale goldens"))
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
    #expect(result.stdout.contains("MISSING fiori/chip/single-selection/selected@1x: no golden at \(w.golden("selected"))"))
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
    try FileManager.default.createDirectory(atPath: w.goldens + "/fiori/chip/removed-variant", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: removedVariant)
    // Another component's goldens are not this fixture's to judge; a @3x of a real entry is kept.
    try FileManager.default.createDirectory(atPath: w.goldens + "/fiori/chip-group/x", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: w.goldens + "/fiori/chip-group/x/default@1x.png")
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: w.goldens + "/fiori/chip/single-selection/selected@3x.png")

    // A fixture file owns its variants' folders only: removed-variant may be another file's.
    let result = try w.check()
    #expect(result.status == 2)
    #expect(result.stdout.contains("STALE fiori/chip/single-selection/gone@1x: \(stale) is produced by no catalog entry"))
    #expect(result.stdout.contains("delete:    \(CLI.printedProgram) prune \(w.fixture) --goldens \(w.goldens) fiori/chip/single-selection/gone@1x"))
    #expect(result.stdout.contains("2 passed, 0 changed, 0 size mismatch, 0 missing, 0 unreadable; 1 stale golden"))

    let dry = try CLI.run(["prune", w.fixture, "--goldens", w.goldens, "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.stdout == "would delete \(stale)\n1 stale golden (dry run: nothing deleted)\n")
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
    #expect(!FileManager.default.fileExists(atPath: w.goldens + "/fiori/chip/removed-variant"), "emptied folders go too")
    #expect(FileManager.default.fileExists(atPath: w.goldens + "/fiori/chip-group/x/default@1x.png"))
    #expect(FileManager.default.fileExists(atPath: w.goldens + "/fiori/chip/single-selection/selected@3x.png"))
    #expect(try w.check().status == 0)
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
    for extra in [["--shard", "3/2"], ["--shard", "x"], ["--threshold", "2"], ["--pixel-budget", "-1"], ["no-such-image"], ["--scale", "4"]] {
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
    try text.replacingOccurrences(of: "\"x\" : 6", with: "\"x\" : 1e300").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try String(contentsOfFile: path, encoding: .utf8) != text, "the test must corrupt a frame")
    let recoloured = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    let result = try w.check(recoloured)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("is out of range; failures cannot say which parts moved"))
  }

  @Test func badFixtureExits65AndUnwritableReportExits73() throws {
    let w = try Workspace()
    defer { w.remove() }
    try "system: fiori\ncomponent: chip\nvariants: 3\n".write(toFile: w.dir + "/bad.yaml", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["check", w.dir + "/bad.yaml", "--goldens", w.goldens]).status == 65)
    _ = FileManager.default.createFile(atPath: w.dir + "/a-file", contents: Data("x".utf8))
    let junit = try w.check(nil, ["--junit", w.dir + "/a-file/junit.xml"])
    #expect(junit.status == 73, "\(junit.stderr)")
    #expect(junit.stderr.contains("\(w.dir)/a-file is a file, not a folder"), "\(junit.stderr)")
    let report = try w.check(nil, ["--report", w.dir + "/a-file/deeper/report"])
    #expect(report.status == 73)
    #expect(report.stderr.contains("\(w.dir)/a-file is a file, not a folder"), "\(report.stderr)")
  }

  // MARK: - Sharding

  @Test func shardsSplitTheImagesDeterministicallyAndCompletely() throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    try FileManager.default.createDirectory(atPath: w.goldens, withIntermediateDirectories: true)
    var seen: [[String]] = []
    for k in 1...3 {
      let result = try CLI.run([
        "check", w.fixture, "--goldens", w.goldens, "--scale", "1,2,3", "--shard", "\(k)/3", "--junit", w.dir + "/\(k).xml",
        "--artifacts", w.artifacts,
      ])
      #expect(result.status == 2)
      #expect(result.stdout.contains("(shard \(k)/3)"))
      let junit = try String(contentsOfFile: w.dir + "/\(k).xml", encoding: .utf8)
      seen.append(
        junit.components(separatedBy: "<testcase ").dropFirst().map { testcase in
          String(testcase.components(separatedBy: #" name=""#)[1].prefix { $0 != "\"" })
        })
    }
    let all = seen.flatMap { $0 }
    #expect(all.count == 6 && Set(all).count == 6, "6 images, each in exactly one shard: \(seen)")
    #expect(seen.map(\.count) == [2, 2, 2])
    // Sorted paths dealt round-robin: selected@1x, selected@2x, selected@3x, unselected@1x, ...
    #expect(seen[0] == ["selected@1x", "unselected@1x"])
  }

  // MARK: - Record

  @Test func recordWritesOnlyWhatItsModeAllowsAndNeverUnderCI() throws {
    let w = try Workspace()
    defer { w.remove() }
    let recoloured = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    let before = try #require(FileManager.default.contents(atPath: w.golden("selected")))
    try FileManager.default.removeItem(atPath: w.golden("unselected"))

    let ci = try CLI.run(["record", recoloured, "--goldens", w.goldens, "--scale", "1"], environment: ["CI": "1"])
    #expect(ci.status == 64)
    #expect(!FileManager.default.fileExists(atPath: w.golden("unselected")))

    let missing = try CLI.run(["record", recoloured, "--goldens", w.goldens, "--scale", "1", "--only", "missing"])
    #expect(missing.status == 0, "\(missing.stderr)")
    #expect(missing.stdout.contains("recorded \(w.golden("unselected"))"))
    #expect(missing.stdout.contains("not recorded (--only missing): \(w.golden("selected"))"))
    #expect(FileManager.default.contents(atPath: w.golden("selected")) == before)

    let failed = try CLI.run(["record", recoloured, "--goldens", w.goldens, "--scale", "1", "fiori/chip/single-selection/selected@1x"])
    #expect(failed.status == 0, "\(failed.stderr)")
    #expect(failed.stdout.contains("1 of 1 goldens written"))
    #expect(FileManager.default.contents(atPath: w.golden("selected")) != before)
    #expect(try w.check(recoloured).status == 0)
  }

  @Test func anInterruptedRecordLeavesTheOldGoldensIntactAndNoTemporaryFiles() throws {
    let w = try Workspace()
    defer { w.remove() }
    let recoloured = try w.variant("all-blue", theme: ##"{colors: {chip.selected.background: "#0070F2", chip.unselected.background: "#0070F2"}}"##)
    // selected@1x is staged first (sorted order), then unselected@1x finds a folder in its place:
    // the failure comes before any rename, so selected@1x keeps its old bytes.
    let oldSelected = try #require(FileManager.default.contents(atPath: w.golden("selected")))
    try FileManager.default.removeItem(atPath: w.golden("unselected"))
    try FileManager.default.createDirectory(atPath: w.golden("unselected") + "/blocker", withIntermediateDirectories: true)
    let oldManifest = FileManager.default.contents(atPath: w.goldens + "/manifest.json")

    let result = try CLI.run(["record", recoloured, "--goldens", w.goldens, "--scale", "1"])
    #expect(result.status == 73, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("unselected@1x.png: a folder is in the way; no golden was changed"))
    #expect(FileManager.default.contents(atPath: w.golden("selected")) == oldSelected)
    #expect(FileManager.default.contents(atPath: w.goldens + "/manifest.json") == oldManifest)
    #expect(GoldenStore(root: w.goldens).temporaryFiles().isEmpty)
  }

  @Test func reRecordingUnchangedCodeChangesNoByteOfTheCommittedGoldens() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let copy = dir + "/goldens"
    try FileManager.default.copyItem(atPath: packageRoot + "/goldens", toPath: copy)
    let original = files(under: packageRoot + "/goldens")
    let first = try CLI.run(["record", "--only", "all", "--goldens", copy])
    #expect(first.status == 0, "\(first.stderr)")
    // Every committed golden keeps its bytes (catalog entries still without a golden, e.g. a
    // component being added, are recorded into the copy; that is not churn).
    let after = files(under: copy)
    for (path, bytes) in original where path.hasSuffix(".png") || path == "fingerprint.txt" {
      #expect(after[path] == bytes, "\(path) changed")
    }
    let manifest = try Manifest.decode(try #require(after["manifest.json"]))
    let committed = try Manifest.decode(try #require(original["manifest.json"]))
    for image in committed.images { #expect(manifest.image(at: image.path) == image, "\(image.path) frames changed") }
    #expect(!first.stdout.split(separator: "\n").contains { line in
      line.hasPrefix("recorded ") && original[String(line.dropFirst("recorded \(copy)/".count))] != nil
    }, "\(first.stdout)")
    let mtimes = try modificationDates(copy)
    let second = try CLI.run(["record", "--only", "all", "--goldens", copy])
    #expect(second.status == 0)
    #expect(try modificationDates(copy) == mtimes, "nothing was rewritten, not even with the same bytes")
  }

  func modificationDates(_ folder: String) throws -> [String: Date] {
    var dates: [String: Date] = [:]
    for path in files(under: folder).keys {
      dates[path] = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.modificationDate] as? Date
    }
    return dates
  }

  // MARK: - diff

  @Test func diffComparesAnyTwoPNGs() throws {
    let w = try Workspace()
    defer { w.remove() }
    let selected = w.golden("selected"), unselected = w.golden("unselected")
    let same = try CLI.run(["diff", selected, selected])
    #expect(same.status == 0)
    #expect(same.stdout.hasPrefix("identical"))

    let blue = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    #expect(try CLI.run(["render", blue, "--out", w.dir + "/out", "--scale", "1"]).status == 0)
    let changedPNG = w.dir + "/out/fiori/chip/single-selection/selected@1x.png"
    let changed = try CLI.run(["diff", selected, changedPNG, "--out", w.dir + "/d.png"])
    #expect(changed.status == 1)
    #expect(changed.stdout.hasPrefix("CHANGED "))
    let picture = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: w.dir + "/d.png"))))
    #expect(picture.width == 126 * 3 + 2 * DiffPicture.gap)
    #expect(try CLI.run(["diff", selected, changedPNG, "--pixel-budget", "100000"]).status == 0)

    let size = try CLI.run(["diff", unselected, selected])
    #expect(size.status == 2)
    #expect(size.stdout == "SIZE \(unselected) 98x44, \(selected) 126x44\n")

    try Data("version https://git-lfs.github.com/spec/v1\n".utf8).write(to: URL(fileURLWithPath: w.dir + "/lfs.png"))
    let lfs = try CLI.run(["diff", w.dir + "/lfs.png", selected])
    #expect(lfs.status == 65)
    #expect(lfs.stderr.contains("lfs.png: file is a Git LFS pointer"))
    #expect(try CLI.run(["diff", w.dir + "/nope.png", selected]).status == 65)
    #expect(try CLI.run(["diff", selected]).status == 64)
    #expect(try CLI.run(["diff", selected, changedPNG, "--out", w.dir + "/lfs.png/x.png"]).status == 73)

    // --out over an input would destroy it.
    let before = FileManager.default.contents(atPath: selected)
    let overInput = try CLI.run(["diff", selected, changedPNG, "--out", selected])
    #expect(overInput.status == 64)
    #expect(overInput.stderr.contains("is one of the images compared"))
    #expect(FileManager.default.contents(atPath: selected) == before)

    // Images too wide for a three-panel picture still get their verdict.
    // 6000px wide: fine alone, but golden | diff | actual is over the 16384px limit.
    let wide = Bitmap(width: 6000, height: 4)
    var wider = wide
    wider[10, 1] = Color(red: 0, green: 0, blue: 0, alpha: 255)
    try Data(try PNGEncoder.encode(wide)).write(to: URL(fileURLWithPath: w.dir + "/wide-a.png"))
    try Data(try PNGEncoder.encode(wider)).write(to: URL(fileURLWithPath: w.dir + "/wide-b.png"))
    let big = try CLI.run(["diff", w.dir + "/wide-a.png", w.dir + "/wide-b.png", "--out", w.dir + "/wide-diff.png"])
    #expect(big.status == 1, "\(big.stderr)")
    #expect(big.stdout.hasPrefix("CHANGED "))
    #expect(big.stderr.contains("wide-diff.png not written: the three panels would be"))
  }
}

extension Array {
  func chunks(_ size: Int) -> [ArraySlice<Element>] {
    stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
  }
}
