import CCairo
import Foundation
import Graphics

/// What the renderer asks of commands and shapes: the rows a command can reach (strip culling)
/// and what is wrong with it, if anything (validation).
extension DrawCommand {
  /// The rows (in points) a command can change, generously (antialiasing, miters, ink outside a
  /// text frame, blur); nil for clips, opacity layers and free paths, which are always drawn.
  var verticalReach: ClosedRange<Double>? {
    // Nil (always drawn) for anything not finite and ordered.
    func rows(_ r: Rect, _ margin: Double, dy: Double = 0) -> ClosedRange<Double>? {
      let (low, high) = (r.minY + dy - margin, r.maxY + dy + margin)
      return low <= high ? low...high : nil
    }
    func span(_ shape: Shape, _ margin: Double, dy: Double = 0) -> ClosedRange<Double>? {
      switch shape {
      case .rect(let r), .roundedRect(let r, _): rows(r, margin, dy: dy)
      case .path: nil
      }
    }
    switch self {
    case .fill(let shape, _): return span(shape, 1)
    case .stroke(let shape, _, let width): return span(shape, 5 * width + 1)
    case .text(let run): return rows(run.frame, run.frame.height + 2)
    case .glyph(let run): return rows(run.frame, run.frame.height + 2)
    case .shadow(let shadow): return span(shadow.shape, 3 * shadow.sigma + 2, dy: shadow.offset.y)
    case .pushClip, .popClip, .pushOpacity, .popOpacity, .beginPart, .endPart: return nil
    }
  }

  var kind: String {
    switch self {
    case .fill: "fill"
    case .stroke: "stroke"
    case .text(let run): "text \(quoted(abbreviated(run.text, limit: 30)))"
    case .glyph(let run): "glyph \(run.name)"
    case .shadow: "shadow"
    case .pushClip: "clip"
    case .popClip: "end-clip"
    case .pushOpacity: "opacity"
    case .popOpacity: "end-opacity"
    case .beginPart: "part"
    case .endPart: "end-part"
    }
  }
}

extension Rect {
  var problem: String? {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
      return "rectangle has non-finite coordinates"
    }
    guard width >= 0, height >= 0 else { return "rectangle has a negative size" }
    return nil
  }
}

extension Shape {
  var problem: String? {
    switch self {
    case .rect(let r): return r.problem
    case .roundedRect(let r, let radii):
      if let p = r.problem { return p }
      let all = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
      guard all.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        return "corner radii must be finite and not negative"
      }
      return nil
    case .path(let path):
      return path.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) ? nil : "path has non-finite points"
    }
  }
}
