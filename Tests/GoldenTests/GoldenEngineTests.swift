import Catalog
import ComponentKit
import Foundation
import Graphics
import ImageDiff
import PNG
import TestSupport
import Testing

@testable import Golden
@testable import Pipeline
@testable import Reports

@Suite struct ShardTests {
  let paths = (0..<23).map { "fiori/chip/v\($0 % 5)/s\($0)@\($0 % 3 + 1)x.png" }

  @Test(arguments: 1...6)
  func everyPathIsInExactlyOneShard(count: Int) {
    let shards = (1...count).map { Shard(index: $0, count: count)!.select(paths) }
    #expect(shards.reduce(0) { $0 + $1.count } == paths.count)
    #expect(shards.reduce(Set<String>()) { $0.union($1) } == Set(paths))
    #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1, "round-robin keeps shards balanced")
  }

  @Test func theSplitDependsOnlyOnTheSetOfPaths() {
    let shard = Shard(index: 2, count: 3)!
    #expect(shard.select(paths) == shard.select(paths.reversed()))
    #expect(shard.select(paths) == shard.select(paths.shuffled()))
  }

  @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", ""])
  func malformedShardsAreRejected(_ text: String) {
    #expect(Shard(parsing: text) == nil)
  }
}

@Suite struct SemanticDiffTests {
  func frame(_ part: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Manifest.Frame {
    Manifest.Frame(part: part, x: x, y: y, width: w, height: h)
  }

  @Test func paddingChangeNamesThePartsAndOffsets() {
    let golden = [frame("container", 6, 6, 85.457, 32), frame("label", 18, 13.5, 61.457, 17)]
    let actual = [frame("container", 6, 6, 87.457, 32), frame("label", 19, 13.5, 61.457, 17)]
    let changes = SemanticDiff.changes(golden: golden, actual: actual)
    #expect(
      SemanticDiff.summary(name: "fiori/chip/single-selection/selected@2x", changes: changes)
        == "fiori/chip/single-selection/selected@2x: container.width +2pt, label.x +1pt")
    let outlines = SemanticDiff.outlines(changes: changes, golden: golden, actual: actual, scale: 2)
    #expect(outlines.golden.first == PixelRect(x: 12, y: 12, width: 171, height: 64))
    #expect(outlines.actual.count == 2)
  }

  @Test func aChildMovingWithItsParentIsNotRepeated() {
    let golden = [frame("chip-2", 100, 0, 80, 32), frame("chip-2.label", 112, 8, 50, 16)]
    let actual = [frame("chip-2", 104, 0, 80, 32), frame("chip-2.label", 116, 8, 50, 16)]
    #expect(SemanticDiff.changes(golden: golden, actual: actual).map(\.description) == ["chip-2.x +4pt"])
  }

  @Test func addedAndRemovedPartsAndFractions() {
    let golden = [frame("label", 10, 0, 20, 10), frame("icon", 0, 0, 8, 8)]
    let actual = [frame("check-mark", 0, 0, 8, 8), frame("label", 9.5, 0, 20.25, 10)]
    #expect(
      SemanticDiff.changes(golden: golden, actual: actual).map(\.description)
        == ["check-mark added", "label.x -0.5pt", "label.width +0.25pt", "icon removed"])
  }

  @Test func floatNoiseIsNotAChange() {
    #expect(SemanticDiff.changes(golden: [frame("a", 1, 1, 1, 1)], actual: [frame("a", 1.0000001, 1, 1, 1)]).isEmpty)
  }
}

@Suite struct RenderFingerprintTests {
  @Test func theCurrentFingerprintRoundTripsThroughItsText() throws {
    let current = try RenderFingerprint.current()
    #expect(current.libraries.map(\.name).contains("freetype"))
    #expect(!current.fonts.isEmpty)
    let parsed = try RenderFingerprint(parsing: current.text, file: "fingerprint.txt")
    #expect(parsed == current)
    #expect(parsed.changes(since: current).isEmpty)
  }

