import Graphics

/// The composite types (Format Module 2025.10, "Composite types") and the simple types only a
/// composite needs: each part checked for presence and type, a part may be an alias
/// `{group.token}` of the part's type. Only typography and border are kept; the others are
/// checked and left unmapped.
extension TokenValueReader {
  /// The part `name` of a composite value, of `type`, read or followed through an alias.
  func part(_ fields: JSONObject, _ name: String, _ type: TokenType, of composite: TokenType) throws(TokenProblem)
    -> TokenValue
  {
    guard let json = fields[name] else {
      throw TokenProblem(
        "a \(composite.rawValue) value needs \"\(name)\"", kind: .missingPart(composite, name))
    }
    do throws(TokenProblem) {
      if let target = TokenAliases.alias(json) {
        let value = try alias(target)
        guard value.type == type else {
          throw TokenProblem(
            "its alias {\(Suggestions.clipped(target))} is a \(value.type.rawValue), not a \(type.rawValue)")
        }
        return value
      }
      if type == .color, case .string(let text) = json {
        // Hex strings are the earlier drafts' colour token value; composites are 2025.10's.
        throw TokenProblem(
          "\(TokenText.described(text)) is not a 2025.10 colour object {\"colorSpace\": \"srgb\", \"components\": [r, "
            + "g, b]} (a hex string is read only as a colour token's own value)"
        )
      }
      return try read(json, as: type)
    } catch {
      throw TokenProblem("\"\(name)\": \(error.message)", kind: error.kind)
    }
  }

  /// The fields of a composite value, with no others than `allowed`.
  func fields(_ json: TokenJSON, of type: TokenType, allowed: [String]) throws(TokenProblem) -> JSONObject {
    guard case .object(let fields) = json else {
      throw TokenProblem(
        "a \(type.rawValue) value is an object of \(allowed.joined(separator: ", ")), found \(json.kind)")
    }
    if let extra = fields.keys.first(where: { !allowed.contains($0) }) {
      throw TokenProblem(
        "unknown \(type.rawValue) field \(Suggestions.quoted(extra)); expected \(allowed.joined(separator: ", "))")
    }
    return fields
  }

  func typography(_ json: TokenJSON) throws(TokenProblem) -> TokenTypography {
    let parts = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    let fields = try fields(json, of: .typography, allowed: parts)
    guard case .fontFamily(let family) = try part(fields, "fontFamily", .fontFamily, of: .typography),
      case .dimension(let size) = try part(fields, "fontSize", .dimension, of: .typography),
      case .fontWeight(let weight) = try part(fields, "fontWeight", .fontWeight, of: .typography),
      case .dimension(let spacing) = try part(fields, "letterSpacing", .dimension, of: .typography),
      case .number(let lineHeight) = try part(fields, "lineHeight", .number, of: .typography)
    else { throw TokenProblem("a typography value's parts do not resolve") }
    return TokenTypography(family: family, size: size, weight: weight, letterSpacing: spacing, lineHeight: lineHeight)
  }

  func border(_ json: TokenJSON) throws(TokenProblem) -> TokenValue {
    let fields = try fields(json, of: .border, allowed: ["color", "width", "style"])
    let color = try part(fields, "color", .color, of: .border)
    guard case .dimension(let width) = try part(fields, "width", .dimension, of: .border) else {
      throw TokenProblem("a border's width does not resolve")
    }
    _ = try part(fields, "style", .strokeStyle, of: .border)
    guard case .color(let c) = color else { return color.unusable(as: .border, part: "its colour") }
    return .border(TokenBorder(color: c, width: width))
  }

  static let strokeNames = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

  func strokeStyle(_ json: TokenJSON) throws(TokenProblem) {
    if case .string(let name) = json {
      guard Self.strokeNames.contains(name) else {
        throw TokenProblem(
          "unknown stroke style (\(TokenText.described(name))); \(Suggestions.expected(name, among: Self.strokeNames))")
      }
      return
    }
    let fields = try fields(json, of: .strokeStyle, allowed: ["dashArray", "lineCap"])
    guard case .array(let dashes)? = fields["dashArray"], !dashes.isEmpty else {
      throw TokenProblem("a stroke style object needs \"dashArray\", a non-empty list of dimensions")
    }
    for dash in dashes {
      if let target = TokenAliases.alias(dash) {
        guard try alias(target).type == .dimension else { throw TokenProblem("\"dashArray\" lists dimensions") }
      } else {
        do { _ = try Self.dimension(dash) } catch { throw TokenProblem("\"dashArray\": \(error.message)") }
      }
    }
    guard case .string(let cap)? = fields["lineCap"], ["round", "butt", "square"].contains(cap) else {
      throw TokenProblem("a stroke style object needs \"lineCap\": round, butt or square")
    }
  }

