import ComponentKit
import Graphics

/// What a screen reader meets in a declared component: one element, the first of the
/// declaration's whose condition holds (a chip is a radio in a single-selection group, a
/// checkbox otherwise), with each fact's source as the built-ins cite theirs.
public struct AccessibilityDeclaration: Hashable, Sendable {
  public var when: Condition
  /// The part whose frame the element covers (nil: the root part).
  public var part: String?
  public var role: String
  /// Text with `{prop}` placeholders; nil: no label (drawn and printed as a gap).
  public var label: String?
  /// The platform property that carries the label when it is not the visible text
  /// (`accessibilityLabel`): cited with the label's source, as "label (accessibilityLabel)".
  public var labelFrom: String?
  public var value: String?
  public var hint: String?
  /// States read with it, each while its condition holds.
  public var states: [StateFact]
  /// Where each fact comes from, by fact: `role`, `label`, `value`, `hint` or a state's name.
  public var sources: [Role<String>]

  public struct StateFact: Hashable, Sendable {
    public var name: String
    public var when: Condition

    public init(name: String, when: Condition) {
      self.name = name
      self.when = when
    }
  }

  public init(
    when: Condition = Condition(), part: String? = nil, role: String, label: String?, value: String? = nil,
    hint: String? = nil, states: [StateFact] = [], sources: [Role<String>] = []
  ) {
    self.when = when
    self.part = part
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.states = states
    self.sources = sources
  }

  func source(_ fact: String) -> String? { sources.first { $0.name == fact }?.value }
}

extension DeclaredComponent {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    guard let a11y = declaration.accessibility.first(where: { $0.when.holds(state: state, props: props) }) else {
      return nil
    }
    let part = a11y.part ?? declaration.anatomy.name
    let states = a11y.states.filter { $0.when.holds(state: state, props: props) }.map(\.name)
    var sources: [String] = []
    func cite(_ fact: String, as text: String) {
      if let source = a11y.source(fact) { sources.append("\(text): \(source)") }
    }
    cite("role", as: "role \(a11y.role)")
    if a11y.label != nil { cite("label", as: a11y.labelFrom.map { "label (\($0))" } ?? "label") }
    if a11y.value != nil { cite("value", as: "value") }
    if a11y.hint != nil { cite("hint", as: "hint") }
    for name in states { cite(name, as: name) }
    let fill = { (text: String?) in text.map { DeclaredText.filled($0, props) } }
    return AccessibilityAnnotation(elements: [
      AccessibilityElement(
        part: part, frame: rendering.frame(of: part), role: a11y.role, label: fill(a11y.label),
        value: fill(a11y.value), states: states, hint: fill(a11y.hint), sources: sources)
    ])
  }
}

extension DeclarationReader {
  /// `accessibility: [{when?, part?, role, label?, value?, hint?, states?: [{name, when}], sources?: {fact: text}}]`.
  func readAccessibility(_ value: YAMLValue) throws -> [AccessibilityDeclaration] {
    try Self.list(value, what: "accessibility elements").map { item in
      var map = try item.mapping()
      map.declareNames(["when", "part", "role", "label", "label-from", "value", "hint", "states", "sources"])
      var a11y = AccessibilityDeclaration(role: "", label: nil)
      a11y.when = try map.optional("when").map(condition) ?? Condition()
      if let partValue = map.optional("part") {
        let part = try partValue.string()
        guard parts[part] != nil else { throw partValue.unknown("part", part, among: parts.keys.sorted()) }
        a11y.part = part
      }
      a11y.role = try map.required("role").kebabName(what: "role")
      a11y.label = try map.optional("label").map(template)
      a11y.labelFrom = try map.optional("label-from")?.singleLine(maxLength: 60)
      a11y.value = try map.optional("value").map(template)
      a11y.hint = try map.optional("hint").map(template)
      if let statesValue = map.optional("states") {
        a11y.states = try Self.list(statesValue, what: "states").map { fact in
          var factMap = try fact.mapping()
          factMap.declareNames(["name", "when"])
          let name = try factMap.required("name").kebabName(what: "state")
          let when = try factMap.optional("when").map(condition) ?? Condition()
          try factMap.finish()
          return AccessibilityDeclaration.StateFact(name: name, when: when)
        }
      }
      if let sourcesValue = map.optional("sources") {
        for (key, text) in try Self.entries(sourcesValue, what: "sources") {
          a11y.sources.append(Role(try text.kebab(key, what: "fact"), try text.singleLine(maxLength: 300)))
        }
      }
      try map.finish()
      return a11y
    }
  }
}
