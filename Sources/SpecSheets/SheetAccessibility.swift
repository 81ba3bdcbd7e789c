import ComponentKit
import Foundation
import Graphics

/// Optional layers a sheet can add under each cell (`sheet --annotate a11y`).
public enum SheetAnnotation: String, CaseIterable, Hashable, Sendable {
  /// The accessibility annotation: focus order, role, label and state of each element.
  case a11y
}

/// The accessibility layer of one cell, as an annotation kit draws it: the component again, each
/// element outlined with its focus-order number on its top-left corner, and beside the picture
/// (never over it) one callout per element, "N role · label · state", level with its element
/// when there is room.
public struct SheetAccessibility: Sendable {
  public var annotation: AccessibilityAnnotation
  /// The tile on the sheet; the rendering's origin in it.
  public var frame: Rect
  public var origin: Point
  /// Per element, in focus order: its number badge and its callout (badge and text) on the sheet.
  public var badges: [Rect]
  public var callouts: [(badge: Rect, text: Rect, string: String)]
}

/// The layer's look, beside `SheetStyle`'s redlines: the same thin strokes and small labels, in
/// violet so it never reads as a dimension.
enum AccessibilityStyle {
  static let ink = Color("#6B2BD9")
  static let outline = Color("#6B2BD9").opacity(0.7)
  static let badgeText = Color("#FFFFFF")
  static let font = Font(family: "Inter", weight: 600, size: 7)
  /// Badge diameter: room for two digits of `font`.
  static let badge = 10.0
  static let outlineWidth = 0.75
  /// Space between the picture and the callouts, between a callout's badge and its text, and
  /// below each callout.
  static let calloutGap = 10.0
  static let badgeTextGap = 3.0
  static let lineGap = 2.0
  /// Callouts wrap at this width, so a card's long label does not widen its column past reading.
  static let calloutWidth = 200.0
  /// The callout of a component with no accessibility element (an empty card).
  static let nothingRead = "no accessibility element: nothing is read"
}

/// A cell's accessibility tile laid out in the cell's own coordinates (top-left of the tile at
/// 0,0), before the sheet places it.
struct PreparedAccessibility {
  var annotation: AccessibilityAnnotation
  /// Where the tile starts, down from the cell's top.
  var top: Double
  var size: Size
  /// The rendering's origin in the tile.
  var origin: Point
  var badges: [Rect]
  var callouts: [(badge: Rect, text: Rect, string: String)]
}

extension SheetBuilder {
  /// Adds the tile under everything else in the cell and grows the cell to hold it. A component
  /// that describes no accessibility gets none.
  mutating func prepareAccessibility(_ cell: inout PreparedCell) throws {
    guard annotations.contains(.a11y), let annotation = cell.entry.content.accessibility(in: cell.rendering) else {
      return
    }
    typealias A = AccessibilityStyle
    let canvas = cell.rendering.size
    // Badges sit on corners, up to half a badge outside the picture.
    let margin = (A.badge / 2 + 1).rounded(.up)
    let origin = Point(x: margin, y: margin)
    var badges: [Rect] = []
    for element in annotation.elements {
      // On the element's top-left corner, kept on the picture for an element outside it (a
      // scrolled-away chip): its outline is clipped to the picture too.
      let corner = Point(
        x: min(max(element.frame.minX, 0), canvas.width), y: min(max(element.frame.minY, 0), canvas.height))
      var badge = Rect(
        x: origin.x + corner.x - A.badge / 2, y: origin.y + corner.y - A.badge / 2, width: A.badge, height: A.badge)
      // Elements that share a corner (a group and its first chip) get their badges side by side.
      while badges.contains(where: { $0.intersects(badge) }) { badge = badge.offsetBy(dx: A.badge + 1, dy: 0) }
      badges.append(badge)
    }
    let calloutX = origin.x + canvas.width + A.calloutGap
    var y = 0.0
    var callouts: [(badge: Rect, text: Rect, string: String)] = []
    if annotation.elements.isEmpty {
      // Said, not left blank: a reviewer must see that nothing is read, not that nothing was drawn.
      let m = try measurer.measure(AccessibilityStyle.nothingRead, font: style.swatchFont)
      let text = Rect(x: calloutX, y: origin.y, width: m.width, height: m.height)
      callouts.append((Rect(x: calloutX, y: origin.y, width: 0, height: 0), text, AccessibilityStyle.nothingRead))
      y = origin.y + m.height
    }
    for element in annotation.elements {
      let string = element.callout
      let m = try measurer.measure(string, font: style.swatchFont, wrapWidth: A.calloutWidth)
      let height = max(A.badge, m.height)
      // Level with its element when that does not climb over the callout above.
      let top = max(y, origin.y + element.frame.midY - height / 2)
      let badge = Rect(x: calloutX, y: top + (min(height, A.badge * 2) - A.badge) / 2, width: A.badge, height: A.badge)
      let text = Rect(x: badge.maxX + A.badgeTextGap, y: top, width: m.width, height: m.height)
      callouts.append((badge, text, string))
      y = top + height + A.lineGap
    }
    let right = max(badges.map(\.maxX).max() ?? 0, callouts.map(\.text.maxX).max() ?? calloutX)
    let bottom = max(origin.y + canvas.height + margin, y, badges.map(\.maxY).max() ?? 0)
    let top = cell.size.height + style.cellSpacing
    let size = Size(width: right.rounded(.up), height: bottom.rounded(.up))
    cell.accessibility = PreparedAccessibility(
      annotation: annotation, top: top, size: size, origin: origin, badges: badges, callouts: callouts)
    cell.size = Size(width: max(cell.size.width, size.width), height: top + size.height)
  }