  @Test func changesAreReadable() throws {
    let old = try RenderFingerprint(
      parsing: """
        # comment
        library freetype 2.12.1
        library cairo 1.16.0
        font /fonts/Inter Bold.otf 100 fnv1a64:00000000000000aa
        font /fonts/gone.ttf 5 fnv1a64:00000000000000bb
        option cairo.hint-style=none
        """, file: "f")
    let new = try RenderFingerprint(
      parsing: """
        library freetype 2.13.0
        library cairo 1.16.0
        font /fonts/Inter Bold.otf 101 fnv1a64:00000000000000cc
        option cairo.hint-style=slight
        """, file: "f")
    #expect(
      new.changes(since: old) == [
        "FreeType 2.12.1 -> 2.13.0",
        "font /fonts/Inter Bold.otf changed: 100 bytes fnv1a64:00000000000000aa -> 101 bytes fnv1a64:00000000000000cc",
        "font /fonts/gone.ttf no longer used",
        "option cairo.hint-style=none -> cairo.hint-style=slight",
      ])
  }

  @Test func aMalformedLineNamesItsNumber() {
    #expect(throws: PipelineError.read(path: "f", reason: "line 2: cannot read \"what is this\"")) {
      try RenderFingerprint(parsing: "library a 1\nwhat is this\n", file: "f")
    }
  }
}

@Suite struct GoldenWriterTests {
  @Test func aFailurePartWayLeavesEveryOldFileAndNoTemporaryFile() throws {
    let root = try temporaryFolder("golden-writer")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("old a".utf8).write(to: URL(fileURLWithPath: root + "/a.png"))
    try Data("old c".utf8).write(to: URL(fileURLWithPath: root + "/c.png"))
    try FileManager.default.createDirectory(atPath: root + "/b.png/in-the-way", withIntermediateDirectories: true)
    #expect(throws: PipelineError.self) {
      try GoldenWriter.writeAll([
        (root + "/a.png", Array("new a".utf8)), (root + "/n/m/x.png", Array("new x".utf8)), (root + "/b.png", Array("new b".utf8)),
        (root + "/c.png", Array("new c".utf8)),
      ])
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/n"), "folders it created are removed again")
    #expect(String(decoding: FileManager.default.contents(atPath: root + "/a.png")!, as: UTF8.self) == "old a")
    #expect(String(decoding: FileManager.default.contents(atPath: root + "/c.png")!, as: UTF8.self) == "old c")
    #expect(GoldenStore(root: root).temporaryFiles().isEmpty)
  }

  @Test func anInterruptionBeforeTheRenamesChangesNothing() throws {
    let root = try temporaryFolder("golden-writer")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/a.png"))
    let calls = Counter()
    #expect(throws: PipelineError.self) {
      try GoldenWriter.writeAll(
        [(root + "/a.png", Array("new".utf8)), (root + "/x/b.png", Array("new".utf8))],
        interrupted: { calls.take(below: 100)! >= 1 })
    }
    #expect(String(decoding: FileManager.default.contents(atPath: root + "/a.png")!, as: UTF8.self) == "old")
    #expect(!FileManager.default.fileExists(atPath: root + "/x/b.png"))
    #expect(GoldenStore(root: root).temporaryFiles().isEmpty)
  }
}

@Suite struct GoldenMessageTests {
  @Test func measuredValuesSitBesideTheirLimits() {
    let stats = DiffStats(
      changedPixels: 12, antialiasedPixels: 3, maxDelta: 0.031, bounds: PixelRect(x: 1, y: 2, width: 3, height: 4),
      totalPixels: 1000)
    #expect(
      GoldenResult.describe(stats, options: DiffOptions(threshold: 0.02, detectAntialiasing: true, pixelBudget: 5))
        == "12 px (1.20%) differ within 3x4 at 1,2; max delta 0.031 > threshold 0.02; 12 changed px > budget 5 px; 3 anti-aliased px not counted")
  }

  @Test func recordCommandsQuoteWhatTheShellWouldSplit() {
    var result = GoldenResult(name: "fiori/chip/a/b@2x", path: "fiori/chip/a/b@2x.png", status: .changed, detail: "")
    #expect(
      RecordCommand(fixtures: ["my fixtures/chip.yaml"], goldens: "/tmp/g").command(for: result)
        == "specsheet record 'my fixtures/chip.yaml' --goldens /tmp/g fiori/chip/a/b@2x")
    result.status = .stale
    #expect(RecordCommand().command(for: result) == "specsheet prune fiori/chip/a/b@2x")
  }

  @Test func junitEscapesMarkup() {
    #expect(JUnitReport.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;?")
  }
}

/// What `record` does with the provenance files: the fingerprint only vouches for an environment
/// when every golden was confirmed in it, and a corrupt manifest is never silently replaced.
@Suite struct GoldenRecordProvenanceTests {
  static let fixture = """
    system: fiori
    component: chip
    variants:
      - {name: a, variation: single-selection, label: Received, states: [selected, unselected]}
    """

  struct Workspace {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path
    var store: GoldenStore { GoldenStore(root: dir + "/goldens") }

