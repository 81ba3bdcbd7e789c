import Catalog
import Components
import Foundation
import Graphics
import Layout

/// The spec audit's mark under a cell: "conforms" on green, or "N findings" on red.
enum SheetBadge {
  static let padding = 3.0
  static let passFill = Color("#E3F4E1")
  static let passInk = Color("#1E6B2A")
  static let failFill = Color("#FDE2E2")
  static let failInk = Color("#A3161C")
  /// The widest text a badge holds, for sizing cells before the findings are known by count.
  static let widest = "99 findings"
}

extension SheetBuilder {
  mutating func badge(for entry: CatalogEntry, at origin: Point) throws {
    guard let found = audit?[entry.id] else { return }  // not audited: no badge
    let count = found.count
    let label = count == 0 ? "conforms" : "\(count) finding\(count == 1 ? "" : "s")"
    let size = try measure(label, style.swatchFont)
    let box = Rect(x: origin.x, y: origin.y, width: size.width + 2 * SheetBadge.padding, height: size.height + SheetBadge.padding)
    commands.append(.fill(.roundedRect(box, CornerRadii(all: 3)), count == 0 ? SheetBadge.passFill : SheetBadge.failFill))
    _ = try text(
      label, style.swatchFont, count == 0 ? SheetBadge.passInk : SheetBadge.failInk,
      at: Point(x: origin.x + SheetBadge.padding, y: origin.y + SheetBadge.padding / 2))
  }
}
