import ComponentKit
import Graphics
import Tokens

/// The Fiori theme in fixtures (`theme:`): its keys, its reader and the design system's
/// registration.
extension FioriFixtures {
  /// The theme's keys, each written once: `themeSchema` lists them and `theme` reads them.
  enum ThemeKey {
    static let fontFamily = FixtureKey(
      "font-family", .text(singleLine: false, maxLength: 100), default: "Inter", "text font (in the hermetic font set)")
    static let labelFontWeight = FixtureKey(
      "label-font-weight", .integer(100...900), default: "500", "chip label weight (CSS)")
    static let labelFontSize = FixtureKey("label-font-size", .number(6...64), default: "14", "chip label size, points")
    static let iconFontFamily = FixtureKey(
      "icon-font-family", .text(singleLine: false, maxLength: 100), default: "Material Icons",
      "check mark and icon glyphs")
    static let colors = FixtureKey(
      "colors", .map(keys: FioriTheme.tokens.map(\.name), .color), "colour tokens (see *Theme colour tokens (Fiori)*)")
    static let metrics = FixtureKey("metrics", .object(metricsKeys), "chip metrics")

    static let chipHorizontalPadding = FixtureKey("chip-horizontal-padding", .number(0...64), default: "12", "points")
    static let chipHorizontalPaddingWithCheckMark = FixtureKey(
      "chip-horizontal-padding-with-check-mark", .number(0...64), default: "16", "points")
    static let chipHeight = FixtureKey(
      "chip-height", .number(16...64), default: "32", "points; chips, groups and form cells")
    static let metricsKeys = [chipHorizontalPadding, chipHorizontalPaddingWithCheckMark, chipHeight]
  }

  static let themeSchema = FixtureSchema(
    "Every key optional; defaults are the seed's.",
    [
      DesignTokens.fixtureKey, DesignTokens.contextKey, ThemeKey.fontFamily, ThemeKey.labelFontWeight,
      ThemeKey.labelFontSize, ThemeKey.iconFontFamily, ThemeKey.colors, ThemeKey.metrics,
    ])

  /// `theme: { tokens, font-family, icon-font-family, colors: { token: "#RRGGBB[AA]" }, metrics: {...} }`.
  /// The tokens apply first; the other keys override them.
  static func theme(_ value: YAMLValue, tokens: ThemeTokens) throws -> FioriTheme {
    var map = try value.mapping()
    map.declare(themeSchema)
    var themed = Theme()
    try tokens.read(&map, into: &themed, system: "fiori")
    var theme = themed.fiori
    if let family = try map.text(ThemeKey.fontFamily) { theme.fontFamily = family }
    if let weight = try map.integer(ThemeKey.labelFontWeight) { theme.chipLabelFontWeight = weight }
    if let size = try map.number(ThemeKey.labelFontSize) { theme.chipLabelFontSize = size }
    if let family = try map.text(ThemeKey.iconFontFamily) { theme.iconFontFamily = family }
    if let colors = map.optional(ThemeKey.colors) {
      for (name, colorValue) in try colors.mapping().entries() {
        guard let keyPath = FioriTheme.token(named: name) else {
          throw colorValue.unknown(
            "colour token", name, among: FioriTheme.tokens.map(\.name), section: "Theme colour tokens (Fiori)")
        }
        let text = try colorValue.string()
        if text.isEmpty {
          throw colorValue.error("missing colour; quote it, \"#RRGGBB\": an unquoted # starts a YAML comment")
        }
        guard let color = Color(hex: text) else {
          throw colorValue.error("\(Suggestions.quoted(text)) is not a colour; write #RRGGBB or #RRGGBBAA")
        }
        theme[keyPath: keyPath] = color
      }
    }
    if let metrics = map.optional(ThemeKey.metrics) {
      var m = try metrics.mapping()
      m.declare(ThemeKey.metricsKeys)
      if let v = try m.number(ThemeKey.chipHorizontalPadding) { theme.chipHorizontalPadding = v }
      if let v = try m.number(ThemeKey.chipHorizontalPaddingWithCheckMark) {
        theme.chipHorizontalPaddingWithCheckMark = v
      }
      if let v = try m.number(ThemeKey.chipHeight) { theme.chipHeight = v }
      try m.finish()
    }
    try map.finish()
    return theme
  }
}

extension DesignSystem {
  /// SAP Fiori: the theme keys are `FioriFixtures.theme`'s.
  public static let fiori = DesignSystem(name: "fiori", themeSchema: FioriFixtures.themeSchema) {
    value, theme, tokens in
    theme.fiori = try FioriFixtures.theme(value, tokens: tokens)
  }
}
