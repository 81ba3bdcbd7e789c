import ComponentKit
import Foundation
import Graphics
import ImageDiff

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
  /// Every drawing colour of `rendering`, each given to the part lowering declared it draws (the
  /// canvas outside every part), in drawing order.
  static func colors(of rendering: Rendering) -> [PartColor] {
    var colors: [PartColor] = []
    let list = rendering.displayList
    for (command, part) in zip(list.commands, list.partPaths) {
      let owner = part ?? "canvas"
      switch command {
      case .fill(_, let color): colors.append(PartColor(part: owner, role: "fill", color: color))
      case .stroke(_, let color, _): colors.append(PartColor(part: owner, role: "stroke", color: color))
      case .text(let run): colors.append(PartColor(part: owner, role: "text", color: run.color))
      case .glyph(let run): colors.append(PartColor(part: owner, role: "icon", color: run.color))
      case .shadow(let shadow): colors.append(PartColor(part: owner, role: "shadow", color: shadow.color))
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
}
