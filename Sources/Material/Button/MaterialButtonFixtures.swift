import ComponentKit
import Graphics

/// Material buttons in fixtures: type, look, title, icons and every property the seed lists.
enum MaterialButtonFixtures {
  static let kinds = MaterialButton.Kind.allCases.map { ($0.rawValue, $0) }
  static let looks = MaterialButton.Look.allCases.map { ($0.rawValue, $0) }

  static func button(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let kind = try map.required("type").oneOf(kinds, what: "button type")
    let look = try map.required("look").oneOf(looks, what: "button look")
    let title = try map.text("title") ?? ""
    if kind != .iconToggle, title.isEmpty {
      throw map.missing("title", "(only icon toggle buttons have none)")
    }
    let icon = try map.optional("icon").map(MaterialFixtures.icon) ?? (kind == .iconToggle ? .favoriteBorder : nil)
    let selectedIcon =
      try map.optional("selected-icon").map(MaterialFixtures.icon) ?? (kind == .iconToggle ? .favorite : nil)
    if kind == .iconToggle, icon == nil { throw map.owner.error("an icon toggle button needs an icon") }
    let maxWidth = try map.number("max-width")
    let accessibilityLabel = try map.text("accessibility-label")
    let overlays: Bool =
      try map.optional("overlay")?.oneOf([("touch-target", true), ("none", false)], what: "overlay") ?? false

    var a: MaterialButtonAppearance =
      look == .themed ? .themed(kind, scheme: scheme) : .unthemed(typography: scheme.typography)
    if let v = try MaterialFixtures.insets(&map, "content-insets") { a.contentInsets = v }
    if let v = try map.number("corner-radius") { a.cornerRadius = v }
    if let v = try MaterialFixtures.size(&map, "minimum-size") { a.minimumSize = v }
    if let v = try map.bool("uppercase") { a.uppercaseTitle = v }
    if let v = try map.number("disabled-alpha") { a.disabledAlpha = v }
    try MaterialFixtures.apply(
      [
        .color("background", \.backgroundColor), .color("title-color", \.titleColor), .color("image-tint", \.imageTint),
        .color("border-color", \.borderColor), .color("ink-color", \.inkColor), .number("border-width", \.borderWidth),
        .number("elevation", \.elevation),
      ], from: &map, to: &a)

    var states = kind.states
    if let statesValue = map.optional("states") { states = try statesValue.states(MaterialFixtures.states) }
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
  }
}
