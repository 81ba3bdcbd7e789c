import ComponentKit
import Graphics
import Tokens

/// Fiori's token paths (colour tokens, the chip label's type, chip metrics) onto `theme.fiori`.
extension TokenMapping {
  package static let fiori: [TokenMapping] = [
    TokenMapping(
      pattern: "fiori.color.<token>", names: FioriTheme.tokens.map(\.name), system: "fiori", types: [.color],
      field: "the Fiori colour token (`theme.colors.<token>`)",
      namesDoc: "the \(FioriTheme.tokens.count) names of *Theme colour tokens (Fiori)*, e.g. `chip.selected.background`"
    ) { name, value, theme in
      if case .color(let c) = value, let path = FioriTheme.token(named: name) { theme.fiori[keyPath: path] = c }
    },
    TokenMapping(
      pattern: "fiori.typography.font-family", names: [], system: "fiori", types: [.fontFamily],
      field: "the text font (`theme.font-family`)"
    ) { _, value, theme in
      if case .fontFamily(let f) = value, let family = f.first { theme.fiori.fontFamily = family }
    },
    TokenMapping(
      pattern: "fiori.typography.chip-label", names: [], system: "fiori", types: [.typography],
      range: range(of: FixtureKey.typeStyleSize),
      field: "the text font and the chip label's size and weight, from a typography token"
    ) { _, value, theme in
      if case .typography(let t) = value, let family = t.family.first {
        theme.fiori.fontFamily = family
        theme.fiori.chipLabelFontSize = t.size
        theme.fiori.chipLabelFontWeight = t.weight
      }
    },
    TokenMapping(
      pattern: "fiori.border.<table>",
      names: FioriTheme.tokens.map(\.name).filter { $0.hasSuffix(".border") }.map { String($0.dropLast(7)) },
      system: "fiori", types: [.border],
      field: "the chip table's border colour (`theme.colors.<table>.border`), from a border token",
      note: "width WIDTH read; Fiori chip borders keep the spec's width"
    ) { name, value, theme in
      if case .border(let b) = value, let path = FioriTheme.token(named: name + ".border") {
        theme.fiori[keyPath: path] = b.color
      }
    },
    TokenMapping(
      pattern: "fiori.chip.height", names: [], system: "fiori", types: [.dimension],
      range: range(of: FioriFixtures.ThemeKey.chipHeight), field: "chip height (`theme.metrics.chip-height`)"
    ) { _, value, theme in theme.fiori.chipHeight = number(value) },
    TokenMapping(
      pattern: "fiori.chip.horizontal-padding", names: [], system: "fiori", types: [.dimension],
      range: range(of: FioriFixtures.ThemeKey.chipHorizontalPadding),
      field: "chip side padding (`theme.metrics.chip-horizontal-padding`)"
    ) { _, value, theme in theme.fiori.chipHorizontalPadding = number(value) },
    TokenMapping(
      pattern: "fiori.chip.horizontal-padding-with-check-mark", names: [], system: "fiori", types: [.dimension],
      range: range(of: FioriFixtures.ThemeKey.chipHorizontalPaddingWithCheckMark),
      field: "chip side padding beside a check mark (`theme.metrics.chip-horizontal-padding-with-check-mark`)"
    ) { _, value, theme in theme.fiori.chipHorizontalPaddingWithCheckMark = number(value) },
  ]
}
