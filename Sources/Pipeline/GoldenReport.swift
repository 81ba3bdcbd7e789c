import CairoRenderer
import Foundation
import Graphics
import ImageDiff

/// Messages and artifacts for golden outcomes, shared by the CLI and Swift tests.
public enum GoldenReport {
  /// One line per non-passing image, nil when it passed.
  public static func describe(_ image: RenderedImage, _ outcome: GoldenStore.Outcome, store: GoldenStore) -> String? {
    let name = "\(image.entry.id)@\(image.scale)x"
    switch outcome {
    case .passed:
      return nil
    case .missing:
      return "MISSING \(name): no golden at \(store.path(of: image)); record it with: specsheet record \(image.entry.source)"
    case .unreadable(let reason):
      return "UNREADABLE \(name): \(store.path(of: image)): \(reason)"
    case .failed(.sizeMismatch(let actual, let golden), _):
      return "SIZE \(name): actual \(actual), golden \(golden)"
    case .failed(.changed(let stats), _):
      let percent = (Double(stats.changedPixels) / Double(max(1, stats.totalPixels)) * 10000).rounded() / 100
      return "CHANGED \(name): \(stats.changedPixels) pixels (\(percent)%) differ within \(stats.bounds.map { "\($0)" } ?? "-")"
    case .failed(.identical, _), .failed(.withinTolerance, _):
      return nil
    }
  }

  /// Writes `<folder>/<path>.actual.png` and, when a golden could be decoded,
  /// `<folder>/<path>.diff.png` (golden | diff | actual).
  public static func writeArtifacts(_ image: RenderedImage, _ outcome: GoldenStore.Outcome, to folder: String) throws {
    if outcome.passed { return }
    let base = (folder as NSString).appendingPathComponent(String(image.path.dropLast(".png".count)))
    try AtomicFile.write(image.png, to: base + ".actual.png")
    if case .failed(_, let golden) = outcome {
      try AtomicFile.write(try PNGEncoder.encode(diffImage(actual: image.bitmap, golden: golden)), to: base + ".diff.png")
    }
  }
}
