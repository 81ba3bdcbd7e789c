import ComponentKit
import Graphics

/// The columns of one band of a section: the states its rows have, where each starts, and the
/// band's width (row captions included), in points from the band's left edge.
struct SheetGrid: Equatable {
  var states: [String]
  var columnX: [Double]
  var width: Double
}

extension SheetBuilder {
  /// The section's states in the spec's order: the component's `stateOrder` (UIControlState's
  /// normal, highlighted, selected, disabled for Material; the seed's colour table for Fiori).
  /// States it does not list (a package's own component) follow in the order the variants give
  /// them: a state goes right after the one that precedes it in the variant that has it.
  static func stateOrder(_ entries: [CatalogEntry]) -> [String] {
    let merged = mergedStateOrder(entries)
    guard let spec = entries.first?.content.model.stateOrder, !spec.isEmpty else { return merged }
    let rank = { (state: String) in spec.firstIndex(of: state) ?? spec.count }
    return merged.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  static func mergedStateOrder(_ entries: [CatalogEntry]) -> [String] {
    var order: [String] = []
    var previousInVariant: [String: String] = [:]
    for entry in entries {
      defer { previousInVariant[entry.source + "|" + entry.variant] = entry.state }
      if order.contains(entry.state) { continue }
      if let previous = previousInVariant[entry.source + "|" + entry.variant], let i = order.firstIndex(of: previous) {
        order.insert(entry.state, at: i + 1)
      } else {
        order.append(entry.state)
      }
    }
    return order
  }

  /// Columns for `variants`: only the states some of their cells have, each as wide as its
  /// widest cell or its caption, after the row captions.
  static func grid(
    states: [String], variants: [String], cells: [PreparedCell], style s: SheetStyle,
    measure: (String, Font) throws -> Size
  ) throws -> SheetGrid {
    let rowHeaderWidth =
      (try max(s.rowHeaderMinWidth, variants.map { try measure($0, s.captionFont).width }.max() ?? 0)
      + s.rowHeaderGap).rounded(.up)
    let present = states.filter { state in
      cells.contains { variants.contains($0.entry.variant) && $0.entry.state == state }
    }
    var x = rowHeaderWidth
    var columnX: [Double] = []
    for state in present {
      columnX.append(x)
      let widest =
        cells.filter { $0.entry.state == state && variants.contains($0.entry.variant) }.map(\.size.width).max() ?? 0
      x += max(widest, try measure(state, s.captionFont).width).rounded(.up) + s.cellGap
    }
    return SheetGrid(states: present, columnX: columnX, width: x - s.cellGap)
  }
}
