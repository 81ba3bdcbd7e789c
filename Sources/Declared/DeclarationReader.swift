import ComponentKit
import Foundation
import Graphics
import Yams

extension ComponentDeclaration {
  /// Reads a `*.component.yaml` file (capped at `InputLimits.componentFileBytes`), which must
  /// lie inside `boundary` when one is given.
  public static func load(path: String, boundary: String? = nil) throws -> ComponentDeclaration {
    let bytes: [UInt8]
    do {
      bytes = try DataFile.read(
        path, limit: InputLimits.componentFileBytes, boundary: boundary, what: "a component file")
    } catch {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "the file is not UTF-8 text")
    }
    return try parse(text, file: path)
  }

  /// Parses one declaration; every problem is a `FixtureError` naming the file, line, column
  /// and key (`file:line:col: key: message`), never quoting more than a clipped name.
  public static func parse(_ text: String, file: String) throws -> ComponentDeclaration {
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text, Resolver.basic, Constructor.default, .utf8) else {
        throw FixtureError(file: file, line: nil, column: nil, keyPath: "", message: "the file is empty")
      }
      root = node
    } catch let error as FixtureError {
      throw error
    } catch let error as YamlError {
      throw FixtureError(yamlProblem: error, file: file)
    }
    var reader = DeclarationReader()
    return try reader.read(YAMLValue(node: root, file: file, keyPath: ""))
  }
}

extension FixtureError {
  /// A YAML syntax error at its place; Yams' own text quotes the input, which is never echoed.
  init(yamlProblem error: YamlError, file: String) {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      self.init(file: file, line: mark.line, column: mark.column, keyPath: "", message: "YAML: \(problem)")
    case .duplicatedKeysInMapping(_, let context):
      self.init(
        file: file, line: context.mark.line, column: context.mark.column, keyPath: "", message: "duplicate key")
    default:
      self.init(file: file, line: nil, column: nil, keyPath: "", message: "YAML: the file is not valid YAML")
    }
  }
}

/// Reads a declaration top-down, keeping what later keys are checked against: the props, the
/// theme's roles, the states and the parts (an override or rule naming one that does not exist
/// is an error at its own line).
struct DeclarationReader {
  static let topKeys = [
    "component", "system", "summary", "props", "theme", "states", "default-states", "anatomy", "overrides",
    "touch-target", "hit-area", "overlays", "rules", "accessibility",
  ]
  var props: [PropDeclaration] = []
  var theme = ThemeRoles()
  var states: [String] = []
  /// Every part read so far, by name, with its kind.
  var parts: [String: PartDeclaration.Kind] = [:]

  mutating func read(_ document: YAMLValue) throws -> ComponentDeclaration {
    var doc = try document.mapping()
    doc.declareNames(Self.topKeys)
    let name = try doc.required("component").kebabName(what: "component name")
    let system = try doc.required("system").kebabName(what: "design system name")
    let summary = try doc.optional("summary")?.singleLine(maxLength: 200) ?? ""
    if let value = doc.optional("props") { props = try readProps(value) }
    if let value = doc.optional("theme") { theme = try readTheme(value) }
    if let value = doc.optional("states") { states = try readStates(value) }
    let defaultStates = try doc.optional("default-states").map(readDefaultStates) ?? []
    let anatomyValue = try doc.required("anatomy")
    var count = 0
    let anatomy = try readPart(anatomyValue, depth: 1, count: &count)
    guard anatomy.kind == .stack else { throw anatomyValue.error("the anatomy's root is a stack (`layout:`)") }
    var overrides: [Override] = []
    if let value = doc.optional("overrides") { overrides = try readOverrides(value) }
    let touchTarget = try doc.optional("touch-target")?.number(in: 0...Self.maxSize)
    let hitArea = try doc.optional("hit-area")?.number(in: 0...Self.maxSize)
    let overlays =
      try doc.optional("overlays").map { try readOverlays($0, touchTarget: touchTarget, hitArea: hitArea) } ?? []
    var rules: [RuleDeclaration] = []
    if let value = doc.optional("rules") { rules = try readRules(value) }
    let accessibility = try doc.optional("accessibility").map(readAccessibility) ?? []
    try doc.finish()
    var declaration = ComponentDeclaration(
      file: document.file, name: name, system: system, summary: summary, props: props, theme: theme, states: states,
      anatomy: anatomy, overrides: overrides, touchTarget: touchTarget, rules: rules)
    declaration.defaultStates = defaultStates
    declaration.accessibility = accessibility
    declaration.hitArea = hitArea
    declaration.overlays = overlays
    return declaration
  }

  /// Sizes, gaps and paddings in points.
  static let maxSize = 4096.0

  /// A list of at most `InputLimits.componentEntries` items.
  static func list(_ value: YAMLValue, what: String) throws -> [YAMLValue] {
    let items = try value.sequence()
    if items.count > InputLimits.componentEntries {
      throw value.error("\(items.count) \(what); the limit is \(InputLimits.componentEntries)")
    }
    return items
  }

