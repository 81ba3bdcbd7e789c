import Graphics

/// The DTCG token types (Design Tokens Format Module 2025.10, "Types"). Every one is read and
/// checked; the mapping uses colours, dimensions, numbers, fonts, typography and borders.
public enum TokenType: String, CaseIterable, Sendable {
  case color, dimension, fontFamily, fontWeight, number, duration, cubicBezier
  case strokeStyle, border, transition, shadow, gradient, typography

  /// Older exporters' names for the format's types: named in the error rather than called unknown.
  static let legacy: [String: String] = [
    "fontFamilies": "Tokens Studio's legacy name; the DTCG type is fontFamily",
    "fontWeights": "Tokens Studio's legacy name; the DTCG type is fontWeight",
    "fontSizes": "Tokens Studio's legacy name; the DTCG type is dimension",
    "borderRadius": "Tokens Studio's legacy name; the DTCG type is dimension",
    "sizing": "Tokens Studio's legacy name; the DTCG type is dimension",
    "spacing": "Tokens Studio's legacy name; the DTCG type is dimension",
    "boxShadow": "Tokens Studio's legacy name; the DTCG type is shadow",
    "lineHeights": "Tokens Studio's legacy name; the DTCG type is number",
  ]

  /// The type named by `text`, or the reason it is refused.
  static func named(_ text: String) -> Result<TokenType, TokenProblem> {
    if let type = TokenType(rawValue: text) { return .success(type) }
    if let why = legacy[text] {
      return .failure(TokenProblem("$type \(Suggestions.quoted(text)) is not supported (\(why))", kind: .legacyType))
    }
    return .failure(
      TokenProblem(
        "unknown $type (\(TokenText.described(text))); \(Suggestions.expected(text, among: allCases.map(\.rawValue)))",
        kind: .customType))
  }
}

/// A resolved token value, in specsheet's units: colours as 8-bit sRGB, dimensions in points
/// (1px = 1pt, 1rem = 16pt).
public enum TokenValue: Hashable, Sendable {
  case color(Color)
  case dimension(Double)
  /// The stack as written; the mapping picks the first family the font set has.
  case fontFamily([String])
  case fontWeight(Int)
  case number(Double)
  case typography(TokenTypography)
  case border(TokenBorder)
  /// One or more drop shadows (a list's layers in order).
  case shadow([TokenShadow])
  /// A valid value specsheet checks but cannot draw with (a duration, an easing curve, a
  /// colour in a space it does not convert, ...): an error only where the mapping reaches it.
  case unusable(TokenType, reason: String)

  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .number: .number
    case .typography: .typography
    case .border: .border
    case .shadow: .shadow
    case .unusable(let type, _): type
    }
  }
}

/// A typography token's parts (sizes in points).
public struct TokenTypography: Hashable, Sendable {
  public var family: [String]
  public var size: Double
  public var weight: Int
  public var letterSpacing: Double
  public var lineHeight: Double
}

/// A border token's parts: the colour and the width in points (the style is checked, not kept).
public struct TokenBorder: Hashable, Sendable {
  public var color: Color
  public var width: Double
}

/// One drop shadow of a shadow token, in points (its spread is 0 and it is not inset: the
/// shadows specsheet draws).
public struct TokenShadow: Hashable, Sendable {
  public var color: Color
  public var offsetX: Double
  public var offsetY: Double
  public var blur: Double
}

/// A message about one token, before the file and path are attached.
struct TokenProblem: Error {
  var message: String
  var kind: TokenProblemKind
  init(_ message: String, kind: TokenProblemKind = .invalidValue) {
    self.message = message
    self.kind = kind
  }
}

/// Reading a `$value` of a type, in either shape in use: the 2025.10 objects and the earlier
/// drafts' strings (which Tokens Studio still exports). `alias` resolves a `{group.token}`
/// inside a composite value.
struct TokenValueReader {
  /// 1rem, as browsers and Tokens Studio default it.
  static let remInPoints = 16.0

  var alias: (String) throws(TokenProblem) -> TokenValue

