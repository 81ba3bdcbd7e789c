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

/// `record`: what each mode writes, never under CI, all or nothing when interrupted, and no
/// rewrite of unchanged goldens.
@Suite struct GoldenRecordCommandTests {
  typealias Workspace = GoldenCommandTests.Workspace

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

    let failed = try CLI.run([
      "record", recoloured, "--goldens", w.goldens, "--scale", "1", "fiori/chip/single-selection/selected@1x",
    ])
    #expect(failed.status == 0, "\(failed.stderr)")
    #expect(failed.stdout.contains("1 of 1 goldens written"))
    #expect(FileManager.default.contents(atPath: w.golden("selected")) != before)
    #expect(try w.check(recoloured).status == 0)
  }

  @Test func anInterruptedRecordLeavesTheOldGoldensIntactAndNoTemporaryFiles() throws {
    let w = try Workspace()
    defer { w.remove() }
    let recoloured = try w.variant(
      "all-blue", theme: ##"{colors: {chip.selected.background: "#0070F2", chip.unselected.background: "#0070F2"}}"##)
    // selected@1x is staged first (sorted order), then unselected@1x finds a folder in its place:
    // the failure comes before any rename, so selected@1x keeps its old bytes.
    let oldSelected = try #require(FileManager.default.contents(atPath: w.golden("selected")))
    try FileManager.default.removeItem(atPath: w.golden("unselected"))
    try FileManager.default.createDirectory(
      atPath: w.golden("unselected") + "/blocker", withIntermediateDirectories: true)
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
    #expect(
      !first.stdout.split(separator: "\n").contains { line in
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
}
