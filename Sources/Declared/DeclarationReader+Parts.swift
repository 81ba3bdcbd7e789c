import ComponentKit
import Graphics

extension DeclarationReader {
  static let commonKeys = [
    "width", "height", "min-width", "max-width", "min-height", "max-height", "corner-radius", "fill", "stroke",
    "opacity", "ink", "elevation", "visible",
  ]
  static let stackKeys = [
    "layout", "padding", "gap", "counter-axis-gap", "primary-axis-align", "counter-axis-align", "wrap",
  ]
  static let textKeys = ["text", "text-style", "color", "max-lines", "truncation", "text-transform"]
  static let iconKeys = ["icon", "size", "tint"]

  static func keys(for kind: PartDeclaration.Kind) -> [String] {
    switch kind {
    case .stack: commonKeys + stackKeys
    case .text: commonKeys + textKeys
    case .icon: commonKeys + iconKeys
    }
  }

  /// One part and the parts below it; `depth` and `count` are held to the caps.
  mutating func readPart(_ value: YAMLValue, depth: Int, count: inout Int) throws -> PartDeclaration {
    guard depth <= InputLimits.componentDepth else {
      throw value.error("parts nest \(depth) deep; the limit is \(InputLimits.componentDepth)")
    }
    count += 1
    guard count <= InputLimits.componentParts else {
      throw value.error("more than \(InputLimits.componentParts) parts")
    }
    var map = try value.mapping()
    let present = Set(try map.entries().map(\.key))
    let kinds: [PartDeclaration.Kind] = [
      present.contains("layout") ? .stack : nil, present.contains("text") ? .text : nil,
      present.contains("icon") ? .icon : nil,
    ].compactMap { $0 }
    guard kinds.count == 1, let kind = kinds.first else {
      throw value.error("a part is one of a stack (`layout:`), a text (`text:`) or an icon (`icon:`)")
    }
    map.declareNames(["name"] + Self.keys(for: kind) + (kind == .stack ? ["children"] : []))
    let nameValue = try map.required("name")
    let name = try nameValue.kebabName(what: "part name")
    guard parts[name] == nil, !["canvas", "touch-target", "hit-area"].contains(name) else {
      throw nameValue.error("duplicate or reserved part name \"\(name)\"")
    }
    parts[name] = kind
    let properties = try readProperties(&map, kind: kind)
    var children: [PartDeclaration] = []
    if let value = map.optional("children") {
      for item in try Self.list(value, what: "children") {
        children.append(try readPart(item, depth: depth + 1, count: &count))
      }
    }
    try map.finish()
    return PartDeclaration(name: name, kind: kind, properties: properties, children: children)
  }

  /// The properties of a part of `kind` (a part's own, or an override's changes to it).
  func readProperties(_ map: inout YAMLMapping, kind: PartDeclaration.Kind) throws -> PartProperties {
    var p = PartProperties()
    func number(_ key: String, _ range: ClosedRange<Double> = 0...Self.maxSize) throws -> Double? {
      try map.optional(key)?.number(in: range)
    }
    p.width = try map.optional("width").map(sizing)
    p.height = try map.optional("height").map(sizing)
    // A limit is points, or `"{prop}"` naming a number prop.
    func limit(_ key: String) throws -> Double? {
      guard let value = map.optional(key) else { return nil }
      if value.isScalar, let text = try? value.string(), let name = DeclaredText.wholePlaceholder(text) {
        guard let prop = props.first(where: { $0.name == name }), case .number = prop.type else {
          throw value.unknown("number prop", name, among: props.filter { $0.type.isNumber }.map(\.name))
        }
        p.sizeProps[key] = name
        return nil
      }
      return try value.number(in: 0...Self.maxSize)
    }
    p.minWidth = try limit("min-width")
    p.maxWidth = try limit("max-width")
    p.minHeight = try limit("min-height")
    p.maxHeight = try limit("max-height")
    p.cornerRadius = try map.optional("corner-radius").map(radius)
    p.fill = try map.optional("fill").map(colorRef)
    p.stroke = try map.optional("stroke").map(readStroke)
    p.opacity = try number("opacity", 0...1)
    p.ink = try map.optional("ink").map(colorRef)
    if let value = map.optional("elevation") {
      let name = try value.string()
      guard theme.elevation(name) != nil else {
        throw value.unknown("elevation", name, among: theme.elevations.map(\.name))
      }
      p.elevation = name
    }
    p.visible = try map.optional("visible").map(visibility)
    switch kind {
    case .stack:
      p.layout = try map.optional("layout")?.oneOf(StackLayout.allCases.map { ($0.rawValue, $0) }, what: "layout")
      p.padding = try map.optional("padding").map(insets)
      p.gap = try number("gap")
      p.counterAxisGap = try number("counter-axis-gap")
      p.primaryAxisAlign = try map.optional("primary-axis-align")?.oneOf(
        PrimaryAlign.allCases.map { ($0.rawValue, $0) }, what: "primary-axis alignment")
      p.counterAxisAlign = try map.optional("counter-axis-align")?.oneOf(
        CounterAlign.allCases.map { ($0.rawValue, $0) }, what: "counter-axis alignment")
      p.wrap = try map.optional("wrap")?.bool()
    case .text:
      p.text = try map.optional("text").map(template)
      if let value = map.optional("text-style") {
        let name = try value.string()
        guard theme.typeStyle(name) != nil else {
          throw value.unknown("type style", name, among: theme.typeStyles.map(\.name))
        }
        p.textStyle = name
      }
      p.color = try map.optional("color").map(colorRef)
      p.maxLines = try map.optional("max-lines")?.integer(in: 1...100)
      p.truncation = try map.optional("truncation")?.oneOf(
        [("tail", Truncation.tail), ("middle", .middle), ("head", .head)], what: "truncation")
      p.textTransform = try map.optional("text-transform")?.oneOf(
        TextTransform.allCases.map { ($0.rawValue, $0) }, what: "text transform")
    case .icon:
      p.icon = try map.optional("icon").map(iconRef)
      p.size = try number("size", 1...512)
      p.tint = try map.optional("tint").map(colorRef)
    }
    return p
  }

