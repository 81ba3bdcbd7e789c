import ComponentKit
import Tokens

/// The keys of `fiori/chip` and what its group and form cell share, each written once: the
/// schemas list these constants and `FioriFixtures` reads them (choices from the same constants).
extension FioriFixtures {
  enum Key {
    static let label = FixtureKey(
      "label", .text(singleLine: true, maxLength: 200), required: true, "the chip's text")
    static let variation = FixtureKey(
      "variation", .choice(variations.map(\.0)), required: true, "the chip variation (seed: Chip variations)")
    static let icon = FixtureKey(
      "icon", .glyph(.materialIcons, allowsNone: false), default: "`filter_list`; a status's own icon",
      "the icon of `leading-icon` and `status` chips")
    static let status = FixtureKey(
      "status", .choice(statuses.map(\.0)), "required for `status` chips, refused by the others")
    static let states = FixtureKey(
      "states", .list(.choice(chipStates.map(\.0)), count: 1...chipStates.count),
      default: "every state of the variation", "which states to draw")

    // A chip of a group or form cell, written as a mapping.
    static let itemState = FixtureKey(
      "state", .choice(chipStates.map(\.0)), default: "`unselected`", "the chip's state")
    static let itemStatus = FixtureKey(
      "status", .choice(statuses.map(\.0)), "a chip of a status group: its own status")
    static let itemIcon = FixtureKey("icon", .glyph(.materialIcons, allowsNone: false), "its own icon")
    static let chips = FixtureKey(
      "chips",
      .list(.anyOf([.text(singleLine: true, maxLength: 200), .object(chipItemKeys)]), count: 1...50),
      required: true, "labels, or mappings with `label`, `state`, `status`, `icon`")
  }

  static let variationKeys = [Key.variation, Key.icon, Key.status]
  /// A chip of a group or form cell, written as a mapping.
  static let chipItemKeys = [Key.label, Key.itemState, Key.itemStatus, Key.itemIcon]

  static let chipSchema = FixtureSchema(
    "A single chip, one image per state.", variationKeys + [Key.label, .direction, Key.states])
}
