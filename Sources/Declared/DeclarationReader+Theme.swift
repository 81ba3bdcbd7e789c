import ComponentKit
import Graphics

extension DeclarationReader {
  /// `theme: {colors: {role: "#hex"}, type-styles: {role: {family, weight, size}}, shapes: {role: 8 | full}}`.
  func readTheme(_ value: YAMLValue) throws -> ThemeRoles {
    var map = try value.mapping()
    map.declareNames(["colors", "type-styles", "shapes", "elevations"])
    var roles = ThemeRoles()
    if let colors = map.optional("colors") {
      for (key, item) in try Self.entries(colors, what: "colour roles") {
        let name = try item.kebab(key, what: "colour role")
        roles.colors.append(Role(name, try item.hexColor()))
      }
    }
    if let styles = map.optional("type-styles") {
      for (key, item) in try Self.entries(styles, what: "type styles") {
        let name = try item.kebab(key, what: "type style")
        var style = try item.mapping()
        style.declareNames(["family", "weight", "size"])
        let family = try style.required("family").singleLine(maxLength: 100)
        let weight = try style.optional("weight")?.integer(in: 100...900) ?? 400
        let size = try style.required("size").number(in: 1...200)
        try style.finish()
        roles.typeStyles.append(Role(name, Font(family: family, weight: weight, size: size)))
      }
    }
    if let shapes = map.optional("shapes") {
      for (key, item) in try Self.entries(shapes, what: "shapes") {
        let name = try item.kebab(key, what: "shape role")
        let value = try radiusValue(item, allowRoles: false)
        roles.shapes.append(Role(name, value))
      }
    }
    if let elevations = map.optional("elevations") {
      for (key, item) in try Self.entries(elevations, what: "elevations") {
        let name = try item.kebab(key, what: "elevation")
        let shadows = try Self.list(item, what: "shadows").map(dropShadow)
        if shadows.isEmpty { throw item.error("list at least one shadow") }
        roles.elevations.append(Role(name, shadows))
      }
    }
    try map.finish()
    return roles
  }

  /// `{color: "#00000033", x: 0, y: 1, blur: 3}`.
  func dropShadow(_ value: YAMLValue) throws -> DropShadow {
    var map = try value.mapping()
    map.declareNames(["color", "x", "y", "blur"])
    let shadow = DropShadow(
      color: try map.required("color").hexColor(), x: try map.optional("x")?.number(in: -256...256) ?? 0,
      y: try map.optional("y")?.number(in: -256...256) ?? 0, blur: try map.optional("blur")?.number(in: 0...256) ?? 0)
    try map.finish()
    return shadow
  }

  /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"` or a colour role of the theme.
  func colorRef(_ value: YAMLValue) throws -> ColorRef {
    let text = try value.string()
    if text.hasPrefix("#") { return .literal(try value.hexColor()) }
    guard theme.color(text) != nil else {
      throw value.unknown("colour role", text, among: theme.colors.map(\.name))
    }
    return .role(text)
  }

  /// A corner: points, `full`, or (when `allowRoles`) a shape role of the theme.
  func radiusValue(_ value: YAMLValue, allowRoles: Bool = true) throws -> RadiusValue {
    let text = try value.string()
    if text == "full" { return .full }
    if let first = text.first, first.isNumber || first == "-" || first == "." {
      return .points(try value.number(in: 0...Self.maxSize))
    }
    guard allowRoles, theme.shape(text) != nil else {
      throw value.unknown(allowRoles ? "shape role" : "corner radius", text, among: ["full"] + theme.shapes.map(\.name))
    }
    return .role(text)
  }

  /// `corner-radius: 8 | full | role` or `{top-start, top-end, bottom-end, bottom-start}`.
  func radius(_ value: YAMLValue) throws -> Radius {
    guard !value.isScalar else { return Radius(all: try radiusValue(value)) }
    var map = try value.mapping()
    map.declareNames(["top-start", "top-end", "bottom-end", "bottom-start"])
    func corner(_ key: String) throws -> RadiusValue { try map.optional(key).map { try radiusValue($0) } ?? .points(0) }
    let radius = Radius(
      topStart: try corner("top-start"), topEnd: try corner("top-end"), bottomEnd: try corner("bottom-end"),
      bottomStart: try corner("bottom-start"))
    try map.finish()
    return radius
  }

