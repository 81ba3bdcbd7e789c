import SpecsheetKit

extension ComponentKind {
  /// The tag's fixture keys, each written once: the schema below lists these constants and the
  /// reader reads them by the same constants, taking each value's length and kind from them.
  public enum TagKey {
    public static let label = FixtureKey(
      "label", .text(singleLine: true, maxLength: 60), required: true, "the tag's text")
    public static let states = FixtureKey(
      "states", .list(.choice(TagState.allCases.map(\.rawValue)), count: 1...3), default: "all three",
      "which states to draw")
  }

  /// `system: acme`, `component: tag`. A variant names its `label` and, optionally, its
  /// `states` (all three by default).
  public static let acmeTag = ComponentKind(
    system: "acme", name: "tag",
    schema: FixtureSchema("Acme's tag: a label in a pill, one image per state.", [TagKey.label, TagKey.states])
  ) { variant, _ in
    let label = try variant.requiredText(TagKey.label)
    let states = try variant.optional(TagKey.states).map { value in
      try value.sequence().map { try $0.oneOf(TagState.allCases.map { ($0.rawValue, $0) }, what: "tag state") }
    }
    return (states ?? TagState.allCases).map { ($0.rawValue, Component(Tag(label: label, state: $0))) }
  }
}

extension ComponentRegistry {
  /// specsheet's own components, Acme's design system (its theme and token mapping) and Acme's
  /// tag: the one registration line, for the library (`Catalog.load(paths:registry:)`) and the
  /// command line (`acme-specsheet`).
  public static let acme = try! ComponentRegistry.standard.adding(.acme, [.acmeTag])  // fixed, valid names
}
