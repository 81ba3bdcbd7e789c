import ComponentKit
import Graphics

/// Fiori's theme page: its named colours (`chip.selected.label`, `form.background`: the seed's
/// tables, as fixtures and `fiori.color.<token>` name them), every label, icon and text colour
/// measured on every background, the chip label's type and the chip metrics.
extension FioriTheme {
  public var summary: ThemeSummary? {
    // Fully transparent entries (a table's "no border") are not colours a page shows.
    let named = Self.tokens.map { ($0.name, self[keyPath: $0.keyPath]) }.filter { $0.1.alpha > 0 }
    let colors = named.map { name, c in ThemeSummary.Value.color(name, c, tokenPath: "fiori.color.\(name)") }
    let names = named.map(\.0)
    let label = Font(family: fontFamily, weight: chipLabelFontWeight, size: chipLabelFontSize)
    let metrics = [
      ("chip height", chipHeight, "fiori.chip.height"),
      ("chip horizontal padding", chipHorizontalPadding, "fiori.chip.horizontal-padding"),
      (
        "chip horizontal padding with check mark", chipHorizontalPaddingWithCheckMark,
        "fiori.chip.horizontal-padding-with-check-mark"
      ),
    ].map { name, value, path in ThemeSummary.Value.length(name, value, text: "\(value.dumped)pt", tokenPath: path) }
    return ThemeSummary(
      colors: colors,
      textRoles: names.filter { $0.hasSuffix(".label") || $0.hasSuffix(".icon") || $0.hasSuffix("-text") },
      surfaceRoles: names.filter { $0.hasSuffix("background") },
      typeStyles: [.font("chip label", label, tokenPath: "fiori.typography.chip-label")], shapes: metrics)
  }
}
