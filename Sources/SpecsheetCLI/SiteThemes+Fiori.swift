import ComponentKit
import Fiori
import Graphics
import Site
import Tokens

/// Fiori's theme page: its named colours (`chip.selected.label`, `form.background`: the seed's
/// tables, as fixtures and `fiori.color.<token>` name them), the contrast of every label, icon
/// and text colour on every background, the chip label's type and the chip metrics.
extension SiteThemes {
  func page(_ theme: FioriTheme, slug: String) -> SiteTheme {
    // Fully transparent entries (a table's "no border") are not colours a page shows.
    let named = FioriTheme.tokens.map { ($0.name, theme[keyPath: $0.keyPath]) }.filter { $0.1.alpha > 0 }
    let colors = named.map { name, c in
      SiteTheme.Role(
        name: name, value: c.description, color: c, token: token("fiori.color.\(name)") { $0 == .color(c) })
    }
    let names = named.map(\.0)
    let text = names.filter { $0.hasSuffix(".label") || $0.hasSuffix(".icon") || $0.hasSuffix("-text") }
    let surfaces = names.filter { $0.hasSuffix("background") }
    let label = Font(family: theme.fontFamily, weight: theme.chipLabelFontWeight, size: theme.chipLabelFontSize)
    let type = [
      SiteTheme.Role(
        name: "chip label", value: label.description,
        token: token("fiori.typography.chip-label") {
          guard case .typography(let t) = $0 else { return false }
          return t.family.first == label.family && t.weight == label.weight && t.size == label.size
        })
    ]
    let metrics = [
      ("chip height", theme.chipHeight, "fiori.chip.height"),
      ("chip horizontal padding", theme.chipHorizontalPadding, "fiori.chip.horizontal-padding"),
      (
        "chip horizontal padding with check mark", theme.chipHorizontalPaddingWithCheckMark,
        "fiori.chip.horizontal-padding-with-check-mark"
      ),
    ].map { name, value, path in
      SiteTheme.Role(name: name, value: "\(value.dumped)pt", token: token(path) { TokenMapping.number($0) == value })
    }
    return SiteTheme(
      slug: slug, title: theme.sheetHeading.name, colors: colors, textRoles: text, surfaceRoles: surfaces,
      typeStyles: type, shapes: metrics)
  }
}
