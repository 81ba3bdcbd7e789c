import ComponentKit

/// The keys of `material/base-cell`, `list-item` and `list`, as `MaterialListFixtures` reads them.
extension MaterialListFixtures {
  static let imageObjectKeys = [
    FixtureKey("icon", .glyph(.materialIcons, allowsNone: false), required: true, "the image's icon"),
    FixtureKey("size", .number(1...512), "a square's side, points"),
    FixtureKey("width", .number(1...512), "points, with `height`"),
    FixtureKey("height", .number(1...512), "points, with `width`"),
  ]
  static let imageType = FixtureType.anyOf([.choice(["none"]), .object(imageObjectKeys)])

  static let sharedKeys = [
    FixtureKey("look", .choice(looks.map(\.0)), required: true, "MDC's defaults or `applyThemeWithScheme:`"),
    FixtureKey("content-size", .choice(sizes.map(\.0)), default: "`large`", "Dynamic Type category"),
    FixtureKey("title-color", .color, "title colour"),
    FixtureKey("detail-color", .color, "detail colour"),
    FixtureKey("image-tint", .color, "image tint"),
    FixtureKey("ink-color", .color, "the highlighted overlay"),
    FixtureKey("background", .color, default: "none", "the cell's own fill"),
    FixtureKey("elevation", .number(0...24), default: "0", "dp"),
  ]
  static let statesKey = FixtureKey(
    "states", .list(.choice(states.map(\.0)), count: 1...states.count), default: "both", "which states to draw")
  static let imageKeys = [
    FixtureKey("leading-image", imageType, "`{icon, size}`, `{icon, width, height}` or `none`"),
    FixtureKey("trailing-image", imageType, "`{icon, size}`, `{icon, width, height}` or `none`"),
    FixtureKey("image-position", .choice(positions.map(\.0)), default: "`top`", "where images sit beside wrapped text"),
    .direction,
  ]

  /// A cell of a list, written as a mapping.
  static let itemKeys = [
    FixtureKey("title", .text(singleLine: false, maxLength: 500), "wraps"),
    FixtureKey("detail", .text(singleLine: false, maxLength: 500), "wraps"),
    FixtureKey("leading-image", imageType, "replaces the list's"),
    FixtureKey("trailing-image", imageType, "replaces the list's"),
    FixtureKey("state", .choice(states.map(\.0)), default: "`normal`", "the cell's state"),
  ]

  static let baseCellSchema = FixtureSchema(
    "A plain MDCBaseCell, one image per state.",
    [
      FixtureKey("width", .number(16...4096), required: true, "points"),
      FixtureKey("height", .number(1...4096), required: true, "points"),
    ] + sharedKeys + [statesKey])

  static let listItemSchema = FixtureSchema(
    "One MDCSelfSizingStereoCell, one image per state.",
    [
      FixtureKey("width", .number(64...4096), required: true, "points; the height sizes itself"),
      FixtureKey("title", .text(singleLine: false, maxLength: 500), "wraps; a title or a detail is required"),
      FixtureKey("detail", .text(singleLine: false, maxLength: 500), "wraps"),
    ] + imageKeys + sharedKeys + [statesKey])

  static let listSchema = FixtureSchema(
    "A column of stereo cells, one image.",
    [FixtureKey("width", .number(64...4096), required: true, "points")] + imageKeys + sharedKeys + [
      FixtureKey(
        "items",
        .list(
          .anyOf([
            .text(singleLine: false, maxLength: 500),
            .object(itemKeys),
          ]), count: 1...50),
        required: true, "titles, or mappings")
    ])
}
