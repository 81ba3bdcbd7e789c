import ComponentKit
import Graphics

/// The declaration as indented text, one fact per line, in the file's vocabulary: what `specsheet
/// dump` and the tests read (stable: the same declaration always prints the same text).
extension ComponentDeclaration: CustomStringConvertible {
  public var description: String {
    var lines = ["component \(id)"]
    if !summary.isEmpty { lines.append("  summary \(summary.escapingControlCharacters)") }
    for prop in props { lines.append("  prop \(prop.name): \(prop.type.text) = \(prop.defaultValue.quoted)") }
    for role in theme.colors { lines.append("  color \(role.name) \(role.value)") }
    for role in theme.typeStyles { lines.append("  type-style \(role.name) \(role.value)") }
    for role in theme.shapes { lines.append("  shape \(role.name) \(role.value.text)") }
    for role in theme.elevations {
      let shadows = role.value.map { "\($0.color) \($0.x.dumped),\($0.y.dumped) blur \($0.blur.dumped)" }
      lines.append("  elevation \(role.name) \(shadows.joined(separator: "; "))")
    }
    lines.append("  states \(renderedStates.joined(separator: ", "))")
    for set in defaultStates {
      lines.append("  default-states when \(set.when.text): \(set.states.joined(separator: ", "))")
    }
    if let touchTarget { lines.append("  touch-target \(touchTarget.dumped)") }
    lines += anatomy.lines(depth: 1)
    for override in overrides {
      lines.append("  override when \(override.when.text)")
      for patch in override.set { lines.append("    \(patch.part): \(patch.properties.dumped)") }
    }
    for a11y in accessibility {
      let states = a11y.states.map { "\($0.name) when \($0.when.text)" }.joined(separator: ", ")
      lines.append(
        "  accessibility when \(a11y.when.text): \(a11y.role) \(a11y.label.map { "\"\($0)\"" } ?? "no label")"
          + (states.isEmpty ? "" : " [\(states)]"))
    }
    for rule in rules {
      let when = rule.when == Condition() ? "" : " when \(rule.when.text)"
      lines.append("  rule \(rule.id) \(rule.part) \(rule.check.text)\(when) (\(rule.source))")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension PartDeclaration {
  func lines(depth: Int) -> [String] {
    let own = String(repeating: "  ", count: depth) + "\(kind.rawValue) \(name)"
    let props = properties.dumped
    return [props.isEmpty ? own : "\(own) \(props)"] + children.flatMap { $0.lines(depth: depth + 1) }
  }
}

extension PartProperties {
  /// `key=value` for each property set, in a fixed order.
  var dumped: String {
    var out: [String] = []
    func add(_ key: String, _ value: String?) { if let value { out.append("\(key)=\(value)") } }
    add("layout", layout?.rawValue)
    add("width", width?.text)
    add("height", height?.text)
    add("min-width", minWidth?.dumped)
    add("max-width", maxWidth?.dumped)
    add("min-height", minHeight?.dumped)
    add("max-height", maxHeight?.dumped)
    add("padding", padding.map { "\($0.top.dumped)/\($0.end.dumped)/\($0.bottom.dumped)/\($0.start.dumped)" })
    add("gap", gap?.dumped)
    add("counter-axis-gap", counterAxisGap?.dumped)
    add("primary-axis-align", primaryAxisAlign?.rawValue)
    add("counter-axis-align", counterAxisAlign?.rawValue)
    add("wrap", wrap.map { $0 ? "true" : "false" })
    add("corner-radius", cornerRadius?.text)
    add("fill", fill?.text)
    add(
      "stroke",
      stroke.map { "\($0.weight.dumped):\($0.color.text)" + ($0.align == .inside ? "" : ":\($0.align.rawValue)") })
    add("opacity", opacity?.dumped)
    add("elevation", elevation)
    add("visible", visible?.text)
    add("text", text.map { "\"\($0.escapingControlCharacters)\"" })
    add("text-style", textStyle)
    add("color", color?.text)
    add("max-lines", maxLines.map(String.init))
    add("truncation", truncation?.rawValue)
    add("icon", icon)
    add("size", size?.dumped)
    add("tint", tint?.text)
    return out.joined(separator: " ")
  }
}

extension PropType {
  var text: String {
    switch self {
    case .text(let maxLength): "text(\(maxLength))"
    case .icon: "icon"
    case .boolean: "boolean"
    case .choice(let names): "enum(\(names.joined(separator: "|")))"
    case .number(let range): "number(\(range.lowerBound.dumped)...\(range.upperBound.dumped))"
    }
  }
}

extension PropValue {
  var quoted: String {
    if case .text(let text) = self { return "\"\(text.escapingControlCharacters)\"" }
    return text
  }
}

extension Sizing {
  var text: String {
    switch self {
    case .hug: "hug"
    case .fill: "fill"
    case .fixed(let value): value.dumped
    }
  }
}

extension RadiusValue {
  var text: String {
    switch self {
    case .points(let value): value.dumped
    case .full: "full"
    case .role(let name): name
    }
  }
}

extension Radius {
  var text: String {
    let corners = [topStart, topEnd, bottomEnd, bottomStart]
    return corners.allSatisfy { $0 == topStart } ? topStart.text : corners.map(\.text).joined(separator: "/")
  }
}

extension ColorRef {
  var text: String {
    switch self {
    case .literal(let color): color.hexString
    case .role(let name): name
    }
  }
}

extension Visibility {
  var text: String {
    switch self {
    case .always(let shown): shown ? "true" : "false"
    case .prop(let name, let negated): negated ? "not \(name)" : name
    }
  }
}

extension Condition {
  var text: String {
    let parts =
      (states.isEmpty ? [] : ["state=\(states.joined(separator: "|"))"])
      + props.map { "\($0.name)=\($0.value.map(\.text).joined(separator: "|"))" }
    return parts.isEmpty ? "always" : parts.joined(separator: " ")
  }
}

extension RuleCheck {
  var text: String {
    switch self {
    case .height(let v): "height \(v.dumped)"
    case .width(let v): "width \(v.dumped)"
    case .minWidth(let v): "min-width \(v.dumped)"
    case .minHeight(let v): "min-height \(v.dumped)"
    case .side(let v): "side \(v.dumped)"
    case .cornerRadius(let v): "corner-radius \(v.dumped)"
    case .strokeWeight(let v): "stroke-weight \(v.dumped)"
    case .leadingInset(let from, let v): "leading-inset \(v.dumped) from \(from)"
    case .trailingInset(let from, let v): "trailing-inset \(v.dumped) from \(from)"
    case .topInset(let from, let v): "top-inset \(v.dumped) from \(from)"
    case .bottomInset(let from, let v): "bottom-inset \(v.dumped) from \(from)"
    case .gap(let to, let v): "gap \(v.dumped) to \(to)"
    case .color(let paint, let color): "color \(paint.rawValue) \(color.text)"
    case .contrast(let background, let minimum): "contrast \(minimum.dumped) on \(background)"
    }
  }
}
