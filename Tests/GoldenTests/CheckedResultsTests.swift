import Catalog
import ComponentKit
import Graphics
import ImageDiff
import TestSupport
import Testing

@testable import Golden

/// Issue 37 (memory flat at a hundred times the catalog): a check holds each plain pass as its
/// entry, scale, size and time, and reads it back as the result the comparison made; anything a
/// pass carries beyond that keeps the whole result.
@Suite struct CheckedResultsTests {
  static func entries() throws -> [CatalogEntry] {
    Array(try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory]).entries.prefix(2))
  }

  /// A pass as `GoldenStage.compare` makes it for `entry` at `scale`.
  static func pass(_ entry: CatalogEntry, scale: Int, pixels: Bool) -> GoldenResult {
    let name = entry.imageName(scale: scale)
    var result = GoldenResult(name: name.description, path: name.path, status: .passed, detail: "")
    result.source = entry.source
    result.scale = scale
    result.diff = pixels ? .identical : nil
    result.actualSize = PixelSize(width: 40 * scale, height: 32 * scale)
    result.seconds = 0.25 * Double(scale)
    return result
  }

  @Test func plainPassesReadBackAsTheyWereMade() throws {
    let entries = try Self.entries()
    var checked = CheckedResults(entries: entries)
    var made: [GoldenResult] = []
    for (i, entry) in entries.enumerated() {
      for scale in 1...3 {
        let result = Self.pass(entry, scale: scale, pixels: scale == 2)
        made.append(result)
        checked.append(result, entry: i)
      }
    }
    #expect(checked.plainPasses == made.count, "every one of them held small")
    #expect(checked.count == made.count)
    for (read, result) in zip(checked, made) {
      #expect(read.name == result.name && read.path == result.path && read.source == result.source)
      #expect(read.scale == result.scale && read.actualSize == result.actualSize && read.seconds == result.seconds)
      #expect((read.diff == nil) == (result.diff == nil))
      #expect(read.status == .passed)
    }
  }

  /// A pass with anything to show (moved parts, a tolerance, artifacts), a failure, a result
  /// not named after its entry, and a stale golden are kept whole, in order.
  @Test func everythingElseIsKeptWhole() throws {
    let entries = try Self.entries()
    var moved = Self.pass(entries[0], scale: 1, pixels: true)
    moved.frameChanges = [FrameChange(part: "label", kind: .removed)]
    var tolerated = Self.pass(entries[0], scale: 2, pixels: true)
    tolerated.diff = .withinTolerance(
      DiffStats(changedPixels: 1, antialiasedPixels: 0, maxDelta: 0.01, bounds: nil, totalPixels: 100))
    var failed = Self.pass(entries[0], scale: 3, pixels: true)
    failed.status = .changed
    failed.detail = "1 px differ"
    let other = Self.pass(entries[1], scale: 1, pixels: false)
    var checked = CheckedResults(entries: entries)
    for result in [moved, tolerated, failed] { checked.append(result, entry: 0) }
    checked.append(other, entry: 0)  // named after entries[1]: not rebuilt from entries[0]
    checked.append(GoldenResult(name: "x/y", path: "x/y.png", status: .stale, detail: "stale"))
    #expect(checked.plainPasses == 0)
    #expect(checked.map(\.name) == [moved, tolerated, failed, other].map(\.name) + ["x/y"])
    #expect(checked[0].frameChanges.count == 1)
    #expect(checked.failures.map(\.status) == [.changed, .stale])
    #expect(checked.indices.map { checked.status(at: $0) } == [.passed, .passed, .changed, .passed, .stale])
  }
}
