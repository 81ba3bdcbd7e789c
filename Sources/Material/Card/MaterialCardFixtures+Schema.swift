import ComponentKit

/// The keys of `material/card`, `card-cell` and `card-collection`, each written once: the
/// schemas list these constants and `MaterialCardFixtures` reads them.
extension MaterialCardFixtures {
  enum Key {
    // Content.
    static let thumbnail = FixtureKey("thumbnail", .glyph(.materialIcons, allowsNone: true), "header thumbnail")
    static let header = FixtureKey("header", .text(singleLine: false, maxLength: 500), "header title")
    static let secondary = FixtureKey("secondary", .text(singleLine: false, maxLength: 500), "header subtitle")
    static let media = FixtureKey(
      "media", .glyph(.materialIcons, allowsNone: true), "the media area's placeholder icon")
    static let supporting = FixtureKey("supporting", .text(singleLine: false, maxLength: 2000), "supporting text")
    static let actions = FixtureKey(
      "actions", .list(.text(singleLine: true, maxLength: 200), count: 0...4), "text button titles")
    static let icons = FixtureKey("icons", .list(.object(toggleKeys)), "icon toggle buttons")

    // An icon toggle of `icons`.
    static let toggleIcon = FixtureKey("icon", .glyph(.materialIcons, allowsNone: false), required: true, "the icon")
    static let toggleSelectedIcon = FixtureKey(
      "selected-icon", .glyph(.materialIcons, allowsNone: true), "the icon when selected")
    static let toggleSelected = FixtureKey("selected", .bool, default: "`false`", "selected")

    // The look and its overrides.
    static let look = FixtureKey("look", .choice(looks.map(\.0)), required: true, "MDC's defaults or themed")
    static let cornerRadii = FixtureKey(
      "corner-radii", .list(.number(0...500), count: 4...4), "[top-left, top-right, bottom-right, bottom-left]")
    static let background = FixtureKey("background", .color, "the card's fill")
    static let inkColor = FixtureKey("ink-color", .color, "ink (ripple) colour")
    static let checkTint = FixtureKey("check-tint", .color, "the selected check's tint")
    static let borderColor = FixtureKey("border-color", .stateTable(.color), "border colour per state")
    static let borderWidth = FixtureKey(
      "border-width", .stateTable(.number(0...20)), "border width per state, points")
    static let elevation = FixtureKey("elevation", .stateTable(.number(0...24)), "elevation per state, dp")

    // A card or cell.
    static let width = FixtureKey("width", .number(48...2000), required: true, "points")
    static let height = FixtureKey(
      "height", .number(0...4000), default: "the content's", "minimum height; required for an empty card")
    static let cardSelectable = selectable("card cells only: a card refuses it")
    static let cellSelectable = selectable("draws the selected states")
    static let checkAlignment = FixtureKey(
      "check-alignment",
      .list(
        .anyOf([
          .choice(MaterialCard.CheckAlignment.Horizontal.allCases.map(\.rawValue)),
          .choice(MaterialCard.CheckAlignment.Vertical.allCases.map(\.rawValue)),
        ]), count: 2...2),
      default: "`[right, top]`",
      "[horizontal, vertical] of the selected check (absolute: kept in right to left)")
    static let states = FixtureKey(
      "states", .list(.choice(MaterialFixtures.stateNames), count: 1...MaterialFixtures.stateNames.count),
      "which states to draw")

    // A collection.
    static let collectionWidth = FixtureKey("width", .number(48...4000), required: true, "points")
    static let columns = FixtureKey("columns", .integer(1...8), required: true, "cells per row")
    static let collectionSelectable = FixtureKey(
      "selectable", .bool, default: "`false`", "cells draw their selected state")
    static let cards = FixtureKey(
      "cards", .list(.object(cardItemKeys), count: 1...24), required: true,
      "content mappings, each with an optional `state`")
    /// A cell of a collection's state.
    static let itemState = FixtureKey(
      "state", .choice(MaterialFixtures.stateNames), default: "`normal`", "the cell's state")

    private static func selectable(_ doc: String) -> FixtureKey {
      FixtureKey("selectable", .bool, default: "`false`", doc)
    }
  }

  static let contentKeys = [
    Key.thumbnail, Key.header, Key.secondary, Key.media, Key.supporting, Key.actions, Key.icons,
  ]
  static let toggleKeys = [Key.toggleIcon, Key.toggleSelectedIcon, Key.toggleSelected]
  /// A cell of a collection: its state and its content.
  static var cardItemKeys: [FixtureKey] { [Key.itemState] + contentKeys }

  static let appearanceKeys = [
    Key.look, Key.cornerRadii, Key.background, Key.inkColor, Key.checkTint, Key.borderColor, Key.borderWidth,
    Key.elevation,
  ]

  static func cardSchema(cell: Bool) -> FixtureSchema {
    FixtureSchema(
      cell ? "An MDCCardCollectionCell, one image per state." : "An MDCCard, one image per state.",
      [Key.width, Key.height] + appearanceKeys + contentKeys
        + [cell ? Key.cellSelectable : Key.cardSelectable, Key.checkAlignment, .direction, Key.states])
  }

  static let collectionSchema = FixtureSchema(
    "A grid of card cells, one image.",
    [Key.collectionWidth, Key.columns] + appearanceKeys + [.direction, Key.collectionSelectable, Key.cards])
}