  /// A mapping's entries, at most `InputLimits.componentEntries` of them.
  static func entries(_ value: YAMLValue, what: String) throws -> [(key: String, value: YAMLValue)] {
    let entries = try value.mapping().entries()
    if entries.count > InputLimits.componentEntries {
      throw value.error("\(entries.count) \(what); the limit is \(InputLimits.componentEntries)")
    }
    return entries
  }

  mutating func readStates(_ value: YAMLValue) throws -> [String] {
    var names: [String] = []
    for item in try Self.list(value, what: "states") {
      let name = try item.kebabName(what: "state name")
      if names.contains(name) { throw item.error("duplicate state \"\(name)\"") }
      names.append(name)
    }
    if names.isEmpty { throw value.error("list at least one state, or leave `states` out") }
    return names
  }

  /// `default-states: [{when: {<prop>: value}, states: [...]}]`: props only, states declared.
  func readDefaultStates(_ value: YAMLValue) throws -> [StateSet] {
    try Self.list(value, what: "state sets").map { item in
      var map = try item.mapping()
      map.declareNames(["when", "states"])
      let whenValue = try map.required("when")
      let when = try condition(whenValue)
      if !when.states.isEmpty { throw whenValue.error("a state set's condition names props only") }
      let statesValue = try map.required("states")
      let chosen = try statesValue.states(states.map { ($0, $0) })
      try map.finish()
      return StateSet(when: when, states: chosen)
    }
  }

  mutating func readProps(_ value: YAMLValue) throws -> [PropDeclaration] {
    var result: [PropDeclaration] = []
    for (key, item) in try Self.entries(value, what: "props") {
      let name = try item.kebab(key, what: "prop name")
      // A variant's own keys: a prop of one of these names could never be set.
      if ["name", "states", "direction", "modes"].contains(name) {
        throw item.error("\"\(name)\" is a variant's own key; name the prop otherwise")
      }
      result.append(try readProp(name: name, item))
    }
    return result
  }

  func readProp(name: String, _ value: YAMLValue) throws -> PropDeclaration {
    var map = try value.mapping()
    map.declareNames(["type", "default", "values", "min", "max", "max-length"])
    let typeValue = try map.required("type")
    let kind = try typeValue.oneOf(
      ["text", "icon", "boolean", "enum", "number"].map { ($0, $0) }, what: "prop type")
    let type: PropType
    switch kind {
    case "text": type = .text(maxLength: try map.optional("max-length")?.integer(in: 1...1000) ?? 200)
    case "enum":
      let values = try Self.list(try map.required("values"), what: "values").map { try $0.kebabName(what: "value") }
      if values.isEmpty { throw typeValue.error("an enum lists at least one value") }
      type = .choice(values)
    case "number":
      let low = try map.optional("min")?.number(in: -1e6...1e6) ?? 0
      let high = try map.optional("max")?.number(in: -1e6...1e6) ?? 1e6
      if high < low { throw typeValue.error("`max` is below `min`") }
      type = .number(low...high)
    default: type = kind == "icon" ? .icon : .boolean
    }
    let defaultValue = try map.required("default")
    let value = try PropDeclaration.value(defaultValue, type: type)
    try map.finish()
    return PropDeclaration(name: name, type: type, defaultValue: value)
  }
}

extension PropDeclaration {
  /// A value of `type`, as a fixture or a default writes it.
  public static func value(_ value: YAMLValue, type: PropType) throws -> PropValue {
    switch type {
    case .text(let maxLength): return .text(try value.singleLine(maxLength: maxLength))
    case .icon:
      let name = try value.string()
      if name == "none" { return .noIcon }
      guard let icon = MaterialIcon(named: name) else {
        throw value.unknown("Material icon", name, among: MaterialIcon.known.keys.sorted(), section: "Material icons")
      }
      return .icon(icon)
    case .boolean: return .boolean(try value.bool())
    case .choice(let names): return .choice(try value.oneOf(names.map { ($0, $0) }, what: "value"))
    case .number(let range): return .number(try value.number(in: range))
    }
  }
}

extension YAMLMapping {
  /// Declares a mapping's keys by name: an unknown key's message lists them.
  mutating func declareNames(_ names: [String]) { declare(names.map { FixtureKey($0, .bool, "") }) }
}

extension YAMLValue {
  /// A kebab-case name (a-z, 0-9, '-'), at most 40 characters.
  func kebabName(what: String) throws -> String { try kebab(try string(), what: what) }

  func kebab(_ name: String, what: String) throws -> String {
    guard name.count <= 40, name.isKebabCase else {
      throw error(
        "a \(what) is kebab-case (a-z, 0-9 and '-', at most 40 characters), found \(Suggestions.quoted(name))")
    }
    return name
  }
}
