import ComponentKit
import Graphics

extension DeclarationReader {
  /// The checks a rule may make, one per rule: a number of points, or `{from|to: part, value}`.
  static let checkKeys = [
    "height", "width", "min-width", "min-height", "side", "corner-radius", "stroke-weight", "leading-inset",
    "trailing-inset", "top-inset", "bottom-inset", "gap", "color", "contrast",
  ]

  /// `rules: [{id, part, <check>: value, tolerance?, source, when?}]`.
  func readRules(_ value: YAMLValue) throws -> [RuleDeclaration] {
    var ids = Set<String>()
    return try Self.list(value, what: "rules").map { item in
      var map = try item.mapping()
      map.declareNames(["id", "part", "tolerance", "source", "when"] + Self.checkKeys)
      let idValue = try map.required("id")
      let id = try idValue.singleLine(maxLength: 80)
      guard ids.insert(id).inserted else { throw idValue.error("duplicate rule id") }
      let partValue = try map.required("part")
      let part = try partValue.string()
      guard parts[part] != nil else { throw partValue.unknown("part", part, among: parts.keys.sorted()) }
      let checks = Self.checkKeys.compactMap { key in map.optional(key).map { (key, $0) } }
      guard checks.count == 1, let (key, checkValue) = checks.first else {
        throw item.error("a rule makes exactly one check: \(Self.checkKeys.joined(separator: ", "))")
      }
      let check = try ruleCheck(key, checkValue)
      let tolerance = try map.optional("tolerance")?.number(in: 0...255)
      let source = try map.required("source").singleLine(maxLength: 300)
      let when = try map.optional("when").map(condition) ?? Condition()
      try map.finish()
      return RuleDeclaration(id: id, part: part, check: check, tolerance: tolerance, source: source, when: when)
    }
  }

  func ruleCheck(_ key: String, _ value: YAMLValue) throws -> RuleCheck {
    func points() throws -> Double { try value.number(in: 0...Self.maxSize) }
    func relative(_ side: String) throws -> (String, Double) {
      var map = try value.mapping()
      map.declareNames([side, "value"])
      let otherValue = try map.required(side)
      let other = try otherValue.string()
      guard parts[other] != nil else { throw otherValue.unknown("part", other, among: parts.keys.sorted()) }
      let amount = try map.required("value").number(in: -Self.maxSize...Self.maxSize)
      try map.finish()
      return (other, amount)
    }
    switch key {
    case "height": return .height(try points())
    case "width": return .width(try points())
    case "min-width": return .minWidth(try points())
    case "min-height": return .minHeight(try points())
    case "side": return .side(try points())
    case "corner-radius": return .cornerRadius(try points())
    case "stroke-weight": return .strokeWeight(try points())
    case "leading-inset":
      let (other, amount) = try relative("from")
      return .leadingInset(from: other, amount)
    case "trailing-inset":
      let (other, amount) = try relative("from")
      return .trailingInset(from: other, amount)
    case "top-inset":
      let (other, amount) = try relative("from")
      return .topInset(from: other, amount)
    case "bottom-inset":
      let (other, amount) = try relative("from")
      return .bottomInset(from: other, amount)
    case "gap":
      let (other, amount) = try relative("to")
      return .gap(to: other, amount)
    case "contrast":
      // WCAG ratios run from 1 to 21.
      var map = try value.mapping()
      map.declareNames(["background", "minimum"])
      let otherValue = try map.required("background")
      let other = try otherValue.string()
      guard parts[other] != nil else { throw otherValue.unknown("part", other, among: parts.keys.sorted()) }
      let minimum = try map.required("minimum").number(in: 1...21)
      try map.finish()
      return .contrast(background: other, minimum: minimum)
    default:
      var map = try value.mapping()
      map.declareNames(["paint", "value"])
      let paint = try map.required("paint").oneOf(
        [("fill", Paint.fill), ("stroke", .border), ("ink", .ink)], what: "paint")
      let color = try colorRef(try map.required("value"))
      try map.finish()
      return .color(paint, color)
    }
  }
}
