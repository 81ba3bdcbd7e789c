import Foundation
import Graphics
import ImageDiff
import Pipeline

/// One anatomy part that moved, changed size, appeared or disappeared between the golden's
/// render and the fresh one, e.g. `label.x +1pt`.
public struct FrameChange: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// `property` is x, y, width or height; `delta` in points (actual minus golden).
    case changed(property: String, delta: Double)
    case added
    case removed
  }

  public var part: String
  public var kind: Kind

  public init(part: String, kind: Kind) {
    self.part = part
    self.kind = kind
  }

  public var description: String {
    switch kind {
    case .changed(let property, let delta): "\(part).\(property) \(formatPoints(delta))"
    case .added: "\(part) added"
    case .removed: "\(part) removed"
    }
  }
}

/// `+1pt`, `-0.5pt`, `+0.25pt` (at most two decimals).
func formatPoints(_ value: Double) -> String {
  (value < 0 ? "-" : "+") + abs(value).trimmed(decimals: 2) + "pt"
}

/// Compares the anatomy frames of two renders of one image (from the goldens' manifest and the
/// fresh render) and says what moved, in points.
public enum SemanticDiff {
  /// Differences smaller than this (points) are float noise.
  static let epsilon = 0.001

  /// Changes in the actual's part order, then removed parts. A part that moved exactly with its
  /// parent (same offset, same size) is left out: the parent's line already says it.
  public static func changes(golden: [Manifest.Frame], actual: [Manifest.Frame]) -> [FrameChange] {
    let old = Dictionary(golden.map { ($0.part, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Dictionary(actual.map { ($0.part, $0) }, uniquingKeysWith: { a, _ in a })
    func offset(_ part: String) -> (Double, Double)? {
      guard let a = old[part], let b = new[part] else { return nil }
      return (b.x - a.x, b.y - a.y)
    }
    var result: [FrameChange] = []
    for frame in actual {
      guard let before = old[frame.part] else {
        result.append(FrameChange(part: frame.part, kind: .added))
        continue
      }
      let deltas = [
        ("x", frame.x - before.x), ("y", frame.y - before.y),
        ("width", frame.width - before.width), ("height", frame.height - before.height),
      ]
      let moved = deltas.filter { abs($0.1) > epsilon }
      if moved.isEmpty { continue }
      if let dot = frame.part.lastIndex(of: "."), let parent = offset(String(frame.part[..<dot])),
        abs(deltas[2].1) <= epsilon, abs(deltas[3].1) <= epsilon,
        abs(parent.0 - deltas[0].1) <= epsilon, abs(parent.1 - deltas[1].1) <= epsilon
      {
        continue
      }
      result += moved.map { FrameChange(part: frame.part, kind: .changed(property: $0.0, delta: $0.1)) }
    }
    for frame in golden where new[frame.part] == nil {
      result.append(FrameChange(part: frame.part, kind: .removed))
    }
    return result
  }

  /// `fiori/chip/single-selection/selected@2x: label.x +1pt, container.width +2pt`.
  public static func summary(name: String, changes: [FrameChange]) -> String {
    "\(name): " + changes.map(\.description).joined(separator: ", ")
  }

  /// Pixel rectangles (at `scale`) of the parts named in `changes`, in the golden's and the
  /// actual's frames, for outlining on the diff image.
  public static func outlines(
    changes: [FrameChange], golden: [Manifest.Frame], actual: [Manifest.Frame], scale: Int
  ) -> (golden: [PixelRect], actual: [PixelRect]) {
    let parts = Set(changes.map(\.part))
    func rects(_ frames: [Manifest.Frame]) -> [PixelRect] {
      frames.filter { parts.contains($0.part) }.map { f in
        let s = Double(scale)
        let x0 = Int((f.x * s).rounded(.down))
        let y0 = Int((f.y * s).rounded(.down))
        let x1 = Int(((f.x + f.width) * s).rounded(.up))
        let y1 = Int(((f.y + f.height) * s).rounded(.up))
        return PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
      }
    }
    return (rects(golden), rects(actual))
  }
}