  /// `{"value": 200, "unit": "ms"}`, in milliseconds.
  static func duration(_ json: TokenJSON) throws(TokenProblem) -> Double {
    if case .string = json {
      throw TokenProblem(
        "a duration is {\"value\": 200, \"unit\": \"ms\"} (units ms, s); text such as \"200ms\" is the earlier "
          + "drafts' form, which 2025.10 does not read",
        kind: .stringDuration)
    }
    guard case .object(let fields) = json, case .number(let value)? = fields["value"], value >= 0,
      case .string(let unit)? = fields["unit"], fields.count == 2
    else { throw TokenProblem("a duration is {\"value\": 200, \"unit\": \"ms\"} (units ms, s), found \(json.kind)") }
    switch unit {
    case "ms": return value
    case "s": return value * 1000
    default: throw TokenProblem("the unit (\(TokenText.described(unit))) is not a duration unit; use ms or s")
    }
  }

  static func cubicBezier(_ json: TokenJSON) throws(TokenProblem) {
    guard case .array(let items) = json, items.count == 4 else {
      throw TokenProblem("a cubic Bézier is a list of 4 numbers [x1, y1, x2, y2], found \(json.kind)")
    }
    for (index, item) in items.enumerated() {
      guard case .number(let n) = item else { throw TokenProblem("a cubic Bézier lists numbers, found \(item.kind)") }
      if index % 2 == 0, !(0...1).contains(n) {
        throw TokenProblem("a cubic Bézier's x coordinates are from 0 to 1, found \(n.tokenText)")
      }
    }
  }

  func transition(_ json: TokenJSON) throws(TokenProblem) {
    let fields = try fields(json, of: .transition, allowed: ["duration", "delay", "timingFunction"])
    _ = try part(fields, "duration", .duration, of: .transition)
    _ = try part(fields, "delay", .duration, of: .transition)
    _ = try part(fields, "timingFunction", .cubicBezier, of: .transition)
  }

  /// A shadow or a list of them; an inner shadow or one with a spread is valid but not drawn
  /// (declared elevations are Figma's drop shadows: colour, offset, blur).
  func shadow(_ json: TokenJSON) throws(TokenProblem) -> TokenValue {
    let layers: [TokenJSON]
    if case .array(let items) = json, !items.isEmpty { layers = items } else { layers = [json] }
    var shadows: [TokenShadow] = []
    var unusable: TokenValue?
    for layer in layers {
      if let target = TokenAliases.alias(layer) {
        let value = try alias(target)
        guard value.type == .shadow else { throw TokenProblem("a shadow list holds shadows") }
        if case .shadow(let more) = value { shadows += more } else { unusable = unusable ?? value }
        continue
      }
      let fields = try fields(layer, of: .shadow, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"])
      let color = try part(fields, "color", .color, of: .shadow)
      var sizes: [Double] = []
      for name in ["offsetX", "offsetY", "blur", "spread"] {
        if case .dimension(let d) = try part(fields, name, .dimension, of: .shadow) { sizes.append(d) }
      }
      if let inset = fields["inset"], case .bool(let isInset) = inset {
        if isInset { unusable = unusable ?? .unusable(.shadow, reason: "inner shadows are not drawn") }
      } else if let inset = fields["inset"] {
        throw TokenProblem("a shadow's \"inset\" is true or false, found \(inset.kind)")
      }
      guard case .color(let c) = color else {
        unusable = unusable ?? color.unusable(as: .shadow, part: "its colour")
        continue
      }
      guard sizes.count == 4 else { throw TokenProblem("a shadow's sizes do not resolve") }
      if sizes[3] != 0 { unusable = unusable ?? .unusable(.shadow, reason: "a shadow's spread is not drawn") }
      shadows.append(TokenShadow(color: c, offsetX: sizes[0], offsetY: sizes[1], blur: sizes[2]))
    }
    return unusable ?? .shadow(shadows)
  }

  func gradient(_ json: TokenJSON) throws(TokenProblem) {
    guard case .array(let stops) = json, !stops.isEmpty else {
      throw TokenProblem("a gradient is a non-empty list of stops {\"color\", \"position\"}, found \(json.kind)")
    }
    for stop in stops {
      let fields = try fields(stop, of: .gradient, allowed: ["color", "position"])
      _ = try part(fields, "color", .color, of: .gradient)
      guard case .number = try part(fields, "position", .number, of: .gradient) else {
        throw TokenProblem("a gradient stop's \"position\" is a number")
      }
    }
  }
}

extension TokenValue {
  /// A composite of `type` unusable because this part of it is.
  func unusable(as type: TokenType, part: String) -> TokenValue {
    if case .unusable(_, let reason) = self { return .unusable(type, reason: "\(part): \(reason)") }
    return self
  }
}
