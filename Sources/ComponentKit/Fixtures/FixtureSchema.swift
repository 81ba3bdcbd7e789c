import Components
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

  public init(_ name: String, _ type: FixtureType, required: Bool = false, default defaultValue: String? = nil, _ doc: String) {
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

  /// Per control state: `{normal: value, selected: value, ...}`.
  static func stateTable(_ value: FixtureType) -> FixtureType { .map(keys: FixtureSchema.controlStates, value) }

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
      (count.map { $0.lowerBound == $0.upperBound ? "list of \($0.lowerBound): " : "list (\($0.lowerBound)...\($0.upperBound)) of " } ?? "list of ")
        + item.text
    case .object(let keys): "mapping with " + keys.map { "`\($0.name)`" }.joined(separator: ", ")
    case .map(let keys, let value):
      (keys.map { $0 == FixtureSchema.controlStates ? "per state (`normal`, `selected`, ...): " : "mapping of \($0.count) names: " }
        ?? "mapping: ") + value.text
    case .anyOf(let types): types.map(\.text).joined(separator: ", or ")
    }
  }
}

extension FixtureSchema {
  /// State names of `ControlState` tables (Material).
  public static let controlStates = ControlState.named.map(\.name)

  /// JSON Schema (draft 2020-12) of a fixture document for every kind in `registry`.
  public static func jsonSchema(for registry: ComponentRegistry) -> [String: Any] {
    var rules: [[String: Any]] = []
    for system in registry.systems {
      var then: [String: Any] = ["component": ["enum": registry.names(in: system.name)]]
      if let theme = system.themeSchema { then["theme"] = json(.object(theme.keys)) }
      rules.append([
        "if": ["properties": ["system": ["const": system.name]], "required": ["system"]],
        "then": ["properties": then],
      ])
    }
    for kind in registry.kinds {
      var variant: [String: Any] = ["type": "object"]
      if let schema = kind.schema {
        let keys = [FixtureKey("name", .text(singleLine: true, maxLength: 80), required: true, "")] + schema.keys
        variant = json(.object(keys))
        var properties = variant["properties"] as! [String: Any]
        properties["name"] = ["type": "string", "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$", "maxLength": 80]
        variant["properties"] = properties
      }
      rules.append([
        "if": [
          "properties": ["system": ["const": kind.system], "component": ["const": kind.name]],
          "required": ["system", "component"],
        ],
        "then": ["properties": ["variants": ["items": variant]]],
      ])
    }
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "specsheet fixture",
      "description": "Generated by `specsheet schema --json` from the components' declared keys; see Fixtures/README.md.",
      "type": "object",
      "required": ["system", "component", "variants"],
      "properties": [
        "system": ["enum": registry.systems.map(\.name)],
        "component": ["type": "string"],
        "theme": ["type": "object"],
        "variants": ["type": "array", "minItems": 1],
      ],
      "additionalProperties": false,
      "allOf": rules,
    ]
  }

  static func json(_ type: FixtureType) -> [String: Any] {
    switch type {
    case .text(let singleLine, let maxLength):
      // Any scalar reads as text (a label may be `2024`); strings must not be blank.
      var string: [String: Any] = ["type": "string", "pattern": "\\S", "maxLength": maxLength]
      if singleLine { string["pattern"] = "^[^\\n\\r\\u0085\\u2028\\u2029]*\\S[^\\n\\r\\u0085\\u2028\\u2029]*$" }
      return ["anyOf": [string, ["type": ["number", "boolean"]]]]
    case .number(let range): return ["type": "number", "minimum": range.lowerBound, "maximum": range.upperBound]
    case .integer(let range): return ["type": "integer", "minimum": range.lowerBound, "maximum": range.upperBound]
    case .bool: return ["type": "boolean"]
    case .choice(let names): return ["enum": names]
    case .color: return ["type": "string", "pattern": "^#?([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"]
    case .glyph(let set, let allowsNone): return ["enum": set.names + (allowsNone ? ["none"] : [])]
    case .list(let item, let count):
      var list: [String: Any] = ["type": "array", "items": json(item)]
      if let count {
        list["minItems"] = count.lowerBound
        list["maxItems"] = count.upperBound
      }
      return list
    case .object(let keys):
      return [
        "type": "object", "properties": Dictionary(uniqueKeysWithValues: keys.map { ($0.name, json($0.type)) }),
        "required": keys.filter(\.required).map(\.name), "additionalProperties": false,
      ]
    case .map(let keys, let value):
      var map: [String: Any] = ["type": "object", "additionalProperties": json(value)]
      if let keys { map["propertyNames"] = ["enum": keys] }
      return map
    case .anyOf(let types): return ["anyOf": types.map(json)]
    }
  }

  /// `Fixtures/schema.json`'s text: sorted keys, two-space indent, a final newline.
  public static func jsonSchemaText(for registry: ComponentRegistry) throws -> String {
    let data = try JSONSerialization.data(
      withJSONObject: jsonSchema(for: registry), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The key tables of `Fixtures/README.md`: one per design system's theme and per component.
  public static func markdown(for registry: ComponentRegistry) -> String {
    var lines: [String] = []
    func table(_ keys: [FixtureKey], prefix: String = "") {
      lines.append("| key | value | required | default | meaning |")
      lines.append("|---|---|---|---|---|")
      for key in keys {
        lines.append(
          "| `\(prefix)\(key.name)` | \(key.type.text) | \(key.required ? "yes" : "no") | \(key.defaultValue ?? "") | \(key.doc) |")
        if case .object(let nested) = key.type, nested.count > 1 {
          for inner in nested {
            lines.append(
              "| `\(prefix)\(key.name).\(inner.name)` | \(inner.type.text) | \(inner.required ? "yes" : "no") | \(inner.defaultValue ?? "") | \(inner.doc) |")
          }
        }
      }
      lines.append("")
    }
    for system in registry.systems {
      if let theme = system.themeSchema {
        lines.append("### `theme:` (\(system.name))")
        lines.append("")
        lines.append(theme.summary)
        lines.append("")
        table(theme.keys)
      }
      for kind in registry.kinds where kind.system == system.name {
        guard let schema = kind.schema else { continue }
        lines.append("### \(kind.id)")
        lines.append("")
        lines.append(schema.summary + " Every variant also has `name` (required, kebab-case).")
        lines.append("")
        table(schema.keys)
      }
    }
    lines += TokenMapping.markdown(systems: registry.systems.map(\.name))
    return lines.joined(separator: "\n")
  }
}

extension Double {
  fileprivate var short: String { self == rounded() ? String(Int(self)) : String(self) }
}

extension FixtureSchema {
  /// The markers around the generated key tables in `Fixtures/README.md`.
  public static let readmeMarkers = (
    begin: "<!-- BEGIN KEY TABLES: generated by `make schema` from the components' declared keys; do not edit -->",
    end: "<!-- END KEY TABLES -->"
  )

  /// `readme` with the text between the markers replaced by `markdown(for:)`; nil when the
  /// markers are missing.
  public static func readme(_ readme: String, withTablesFor registry: ComponentRegistry) -> String? {
    guard let begin = readme.range(of: readmeMarkers.begin), let end = readme.range(of: readmeMarkers.end),
      begin.upperBound <= end.lowerBound
    else { return nil }
    return String(readme[..<begin.upperBound]) + "\n\n" + markdown(for: registry) + "\n" + String(readme[end.lowerBound...])
  }
}

extension FixtureKey {
  /// `direction: ltr | rtl`, for every component that can read right to left.
  static let direction = FixtureKey("direction", .choice(["ltr", "rtl"]), default: "`ltr`", "reading direction")
}

extension YAMLMapping {
  /// The `direction` key: true for `rtl`.
  mutating func isRightToLeft() throws -> Bool {
    try optional("direction")?.oneOf([("ltr", false), ("rtl", true)], what: "direction") ?? false
  }
}
