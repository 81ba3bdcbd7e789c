import ComponentKit
import Tokens

/// The keys of `material/chip`, `chip-field` and `chip-collection`, each written once: the
/// schemas list these constants and `MaterialFixtures` reads them.
extension MaterialFixtures {
  enum ChipKey {
    static let chipType = FixtureKey("type", .choice(kinds.map(\.0)), required: true, "the chip type (seed: Types)")
    static let title = FixtureKey("title", .text(singleLine: true, maxLength: 200), required: true, "the chip's title")

    // Icons: the type's defaults unless named.
    static let image = FixtureKey(
      "image", .glyph(.materialIcons, allowsNone: true), default: "the type's", "leading image")
    static let selectedImage = FixtureKey(
      "selected-image", .glyph(.materialIcons, allowsNone: true), default: "the type's", "image when selected")
    static let removeIcon = FixtureKey(
      "remove-icon", .glyph(.materialIcons, allowsNone: true), default: "the type's", "trailing accessory")

    // The look and MDCChipView's overridable properties.
    static let look = FixtureKey(
      "look", .choice(looks.map(\.0)), required: true, "MDC's defaults, `applyThemeWithScheme:` or outlined")
    static let contentPadding = FixtureKey("content-padding", insetsType, "[top, left, bottom, right] in points")
    static let imagePadding = FixtureKey("image-padding", insetsType, "[top, left, bottom, right]")
    static let titlePadding = FixtureKey("title-padding", insetsType, "[top, left, bottom, right]")
    static let accessoryPadding = FixtureKey("accessory-padding", insetsType, "[top, left, bottom, right]")
    static let minimumSize = FixtureKey(
      "minimum-size", .list(.number(0...2000), count: 2...2), "[width, height] in points")
    static let background = FixtureKey("background", .stateTable(.color), "background colour per state")
    static let titleColor = FixtureKey("title-color", .stateTable(.color), "title colour per state")
    static let borderColor = FixtureKey("border-color", .stateTable(.color), "border colour per state")
    static let inkColor = FixtureKey("ink-color", .stateTable(.color), "ink (ripple) colour per state")
    static let imageTint = FixtureKey("image-tint", .stateTable(.color), "image tint per state")
    static let borderWidth = FixtureKey(
      "border-width", .stateTable(.number(0...20)), "border width per state, points")
    static let elevation = FixtureKey("elevation", .stateTable(.number(0...24)), "elevation per state, dp")

    // A chip field.
    static let fieldWidth = FixtureKey("width", .number(64...4096), required: true, "points")
    static let placeholder = FixtureKey("placeholder", .text(singleLine: true, maxLength: 200), "placeholder text")
    static let text = FixtureKey("text", .text(singleLine: true, maxLength: 200), "typed text")
    static let showPlaceholderWithChips = FixtureKey(
      "show-placeholder-with-chips", .bool, default: "`true`", "keep the placeholder beside chips")
    static let fieldRemoveIcon = FixtureKey(
      "remove-icon", .glyph(.materialIcons, allowsNone: true), default: "none", "the chips' accessory")

    // A chip collection.
    static let collectionType = FixtureKey("type", .choice(kinds.map(\.0)), required: true, "the chips' type")
    static let collectionWidth = FixtureKey("width", .number(64...4096), required: true, "points")

    // A chip of a field or collection, written as a mapping.
    static let itemTitle = title
    static let itemState = FixtureKey("state", .choice(stateNames), default: "`normal`", "the chip's state")
    static let itemImage = FixtureKey(
      "image", .glyph(.materialIcons, allowsNone: true), default: "the list's `image`", "this chip's leading image")

    static let fieldChips = chips(required: false)
    static let collectionChips = chips(required: true)

    private static func chips(required: Bool) -> FixtureKey {
      FixtureKey(
        "chips",
        .list(
          .anyOf([.text(singleLine: true, maxLength: 200), .object(chipItemKeys)]), count: (required ? 1 : 0)...50),
        required: required, "titles, or mappings with `title`, `state` and `image`")
    }
  }

  static let iconKeys = [ChipKey.image, ChipKey.selectedImage, ChipKey.removeIcon]

  /// The look and MDCChipView's overridable properties.
  static let appearanceKeys = [
    ChipKey.look, ChipKey.contentPadding, ChipKey.imagePadding, ChipKey.titlePadding, ChipKey.accessoryPadding,
    ChipKey.minimumSize, ChipKey.background, ChipKey.titleColor, ChipKey.borderColor, ChipKey.inkColor,
    ChipKey.imageTint, ChipKey.borderWidth, ChipKey.elevation,
  ]

  /// A chip of a field or collection, written as a mapping.
  static let chipItemKeys = [ChipKey.itemTitle, ChipKey.itemState, ChipKey.itemImage]

  static let chipSchema = FixtureSchema(
    "A single MDCChipView, one image per state.",
    [ChipKey.chipType, ChipKey.title] + iconKeys + [.direction, overlay] + appearanceKeys + [statesKey])

  static let chipFieldSchema = FixtureSchema(
    "An MDCChipField: unthemed input chips and the text field; one image.",
    [
      ChipKey.fieldWidth, ChipKey.placeholder, ChipKey.text, ChipKey.showPlaceholderWithChips,
      ChipKey.fieldRemoveIcon, .direction, ChipKey.fieldChips,
    ])

  static let chipCollectionSchema = FixtureSchema(
    "Chips of one type flowing in a width; one image.",
    [ChipKey.collectionType, ChipKey.collectionWidth, .direction] + iconKeys + appearanceKeys
      + [ChipKey.collectionChips])
}
