import ComponentKit
import Graphics
import Tokens

/// The Material part of the fixture format every Material component shares: the container
/// scheme (`theme:`), colours, icons, insets, sizes and per-state tables.
enum MaterialFixtures {
  static let states = ControlState.named.map { ($0.name, $0.state) }

  /// `theme: { scheme: baseline|dark, tokens, font-family, colors: {role: hex}, typography: {...}, shapes }`.
  /// The scheme is the base, the tokens apply on it, and the other keys override them.
  static func scheme(_ value: YAMLValue, tokens: ThemeTokens) throws -> MaterialContainerScheme {
    var map = try value.mapping()
    map.declare(themeSchema)
    var themed = Theme()
    if let base = map.optional(ThemeKey.scheme) {
      themed.material.colors = try base.oneOf(
        [("baseline", MaterialColorScheme.baseline201804), ("dark", .dark201907)], what: "colour scheme")
    }
    try tokens.read(&map, into: &themed, system: "material")
    var scheme = themed.material
    if let family = try map.text(ThemeKey.fontFamily) { scheme.typography = scheme.typography.withFamily(family) }
    if let colors = map.optional(ThemeKey.colors) {
      for (name, v) in try colors.mapping().entries() {
        guard let role = MaterialColorScheme.role(named: name) else {
          throw v.unknown("colour role", name, among: MaterialColorScheme.roleNames)
        }
        scheme.colors[keyPath: role] = try color(v)
      }
    }
    if let typography = map.optional(ThemeKey.typography) {
      for (name, v) in try typography.mapping().entries() {
        guard let style = MaterialTypographyScheme.style(named: name) else {
          throw v.unknown("type style", name, among: MaterialTypographyScheme.styleNames)
        }
        var m = try v.mapping()
        m.declare(FixtureKey.typeStyleKeys)
        if let size = try m.number(FixtureKey.typeStyleSize) { scheme.typography[keyPath: style].size = size }
        if let weight = try m.integer(FixtureKey.typeStyleWeight) { scheme.typography[keyPath: style].weight = weight }
        try m.finish()
      }
    }
    if let shapes = map.optional(ThemeKey.shapes) {
      var m = try shapes.mapping()
      m.declare(ThemeKey.shapeKeys)
      if let v = try m.number(ThemeKey.small) { scheme.shapes.small = v }
      if let v = try m.number(ThemeKey.medium) { scheme.shapes.medium = v }
      if let v = try m.number(ThemeKey.large) { scheme.shapes.large = v }
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

  static func icon(_ value: YAMLValue) throws -> MaterialIcon? {
    let name = try value.string()
    if name == "none" { return nil }
    guard let icon = MaterialIcon(named: name) else {
      throw value.unknown(
        "Material icon", name, among: MaterialIcon.known.keys.sorted() + ["none"], section: "Material icons")
    }
    return icon
  }

  /// `overlay`: true for `touch-target`.
  static func touchTargetOverlay(_ map: inout YAMLMapping) throws -> Bool {
    try map.optional(overlay)?.oneOf(overlays, what: "overlay") ?? false
  }

  /// `[top, left, bottom, right]` in points, UIKit's order.
  static func insets(_ map: inout YAMLMapping, _ key: FixtureKey) throws -> EdgeInsets? {
    guard let n = try map.numbers(key, spelled: "insets as [top, left, bottom, right]") else { return nil }
    return EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
  }

  /// `[width, height]` in points.
  static func size(_ map: inout YAMLMapping, _ key: FixtureKey) throws -> Size? {
    try map.numbers(key, spelled: "the minimum size as [width, height]").map { Size(width: $0[0], height: $0[1]) }
  }

  /// A per-state map `{normal: value, selected: value, ...}` applied onto `table`.
  static func stateTable<T>(_ value: YAMLValue, into table: inout StateTable<T>, parse: (YAMLValue) throws -> T) throws
  {
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
    case color(FixtureKey, WritableKeyPath<A, StateTable<Color>>)
    case number(FixtureKey, WritableKeyPath<A, StateTable<Double>>)
  }

  /// Reads each override present, in order, into `appearance`.
  static func apply<A>(_ overrides: [Override<A>], from map: inout YAMLMapping, to appearance: inout A) throws {
    for override in overrides {
      switch override {
      case .color(let key, let property):
        if let v = map.optional(key) { try stateTable(v, into: &appearance[keyPath: property], parse: color) }
      case .number(let key, let property):
        guard case .perState(_, .number(let range)) = key.type else {
          preconditionFailure("\(key.name) is not a table of numbers")
        }
        if let v = map.optional(key) {
          try stateTable(v, into: &appearance[keyPath: property]) { try $0.number(in: range) }
        }
      }
    }
  }
}

extension DesignSystem {
  /// Material Components: the theme keys are a container scheme's (`MaterialFixtures.scheme`).
  public static let material = DesignSystem(name: "material", themeSchema: MaterialFixtures.themeSchema) {
    value, theme, tokens in
    theme.material = try MaterialFixtures.scheme(value, tokens: tokens)
  }
}