    func plan(_ yaml: String = GoldenRecordProvenanceTests.fixture) throws -> GoldenPlan {
      let entries = try Fixture.parse(yaml, file: dir + "/chip.yaml")
      return try GoldenPlan.make(
        catalog: Catalog(entries: entries), scales: [1], filter: ImageFilter(), shard: nil, store: store,
        staleScope: .owned(folders: GoldenPlan.StaleScope.componentFolders(entries), siblings: []))
    }

    func engine() throws -> GoldenEngine { GoldenEngine(store: store, jobs: 1, pipeline: try RenderPipeline()) }

    /// Records the fixture, then pretends the goldens came from FreeType 2.11.0.
    func recordInAnOlderEnvironment() throws -> String {
      try engine().record(try plan(), mode: .all, updateFingerprint: true)
      let text = try String(contentsOfFile: store.fingerprintPath, encoding: .utf8)
      let freetype = try #require(text.split(separator: "\n").first { $0.hasPrefix("library freetype ") })
      let older = text.replacingOccurrences(of: String(freetype), with: "library freetype 2.11.0")
      try older.write(toFile: store.fingerprintPath, atomically: true, encoding: .utf8)
      return older
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }
  }

  static let recoloured = fixture.replacingOccurrences(
    of: "component: chip\n", with: "component: chip\ntheme: {colors: {chip.selected.background: \"#0070F2\"}}\n")

  @Test func skippedChangesLeaveTheOldFingerprint() throws {
    let w = Workspace()
    defer { w.remove() }
    let older = try w.recordInAnOlderEnvironment()
    let run = try w.engine().record(try w.plan(Self.recoloured), mode: .missing, updateFingerprint: true)
    #expect(run.skipped == ["fiori/chip/a/selected@1x.png"])
    #expect(!run.fingerprintWritten)
    #expect(try String(contentsOfFile: w.store.fingerprintPath, encoding: .utf8) == older)
    #expect(run.notes.contains { $0.contains("1 changed golden was not recorded (--only missing)") }, "\(run.notes)")
    // Once every change is recorded, the goldens are this environment's.
    let full = try w.engine().record(try w.plan(Self.recoloured), mode: .failed, updateFingerprint: true)
    #expect(full.skipped.isEmpty && full.fingerprintWritten)
  }

  @Test func anUnreadableFingerprintIsReplacedAndSaid() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    try "garbage\n".write(toFile: w.store.fingerprintPath, atomically: true, encoding: .utf8)
    let run = try w.engine().record(try w.plan(), mode: .failed, updateFingerprint: false)
    #expect(run.fingerprintWritten)
    #expect(run.notes.contains { $0.hasPrefix("cannot read \(w.store.fingerprintPath)") && $0.hasSuffix("replaced with this environment's") })
    #expect(try w.store.readFingerprint() == RenderFingerprint.current())
  }

  @Test func aCorruptManifestStopsRecordingAndIsKept() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let golden = w.store.path("fiori/chip/a/selected@1x.png")
    let before = FileManager.default.contents(atPath: golden)
    try "{\"version\": 1, \"images\": [".write(toFile: w.store.manifestPath, atomically: true, encoding: .utf8)
    #expect {
      try w.engine().record(try w.plan(Self.recoloured), mode: .failed, updateFingerprint: true)
    } throws: { error in
      "\(error)".hasPrefix("cannot read \(w.store.manifestPath): not a specsheet manifest")
    }
    #expect(try String(contentsOfFile: w.store.manifestPath, encoding: .utf8) == "{\"version\": 1, \"images\": [")
    #expect(FileManager.default.contents(atPath: golden) == before, "no golden is written before the manifest is read")
  }

  @Test(arguments: [GoldenStore.manifestFile, GoldenStore.fingerprintFile])
  func aFolderWhereMetadataGoesStopsRecordingBeforeAnyGoldenChanges(file: String) throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let golden = w.store.path("fiori/chip/a/selected@1x.png")
    let before = FileManager.default.contents(atPath: golden)
    try FileManager.default.removeItem(atPath: w.store.path(file))
    try FileManager.default.createDirectory(atPath: w.store.path(file), withIntermediateDirectories: true)
    #expect(throws: PipelineError.write(path: w.store.path(file), reason: "a folder is in the way; no golden was changed")) {
      try w.engine().record(try w.plan(Self.recoloured), mode: .failed, updateFingerprint: true)
    }
    #expect(FileManager.default.contents(atPath: golden) == before)
  }

  @Test func aFolderNamedLikeAGoldenIsNeverAGolden() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    try FileManager.default.createDirectory(atPath: w.store.path("fiori/chip/dir.png"), withIntermediateDirectories: true)
    #expect(!w.store.goldenFiles().contains("fiori/chip/dir.png"))
    #expect(try w.plan().stale.isEmpty, "prune would delete the folder and what is in it")
  }

  @Test func goldensAreKeptAtOneTwoAndThreeAndAnyOtherScaleIsStale() throws {
    let w = Workspace()
    defer { w.remove() }
    #expect(throws: PipelineError.self) {
      try GoldenPlan.make(
        catalog: Catalog(entries: []), scales: [4], filter: ImageFilter(), shard: nil, store: w.store, staleScope: .everything)
    }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    try Data([1]).write(to: URL(fileURLWithPath: w.store.path("fiori/chip/a/selected@4x.png")))
    #expect(try w.plan().stale == ["fiori/chip/a/selected@4x.png"])
  }
}

