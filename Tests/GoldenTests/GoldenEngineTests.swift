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

  /// Groups stay whole, every path lands once, and shards stay within one group of each other.
  @Test(arguments: 1...6)
  func groupsAreNeverSplit(count: Int) {
    let groups = (0..<9).map { g in (0..<(g % 4 + 1)).map { "c/v\(g)/s\($0)@1x.png" } } + [["c/v0/s0@1x.png", "x.png"]]
    let all = Set(groups.joined())
    let shards = (1...count).map { Shard(index: $0, count: count)!.select(groups: groups) }
    #expect(shards.reduce(0) { $0 + $1.count } == all.count)
    #expect(shards.reduce(Set<String>()) { $0.union($1) } == all)
    for group in groups { #expect(shards.filter { !$0.isDisjoint(with: group) }.count == 1, "\(group)") }
    #expect(
      shards.map(\.count).max()! - shards.map(\.count).min()! <= 5, "within the largest group (v0 joined with x.png)")
  }

  /// The default catalog's plan, sharded: the images the audit compares (a variant's states and
  /// scales; list cells that differ only in text size) are in one shard, so each shard's audit
  /// findings are the unsharded check's for its images.
  @Test(arguments: [2, 3, 5])
  func theAuditsGroupsAreInOneShard(count: Int) throws {
    let catalog = try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
    let store = GoldenStore(root: packageRoot + "/goldens")
    func plan(_ shard: Shard?) throws -> GoldenPlan {
      try GoldenPlan.make(
        catalog: catalog, scales: [1, 2, 3], filter: ImageFilter(), shard: shard, store: store, staleScope: .everything)
    }
    let whole = try plan(nil)
    let shards = try (1...count).map { try plan(Shard(index: $0, count: count)!) }
    #expect(shards.reduce(0) { $0 + $1.count } == whole.count)
    let shardOf = Dictionary(
      uniqueKeysWithValues: shards.enumerated().flatMap { k, plan in plan.images.map { ($0.path, k) } })
    var byVariant: [String: Set<Int>] = [:]
    var byTextSize: [String: Set<Int>] = [:]
    for image in whole.images {
      let entry = image.entry
      let k = try #require(shardOf[image.path])
      byVariant["\(entry.system)/\(entry.component)/\(entry.variant)", default: []].insert(k)
      if let key = entry.content.model.dynamicType?.key { byTextSize[key, default: []].insert(k) }
    }
    #expect(byVariant.values.allSatisfy { $0.count == 1 })
    #expect(!byTextSize.isEmpty, "the catalog has Dynamic Type groups")
    #expect(byTextSize.values.allSatisfy { $0.count == 1 })
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

  @Test func theCommittedGoldensZlibLevelIsNoEnvironmentChange() throws {
    // goldens/fingerprint.txt was recorded when zlib wrote PNGs and lists png.zlib-level and
    // png.filter; how a file is compressed changes no pixel, so that is no environment change.
    let text = try String(contentsOfFile: packageRoot + "/goldens/fingerprint.txt", encoding: .utf8)
    #expect(text.contains("option png.zlib-level=1"))
    let recorded = try RenderFingerprint(parsing: text, file: "fingerprint.txt")
    #expect(try !RenderFingerprint.current().changes(since: recorded).contains { $0.contains("png.") })
    let other = try RenderFingerprint(parsing: "option png.zlib-level=9\noption cairo.antialias=gray\n", file: "f")
    let now = try RenderFingerprint(parsing: "option cairo.antialias=none\n", file: "f")
    #expect(now.changes(since: other) == ["option cairo.antialias=gray -> cairo.antialias=none"])
  }

  @Test func aMalformedLineNamesItsNumber() {
    #expect(throws: PipelineError.read(path: "f", reason: "line 2: cannot read \"what is this\"")) {
      try RenderFingerprint(parsing: "library a 1\nwhat is this\n", file: "f")
    }
  }
}

@Suite struct StagedWriteAllTests {
  @Test func aFailurePartWayLeavesEveryOldFileAndNoTemporaryFile() throws {
    let root = try temporaryFolder("golden-writer")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("old a".utf8).write(to: URL(fileURLWithPath: root + "/a.png"))
    try Data("old c".utf8).write(to: URL(fileURLWithPath: root + "/c.png"))
    try FileManager.default.createDirectory(atPath: root + "/b.png/in-the-way", withIntermediateDirectories: true)
    #expect(throws: PipelineError.self) {
      try StagedFiles.writeAll([
        (root + "/a.png", Array("new a".utf8)), (root + "/n/m/x.png", Array("new x".utf8)),
        (root + "/b.png", Array("new b".utf8)),
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
      try StagedFiles.writeAll(
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
        == "12 px (1.20%) differ within 3x4 at 1,2; max delta 0.031 > threshold 0.02; 12 changed px > budget 5 px; 3 "
        + "anti-aliased px not counted"
    )
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
    // A control character XML cannot hold is spelled out (it was a bare "?", which named nothing).
    #expect(JUnitReport.escape("a<b & \"c\"\u{1}") == #"a&lt;b &amp; &quot;c&quot;\u{1}"#)
  }
}
