import ComponentKit

/// The keys of `material/button`, as `MaterialButtonFixtures` reads them.
extension MaterialButtonFixtures {
  static let schema = FixtureSchema(
    "An MDCButton (text, outlined, contained) or icon toggle, one image per state.",
    [
      FixtureKey("type", .choice(kinds.map(\.0)), required: true, "the button type"),
      FixtureKey("look", .choice(looks.map(\.0)), required: true, "MDC's defaults or `applyThemeWithScheme:`"),
      FixtureKey("title", .text(singleLine: true, maxLength: 200), "the title; required but for icon toggles"),
      FixtureKey(
        "icon", .glyph(.materialIcons, allowsNone: true), default: "none; `favorite_border` for toggles",
        "leading image"),
      FixtureKey(
        "selected-icon", .glyph(.materialIcons, allowsNone: true), default: "`favorite` for toggles",
        "image when selected"),
      FixtureKey("max-width", .number(1...4096), "points; the title truncates beyond it"),
      FixtureKey(
        "accessibility-label", .text(singleLine: true, maxLength: 200),
        "what VoiceOver reads instead of the title; the seed asks for one on icon-only buttons"),
      MaterialFixtures.overlay,
      .direction,
      FixtureKey("content-insets", MaterialFixtures.insetsType, "[top, left, bottom, right] in points"),
      FixtureKey("corner-radius", .number(0...1000), "points"),
      FixtureKey("minimum-size", .list(.number(0...2000), count: 2...2), "[width, height] in points"),
      FixtureKey("uppercase", .bool, "uppercases the title"),
      FixtureKey("disabled-alpha", .number(0...1), "the disabled state's view alpha"),
      FixtureKey("background", .stateTable(.color), "background colour per state"),
      FixtureKey("title-color", .stateTable(.color), "title colour per state"),
      FixtureKey("image-tint", .stateTable(.color), "image tint per state"),
      FixtureKey("border-color", .stateTable(.color), "border colour per state"),
      FixtureKey("ink-color", .stateTable(.color), "ink (ripple) colour per state"),
      FixtureKey("border-width", .stateTable(.number(0...20)), "border width per state, points"),
      FixtureKey("elevation", .stateTable(.number(0...24)), "elevation per state, dp"),
      MaterialFixtures.statesKey,
    ])
}
