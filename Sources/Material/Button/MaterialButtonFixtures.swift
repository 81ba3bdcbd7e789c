import ComponentKit
import Graphics

/// Material buttons in fixtures: type, look, title, icons and every property the seed lists.
enum MaterialButtonFixtures {
  static let kinds = MaterialButton.Kind.allCases.map { ($0.rawValue, $0) }
  static let looks = MaterialButton.Look.allCases.map { ($0.rawValue, $0) }

  static func button(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let kind = try map.required(Key.type).oneOf(kinds, what: "button type")
    let look = try map.required(Key.look).oneOf(looks, what: "button look")
    let title = try map.text(Key.title) ?? ""
    if kind != .iconToggle, title.isEmpty {
      throw map.missing(Key.title, "(only icon toggle buttons have none)")
    }
    let icon = try map.optional(Key.icon).map(MaterialFixtures.icon) ?? (kind == .iconToggle ? .favoriteBorder : nil)
    let selectedIcon =
      try map.optional(Key.selectedIcon).map(MaterialFixtures.icon) ?? (kind == .iconToggle ? .favorite : nil)
    if kind == .iconToggle, icon == nil { throw map.owner.error("an icon toggle button needs an icon") }
    let maxWidth = try map.number(Key.maxWidth)
    let accessibilityLabel = try map.text(Key.accessibilityLabel)
    let overlays = try MaterialFixtures.touchTargetOverlay(&map)

    var a: MaterialButtonAppearance =
      look == .themed ? .themed(kind, scheme: scheme) : .unthemed(typography: scheme.typography)
    if let v = try MaterialFixtures.insets(&map, Key.contentInsets) { a.contentInsets = v }
    if let v = try map.number(Key.cornerRadius) { a.cornerRadius = v }
    if let v = try MaterialFixtures.size(&map, Key.minimumSize) { a.minimumSize = v }
    if let v = try map.bool(Key.uppercase) { a.uppercaseTitle = v }
    if let v = try map.number(Key.disabledAlpha) { a.disabledAlpha = v }
    try MaterialFixtures.apply(
      [
        .color(Key.background, \.backgroundColor), .color(Key.titleColor, \.titleColor),
        .color(Key.imageTint, \.imageTint), .color(Key.borderColor, \.borderColor), .color(Key.inkColor, \.inkColor),
        .number(Key.borderWidth, \.borderWidth), .number(Key.elevation, \.elevation),
      ], from: &map, to: &a)

    var states = kind.states
    if let statesValue = map.optional(MaterialFixtures.statesKey) {
      states = try statesValue.states(MaterialFixtures.states)
    }
    let rtl = try map.isRightToLeft()
    return states.map { state in
      var button = MaterialButton(
        kind: kind, title: title, icon: icon, selectedIcon: selectedIcon, state: state, appearance: a,
        maxWidth: maxWidth)
      button.isRightToLeft = rtl
      return (state.name, .materialButton(button, overlays: overlays, accessibilityLabel: accessibilityLabel))
    }
  }
}

extension ComponentKind {
  public static let materialButton = ComponentKind(
    system: "material", name: "button", schema: MaterialButtonFixtures.schema
  ) { map, theme in
    try MaterialButtonFixtures.button(&map, scheme: theme.material)
  }.refusing(MaterialShapeThemeKeys.buttons)
}
