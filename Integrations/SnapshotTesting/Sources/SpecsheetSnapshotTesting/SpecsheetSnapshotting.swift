import Foundation
import SnapshotTesting
import SpecsheetKit

/// What the strategy snapshots: specsheet's pixels of a component, or why it could not draw it
/// (a missing glyph, an impossible frame), which then fails the assertion with that message.
public struct SpecsheetImage: Sendable {
  public var bitmap: Bitmap?
  public var problem: String?

  public init(bitmap: Bitmap) {
    self.bitmap = bitmap
    problem = nil
  }

  public init(problem: String) {
    bitmap = nil
    self.problem = problem
  }
}

extension Snapshotting where Value == Component, Format == SpecsheetImage {
  /// Draws the component with specsheet (hermetic fonts, pinned Cairo options, the same bytes on
  /// any machine of the kind) at `scale`, stores it as PNG, and compares exactly: any differing
  /// pixel fails, unless `tolerance` (specsheet's pixelmatch-style threshold, anti-aliasing
  /// detection and pixel budget) forgives it.
  public static func specsheet(scale: Int = 2, theme: Theme = Theme(), tolerance: DiffOptions = .exact) -> Snapshotting
  {
    Snapshotting(pathExtension: "png", diffing: .specsheetImage(tolerance: tolerance)) { component in
      do {
        let pipeline = try SharedPipeline.get()
        let rendering = try component.render(theme: theme, measurer: pipeline.renderer.measurer)
        return SpecsheetImage(bitmap: try pipeline.renderer.render(rendering.displayList, scale: scale))
      } catch {
        return SpecsheetImage(problem: "\(error)")
      }
    }
  }
}

extension Snapshotting where Value: ComponentModel, Format == SpecsheetImage {
  /// `.specsheet` for any component model (a `FioriChip`, your own component...).
  public static func specsheet(scale: Int = 2, theme: Theme = Theme(), tolerance: DiffOptions = .exact) -> Snapshotting
  {
    Snapshotting<Component, SpecsheetImage>.specsheet(scale: scale, theme: theme, tolerance: tolerance).pullback {
      Component($0)
    }
  }
}

extension Snapshotting where Value == CatalogEntry, Format == SpecsheetImage {
  /// `.specsheet` for a catalog entry (a fixture's variant in one state), in the entry's theme.
  public static func specsheet(scale: Int = 2, tolerance: DiffOptions = .exact) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .specsheetImage(tolerance: tolerance)) { entry in
      Snapshotting<Component, SpecsheetImage>.specsheet(scale: scale, theme: entry.theme, tolerance: tolerance)
        .snapshotNow(entry.content)
    }
  }
}

extension Snapshotting where Format == SpecsheetImage {
  /// The snapshot of `value` (specsheet renders synchronously).
  func snapshotNow(_ value: Value) -> SpecsheetImage {
    var result = SpecsheetImage(problem: "no snapshot")
    snapshot(value).run { result = $0 }
    return result
  }
}

extension Diffing where Value == SpecsheetImage {
  /// PNG files written by specsheet's encoder; compared by specsheet's `compare` (exact unless
  /// `tolerance` says otherwise). A failure says what differs, with each measured value beside
  /// its limit, and attaches the golden | diff | actual picture as `difference.png`.
  public static func specsheetImage(tolerance: DiffOptions = .exact) -> Diffing {
    .diff(
      toData: { image in image.bitmap.flatMap { try? PNGEncoder.encode($0) }.map { Data($0) } ?? Data() },
      fromData: { data in
        do {
          return SpecsheetImage(bitmap: try PNGDecoder.decode([UInt8](data)))
        } catch {
          return SpecsheetImage(problem: "the reference is not a readable PNG (\(error))")
        }
      },
      diffV2: { reference, snapshot in
        if let problem = snapshot.problem { return ("specsheet could not render the value: \(problem)", []) }
        guard let new = snapshot.bitmap else { return ("specsheet could not render the value", []) }
        guard let old = reference.bitmap else { return (reference.problem ?? "the reference is empty", []) }
        let message: String
        switch compare(actual: new, golden: old, options: tolerance) {
        case .identical, .withinTolerance:
          return nil
        case .sizeMismatch(let actual, let golden):
          message = "Newly-taken snapshot does not match reference: actual \(actual), reference \(golden)"
        case .changed(let stats):
          message = "Newly-taken snapshot does not match reference: \(GoldenResult.describe(stats, options: tolerance))"
        }
        let picture = try? PNGEncoder.encode(diffImage(actual: new, golden: old, options: tolerance))
        return (message, picture.map { [.data(Data($0), name: "difference.png")] } ?? [])
      })
  }
}

/// One renderer for every snapshot: setting up fonts is the expensive part.
enum SharedPipeline {
  nonisolated(unsafe) private static var pipeline: Result<RenderPipeline, any Error>?
  private static let lock = NSLock()

  static func get() throws -> RenderPipeline {
    try lock.withLock {
      if pipeline == nil { pipeline = Result { try RenderPipeline() } }
      return try pipeline!.get()
    }
  }
}
