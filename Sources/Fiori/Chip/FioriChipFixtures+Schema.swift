import ComponentKit
import Tokens

/// The Fiori keys, as `FioriFixtures` reads them (names and choices from the same constants).
extension FioriFixtures {
  static let label = FixtureKey("label", .text(singleLine: true, maxLength: 200), required: true, "the chip's text")
  static let variationKeys = [
    FixtureKey("variation", .choice(variations.map(\.0)), required: true, "the chip variation (seed: Chip variations)"),
    FixtureKey(
      "icon", .glyph(.materialIcons, allowsNone: false), default: "`filter_list`; a status's own icon",
      "the icon of `leading-icon` and `status` chips"),
    FixtureKey("status", .choice(statuses.map(\.0)), "required for `status` chips, refused by the others"),
  ]
  /// A chip of a group or form cell, written as a mapping.
  static let chipItemKeys = [
    label, FixtureKey("state", .choice(chipStates.map(\.0)), default: "`unselected`", "the chip's state"),
    FixtureKey("status", .choice(statuses.map(\.0)), "a chip of a status group: its own status"),
    FixtureKey("icon", .glyph(.materialIcons, allowsNone: false), "its own icon"),
  ]
  static let chipsKey = FixtureKey(
    "chips",
    .list(.anyOf([.text(singleLine: true, maxLength: 200), .object(chipItemKeys)]), count: 1...50),
    required: true, "labels, or mappings with `label`, `state`, `status`, `icon`")

  static let chipSchema = FixtureSchema(
    "A single chip, one image per state.",
    variationKeys + [
      label,
      .direction,
      FixtureKey(
        "states", .list(.choice(chipStates.map(\.0)), count: 1...chipStates.count),
        default: "every state of the variation",
        "which states to draw"),
    ])
}
