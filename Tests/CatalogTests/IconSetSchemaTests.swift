import Catalog
import ComponentKit
import Foundation
import Material
import Testing

/// A fixture key of icons takes the icon set its design system supplies: the schema's enum and
/// the key tables' words come from the set, not from a font the schema code knows.
@Suite struct IconSetSchemaTests {
  static let glyphs = IconSet(name: "Acme glyph", section: "Acme glyphs", names: ["star", "arrow"])

  static let registry: ComponentRegistry = {
    var registry = ComponentRegistry()
    try! registry.register(
      ComponentKind(
        system: "acme", name: "badge",
        schema: FixtureSchema("A badge.", [FixtureKey("glyph", .glyph(glyphs, allowsNone: true), "its glyph")])
      ) { _, _ in [] })
    return registry
  }()

  @Test func aSystemsOwnIconSetIsTheKeysEnumAndWords() throws {
    let schema = try FixtureSchema.jsonSchemaText(for: Self.registry)
    let compact = schema.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
    #expect(compact.contains("\"glyph\":{\"enum\":[\"arrow\",\"star\",\"none\"]}"))
    let tables = FixtureSchema.markdown(for: Self.registry)
    #expect(tables.contains("| `glyph` | Acme glyph name (see *Acme glyphs*), or `none` | no |"))
  }

  @Test func theMaterialSetIsTheFontsNames() {
    #expect(IconSet.materialIcons.names == MaterialIcon.known.keys.sorted())
  }
}