  /// `{weight, color, align}`: one weight, or one per side (`{top, bottom, start, end,
  /// horizontal, vertical}`).
  func readStroke(_ value: YAMLValue) throws -> Stroke {
    var stroke = try value.mapping()
    stroke.declareNames(["weight", "color", "align"])
    let weightValue = try stroke.required("weight")
    let sides = weightValue.isScalar ? nil : try insets(weightValue)
    if let sides, [sides.top, sides.end, sides.bottom, sides.start].contains(where: { $0 > 64 }) {
      throw weightValue.error("a stroke is at most 64 points on any side")
    }
    let result = Stroke(
      weight: try sides.map { max($0.top, $0.end, $0.bottom, $0.start) } ?? weightValue.number(in: 0...64),
      color: try colorRef(try stroke.required("color")),
      align: try stroke.optional("align")?.oneOf(
        Stroke.Align.allCases.map { ($0.rawValue, $0) }, what: "stroke align")
        ?? .inside, sides: sides)
    try stroke.finish()
    return result
  }

  /// `overrides: [{when: {state: selected, <prop>: value}, set: {<part>: {<property>: value}}}]`.
  func readOverrides(_ value: YAMLValue) throws -> [Override] {
    try Self.list(value, what: "overrides").map { item in
      var map = try item.mapping()
      map.declareNames(["when", "set"])
      let condition = try map.optional("when").map(condition) ?? Condition()
      var patches: [PartPatch] = []
      let setValue = try map.required("set")
      for (key, patch) in try Self.entries(setValue, what: "parts") {
        guard let kind = parts[key] else {
          throw patch.unknown("part", key, among: parts.keys.sorted())
        }
        var properties = try patch.mapping()
        properties.declareNames(Self.keys(for: kind).filter { $0 != "layout" })
        patches.append(PartPatch(part: key, properties: try readProperties(&properties, kind: kind)))
        try properties.finish()
      }
      try map.finish()
      return Override(when: condition, set: patches)
    }
  }

  /// `{state: selected | [a, b], <prop>: value, ...}`.
  func condition(_ value: YAMLValue) throws -> Condition {
    var result = Condition()
    for (key, item) in try Self.entries(value, what: "conditions") {
      if key == "state" {
        let items = item.isScalar ? [item] : try Self.list(item, what: "states")
        result.states = try items.map { state in
          try state.oneOf(states.map { ($0, $0) }, what: "state")
        }
      } else {
        guard let prop = props.first(where: { $0.name == key }) else {
          throw item.unknown("prop or `state`", key, among: ["state"] + props.map(\.name))
        }
        let items = item.isScalar ? [item] : try Self.list(item, what: "values")
        if items.isEmpty { throw item.error("list at least one value") }
        result.props.append(Role(key, try items.map { try PropDeclaration.value($0, type: prop.type) }))
      }
    }
    return result
  }
}
