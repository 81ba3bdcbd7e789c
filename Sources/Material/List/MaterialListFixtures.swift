import ComponentKit
import Graphics

/// The Material list part of the fixture format: `base-cell` (MDCBaseCell), `list-item` (one
/// MDCSelfSizingStereoCell) and `list` (a column of cells). Documented in `Fixtures/README.md`.
enum MaterialListFixtures {
  static let looks = MaterialListCell.Look.allCases.map { ($0.rawValue, $0) }
  static let states = MaterialListCell.states.map { ($0.name, $0) }
  static let sizes = TextSizeCategory.allCases.map { ($0.rawValue, $0) }
  static let positions = MaterialListImagePosition.allCases.map { ($0.rawValue, $0) }

  static func states(_ component: String, _ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws
    -> [(String, Component)]
  {
    switch component {
    case "base-cell": try baseCell(&map, scheme: scheme)
    case "list-item": try listItem(&map, scheme: scheme)
    default: try list(&map, scheme: scheme)
    }
  }

  // MARK: Shared keys

  /// The look (`unthemed` or `themed`) at a content size category, then the overrides.
  static func appearance(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws
    -> MaterialListCellAppearance
  {
    let look = try map.required(Key.look).oneOf(looks, what: "list look")
    let size =
      try map.optional(Key.contentSize)?.oneOf(sizes, what: "content size category", section: "Material lists")
      ?? .large
    var a: MaterialListCellAppearance =
      switch look {
      case .unthemed: .unthemed(typography: scheme.typography, contentSize: size)
      case .themed: .themed(scheme, contentSize: size)
      }
    if let v = map.optional(Key.titleColor) { a.titleColor = try MaterialFixtures.color(v) }
    if let v = map.optional(Key.detailColor) { a.detailColor = try MaterialFixtures.color(v) }
    if let v = map.optional(Key.imageTint) { a.imageTint = try MaterialFixtures.color(v) }
    if let v = map.optional(Key.inkColor) { a.inkColor = try MaterialFixtures.color(v) }
    if let v = map.optional(Key.background) { a.backgroundColor = try MaterialFixtures.color(v) }
    if let v = try map.number(Key.elevation) { a.elevation = v }
    return a
  }

  static func chosenStates(_ map: inout YAMLMapping) throws -> [ControlState] {
    guard let value = map.optional(Key.states) else { return MaterialListCell.states }
    return try value.states(states, what: "list cell state")
  }

  /// `{icon: name, size: 24}` (square) or `{icon: name, width: 80, height: 48}`, or `none`.
  static func image(_ value: YAMLValue) throws -> MaterialListImage? {
    if value.isScalar {
      guard try value.string() == "none" else {
        throw value.error("write an image as {icon: name, size: 24} or {icon: name, width: 80, height: 48}, or none")
      }
      return nil
    }
    var m = try value.mapping()
    m.declare(imageObjectKeys)
    guard let icon = try MaterialFixtures.icon(try m.required(Key.imageIcon)) else {
      throw value.error("an image needs an icon; write none instead of the mapping for no image")
    }
    let side = try m.number(Key.imageSize)
    let width = try m.number(Key.imageWidth)
    let height = try m.number(Key.imageHeight)
    try m.finish()
    switch (side, width, height) {
    case (let s?, nil, nil): return MaterialListImage(icon: icon, size: Size(width: s, height: s))
    case (nil, let w?, let h?): return MaterialListImage(icon: icon, size: Size(width: w, height: h))
    default: throw value.error("give an image either size, or width and height")
    }
  }

  // MARK: Components

  static func baseCell(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let width = try map.requiredNumber(Key.baseCellWidth)
    let height = try map.requiredNumber(Key.baseCellHeight)
    let appearance = try appearance(&map, scheme: scheme)
    return try chosenStates(&map).map { state in
      let cell = MaterialBaseCell(size: Size(width: width, height: height), state: state, appearance: appearance)
      return (state.name, .materialBaseCell(cell))
    }
  }

  static func listItem(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let width = try map.requiredNumber(Key.itemWidth)
    let title = try map.text(Key.title)
    let detail = try map.text(Key.detail)
    if title == nil, detail == nil { throw map.owner.error("a list item needs a title or a detail") }
    let leading = try map.optional(Key.leadingImage).map(image) ?? nil
    let trailing = try map.optional(Key.trailingImage).map(image) ?? nil
    let position = try map.optional(Key.imagePosition)?.oneOf(positions, what: "image position") ?? .top
    let rtl = try map.isRightToLeft()
    let appearance = try appearance(&map, scheme: scheme)
    return try chosenStates(&map).map { state in
      let cell = MaterialListCell(
        title: title, detail: detail, leadingImage: leading, trailingImage: trailing,
        imagePosition: position, width: width, state: state, appearance: appearance, isRightToLeft: rtl)
      return (state.name, .materialListCell(cell))
    }
  }

  /// A list: `items` are titles, or `{title, detail, leading-image, trailing-image, state}`;
  /// the variant's images apply to every item that does not name its own.
  static func list(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let width = try map.requiredNumber(Key.listWidth)
    let leading = try map.optional(Key.leadingImage).map(image) ?? nil
    let trailing = try map.optional(Key.trailingImage).map(image) ?? nil
    let position = try map.optional(Key.imagePosition)?.oneOf(positions, what: "image position") ?? .top
    let rtl = try map.isRightToLeft()
    let appearance = try appearance(&map, scheme: scheme)
    let itemsValue = try map.required(Key.items)
    let items = try itemsValue.sequence()
    if items.isEmpty { throw itemsValue.error("list at least one item") }
    if items.count > 50 { throw itemsValue.error("\(items.count) items; the limit is 50") }
    let cells = try items.map { item -> MaterialListCell in
      var cell = MaterialListCell(
        title: nil, leadingImage: leading, trailingImage: trailing, imagePosition: position, width: width,
        appearance: appearance, isRightToLeft: rtl)
      if item.isScalar {
        cell.title = try item.nonEmptyString(maxLength: 500)
        return cell
      }
      var m = try item.mapping()
      m.declare(itemKeys)
      cell.title = try m.text(Key.cellTitle)
      cell.detail = try m.text(Key.cellDetail)
      if cell.title == nil, cell.detail == nil { throw item.error("a list item needs a title or a detail") }
      if let v = m.optional(Key.cellLeadingImage) { cell.leadingImage = try image(v) }
      if let v = m.optional(Key.cellTrailingImage) { cell.trailingImage = try image(v) }
      cell.state = try m.optional(Key.cellState)?.oneOf(states, what: "list cell state") ?? .normal
      try m.finish()
      return cell
    }
    return [("default", .materialList(MaterialList(cells: cells, width: width, background: scheme.colors.background)))]
  }
}

extension ComponentKind {
  public static let materialBaseCell = ComponentKind(
    system: "material", name: "base-cell", schema: MaterialListFixtures.baseCellSchema
  ) { map, theme in
    try MaterialListFixtures.states("base-cell", &map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.lists)
  public static let materialListItem = ComponentKind(
    system: "material", name: "list-item", schema: MaterialListFixtures.listItemSchema
  ) { map, theme in
    try MaterialListFixtures.states("list-item", &map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.lists)
  public static let materialList = ComponentKind(
    system: "material", name: "list", schema: MaterialListFixtures.listSchema
  ) { map, theme in
    try MaterialListFixtures.states("list", &map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.lists)
}
