import ComponentKit
import Graphics
import Tokens

/// Chips, chip fields and chip collections in fixtures, with every MDCChipView property the seed
/// lists (the scheme and what every Material component reads are in System/MaterialFixtures.swift).
extension MaterialFixtures {
  static let kinds = MaterialChip.Kind.allCases.map { ($0.rawValue, $0) }
  static let looks = MaterialChip.Look.allCases.map { ($0.rawValue, $0) }

  /// The look, then every property override the seed's tables list.
  static func appearance(_ map: inout YAMLMapping, scheme: MaterialContainerScheme, defaultLook: MaterialChip.Look?)
    throws -> MaterialChipAppearance
  {
    let look = try map.optional(ChipKey.look).map { try $0.oneOf(looks, what: "chip look") } ?? defaultLook
    guard let look else { throw map.missing(ChipKey.look, "(unthemed, themed or outlined)") }
    var a: MaterialChipAppearance
    switch look {
    case .unthemed: a = .unthemed(typography: scheme.typography)
    case .themed: a = .themed(scheme)
    case .outlined: a = .outlined(scheme)
    }
    if let v = try insets(&map, ChipKey.contentPadding) { a.contentPadding = v }
    if let v = try insets(&map, ChipKey.imagePadding) { a.imagePadding = v }
    if let v = try insets(&map, ChipKey.titlePadding) { a.titlePadding = v }
    if let v = try insets(&map, ChipKey.accessoryPadding) { a.accessoryPadding = v }
    if let v = try size(&map, ChipKey.minimumSize) { a.minimumSize = v }
    try apply(
      [
        .color(ChipKey.background, \.backgroundColor), .color(ChipKey.titleColor, \.titleColor),
        .color(ChipKey.borderColor, \.borderColor), .color(ChipKey.inkColor, \.inkColor),
        .color(ChipKey.imageTint, \.imageTint), .number(ChipKey.borderWidth, \.borderWidth),
        .number(ChipKey.elevation, \.elevation),
      ], from: &map, to: &a)
    return a
  }

  /// Icons: the type's defaults unless the fixture names them (or says `none`).
  static func icons(_ map: inout YAMLMapping, kind: MaterialChip.Kind)
    throws -> (image: MaterialIcon?, selected: MaterialIcon?, accessory: MaterialIcon?)
  {
    var icons = kind.defaultIcons
    if let v = map.optional(ChipKey.image) { icons.image = try icon(v) }
    if let v = map.optional(ChipKey.selectedImage) { icons.selected = try icon(v) }
    if let v = map.optional(ChipKey.removeIcon) { icons.accessory = try icon(v) }
    return icons
  }

  static func chip(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let kind = try map.required(ChipKey.chipType).oneOf(kinds, what: "chip type")
    let title = try map.requiredText(ChipKey.title)
    let icons = try icons(&map, kind: kind)
    let rtl = try map.isRightToLeft()
    let overlay = try touchTargetOverlay(&map)
    let appearance = try appearance(&map, scheme: scheme, defaultLook: nil)
    var chosen = kind.states
    if let statesValue = map.optional(statesKey) { chosen = try statesValue.states(states) }
    return chosen.map { state in
      let chip = MaterialChip(
        kind: kind, title: title, image: icons.image, selectedImage: icons.selected,
        accessory: icons.accessory, state: state, appearance: appearance, isRightToLeft: rtl)
      return (state.name, .materialChip(chip, touchTargetOverlay: overlay))
    }
  }

  /// A list of chips: titles, or `{title, state, image}` mappings; `image` replaces the list's
  /// (`none` removes it).
  static func chipList(_ value: YAMLValue, make: (String, ControlState) -> MaterialChip) throws -> [MaterialChip] {
    let items = try value.sequence()
    if items.count > 50 { throw value.error("\(items.count) chips; the limit is 50") }
    return try items.map { item in
      if item.isScalar { return make(try item.singleLine(), .normal) }
      var m = try item.mapping()
      m.declare(chipItemKeys)
      let title = try m.requiredText(ChipKey.itemTitle)
      let state = try m.optional(ChipKey.itemState)?.oneOf(states, what: "state") ?? .normal
      let image = try m.optional(ChipKey.itemImage).map(icon)
      try m.finish()
      var chip = make(title, state)
      if let image { chip.image = image }
      return chip
    }
  }

  /// `MDCChipField`: its chips are plain, unthemed input chips (facts §5c).
  static func chipField(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let width = try map.requiredNumber(ChipKey.fieldWidth)
    let placeholder = try map.text(ChipKey.placeholder)
    let text = try map.text(ChipKey.text)
    let keepPlaceholder = try map.bool(ChipKey.showPlaceholderWithChips) ?? true
    let appearance = MaterialChipAppearance.unthemed(typography: scheme.typography)
    let removeIcon = try map.optional(ChipKey.fieldRemoveIcon).map(icon) ?? nil
    let chips =
      try map.optional(ChipKey.fieldChips).map {
        try chipList($0) { title, state in
          MaterialChip(kind: .input, title: title, accessory: removeIcon, state: state, appearance: appearance)
        }
      } ?? []
    var field = MaterialChipField(
      chips: chips, placeholder: placeholder, text: text, showsPlaceholderWithChips: keepPlaceholder, width: width)
    field.isRightToLeft = try map.isRightToLeft()
    return [("default", .materialChipField(field))]
  }

  static func chipCollection(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)]
  {
    let kind = try map.required(ChipKey.collectionType).oneOf(kinds, what: "chip type")
    let width = try map.requiredNumber(ChipKey.collectionWidth)
    let rtl = try map.isRightToLeft()
    let icons = try icons(&map, kind: kind)
    let appearance = try appearance(&map, scheme: scheme, defaultLook: nil)
    let chips = try chipList(try map.required(ChipKey.collectionChips)) { title, state in
      MaterialChip(
        kind: kind, title: title, image: icons.image, selectedImage: icons.selected,
        accessory: icons.accessory, state: state, appearance: appearance, isRightToLeft: rtl)
    }
    if chips.isEmpty { throw map.owner.error("list at least one chip") }
    return [
      ("default", .materialChipCollection(MaterialChipCollection(chips: chips, width: width, isRightToLeft: rtl)))
    ]
  }
}

extension ComponentKind {
  public static let materialChip = ComponentKind(system: "material", name: "chip", schema: MaterialFixtures.chipSchema)
  { map, theme in
    try MaterialFixtures.chip(&map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.chips)
  public static let materialChipField = ComponentKind(
    system: "material", name: "chip-field", schema: MaterialFixtures.chipFieldSchema
  ) { map, theme in
    try MaterialFixtures.chipField(&map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.chips)
  public static let materialChipCollection = ComponentKind(
    system: "material", name: "chip-collection", schema: MaterialFixtures.chipCollectionSchema
  ) { map, theme in
    try MaterialFixtures.chipCollection(&map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.chips)
}
