import ComponentKit

/// The keys of `material/base-cell`, `list-item` and `list`, each written once: the schemas list
/// these constants and `MaterialListFixtures` reads them.
extension MaterialListFixtures {
  enum Key {
    // An image mapping.
    static let imageIcon = FixtureKey(
      "icon", .glyph(.materialIcons, allowsNone: false), required: true, "the image's icon")
    static let imageSize = FixtureKey("size", .number(1...512), "a square's side, points")
    static let imageWidth = FixtureKey("width", .number(1...512), "points, with `height`")
    static let imageHeight = FixtureKey("height", .number(1...512), "points, with `width`")

    // The look and its overrides, shared by the three kinds.
    static let look = FixtureKey(
      "look", .choice(looks.map(\.0)), required: true, "MDC's defaults or `applyThemeWithScheme:`")
    static let contentSize = FixtureKey(
      "content-size", .choice(sizes.map(\.0)), default: "`large`", "Dynamic Type category")
    static let titleColor = FixtureKey("title-color", .color, "title colour")
    static let detailColor = FixtureKey("detail-color", .color, "detail colour")
    static let imageTint = FixtureKey("image-tint", .color, "image tint")
    static let inkColor = FixtureKey("ink-color", .color, "the highlighted overlay")
    static let background = FixtureKey("background", .color, default: "none", "the cell's own fill")
    static let elevation = FixtureKey("elevation", .number(0...24), default: "0", "dp")
    static let states = FixtureKey(
      "states", .list(.choice(MaterialListFixtures.states.map(\.0)), count: 1...MaterialListFixtures.states.count),
      default: "both", "which states to draw")

    // Images beside a stereo cell's text.
    static let leadingImage = FixtureKey(
      "leading-image", imageType, "`{icon, size}`, `{icon, width, height}` or `none`")
    static let trailingImage = FixtureKey(
      "trailing-image", imageType, "`{icon, size}`, `{icon, width, height}` or `none`")
    static let imagePosition = FixtureKey(
      "image-position", .choice(positions.map(\.0)), default: "`top`", "where images sit beside wrapped text")

    // A base cell.
    static let baseCellWidth = FixtureKey("width", .number(16...4096), required: true, "points")
    static let baseCellHeight = FixtureKey("height", .number(1...4096), required: true, "points")

    // A list item.
    static let itemWidth = FixtureKey(
      "width", .number(64...4096), required: true, "points; the height sizes itself")
    static let title = FixtureKey(
      "title", .text(singleLine: false, maxLength: 500), "wraps; a title or a detail is required")
    static let detail = FixtureKey("detail", .text(singleLine: false, maxLength: 500), "wraps")

    // A list, and a cell of its `items` written as a mapping.
    static let listWidth = FixtureKey("width", .number(64...4096), required: true, "points")
    static let items = FixtureKey(
      "items",
      .list(.anyOf([.text(singleLine: false, maxLength: 500), .object(itemKeys)]), count: 1...50),
      required: true, "titles, or mappings")
    static let cellTitle = FixtureKey("title", .text(singleLine: false, maxLength: 500), "wraps")
    static let cellDetail = FixtureKey("detail", .text(singleLine: false, maxLength: 500), "wraps")
    static let cellLeadingImage = FixtureKey("leading-image", imageType, "replaces the list's")
    static let cellTrailingImage = FixtureKey("trailing-image", imageType, "replaces the list's")
    static let cellState = FixtureKey(
      "state", .choice(MaterialListFixtures.states.map(\.0)), default: "`normal`", "the cell's state")
  }

  static let imageObjectKeys = [Key.imageIcon, Key.imageSize, Key.imageWidth, Key.imageHeight]
  static let imageType = FixtureType.anyOf([.choice(["none"]), .object(imageObjectKeys)])

  static let sharedKeys = [
    Key.look, Key.contentSize, Key.titleColor, Key.detailColor, Key.imageTint, Key.inkColor, Key.background,
    Key.elevation,
  ]
  static let imageKeys = [Key.leadingImage, Key.trailingImage, Key.imagePosition, .direction]

  /// A cell of a list, written as a mapping.
  static let itemKeys = [Key.cellTitle, Key.cellDetail, Key.cellLeadingImage, Key.cellTrailingImage, Key.cellState]

  static let baseCellSchema = FixtureSchema(
    "A plain MDCBaseCell, one image per state.", [Key.baseCellWidth, Key.baseCellHeight] + sharedKeys + [Key.states])

  static let listItemSchema = FixtureSchema(
    "One MDCSelfSizingStereoCell, one image per state.",
    [Key.itemWidth, Key.title, Key.detail] + imageKeys + sharedKeys + [Key.states])

  static let listSchema = FixtureSchema(
    "A column of stereo cells, one image.", [Key.listWidth] + imageKeys + sharedKeys + [Key.items])
}
