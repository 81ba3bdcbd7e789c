import ComponentKit
import Graphics
import Tokens

/// The Fiori theme in fixtures (`theme:`): its keys, its reader and the design system's
/// registration.
extension FioriFixtures {
  static let metricsKeys = [
    FixtureKey("chip-horizontal-padding", .number(0...64), default: "12", "points"),
    FixtureKey("chip-horizontal-padding-with-check-mark", .number(0...64), default: "16", "points"),
    FixtureKey("chip-height", .number(16...64), default: "32", "points; chips, groups and form cells"),
  ]

  static let themeSchema = FixtureSchema(
    "Every key optional; defaults are the seed's.",
    [
      DesignTokens.fixtureKey, DesignTokens.contextKey,
      FixtureKey(
        "font-family", .text(singleLine: false, maxLength: 100), default: "Inter",
        "text font (in the hermetic font set)"),
      FixtureKey("label-font-weight", .integer(100...900), default: "500", "chip label weight (CSS)"),
      FixtureKey("label-font-size", .number(6...64), default: "14", "chip label size, points"),
      FixtureKey(
        "icon-font-family", .text(singleLine: false, maxLength: 100), default: "Material Icons",
        "check mark and icon glyphs"),
      FixtureKey(
        "colors", .map(keys: FioriTheme.tokens.map(\.name), .color), "colour tokens (see *Theme colour tokens (Fiori)*)"
      ),
      FixtureKey("metrics", .object(metricsKeys), "chip metrics"),
    ])

  /// `theme: { tokens, font-family, icon-font-family, colors: { token: "#RRGGBB[AA]" }, metrics: {...} }`.
  /// The tokens apply first; the other keys override them.
  static func theme(_ value: YAMLValue, tokens: ThemeTokens) throws -> FioriTheme {
    var map = try value.mapping()
    map.declare(themeSchema)
    var themed = Theme()
    try tokens.read(&map, into: &themed, system: "fiori")
    var theme = themed.fiori
    if let family = try map.text("font-family") { theme.fontFamily = family }
    if let weight = try map.integer("label-font-weight") { theme.chipLabelFontWeight = weight }
    if let size = try map.number("label-font-size") { theme.chipLabelFontSize = size }
    if let family = try map.text("icon-font-family") { theme.iconFontFamily = family }
    if let colors = map.optional("colors") {
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
    if let metrics = map.optional("metrics") {
      var m = try metrics.mapping()
      m.declare(metricsKeys)
      if let v = try m.number("chip-horizontal-padding") { theme.chipHorizontalPadding = v }
      if let v = try m.number("chip-horizontal-padding-with-check-mark") {
        theme.chipHorizontalPaddingWithCheckMark = v
      }
      if let v = try m.number("chip-height") { theme.chipHeight = v }
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
