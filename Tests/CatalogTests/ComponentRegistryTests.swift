import Catalog
import ComponentKit
import Fiori
import Graphics
import Testing

/// Fixtures name components through a registry: the shipped kinds by default, and any a
/// package registers, read by its own code, with the same strict, line-precise errors.
@Suite struct ComponentRegistryTests {
  /// A component that is not specsheet's: a label in a box.
  struct Tag: ComponentModel {
    var label: String
    var selected: Bool

    func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
      let size = Size(width: 40, height: 20)
      let frame = Rect(origin: .zero, size: size)
      return Rendering(
        layout: LayoutNode("canvas", frame: frame, children: [LayoutNode("container", frame: frame)]),
        displayList: DisplayList(size: size, commands: [.fill(.rect(frame), selected ? .black : .white)]))
    }
  }

  static let tag = ComponentKind(system: "acme", name: "tag") { variant, _ in
    let label = try variant.required("label").singleLine()
    let states = try variant.optional("states")?.sequence().map {
      try $0.oneOf([("normal", false), ("selected", true)], what: "tag state")
    }
    return (states ?? [false, true]).map { ($0 ? "selected" : "normal", Component(Tag(label: label, selected: $0))) }
  }

  static var registry: ComponentRegistry {
    var registry = ComponentRegistry.standard
    try! registry.register(tag)
    return registry
  }

  @Test func aRegisteredComponentIsReadFromFixtures() throws {
    let yaml = """
      system: acme
      component: tag
      variants:
        - name: short
          label: New
        - name: picked
          label: Done
          states: [selected]
      """
    let entries = try Fixture.parse(yaml, file: "tags.yaml", registry: Self.registry)
    #expect(entries.map(\.id) == ["acme/tag/short/normal", "acme/tag/short/selected", "acme/tag/picked/selected"])
    #expect(entries[2].content.as(Tag.self) == Tag(label: "Done", selected: true))
    #expect(entries[0].content.as(FioriChip.self) == nil)
    // The shipped components still read as before beside it.
    #expect(
      try Fixture.parse(
        "system: fiori\ncomponent: chip\nvariants: [{name: a, variation: single-selection, label: A}]", file: "b.yaml",
        registry: Self.registry
      ).count > 0)
  }

  @Test func unknownNamesListWhatIsRegistered() throws {
    let error = try #require(throws: FixtureError.self) {
      try Fixture.parse("system: acme\ncomponent: badge\nvariants: []", file: "t.yaml", registry: Self.registry)
    }
    #expect("\(error)".contains("unknown acme component \"badge\"; expected one of: tag"))
    // Without the registration the system itself is unknown.
    let standard = try #require(throws: FixtureError.self) {
      try Fixture.parse("system: acme\ncomponent: tag\nvariants: []", file: "t.yaml")
    }
    #expect("\(standard)".contains("unknown design system \"acme\"; expected one of: fiori, material"))
  }

  @Test func theKindsReaderIsStrict() throws {
    // An unknown key in a variant is reported with its path, as for the shipped components.
    let error = try #require(throws: FixtureError.self) {
      try Fixture.parse(
        "system: acme\ncomponent: tag\nvariants:\n  - name: a\n    label: A\n    colour: red", file: "t.yaml",
        registry: Self.registry)
    }
    #expect("\(error)".contains("colour"))
    #expect(error.line == 6)
    // A system registered without a theme reader has no theme keys.
    let theme = try #require(throws: FixtureError.self) {
      try Fixture.parse(
        "system: acme\ncomponent: tag\ntheme: {}\nvariants: [{name: a, label: A}]", file: "t.yaml",
        registry: Self.registry)
    }
    #expect("\(theme)".contains("design system acme has no theme keys"))
  }

  @Test func registrationRefusesDuplicatesAndBadNames() {
    var registry = Self.registry
    #expect(throws: ComponentRegistry.RegistrationError.self) { try registry.register(Self.tag) }
    #expect(throws: ComponentRegistry.RegistrationError.self) { try registry.register(.materialButton) }
    #expect(throws: ComponentRegistry.RegistrationError.self) {
      try registry.register(ComponentKind(system: "acme", name: "Big Tag") { _, _ in [] })
    }
    #expect(registry.names(in: "acme") == ["tag"])
  }
}
