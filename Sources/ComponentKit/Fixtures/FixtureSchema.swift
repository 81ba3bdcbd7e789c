import Foundation

/// The keys of a fixture mapping, declared once per component (and per design system's theme):
/// what `Fixtures/schema.json` (for YAML editors and validators) and the key tables of
/// `Fixtures/README.md` are generated from (`specsheet schema`), and what the unknown-key
/// error lists. The readers read exactly these keys; tests hold each catalog fixture to both.
public struct FixtureSchema: Sendable {
  public var keys: [FixtureKey]
  /// One line on the component for the key tables.
  public var summary: String

  public init(_ summary: String, _ keys: [FixtureKey]) {
    self.summary = summary
    self.keys = keys
  }

  public var names: [String] { keys.map(\.name) }
}

/// One key: its value's type, whether it is required, its default and what it means.
public struct FixtureKey: Sendable {
  public var name: String
  public var type: FixtureType
  public var required: Bool
  /// What applies when the key is absent, in words (nil: nothing, or required).
  public var defaultValue: String?
  public var doc: String

  public init(
    _ name: String, _ type: FixtureType, required: Bool = false, default defaultValue: String? = nil, _ doc: String
  ) {
    self.name = name
    self.type = type
    self.required = required
    self.defaultValue = defaultValue
    self.doc = doc
  }
}

/// The kinds of values fixtures hold, as the readers accept them.
public indirect enum FixtureType: Sendable {
  /// Text: any scalar; `singleLine` refuses line breaks.
  case text(singleLine: Bool, maxLength: Int)
  /// A number written bare (not quoted), within the range.
  case number(ClosedRange<Double>)
  case integer(ClosedRange<Int>)
  case bool
  /// One of these names.
  case choice([String])
  /// `"#RRGGBB"` or `"#RRGGBBAA"`.
  case color
  /// A glyph name of the icon set its system supplies; `none` too when the icon is optional.
  case glyph(IconSet, allowsNone: Bool)
  /// A list of values, `count` items long when given.
  case list(FixtureType, count: ClosedRange<Int>? = nil)
  /// A mapping with these keys.
  case object([FixtureKey])
  /// A mapping from any of `keys` (or any name, when nil) to values of one type.
  case map(keys: [String]?, FixtureType)
  /// Any of these forms (a chip given as its label or as a mapping).
  case anyOf([FixtureType])
  /// A value per state of a system's state set: `{normal: value, selected: value, ...}` (a
  /// mapping from any of `states`, which its system names).
  case perState(states: [String], FixtureType)

  /// The words the key tables use for the type.
  public var text: String {
    switch self {
    case .text(let singleLine, _): singleLine ? "text (one line)" : "text"
    case .number(let range): "number \(range.lowerBound.short)...\(range.upperBound.short)"
    case .integer(let range): "whole number \(range.lowerBound)...\(range.upperBound)"
    case .bool: "true or false"
    case .choice(let names): names.map { "`\($0)`" }.joined(separator: ", ")
    case .glyph(let set, let allowsNone): "\(set.name) name (see *\(set.section)*)" + (allowsNone ? ", or `none`" : "")
    case .color: "`\"#RRGGBB\"` or `\"#RRGGBBAA\"`"
    case .list(let item, let count):
      (count.map {
        $0.lowerBound == $0.upperBound ? "list of \($0.lowerBound): " : "list (\($0.lowerBound)...\($0.upperBound)) of "
      } ?? "list of ")
        + item.text
    case .object(let keys): "mapping with " + keys.map { "`\($0.name)`" }.joined(separator: ", ")
    case .map(let keys, let value): (keys.map { "mapping of \($0.count) names: " } ?? "mapping: ") + value.text
    case .perState(_, let value): "per state (`normal`, `selected`, ...): " + value.text
    case .anyOf(let types): types.map(\.text).joined(separator: ", or ")
    }
  }
}

extension Double {
  fileprivate var short: String { self == rounded() ? String(Int(self)) : String(self) }
}

extension FixtureKey {
  /// `direction: ltr | rtl`, for every component that can read right to left.
  package static let direction = FixtureKey(
    "direction", .choice(["ltr", "rtl"]), default: "`ltr`", "reading direction")
}

extension YAMLMapping {
  /// The `direction` key: true for `rtl`.
  package mutating func isRightToLeft() throws -> Bool {
    try optional(FixtureKey.direction)?.oneOf([("ltr", false), ("rtl", true)], what: "direction") ?? false
  }
}

extension FixtureKey {
  /// A type style's keys (`{size, weight}`): what a theme's type styles and every typography
  /// token are held to, whichever design system declares them.
  public static let typeStyleKeys = [typeStyleSize, typeStyleWeight]
  /// A type style's `size`.
  public static let typeStyleSize = FixtureKey("size", .number(1...200), "points")
  /// A type style's `weight`.
  public static let typeStyleWeight = FixtureKey("weight", .integer(100...900), "CSS weight")
}
