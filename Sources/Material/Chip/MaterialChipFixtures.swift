import ComponentKit
import Graphics
import Tokens

/// The Material part of the fixture format: the container scheme and chips, chip fields and
/// chip collections with every MDCChipView property the seed lists.
enum MaterialFixtures {
  static let kinds = MaterialChip.Kind.allCases.map { ($0.rawValue, $0) }
  static let looks = MaterialChip.Look.allCases.map { ($0.rawValue, $0) }
  static let states = ControlState.named.map { ($0.name, $0.state) }

  // MARK: Scheme

  /// `theme: { scheme: baseline|dark, tokens, font-family, colors: {role: hex}, typography: {...}, shapes }`.
  /// The scheme is the base, the tokens apply on it, and the other keys override them.
  static func scheme(_ value: YAMLValue, tokens: ThemeTokens) throws -> MaterialContainerScheme {
    var map = try value.mapping()
    map.declare(themeSchema)
    var themed = Theme()
    if let base = map.optional("scheme") {
      themed.material.colors = try base.oneOf(
        [("baseline", MaterialColorScheme.baseline201804), ("dark", .dark201907)], what: "colour scheme")
    }
    try tokens.read(&map, into: &themed, system: "material")
    var scheme = themed.material
    if let family = try map.text("font-family") { scheme.typography = scheme.typography.withFamily(family) }
    if let colors = map.optional("colors") {
      for (name, v) in try colors.mapping().entries() {
        guard let role = MaterialColorScheme.role(named: name) else {
          throw v.unknown("colour role", name, among: MaterialColorScheme.roleNames)
        }
        scheme.colors[keyPath: role] = try color(v)
      }
    }
    if let typography = map.optional("typography") {
      for (name, v) in try typography.mapping().entries() {
        guard let style = MaterialTypographyScheme.style(named: name) else {
          throw v.unknown("type style", name, among: MaterialTypographyScheme.styleNames)
        }
        var m = try v.mapping()
        m.declare(typeStyleKeys)
        if let size = try m.number("size") { scheme.typography[keyPath: style].size = size }
        if let weight = try m.integer("weight") { scheme.typography[keyPath: style].weight = weight }
        try m.finish()
      }
    }
    if let shapes = map.optional("shapes") {
      var m = try shapes.mapping()
      m.declare(shapeKeys)
      if let v = try m.number("small") { scheme.shapes.small = v }
      if let v = try m.number("medium") { scheme.shapes.medium = v }
      if let v = try m.number("large") { scheme.shapes.large = v }
      try m.finish()
    }
    try map.finish()
    return scheme
  }

  static func color(_ value: YAMLValue) throws -> Color {
    let text = try value.string()
    if text.isEmpty {
      throw value.error("missing colour; quote it, \"#RRGGBB\": an unquoted # starts a YAML comment")
    }
    guard let color = Color(hex: text) else {
      throw value.error("\(Suggestions.quoted(text)) is not a colour; write #RRGGBB or #RRGGBBAA")
    }
    return color
  }

  // MARK: Chips

  static func icon(_ value: YAMLValue) throws -> MaterialIcon? {
    let name = try value.string()
    if name == "none" { return nil }
    guard let icon = MaterialIcon(named: name) else {
      throw value.unknown("Material icon", name, among: MaterialIcon.known.keys.sorted() + ["none"], section: "Material icons")
    }
    return icon
  }

  /// `[top, left, bottom, right]` in points, UIKit's order.
  static func insets(_ map: inout YAMLMapping, _ key: String) throws -> EdgeInsets? {
    guard let n = try map.numbers(key, spelled: "insets as [top, left, bottom, right]") else { return nil }
    return EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
  }

  /// `[width, height]` in points.
  static func size(_ map: inout YAMLMapping, _ key: String) throws -> Size? {
    try map.numbers(key, spelled: "the minimum size as [width, height]").map { Size(width: $0[0], height: $0[1]) }
  }

  /// A per-state map `{normal: value, selected: value, ...}` applied onto `table`.
  static func stateTable<T>(_ value: YAMLValue, into table: inout StateTable<T>, parse: (YAMLValue) throws -> T) throws {
    for (name, v) in try value.mapping().entries() {
      guard let state = states.first(where: { $0.0 == name })?.1 else {
        throw v.unknown("state", name, among: states.map(\.0))
      }
      table.set(try parse(v), for: state)
    }
  }

  /// A state-table property an appearance's fixtures may override: its key, and how to read one
  /// state's value.
  enum Override<A> {
    case color(String, WritableKeyPath<A, StateTable<Color>>)
    case number(String, WritableKeyPath<A, StateTable<Double>>)
  }

  /// Reads each override present, in order, into `appearance`.
  static func apply<A>(_ overrides: [Override<A>], from map: inout YAMLMapping, to appearance: inout A) throws {
    for override in overrides {
      switch override {
      case .color(let key, let property):
        if let v = map.optional(key) { try stateTable(v, into: &appearance[keyPath: property], parse: color) }
      case .number(let key, let property):
        let range = map.stateTableRange(key)
        if let v = map.optional(key) { try stateTable(v, into: &appearance[keyPath: property]) { try $0.number(in: range) } }
      }
    }
  }

