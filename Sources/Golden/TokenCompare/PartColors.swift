import Foundation
import Graphics
import ImageDiff
import Layout

/// One colour a part is drawn with, as the display list declares it: `container` fill,
/// `label` text, `leading-icon` icon, `container` stroke or shadow.
struct PartColor: Hashable, Sendable {
  var part: String
  /// `fill`, `stroke`, `text`, `icon` or `shadow`.
  var role: String
  var color: Color
}

/// How one part's colour changed between the two token sets, with its CIEDE2000 difference.
public struct ColorChange: Hashable, Sendable {
  public var part: String
  public var role: String
  public var before: Color
  public var after: Color
  /// ΔE00 of the two colours (translucent ones measured over white).
  public var deltaE: Double

  /// `container fill #6200EE → #1F5F4A (ΔE00 31.2)`.
  public var text: String {
    "\(part) \(role) \(before.hexString) → \(after.hexString) (ΔE00 \(String(format: "%.1f", deltaE)))"
  }
}

enum PartColors {
  /// Every drawing colour of `rendering`, each given to the smallest part whose frame holds
  /// what it draws (the canvas when none does), in drawing order.
  static func colors(of rendering: Rendering) -> [PartColor] {
    let parts = rendering.layout.parts
    func owner(_ box: Rect) -> String {
      parts.filter { holds($0.frame, box) }
        .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }?.path ?? "canvas"
    }
    var colors: [PartColor] = []
    for command in rendering.displayList.commands {
      switch command {
      case .fill(let shape, let color): colors.append(PartColor(part: owner(bounds(shape)), role: "fill", color: color))
      case .stroke(let shape, let color, _):
        colors.append(PartColor(part: owner(bounds(shape)), role: "stroke", color: color))
      case .text(let run): colors.append(PartColor(part: owner(run.frame), role: "text", color: run.color))
      case .glyph(let run): colors.append(PartColor(part: owner(run.frame), role: "icon", color: run.color))
      case .shadow(let shadow):
        colors.append(PartColor(part: owner(bounds(shadow.shape)), role: "shadow", color: shadow.color))
      default: break
      }
    }
    return colors
  }

  /// The colours that differ, paired in drawing order per part and role; one line per distinct
  /// change (a part drawn twice in the same colours says it once).
  static func changes(before: Rendering, after: Rendering) -> [ColorChange] {
    let old = Dictionary(grouping: colors(of: before), by: { "\($0.part)\u{0}\($0.role)" })
    var seen = Set<ColorChange>()
    var result: [ColorChange] = []
    var taken: [String: Int] = [:]
    for color in colors(of: after) {
      let key = "\(color.part)\u{0}\(color.role)"
      let index = taken[key, default: 0]
      taken[key] = index + 1
      guard let list = old[key], index < list.count, list[index].color != color.color else { continue }
      let change = ColorChange(
        part: color.part, role: color.role, before: list[index].color, after: color.color,
        deltaE: CIEDE2000.difference(list[index].color, color.color))
      if seen.insert(change).inserted { result.append(change) }
    }
    return result
  }

  /// Whether `inner` lies inside `outer`, a hundredth of a point either way.
  static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
    let t = 0.01
    return inner.minX >= outer.minX - t && inner.minY >= outer.minY - t && inner.maxX <= outer.maxX + t
      && inner.maxY <= outer.maxY + t
  }

  static func bounds(_ shape: Shape) -> Rect {
    switch shape {
    case .rect(let r), .roundedRect(let r, _): return r
    case .path(let path):
      var xs: [Double] = []
      var ys: [Double] = []
      for element in path.elements {
        switch element {
        case .move(let p), .line(let p):
          xs.append(p.x)
          ys.append(p.y)
        case .cubic(let a, let b, let c):
          xs += [a.x, b.x, c.x]
          ys += [a.y, b.y, c.y]
        case .close: break
        }
      }
      guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
  }
}
