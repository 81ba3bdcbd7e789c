import CairoRenderer
import Foundation
import Graphics
import ImageDiff

/// The committed goldens: `<root>/<system>/<component>/<variant>/<state>@<N>x.png`.
public struct GoldenStore: Sendable {
  public var root: String

  public init(root: String) {
    self.root = root
  }

  public enum Outcome: Sendable {
    case passed
    case missing
    /// The golden exists but cannot be decoded (LFS pointer, truncated, not a PNG).
    case unreadable(String)
    case failed(DiffResult, golden: Bitmap)

    public var passed: Bool {
      if case .passed = self { return true }
      return false
    }
  }

  public func path(of image: RenderedImage) -> String {
    (root as NSString).appendingPathComponent(image.path)
  }

  /// Compares a fresh render with its golden. Byte-identical files pass without decoding
  /// (goldens come from the same deterministic encoder); otherwise pixels decide.
  public func check(_ image: RenderedImage) -> Outcome {
    guard let data = FileManager.default.contents(atPath: path(of: image)) else { return .missing }
    let bytes = [UInt8](data)
    if bytes == image.png { return .passed }
    let golden: Bitmap
    do {
      golden = try PNGDecoder.decode(bytes)
    } catch {
      return .unreadable("\(error)")
    }
    let result = compare(actual: image.bitmap, golden: golden)
    return result.passes ? .passed : .failed(result, golden: golden)
  }

  /// Writes the golden unless its pixels already match; returns whether the file changed.
  /// An equal-pixel golden is left untouched, so re-recording makes no churn.
  @discardableResult
  public func record(_ image: RenderedImage) throws -> Bool {
    if check(image).passed { return false }
    try AtomicFile.write(image.png, to: path(of: image))
    return true
  }
}