  func read(_ json: TokenJSON, as type: TokenType) throws(TokenProblem) -> TokenValue {
    switch type {
    case .color:
      switch try TokenColor.read(json) {
      case .success(let color): return .color(color)
      case .failure(let reason): return .unusable(.color, reason: reason.message)
      }
    case .dimension: return .dimension(try Self.dimension(json))
    case .fontFamily: return .fontFamily(try Self.fontFamily(json))
    case .fontWeight: return .fontWeight(try Self.fontWeight(json))
    case .number:
      guard case .number(let n) = json else { throw TokenProblem("expected a number, found \(json.kind)") }
      return .number(n)
    case .typography: return .typography(try typography(json))
    case .border: return try border(json)
    case .duration:
      _ = try Self.duration(json)
      return .unusable(.duration, reason: "durations do not change a still image")
    case .cubicBezier:
      try Self.cubicBezier(json)
      return .unusable(.cubicBezier, reason: "easing curves do not change a still image")
    case .strokeStyle:
      try strokeStyle(json)
      return .unusable(.strokeStyle, reason: "specsheet's components draw solid lines only")
    case .transition:
      try transition(json)
      return .unusable(.transition, reason: "transitions do not change a still image")
    case .shadow: return try shadow(json)
    case .gradient:
      try gradient(json)
      return .unusable(.gradient, reason: "the themes have no gradient field")
    }
  }

  /// `{"value": 16, "unit": "px"}` or `"16px"`; units px and rem.
  static func dimension(_ json: TokenJSON) throws(TokenProblem) -> Double {
    let spelled = "write {\"value\": 16, \"unit\": \"px\"} or \"16px\" (units px, rem)"
    switch json {
    case .object(let fields):
      if let extra = fields.keys.first(where: { $0 != "value" && $0 != "unit" }) {
        throw TokenProblem("unknown dimension field \(Suggestions.quoted(extra)); \(spelled)")
      }
      guard case .number(let value)? = fields["value"] else {
        throw TokenProblem("a dimension's \"value\" must be a number; \(spelled)")
      }
      guard case .string(let unit)? = fields["unit"] else {
        throw TokenProblem("a dimension needs a \"unit\"; \(spelled)")
      }
      return try points(value, unit: unit)
    case .string(let text):
      let unit = text.hasSuffix("rem") ? "rem" : text.hasSuffix("px") ? "px" : ""
      let number = text.dropLast(unit.count)
      guard !unit.isEmpty, let value = Double(number), value.isFinite,
        number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" })
      else { throw TokenProblem("\(TokenText.described(text)) is not a dimension; \(spelled)") }
      return try points(value, unit: unit)
    default:
      throw TokenProblem("expected a dimension, found \(json.kind); \(spelled)")
    }
  }

  static func points(_ value: Double, unit: String) throws(TokenProblem) -> Double {
    switch unit {
    case "px": return value
    case "rem": return value * remInPoints
    default: throw TokenProblem("the unit (\(TokenText.described(unit))) is not a dimension unit; use px or rem")
    }
  }

  /// A family name or a stack of them, in order (the mapping picks from the stack).
  static func fontFamily(_ json: TokenJSON) throws(TokenProblem) -> [String] {
    switch json {
    case .string(let name) where !name.isEmpty: return [name]
    case .array(let items) where !items.isEmpty:
      var names: [String] = []
      for item in items {
        guard case .string(let name) = item, !name.isEmpty else {
          throw TokenProblem("a font stack lists family names, found \(item.kind)")
        }
        names.append(name)
      }
      return names
    default: throw TokenProblem("expected a font family name or a list of names, found \(json.kind)")
    }
  }

  /// The format's weight names (Format Module, "Font weight"), case-sensitive as it says.
  static let weightNames: [(String, Int)] = [
    ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
    ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
    ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
    ("extra-black", 950), ("ultra-black", 950),
  ]

  static func fontWeight(_ json: TokenJSON) throws(TokenProblem) -> Int {
    switch json {
    case .number(let n):
      guard n == n.rounded(), (1...1000).contains(n) else {
        throw TokenProblem("a font weight is a whole number from 1 to 1000, found \(n.tokenText)")
      }
      return Int(n)
    case .string(let name):
      guard let weight = weightNames.first(where: { $0.0 == name })?.1 else {
        throw TokenProblem(
          "unknown font weight (\(TokenText.described(name))); "
            + Suggestions.expected(name, among: weightNames.map(\.0)))
      }
      return weight
    default: throw TokenProblem("expected a font weight (a number or a name such as \"bold\"), found \(json.kind)")
    }
  }
}