  /// The look, then every property override the seed's tables list.
  static func appearance(_ map: inout YAMLMapping, scheme: MaterialContainerScheme, defaultLook: MaterialChip.Look?)
    throws -> MaterialChipAppearance
  {
    let look = try map.optional("look").map { try $0.oneOf(looks, what: "chip look") } ?? defaultLook
    guard let look else { throw map.missing("look", "(unthemed, themed or outlined)") }
    var a: MaterialChipAppearance
    switch look {
    case .unthemed: a = .unthemed(typography: scheme.typography)
    case .themed: a = .themed(scheme)
    case .outlined: a = .outlined(scheme)
    }
    if let v = try insets(&map, "content-padding") { a.contentPadding = v }
    if let v = try insets(&map, "image-padding") { a.imagePadding = v }
    if let v = try insets(&map, "title-padding") { a.titlePadding = v }
    if let v = try insets(&map, "accessory-padding") { a.accessoryPadding = v }
    if let v = try size(&map, "minimum-size") { a.minimumSize = v }
    try apply(
      [
        .color("background", \.backgroundColor), .color("title-color", \.titleColor), .color("border-color", \.borderColor),
        .color("ink-color", \.inkColor), .color("image-tint", \.imageTint), .number("border-width", \.borderWidth),
        .number("elevation", \.elevation),
      ], from: &map, to: &a)
    return a
  }

  /// Icons: the type's defaults unless the fixture names them (or says `none`).
  static func icons(_ map: inout YAMLMapping, kind: MaterialChip.Kind)
    throws -> (image: MaterialIcon?, selected: MaterialIcon?, accessory: MaterialIcon?)
  {
    var icons = kind.defaultIcons
    if let v = map.optional("image") { icons.image = try icon(v) }
    if let v = map.optional("selected-image") { icons.selected = try icon(v) }
    if let v = map.optional("remove-icon") { icons.accessory = try icon(v) }
    return icons
  }

  static func chip(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let kind = try map.required("type").oneOf(kinds, what: "chip type")
    let title = try map.requiredText("title")
    let icons = try icons(&map, kind: kind)
    let rtl = try map.isRightToLeft()
    let overlay: Bool = try map.optional("overlay")?.oneOf([("touch-target", true), ("none", false)], what: "overlay") ?? false
    let appearance = try appearance(&map, scheme: scheme, defaultLook: nil)
    var chosen = kind.states
    if let statesValue = map.optional("states") { chosen = try statesValue.states(states) }
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
      let title = try m.requiredText("title")
      let state = try m.optional("state")?.oneOf(states, what: "state") ?? .normal
      let image = try m.optional("image").map(icon)
      try m.finish()
      var chip = make(title, state)
      if let image { chip.image = image }
      return chip
    }
  }

  /// `MDCChipField`: its chips are plain, untheemed input chips (facts §5c).
  static func chipField(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let width = try map.requiredNumber("width")
    let placeholder = try map.text("placeholder")
    let text = try map.text("text")
    let keepPlaceholder = try map.bool("show-placeholder-with-chips") ?? true
    let appearance = MaterialChipAppearance.unthemed(typography: scheme.typography)
    let removeIcon = try map.optional("remove-icon").map(icon) ?? nil
    let chips = try map.optional("chips").map {
      try chipList($0) { title, state in
        MaterialChip(kind: .input, title: title, accessory: removeIcon, state: state, appearance: appearance)
      }
    } ?? []
    var field = MaterialChipField(
      chips: chips, placeholder: placeholder, text: text, showsPlaceholderWithChips: keepPlaceholder, width: width)
    field.isRightToLeft = try map.isRightToLeft()
    return [("default", .materialChipField(field))]
  }

  static func chipCollection(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let kind = try map.required("type").oneOf(kinds, what: "chip type")
    let width = try map.requiredNumber("width")
    let rtl = try map.isRightToLeft()
    let icons = try icons(&map, kind: kind)
    let appearance = try appearance(&map, scheme: scheme, defaultLook: nil)
    let chips = try chipList(try map.required("chips")) { title, state in
      MaterialChip(
        kind: kind, title: title, image: icons.image, selectedImage: icons.selected,
        accessory: icons.accessory, state: state, appearance: appearance, isRightToLeft: rtl)
    }
    if chips.isEmpty { throw map.owner.error("list at least one chip") }
    return [("default", .materialChipCollection(MaterialChipCollection(chips: chips, width: width, isRightToLeft: rtl)))]
  }
}

extension DesignSystem {
  /// Material Components: the theme keys are a container scheme's (`MaterialFixtures.scheme`).
  public static let material = DesignSystem(name: "material", themeSchema: MaterialFixtures.themeSchema) { value, theme, tokens in
    theme.material = try MaterialFixtures.scheme(value, tokens: tokens)
  }
}

extension ComponentKind {
  public static let materialChip = ComponentKind(system: "material", name: "chip", schema: MaterialFixtures.chipSchema) { map, theme in
    try MaterialFixtures.chip(&map, scheme: theme.material)
  }
  public static let materialChipField = ComponentKind(system: "material", name: "chip-field", schema: MaterialFixtures.chipFieldSchema) { map, theme in
    try MaterialFixtures.chipField(&map, scheme: theme.material)
  }
  public static let materialChipCollection = ComponentKind(system: "material", name: "chip-collection", schema: MaterialFixtures.chipCollectionSchema) { map, theme in
    try MaterialFixtures.chipCollection(&map, scheme: theme.material)
  }
}
