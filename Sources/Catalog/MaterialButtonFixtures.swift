import Components
import Layout
import Graphics

/// Material buttons in fixtures: type, look, title, icons and every property the seed lists.
enum MaterialButtonFixtures {
  static let kinds = MaterialButton.Kind.allCases.map { ($0.rawValue, $0) }
  static let looks = MaterialButton.Look.allCases.map { ($0.rawValue, $0) }

  static func button(_ map: inout YAMLMapping, scheme: MaterialContainerScheme) throws -> [(String, Component)] {
    let kind = try map.required("type").oneOf(kinds, what: "button type")
    let look = try map.required("look").oneOf(looks, what: "button look")
    let titleValue = map.optional("title")
    let title = try titleValue?.singleLine() ?? ""
    if kind != .iconToggle, title.isEmpty {
      throw map.owner.error("missing required key \"title\" (only icon toggle buttons have none)")
    }
    let icon = try map.optional("icon").map(MaterialFixtures.icon) ?? (kind == .iconToggle ? .favoriteBorder : nil)
    let selectedIcon = try map.optional("selected-icon").map(MaterialFixtures.icon) ?? (kind == .iconToggle ? .favorite : nil)
    if kind == .iconToggle, icon == nil { throw map.owner.error("an icon toggle button needs an icon") }
    let maxWidth = try map.optional("max-width")?.number(in: 1...4096)
    let overlays: Bool =
      try map.optional("overlay")?.oneOf([("touch-target", true), ("none", false)], what: "overlay") ?? false

    var a: MaterialButtonAppearance =
      look == .themed ? .themed(kind, scheme: scheme) : .unthemed(typography: scheme.typography)
    if let v = map.optional("content-insets") { a.contentInsets = try MaterialFixtures.insets(v) }
    if let v = map.optional("corner-radius") { a.cornerRadius = try v.number(in: 0...1000) }
    if let v = map.optional("minimum-size") {
      let items = try v.sequence()
      guard items.count == 2 else { throw v.error("write the minimum size as [width, height]") }
      a.minimumSize = Size(width: try items[0].number(in: 0...2000), height: try items[1].number(in: 0...2000))
    }
    if let v = map.optional("uppercase") { a.uppercaseTitle = try v.bool() }
    if let v = map.optional("disabled-alpha") { a.disabledAlpha = try v.number(in: 0...1) }
    if let v = map.optional("background") { try MaterialFixtures.stateTable(v, into: &a.backgroundColor, parse: MaterialFixtures.color) }
    if let v = map.optional("title-color") { try MaterialFixtures.stateTable(v, into: &a.titleColor, parse: MaterialFixtures.color) }
    if let v = map.optional("image-tint") { try MaterialFixtures.stateTable(v, into: &a.imageTint, parse: MaterialFixtures.color) }
    if let v = map.optional("border-color") { try MaterialFixtures.stateTable(v, into: &a.borderColor, parse: MaterialFixtures.color) }
    if let v = map.optional("ink-color") { try MaterialFixtures.stateTable(v, into: &a.inkColor, parse: MaterialFixtures.color) }
    if let v = map.optional("border-width") { try MaterialFixtures.stateTable(v, into: &a.borderWidth) { try $0.number(in: 0...20) } }
    if let v = map.optional("elevation") { try MaterialFixtures.stateTable(v, into: &a.elevation) { try $0.number(in: 0...24) } }

    var states = kind.states
    if let statesValue = map.optional("states") {
      states = []
      for item in try statesValue.sequence() {
        let state = try item.oneOf(MaterialFixtures.states, what: "state")
        if states.contains(state) { throw item.error("duplicate state \"\(state.name)\"") }
        states.append(state)
      }
      if states.isEmpty { throw statesValue.error("list at least one state") }
    }
    return states.map { state in
      let button = MaterialButton(
        kind: kind, title: title, icon: icon, selectedIcon: selectedIcon, state: state, appearance: a,
        maxWidth: maxWidth)
      return (state.name, .materialButton(button, overlays: overlays))
    }
  }
}

extension ComponentKind {
  public static let materialButton = ComponentKind(system: "material", name: "button", schema: MaterialButtonFixtures.schema) { map, theme in
    try MaterialButtonFixtures.button(&map, scheme: theme.material)
  }
}