  /// Draws a prepared tile with its top-left corner at `corner` (on whole points), on `canvas`
  /// (the theme's background) under the picture.
  mutating func drawAccessibility(
    _ tile: PreparedAccessibility, rendering: Rendering, at corner: Point, canvas: Color
  ) -> SheetAccessibility {
    typealias A = AccessibilityStyle
    let dx = corner.x
    let dy = corner.y
    let image = Rect(origin: Point(x: dx + tile.origin.x, y: dy + tile.origin.y), size: rendering.size)
    commands.append(.fill(.rect(image), canvas))
    commands.append(.pushClip(.rect(image)))
    commands.append(contentsOf: rendering.displayList.commands.map { $0.offsetBy(dx: image.minX, dy: image.minY) })
    commands.append(.popClip)
    let half = A.outlineWidth / 2
    commands.append(.pushClip(.rect(image)))
    for element in tile.annotation.elements {
      let frame = element.frame.offsetBy(dx: image.minX, dy: image.minY)
      commands.append(.stroke(.rect(frame.insetBy(half)), A.outline, width: A.outlineWidth))
    }
    commands.append(.popClip)
    var badges: [Rect] = []
    var callouts: [(badge: Rect, text: Rect, string: String)] = []
    for (i, callout) in tile.callouts.enumerated() {
      let element = tile.annotation.elements.indices.contains(i) ? tile.annotation.elements[i] : nil
      let calloutBadge = callout.badge.offsetBy(dx: dx, dy: dy)
      if let element {
        let badge = tile.badges[i].offsetBy(dx: dx, dy: dy)
        number(element.order, in: badge)
        badges.append(badge)
        number(element.order, in: calloutBadge)
      }
      let text = callout.text.offsetBy(dx: dx, dy: dy)
      // A missing label is a gap the reviewer must see: in the audit's finding colour.
      let ink = element != nil && element?.label == nil ? VerdictPalette.open.inkColor : style.ink
      commands.append(
        .text(
          TextRun(
            text: callout.string, font: style.swatchFont, color: ink, frame: text,
            wrapWidth: AccessibilityStyle.calloutWidth)))
      callouts.append((calloutBadge, text, callout.string))
    }
    return SheetAccessibility(
      annotation: tile.annotation, frame: Rect(origin: corner, size: tile.size), origin: image.origin, badges: badges,
      callouts: callouts)
  }

  /// A focus-order number on a violet disc.
  private mutating func number(_ n: Int, in badge: Rect) {
    commands.append(.fill(.capsule(badge), AccessibilityStyle.ink))
    let text = "\(n)"
    // Centred by measurement; a failed measurement (never, for digits in Inter) leaves the disc.
    guard let m = try? measurer.measure(text, font: AccessibilityStyle.font) else { return }
    commands.append(
      .text(
        TextRun(
          text: text, font: AccessibilityStyle.font, color: AccessibilityStyle.badgeText,
          frame: Rect(x: badge.midX - m.width / 2, y: badge.midY - m.height / 2, width: m.width, height: m.height))))
  }
}

extension SpecSheet {
  /// The accessibility layer's dump lines for a cell: each element and where its callout is.
  func accessibilityDump(_ cell: Cell) -> [String] {
    guard let layer = accessibility?[cell.entry.id] else { return [] }
    if layer.annotation.elements.isEmpty { return ["      a11y none \"\(AccessibilityStyle.nothingRead)\""] }
    return layer.annotation.elements.enumerated().map { i, e in
      "      a11y \(e.dumped) callout \(layer.callouts[i].text.dumped) \"\(layer.callouts[i].string)\""
    }
  }
}
