import Graphics

/// The DTCG token types specsheet reads (Design Tokens Format Module 2025.10, "Types").
public enum TokenType: String, CaseIterable, Sendable {
  case color, dimension, fontFamily, fontWeight, number

  /// The format's other types, and older exporters' names for ours: named in the error rather
  /// than called unknown.
  static let unsupported: [String: String] = [
    "duration": "durations do not change a still image",
    "cubicBezier": "easing curves do not change a still image",
    "transition": "transitions do not change a still image",
    "strokeStyle": "composite types are not mapped; use color and dimension tokens",
    "border": "composite types are not mapped; use color and dimension tokens",
    "shadow": "composite types are not mapped; use color and dimension tokens",
    "gradient": "composite types are not mapped; use color tokens",
    "typography": "composite types are not mapped; use fontFamily, fontWeight and dimension tokens",
    "fontFamilies": "Tokens Studio's legacy name; the DTCG type is fontFamily",
    "fontWeights": "Tokens Studio's legacy name; the DTCG type is fontWeight",
    "fontSizes": "Tokens Studio's legacy name; the DTCG type is dimension",
    "borderRadius": "Tokens Studio's legacy name; the DTCG type is dimension",
    "sizing": "Tokens Studio's legacy name; the DTCG type is dimension",
    "spacing": "Tokens Studio's legacy name; the DTCG type is dimension",
  ]

  /// The type named by `text`, or the reason it is refused.
  static func named(_ text: String) -> Result<TokenType, TokenProblem> {
    if let type = TokenType(rawValue: text) { return .success(type) }
    if let why = unsupported[text] {
      return .failure(TokenProblem("$type \(Suggestions.quoted(text)) is not supported (\(why))"))
    }
    let names = allCases.map(\.rawValue)
    return .failure(
      TokenProblem("unknown $type \(Suggestions.quoted(text)); \(Suggestions.expected(text, among: names))"))
  }
}

/// A resolved token value, in specsheet's units: colours as 8-bit sRGB, dimensions in points
/// (1px = 1pt, 1rem = 16pt).
public enum TokenValue: Hashable, Sendable {
  case color(Color)
  case dimension(Double)
  /// The first family of the list: rendering is hermetic and never falls back.
  case fontFamily(String)
  case fontWeight(Int)
  case number(Double)

  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .number: .number
    }
  }
}

/// A message about one token, before the file and path are attached.
struct TokenProblem: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// Reading a `$value` of a type, in either shape in use: the 2025.10 objects and the earlier
/// drafts' strings (which Tokens Studio still exports).
enum TokenValueReader {
  /// 1rem, as browsers and Tokens Studio default it.
  static let remInPoints = 16.0

  static func read(_ json: TokenJSON, as type: TokenType) throws(TokenProblem) -> TokenValue {
    switch type {
    case .color: return .color(try TokenColor.read(json))
    case .dimension: return .dimension(try dimension(json))
    case .fontFamily: return .fontFamily(try fontFamily(json))
    case .fontWeight: return .fontWeight(try fontWeight(json))
    case .number:
      guard case .number(let n) = json, n.isFinite else { throw TokenProblem("expected a number, found \(json.kind)") }
      return .number(n)
    }
  }

  /// `{"value": 16, "unit": "px"}` or `"16px"`; units px and rem.
  static func dimension(_ json: TokenJSON) throws(TokenProblem) -> Double {
    let spelled = "write {\"value\": 16, \"unit\": \"px\"} or \"16px\" (units px, rem)"
    switch json {
    case .object(let fields):
      if let extra = fields.keys.sorted().first(where: { $0 != "value" && $0 != "unit" }) {
        throw TokenProblem("unknown dimension field \(Suggestions.quoted(extra)); \(spelled)")
      }
      guard case .number(let value)? = fields["value"], value.isFinite else {
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
      else { throw TokenProblem("\(Suggestions.quoted(text)) is not a dimension; \(spelled)") }
      return try points(value, unit: unit)
    default:
      throw TokenProblem("expected a dimension, found \(json.kind); \(spelled)")
    }
  }

  static func points(_ value: Double, unit: String) throws(TokenProblem) -> Double {
    switch unit {
    case "px": return value
    case "rem": return value * remInPoints
    default: throw TokenProblem("unit \(Suggestions.quoted(unit)) is not supported; use px or rem")
    }
  }

  /// A family name, or a list whose first name is used (the rest are fallbacks a hermetic
  /// render never reaches). The family must be in the project's font set.
  static func fontFamily(_ json: TokenJSON) throws(TokenProblem) -> String {
    let family: String
    switch json {
    case .string(let name): family = name
    case .array(let items):
      guard case .string(let first)? = items.first else {
        throw TokenProblem("a font family list starts with a family name, e.g. [\"Inter\", \"sans-serif\"]")
      }
      family = first
    default: throw TokenProblem("expected a font family name or a list of names, found \(json.kind)")
    }
    guard FontSet.families.contains(family) else {
      throw TokenProblem(
        "font family \(Suggestions.quoted(family)) is not in specsheet's font set (\(FontSet.families.joined(separator: ", "))); rendering never falls back to another font"
      )
    }
    return family
  }

  /// The format's weight names (Format Module, "Font weight").
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
          "unknown font weight \(Suggestions.quoted(name)); \(Suggestions.expected(name, among: weightNames.map(\.0)))")
      }
      return weight
    default: throw TokenProblem("expected a font weight (a number or a name such as \"bold\"), found \(json.kind)")
    }
  }
}
