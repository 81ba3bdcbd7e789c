import Catalog
import ComponentKit
import Foundation
import Pipeline
import Testing

/// A render filtered to one scale draws that scale only (it drew all three, then discarded).
@Suite struct ScaleFilterTests {
  @Test func onlyTheWantedScaleIsDrawn() throws {
    let entries = try defaultCatalog().entries.filter { $0.id.hasPrefix("fiori/chip/single-selection/") }
    #expect(entries.count > 1)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scale-filter-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let drawn = Drawn()
    let written = try renderToFolder(
      entries, scales: [1, 2, 3], filter: ImageFilter(["@2x"]), jobs: 2, pipeline: try RenderPipeline(), to: root,
      also: [drawn])
    #expect(drawn.scales == Array(repeating: 2, count: entries.count))
    #expect(written.map(\.scale) == Array(repeating: 2, count: entries.count))
  }
}

/// The scales of the images drawn, seen on the render's workers.
private final class Drawn: RunSink, @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int] = []
  func prepare(_ unit: inout RunUnit) throws {
    lock.withLock { values += unit.records.compactMap { $0.drawn?.scale } }
  }
  var scales: [Int] { lock.withLock { values } }
}
