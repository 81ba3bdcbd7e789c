import ComponentKit

/// The keys of `material/card`, `card-cell` and `card-collection`, as `MaterialCardFixtures`
/// reads them.
extension MaterialCardFixtures {
  static let contentKeys = [
    FixtureKey("thumbnail", .glyph(.materialIcons, allowsNone: true), "header thumbnail"),
    FixtureKey("header", .text(singleLine: false, maxLength: 500), "header title"),
    FixtureKey("secondary", .text(singleLine: false, maxLength: 500), "header subtitle"),
    FixtureKey("media", .glyph(.materialIcons, allowsNone: true), "the media area's placeholder icon"),
    FixtureKey("supporting", .text(singleLine: false, maxLength: 2000), "supporting text"),
    FixtureKey("actions", .list(.text(singleLine: true, maxLength: 200), count: 0...4), "text button titles"),
    FixtureKey("icons", .list(.object(toggleKeys)), "icon toggle buttons"),
  ]
  static let toggleKeys = [
    FixtureKey("icon", .glyph(.materialIcons, allowsNone: false), required: true, "the icon"),
    FixtureKey("selected-icon", .glyph(.materialIcons, allowsNone: true), "the icon when selected"),
    FixtureKey("selected", .bool, default: "`false`", "selected"),
  ]
  /// A cell of a collection: its state and its content.
  static var cardItemKeys: [FixtureKey] {
    [FixtureKey("state", .choice(MaterialFixtures.stateNames), default: "`normal`", "the cell's state")] + contentKeys
  }

  static let appearanceKeys = [
    FixtureKey("look", .choice(looks.map(\.0)), required: true, "MDC's defaults or themed"),
    FixtureKey(
      "corner-radii", .list(.number(0...500), count: 4...4), "[top-left, top-right, bottom-right, bottom-left]"),
    FixtureKey("background", .color, "the card's fill"),
    FixtureKey("ink-color", .color, "ink (ripple) colour"),
    FixtureKey("check-tint", .color, "the selected check's tint"),
    FixtureKey("border-color", .stateTable(.color), "border colour per state"),
    FixtureKey("border-width", .stateTable(.number(0...20)), "border width per state, points"),
    FixtureKey("elevation", .stateTable(.number(0...24)), "elevation per state, dp"),
  ]

  static func cardSchema(cell: Bool) -> FixtureSchema {
    FixtureSchema(
      cell ? "An MDCCardCollectionCell, one image per state." : "An MDCCard, one image per state.",
      [
        FixtureKey("width", .number(48...2000), required: true, "points"),
        FixtureKey("height", .number(0...4000), default: "the content's", "minimum height; required for an empty card"),
      ] + appearanceKeys + contentKeys
        + [
          FixtureKey(
            "selectable", .bool, default: "`false`",
            cell ? "draws the selected states" : "card cells only: a card refuses it")
        ]
        + [
          FixtureKey(
            "check-alignment",
            .list(
              .anyOf([
                .choice(MaterialCard.CheckAlignment.Horizontal.allCases.map(\.rawValue)),
                .choice(MaterialCard.CheckAlignment.Vertical.allCases.map(\.rawValue)),
              ]), count: 2...2),
            default: "`[right, top]`",
            "[horizontal, vertical] of the selected check (absolute: kept in right to left)"),
          .direction,
          FixtureKey(
            "states", .list(.choice(MaterialFixtures.stateNames), count: 1...MaterialFixtures.stateNames.count),
            "which states to draw"),
        ])
  }

  static let collectionSchema = FixtureSchema(
    "A grid of card cells, one image.",
    [
      FixtureKey("width", .number(48...4000), required: true, "points"),
      FixtureKey("columns", .integer(1...8), required: true, "cells per row"),
    ] + appearanceKeys + [
      .direction,
      FixtureKey("selectable", .bool, default: "`false`", "cells draw their selected state"),
      FixtureKey(
        "cards",
        .list(.object(cardItemKeys), count: 1...24),
        required: true, "content mappings, each with an optional `state`"),
    ])
}