  /// `padding: 8` or `{top, bottom, start, end, horizontal, vertical}` (unset sides are 0).
  func insets(_ value: YAMLValue) throws -> Insets {
    if value.isScalar { return Insets(all: try value.number(in: 0...Self.maxSize)) }
    var map = try value.mapping()
    map.declareNames(["top", "bottom", "start", "end", "horizontal", "vertical"])
    func side(_ key: String) throws -> Double? { try map.optional(key)?.number(in: 0...Self.maxSize) }
    let horizontal = try side("horizontal")
    let vertical = try side("vertical")
    let insets = Insets(
      top: try side("top") ?? vertical ?? 0, end: try side("end") ?? horizontal ?? 0,
      bottom: try side("bottom") ?? vertical ?? 0, start: try side("start") ?? horizontal ?? 0)
    try map.finish()
    return insets
  }

  /// `hug`, `fill` or a number of points.
  func sizing(_ value: YAMLValue) throws -> Sizing {
    let text = try value.string()
    switch text {
    case "hug": return .hug
    case "fill": return .fill
    default:
      guard let first = text.first, first.isNumber || first == "." || first == "-" else {
        throw value.unknown("sizing", text, among: ["hug", "fill", "a number of points"])
      }
      return .fixed(try value.number(in: 0...Self.maxSize))
    }
  }

  /// `visible: true | false | <boolean prop> | not <boolean prop>`.
  func visibility(_ value: YAMLValue) throws -> Visibility {
    let text = try value.string()
    if text == "true" || text == "false" { return .always(try value.bool()) }
    let negated = text.hasPrefix("not ")
    let name = negated ? String(text.dropFirst(4)) : text
    guard let prop = props.first(where: { $0.name == name }), prop.type == .boolean else {
      throw value.unknown(
        "boolean prop", name, among: props.filter { $0.type == .boolean }.map(\.name) + ["true", "false"])
    }
    return .prop(name, negated: negated)
  }

  /// Text with `{prop}` placeholders, each naming a prop.
  func template(_ value: YAMLValue) throws -> String {
    let text = try value.singleLine(maxLength: 200)
    for name in DeclaredText.placeholders(in: text) where !props.contains(where: { $0.name == name }) {
      throw value.unknown("prop in {…}", name, among: props.map(\.name))
    }
    return text
  }

  /// An icon: a Material icon's name, or `{prop}` naming an icon prop.
  func iconRef(_ value: YAMLValue) throws -> String {
    let text = try value.string()
    if let name = DeclaredText.wholePlaceholder(text) {
      guard props.contains(where: { $0.name == name && $0.type == .icon }) else {
        throw value.unknown("icon prop", name, among: props.filter { $0.type == .icon }.map(\.name))
      }
      return text
    }
    _ = try PropDeclaration.value(value, type: .icon)
    return text
  }
}

extension YAMLValue {
  func hexColor() throws -> Color {
    let text = try string()
    guard text.hasPrefix("#"), let color = Color(hex: text) else {
      throw error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
    }
    return color
  }
}

/// `{name}` placeholders in a text part.
enum DeclaredText {
  static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// The prop a text that is exactly `{name}` names.
  static func wholePlaceholder(_ text: String) -> String? {
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let name = String(text.dropFirst().dropLast())
    return name.contains("{") || name.contains("}") ? nil : name
  }

  /// `text` with each `{name}` replaced by the prop's value.
  static func filled(_ text: String, _ props: [String: PropValue]) -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      out += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      out += props[name]?.text ?? ""
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }
}

extension String {
  var isKebabCase: Bool {
    !isEmpty && !hasPrefix("-") && !hasSuffix("-")
      && allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
