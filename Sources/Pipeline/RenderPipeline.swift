import CairoRenderer
import Catalog
import ComponentKit
import Dispatch
import Foundation
import Graphics
import PNG

/// Runs catalog entries through layout, lowering, drawing and encoding, on several threads.
///
/// Every stage is deterministic and each job owns its Cairo surface and Pango session, so the
/// output bytes do not depend on the job count or the order jobs finish in; results come back
/// in catalog order.
public struct RenderPipeline: Sendable {
  public let renderer: BitmapRenderer
  /// Paints each image's canvas with this colour before the component (`render --background`):
  /// images with a shadow or touch-target margin are otherwise transparent around the component,
  /// which some viewers show as black. Nil (the default, and always for goldens) leaves it clear.
  public var background: Color?

  public init(renderer: BitmapRenderer) {
    self.renderer = renderer
  }

  /// A pipeline on the shared hermetic font library.
  public init() throws {
    self.renderer = try BitmapRenderer()
  }

  /// Layout and lowering for one entry (scale-independent), with this pipeline's measurer: the
  /// value every command reads (`CatalogEntry.resolve`).
  public func resolve(_ entry: CatalogEntry) throws(ResolveError) -> ResolvedEntry {
    try entry.resolve(measurer: renderer.measurer)
  }

  /// Renders one entry at each scale.
  public func render(_ entry: CatalogEntry, scales: [Int]) throws -> [RenderedImage] {
    try render(resolve(entry), scales: scales)
  }

  /// Draws a resolved entry at each scale, and encodes each image unless `encode` is false (then
  /// `png` is nil): `DrawStage.draw`, what every run draws with.
  package func render(_ resolved: ResolvedEntry, scales: [Int], encode: Bool = true) throws -> [RenderedImage] {
    try DrawStage(pipeline: self).draw(resolved, scales: scales, encode: encode)
  }

  /// Renders every entry at every scale using `jobs` threads (all cores when nil).
  /// Throws the error of the first failing entry in catalog order; nothing is written here.
  public func render(_ entries: [CatalogEntry], scales: [Int], jobs: Int? = nil) throws -> [RenderedImage] {
    try Workers.run(entries.count, jobs: jobs) { try render(entries[$0], scales: scales) }.flatMap { try $0.get() }
  }
}

/// Hands out 0, 1, 2, ... to competing threads.
package final class Counter: Sendable {
  private let value = Locked(0)

  package init() {}

  package func take(below limit: Int) -> Int? {
    value.withLock { value in
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}

/// Fixed slots filled from several threads, read once all are done.
package final class ResultSlots<T>: Sendable {
  private let slots: Locked<[Result<T, any Error>?]>

  package init(count: Int) { slots = Locked(Array(repeating: nil, count: count)) }

  package func set(_ i: Int, _ result: Result<T, any Error>) { slots.withLock { $0[i] = result } }

  package func values() -> [Result<T, any Error>] {
    slots.withLock { slots in
      slots.map { $0 ?? .failure(PipelineError.render(id: "?", source: "?", underlying: "job did not run")) }
    }
  }
}