/// `check` passes an unchanged image on the manifest's hashes, with no PNG work, and trusts them
/// only for the very file they describe.
@Suite struct PixelHashCheckTests {
  typealias Workspace = GoldenRecordProvenanceTests.Workspace
  let path = "fiori/chip/a/selected@1x.png"

  @Test func recordWritesHashesThatDescribeEachGoldenFile() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let manifest = try #require(try w.store.readManifest())
    #expect(manifest.images.count == 2)
    for image in manifest.images {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: w.store.path(image.path))))
      #expect(image.pngHash == ContentHash.of(bytes), "\(image.path)")
      #expect(image.pixelHash == (try PNGDecoder.decode(bytes)).pixelHash, "\(image.path)")
    }
  }

  @Test func aMatchingHashPassesWithoutReadingThePNG() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    // Not a PNG at all, but the manifest vouches for exactly these bytes: no decoder runs.
    let garbage: [UInt8] = Array("not a png".utf8)
    try Data(garbage).write(to: URL(fileURLWithPath: w.store.path(path)))
    var manifest = try #require(try w.store.readManifest())
    let i = try #require(manifest.images.firstIndex { $0.path == path })
    manifest.images[i].pngHash = ContentHash.of(garbage)
    try manifest.json().write(toFile: w.store.manifestPath, atomically: true, encoding: .utf8)
    #expect(try w.engine().check(try w.plan()).failures.isEmpty)

    // Any other bytes than those described are decoded and judged as before.
    try Data(garbage + [0]).write(to: URL(fileURLWithPath: w.store.path(path)))
    let run = try w.engine().check(try w.plan())
    #expect(run.failures.map(\.path) == [path])
    #expect(run.failures.first?.status == .unreadable)
  }

  @Test func aChangedRenderIsComparedPixelByPixelDespiteTheHashes() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let run = try w.engine().check(try w.plan(GoldenRecordProvenanceTests.recoloured))
    let failure = try #require(run.failures.first)
    #expect(run.failures.count == 1 && failure.path == path && failure.status == .changed)
    #expect(failure.actualPNG != nil, "a failure keeps the encoded render for its artifacts")
  }

  @Test func goldensRecordedBeforeTheHashesStillPass() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    var manifest = try #require(try w.store.readManifest())
    for i in manifest.images.indices { manifest.images[i].pixelHash = nil; manifest.images[i].pngHash = nil }
    try manifest.json().write(toFile: w.store.manifestPath, atomically: true, encoding: .utf8)
    #expect(!(try String(contentsOfFile: w.store.manifestPath, encoding: .utf8)).contains("Hash"))
    #expect(try w.engine().check(try w.plan()).failures.isEmpty)
    // Re-recording unchanged pixels writes no golden but adds the hashes.
    let run = try w.engine().record(try w.plan(), mode: .failed, updateFingerprint: true)
    #expect(run.written.isEmpty && run.manifestWritten)
    #expect(try w.store.readManifest()?.images.allSatisfy { $0.pixelHash != nil && $0.pngHash != nil } == true)
  }
}

@Suite struct ManifestSheetHashTests {
  @Test func sheetHashesMergeAndArePrunedWithTheirFiles() throws {
    let w = GoldenRecordProvenanceTests.Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let a = Manifest.Sheet(path: "sheets/fiori/chip.png", pixelHash: "h1:a", pngHash: "h1:b")
    let b = Manifest.Sheet(path: "sheets/fiori/chip-group.png", pixelHash: "h1:c", pngHash: "h1:d")
    try w.store.updateManifest(with: [], sheets: [a, b])
    var moved = a
    moved.pixelHash = "h1:e"
    try w.store.updateManifest(with: [], sheets: [moved], removing: [b.path])
    let manifest = try #require(try w.store.readManifest())
    #expect(manifest.sheets == [moved])
    #expect(manifest.images.count == 2, "image entries are kept")
  }
}
