import ComponentKit
import Graphics

/// Material cards in fixtures: `card` (MDCCard), `card-cell` (MDCCardCollectionCell) and
/// `card-collection` (a grid of cells).
enum MaterialCardFixtures {
  static let looks = MaterialCard.Look.allCases.map { ($0.rawValue, $0) }

  /// `thumbnail`, `header`, `secondary`, `media`, `supporting`, `actions`, `icons`.
  static func content(_ map: inout YAMLMapping) throws -> MaterialCard.Content {
    var content = MaterialCard.Content()
    if let v = map.optional(Key.thumbnail) { content.thumbnail = try MaterialFixtures.icon(v) }
    if let v = try map.text(Key.header) { content.header = v }
    if let v = try map.text(Key.secondary) { content.secondary = v }
    if let v = map.optional(Key.media) { content.media = try MaterialFixtures.icon(v) }
    if let v = try map.text(Key.supporting) { content.supporting = v }
    if let v = map.optional(Key.actions) {
      content.actions = try v.sequence().map { try $0.singleLine() }
      if content.actions.count > 4 { throw v.error("at most 4 action buttons fit a card") }
    }
    if let v = map.optional(Key.icons) {
      content.toggles = try v.sequence().map { item in
        var m = try item.mapping()
        m.declare(toggleKeys)
        guard let icon = try MaterialFixtures.icon(try m.required(Key.toggleIcon)) else {
          throw item.error("an icon is required")
        }
        let selected = try m.optional(Key.toggleSelectedIcon).map(MaterialFixtures.icon) ?? icon
        let isSelected = try m.bool(Key.toggleSelected) ?? false
        try m.finish()
        return MaterialCard.Toggle(icon: icon, selectedIcon: selected ?? icon, isSelected: isSelected)
      }
    }
    return content
  }

  /// The look plus property overrides: `corner-radii`, `background`, `border-width`,
  /// `border-color`, `elevation`, `ink-color`, `check-tint`.
  static func appearance(
    _ kind: MaterialCard.Kind, _ map: inout YAMLMapping, scheme: MaterialContainerScheme
  ) throws -> (MaterialCard.Look, MaterialCardAppearance) {
    let look = try map.required(Key.look).oneOf(looks, what: "card look")
    var a = MaterialCardAppearance.make(kind, look, scheme: scheme)
    if let r = try map.numbers(
      Key.cornerRadii, spelled: "corner radii as [top-left, top-right, bottom-right, bottom-left]")
    {
      a.corners = CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3])
    }
    if let v = map.optional(Key.background) { a.background = try MaterialFixtures.color(v) }
    if let v = map.optional(Key.inkColor) { a.inkColor = try MaterialFixtures.color(v) }
    if let v = map.optional(Key.checkTint) { a.checkTint = try MaterialFixtures.color(v) }
    try MaterialFixtures.apply(
      [
        .color(Key.borderColor, \.borderColor), .number(Key.borderWidth, \.borderWidth),
        .number(Key.elevation, \.elevation),
      ],
      from: &map, to: &a)
    return (look, a)
  }

  static func alignment(_ map: inout YAMLMapping) throws -> MaterialCard.CheckAlignment {
    var alignment = MaterialCard.CheckAlignment()
    if let v = map.optional(Key.checkAlignment) {
      let items = try v.sequence()
      guard items.count == 2 else {
        throw v.error("write the check alignment as [horizontal, vertical], e.g. [right, top]")
      }
      alignment.horizontal = try items[0].oneOf(
        MaterialCard.CheckAlignment.Horizontal.allCases.map { ($0.rawValue, $0) }, what: "horizontal alignment")
      alignment.vertical = try items[1].oneOf(
        MaterialCard.CheckAlignment.Vertical.allCases.map { ($0.rawValue, $0) }, what: "vertical alignment")
    }
    return alignment
  }

  static func card(_ component: String, _ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws
    -> [(String, Component)]
  {
    let kind: MaterialCard.Kind = component == "card" ? .card : .cell
    let width = try map.requiredNumber(Key.width)
    let minimumHeight = try map.number(Key.height) ?? 0
    let (look, appearance) = try appearance(kind, &map, scheme: scheme)
    let content = try content(&map)
    let selectableValue = map.optional(kind == .card ? Key.cardSelectable : Key.cellSelectable)
    let selectable = try selectableValue.map { try $0.bool() } ?? false
    if kind == .card, let selectableValue { throw selectableValue.error("only card cells are selectable") }
    let checkAlignment = try alignment(&map)
    if content.isEmpty, minimumHeight == 0 {
      throw map.owner.error("an empty card needs a \"\(Key.height.name)\"")
    }
    // Non-selectable cells never enter the selected state (MDCCardCollectionCell ignores it).
    var states = kind.states.filter { kind == .card || selectable || !$0.isSelected }
    if let statesValue = map.optional(Key.states) {
      states = try statesValue.states(MaterialFixtures.states)
    }
    let rtl = try map.isRightToLeft()
    return states.map { state in
      var card = MaterialCard(
        kind: kind, look: look, state: state, width: width, minimumHeight: minimumHeight, content: content,
        appearance: appearance, isSelectable: selectable, checkAlignment: checkAlignment)
      card.isRightToLeft = rtl
      return (state.name, .materialCard(card))
    }
  }

  /// A grid: `columns`, `width`, `look`, and `cards`, each a content mapping with an optional
  /// `state` (normal, highlighted or selected).
  static func collection(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let width = try map.requiredNumber(Key.collectionWidth)
    let columns = try map.requiredInteger(Key.columns)
    let (look, appearance) = try appearance(.cell, &map, scheme: scheme)
    let selectable = try map.optional(Key.collectionSelectable).map { try $0.bool() } ?? false
    let items = try map.required(Key.cards).sequence()
    if items.isEmpty || items.count > 24 { throw map.owner.error("list 1 to 24 cards") }
    let cards = try items.map { item -> MaterialCard in
      var m = try item.mapping()
      m.declare(cardItemKeys)
      let state = try m.optional(Key.itemState)?.oneOf(MaterialFixtures.states, what: "state") ?? .normal
      let content = try content(&m)
      try m.finish()
      return MaterialCard(
        kind: .cell, look: look, state: state, width: width, content: content, appearance: appearance,
        isSelectable: selectable)
    }
    var collection = MaterialCardCollection(cards: cards, columns: columns, width: width)
    collection.isRightToLeft = try map.isRightToLeft()
    return [("default", .materialCardCollection(collection))]
  }
}

extension ComponentKind {
  public static let materialCard = ComponentKind(
    system: "material", name: "card", schema: MaterialCardFixtures.cardSchema(cell: false)
  ) { map, theme in
    try MaterialCardFixtures.card("card", &map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.cards)
  public static let materialCardCell = ComponentKind(
    system: "material", name: "card-cell", schema: MaterialCardFixtures.cardSchema(cell: true)
  ) { map, theme in
    try MaterialCardFixtures.card("card-cell", &map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.cards)
  public static let materialCardCollection = ComponentKind(
    system: "material", name: "card-collection", schema: MaterialCardFixtures.collectionSchema
  ) { map, theme in
    try MaterialCardFixtures.collection(&map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.cards)
}
