import ComponentKit

/// The keys of `material/button`, each written once: the schema lists these constants and
/// `MaterialButtonFixtures` reads them.
extension MaterialButtonFixtures {
  enum Key {
    static let type = FixtureKey("type", .choice(kinds.map(\.0)), required: true, "the button type")
    static let look = FixtureKey(
      "look", .choice(looks.map(\.0)), required: true, "MDC's defaults or `applyThemeWithScheme:`")
    static let title = FixtureKey(
      "title", .text(singleLine: true, maxLength: 200), "the title; required but for icon toggles")
    static let icon = FixtureKey(
      "icon", .glyph(.materialIcons, allowsNone: true), default: "none; `favorite_border` for toggles",
      "leading image")
    static let selectedIcon = FixtureKey(
      "selected-icon", .glyph(.materialIcons, allowsNone: true), default: "`favorite` for toggles",
      "image when selected")
    static let maxWidth = FixtureKey("max-width", .number(1...4096), "points; the title truncates beyond it")
    static let accessibilityLabel = FixtureKey(
      "accessibility-label", .text(singleLine: true, maxLength: 200),
      "what VoiceOver reads instead of the title; the seed asks for one on icon-only buttons")
    static let contentInsets = FixtureKey(
      "content-insets", MaterialFixtures.insetsType, "[top, left, bottom, right] in points")
    static let cornerRadius = FixtureKey("corner-radius", .number(0...1000), "points")
    static let minimumSize = FixtureKey(
      "minimum-size", .list(.number(0...2000), count: 2...2), "[width, height] in points")
    static let uppercase = FixtureKey("uppercase", .bool, "uppercases the title")
    static let disabledAlpha = FixtureKey("disabled-alpha", .number(0...1), "the disabled state's view alpha")
    static let background = FixtureKey("background", .stateTable(.color), "background colour per state")
    static let titleColor = FixtureKey("title-color", .stateTable(.color), "title colour per state")
    static let imageTint = FixtureKey("image-tint", .stateTable(.color), "image tint per state")
    static let borderColor = FixtureKey("border-color", .stateTable(.color), "border colour per state")
    static let inkColor = FixtureKey("ink-color", .stateTable(.color), "ink (ripple) colour per state")
    static let borderWidth = FixtureKey(
      "border-width", .stateTable(.number(0...20)), "border width per state, points")
    static let elevation = FixtureKey("elevation", .stateTable(.number(0...24)), "elevation per state, dp")
  }

  static let schema = FixtureSchema(
    "An MDCButton (text, outlined, contained) or icon toggle, one image per state.",
    [
      Key.type, Key.look, Key.title, Key.icon, Key.selectedIcon, Key.maxWidth, Key.accessibilityLabel,
      MaterialFixtures.overlay, .direction, Key.contentInsets, Key.cornerRadius, Key.minimumSize, Key.uppercase,
      Key.disabledAlpha, Key.background, Key.titleColor, Key.imageTint, Key.borderColor, Key.inkColor,
      Key.borderWidth, Key.elevation, MaterialFixtures.statesKey,
    ])
}
