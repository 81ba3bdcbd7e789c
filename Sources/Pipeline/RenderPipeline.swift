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
  /// `png` is nil).
  package func render(_ resolved: ResolvedEntry, scales: [Int], encode: Bool = true) throws -> [RenderedImage] {
    let clock = ContinuousClock()
    let entry = resolved.entry
    var list = resolved.displayList
    if let background { list.commands.insert(.fill(.rect(Rect(origin: .zero, size: list.size)), background), at: 0) }
    return try scales.map { scale in
      do {
        var bitmap: Bitmap?
        let drawTime = try clock.measure { bitmap = try renderer.render(list, scale: scale) }
        guard let bitmap else {
          throw PipelineError.render(id: entry.id, source: entry.location, underlying: "no image")
        }
        var png: [UInt8]?
        let encodeTime = try clock.measure { if encode { png = try PNGEncoder.encode(bitmap) } }
        var image = RenderedImage(
          entry: entry, scale: scale, size: resolved.rendering.size, parts: resolved.layout.parts,
          bitmap: bitmap, png: png, drawTime: drawTime, encodeTime: encodeTime, accessibility: resolved.accessibility)
        image.chainFaces = resolved.chainFaces
        return image
      } catch let error as PipelineError {
        throw error
      } catch {
        throw PipelineError.render(
          id: entry.imageName(scale: scale).description, source: entry.location, underlying: "\(error)")
      }
    }
  }

  /// Renders every entry at every scale using `jobs` threads (all cores when nil).
  /// Throws the error of the first failing entry in catalog order; nothing is written here.
  public func render(_ entries: [CatalogEntry], scales: [Int], jobs: Int? = nil) throws -> [RenderedImage] {
    try Workers.run(entries.count, jobs: jobs) { try render(entries[$0], scales: scales) }.flatMap { try $0.get() }
  }
}

extension RenderPipeline {
  /// Renders entries on `jobs` threads and hands each image, drawn, to `consume` on the thread
  /// that drew it; each entry's values go to `deliver` in catalog order as soon as every entry
  /// before it is done (on whichever worker completes the run, one call at a time), and nothing
  /// is kept: what `deliver` does not keep is freed. Workers take entries in order, so the
  /// values waiting for an earlier entry are a few. Throws the error of the first failing entry
  /// in catalog order (render, `consume` or `deliver`); entries after a known failure are
  /// skipped; `stop` is polled between entries (an interrupt). Only the scales
  /// `filter` selects for an entry (by image name, `id@2x`) are drawn: a filter on one scale
  /// costs that scale alone. `resolved`, when given, sees each entry's resolved value and its
  /// drawn images first, on the worker (`render --sheets` keeps the values and audits the images).
  public func stream<T: Sendable>(
    _ entries: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter(), jobs: Int? = nil,
    stop: @Sendable () -> Bool = { false }, resolved: (@Sendable (ResolvedEntry, [RenderedImage]) -> Void)? = nil,
    consume: @Sendable (RenderedImage) throws -> T?, deliver: @escaping @Sendable (Int, [T]) throws -> Void
  ) throws {
    let firstFailure = FirstFailure()
    let sink = InOrder<[T]>(deliver: deliver)
    // A worker takes a variant's states together: they mostly draw the same shadows, whose
    // masks it then finds in the store, where two workers on neighbouring states had one wait
    // for the mask the other was making (an elevated card's @3x: 15 ms).
    let variants = Self.variantRuns(entries)
    let results = Workers.run(variants.count, jobs: jobs, stop: stop) { v -> Void in
      for i in variants[v] {
        guard i < firstFailure.index, !stop() else { return }
        do {
          let drawn = scales.filter { filter.matches(entries[i].imageName(scale: $0)) }
          guard !drawn.isEmpty else {
            try sink.add(i, [])
            continue
          }
          let value = try resolve(entries[i])
          let images = try render(value, scales: drawn)
          resolved?(value, images)
          try sink.add(i, try images.compactMap(consume))
        } catch {
          firstFailure.lower(to: i)
          throw error
        }
      }
    }
    if stop() { return }
    for result in results { try result.get() }
  }
}

extension RenderPipeline {
  /// `entries`' indices in runs of one variant each (neighbouring entries of one system,
  /// component and variant), in order.
  static func variantRuns(_ entries: [CatalogEntry]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start = 0
    for i in entries.indices.dropFirst() {
      let (a, b) = (entries[i - 1], entries[i])
      if a.variant != b.variant || a.component != b.component || a.system != b.system {
        runs.append(start..<i)
        start = i
      }
    }
    if !entries.isEmpty { runs.append(start..<entries.count) }
    return runs
  }
}

/// Values by index, passed on in index order: each is held only until all before it arrived.
final class InOrder<T>: @unchecked Sendable {  // `deliver` runs only under the lock
  private let state = Locked((waiting: [Int: T](), next: 0))
  private let deliver: (Int, T) throws -> Void

  init(deliver: @escaping (Int, T) throws -> Void) { self.deliver = deliver }

  /// Adds value `i`; delivers it and every waiting successor when it is next.
  func add(_ i: Int, _ value: T) throws {
    try state.withLock { state in
      state.waiting[i] = value
      while let ready = state.waiting.removeValue(forKey: state.next) {
        try deliver(state.next, ready)
        state.next += 1
      }
    }
  }
}

/// The lowest index that failed so far, shared by workers.
final class FirstFailure: Sendable {
  private let value = Locked(Int.max)

  var index: Int { value.withLock { $0 } }
  func lower(to i: Int) { value.withLock { $0 = min($0, i) } }
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
