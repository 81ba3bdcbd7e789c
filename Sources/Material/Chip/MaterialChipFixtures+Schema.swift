import ComponentKit
import Tokens

/// The chip keys, as `MaterialFixtures` reads them.
extension MaterialFixtures {
  static let iconKeys = [
    FixtureKey("image", .glyph(.materialIcons, allowsNone: true), default: "the type's", "leading image"),
    FixtureKey(
      "selected-image", .glyph(.materialIcons, allowsNone: true), default: "the type's", "image when selected"),
    FixtureKey("remove-icon", .glyph(.materialIcons, allowsNone: true), default: "the type's", "trailing accessory"),
  ]

  /// The look and MDCChipView's overridable properties.
  static let appearanceKeys = [
    FixtureKey("look", .choice(looks.map(\.0)), required: true, "MDC's defaults, `applyThemeWithScheme:` or outlined"),
    FixtureKey("content-padding", insetsType, "[top, left, bottom, right] in points"),
    FixtureKey("image-padding", insetsType, "[top, left, bottom, right]"),
    FixtureKey("title-padding", insetsType, "[top, left, bottom, right]"),
    FixtureKey("accessory-padding", insetsType, "[top, left, bottom, right]"),
    FixtureKey("minimum-size", .list(.number(0...2000), count: 2...2), "[width, height] in points"),
    FixtureKey("background", .stateTable(.color), "background colour per state"),
    FixtureKey("title-color", .stateTable(.color), "title colour per state"),
    FixtureKey("border-color", .stateTable(.color), "border colour per state"),
    FixtureKey("ink-color", .stateTable(.color), "ink (ripple) colour per state"),
    FixtureKey("image-tint", .stateTable(.color), "image tint per state"),
    FixtureKey("border-width", .stateTable(.number(0...20)), "border width per state, points"),
    FixtureKey("elevation", .stateTable(.number(0...24)), "elevation per state, dp"),
  ]

  /// A chip of a field or collection, written as a mapping.
  static let chipItemKeys = [
    FixtureKey("title", .text(singleLine: true, maxLength: 200), required: true, "the chip's title"),
    FixtureKey("state", .choice(stateNames), default: "`normal`", "the chip's state"),
    FixtureKey(
      "image", .glyph(.materialIcons, allowsNone: true), default: "the list's `image`", "this chip's leading image"),
  ]

  static func chipList(required: Bool) -> FixtureKey {
    FixtureKey(
      "chips",
      .list(.anyOf([.text(singleLine: true, maxLength: 200), .object(chipItemKeys)]), count: (required ? 1 : 0)...50),
      required: required, "titles, or mappings with `title`, `state` and `image`")
  }

  static let chipSchema = FixtureSchema(
    "A single MDCChipView, one image per state.",
    [
      FixtureKey("type", .choice(kinds.map(\.0)), required: true, "the chip type (seed: Types)"),
      FixtureKey("title", .text(singleLine: true, maxLength: 200), required: true, "the chip's title"),
    ] + iconKeys + [.direction, overlay] + appearanceKeys + [statesKey])

  static let chipFieldSchema = FixtureSchema(
    "An MDCChipField: untheemed input chips and the text field; one image.",
    [
      FixtureKey("width", .number(64...4096), required: true, "points"),
      FixtureKey("placeholder", .text(singleLine: true, maxLength: 200), "placeholder text"),
      FixtureKey("text", .text(singleLine: true, maxLength: 200), "typed text"),
      FixtureKey("show-placeholder-with-chips", .bool, default: "`true`", "keep the placeholder beside chips"),
      FixtureKey("remove-icon", .glyph(.materialIcons, allowsNone: true), default: "none", "the chips' accessory"),
      .direction,
      chipList(required: false),
    ])

  static let chipCollectionSchema = FixtureSchema(
    "Chips of one type flowing in a width; one image.",
    [
      FixtureKey("type", .choice(kinds.map(\.0)), required: true, "the chips' type"),
      FixtureKey("width", .number(64...4096), required: true, "points"),
      .direction,
    ] + iconKeys + appearanceKeys + [chipList(required: true)])

}
