import Catalog
import ComponentKit
import Foundation
import TestSupport
import Testing

/// Fixtures/schema.json and the README's key tables are generated from the components'
/// declared keys; a standard JSON Schema validator accepts every fixture under Fixtures/ and
/// rejects an unknown key, a wrong type and a bad enum value at the key path specsheet names.
@Suite struct FixtureSchemaTests {
  @Test func theCommittedSchemaAndKeyTablesAreCurrent() throws {
    let schema = try String(contentsOfFile: packageRoot + "/Fixtures/schema.json", encoding: .utf8)
    #expect(
      schema == (try FixtureSchema.jsonSchemaText(for: .standard)), "Fixtures/schema.json is stale: run `make schema`")
    let readme = try String(contentsOfFile: packageRoot + "/Fixtures/README.md", encoding: .utf8)
    #expect(
      FixtureSchema.readme(readme, withTablesFor: .standard) == readme,
      "Fixtures/README.md's key tables are stale: run `make schema`")
  }

  /// Each key is declared once, as a constant the schema lists and the reader reads: over every
  /// fixture under Fixtures/ (and themes with the nested keys none of them sets), no reader reads
  /// a key its schema does not declare and no declared key goes unread, for every kind's
  /// variants, every theme and every nested mapping.
  @Test func everyReaderReadsExactlyItsDeclaredKeys() throws {
    let log = FixtureKeyLog()
    let files = FileManager.default.enumerator(atPath: packageRoot + "/Fixtures")!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".yaml") }.sorted().map { packageRoot + "/Fixtures/" + $0 }
    try FixtureKeyLog.$current.withValue(log) {
      for file in files { _ = try Fixture.load(path: file) }
      for yaml in Self.nestedThemeKeys { _ = try Fixture.parse(yaml, file: "nested.yaml") }
    }
    #expect(log.mismatches.isEmpty, "\(log.mismatches.joined(separator: "\n"))")
    let declared = Self.declaredLists(ComponentRegistry.standard)
    #expect(declared.count >= 20)
    for names in declared.sorted(by: { $0.description < $1.description }) {
      #expect(log.declaredLists.contains(names), "no fixture read a mapping with the keys \(names)")
    }
  }

  /// Themes setting the nested mappings no catalog fixture sets: type styles, shapes, metrics.
  static let nestedThemeKeys = [
    "system: material\ncomponent: button\ntheme: {typography: {body2: {size: 14, weight: 500}}, shapes: {small: 4}}\n"
      + "variants: [{name: a, type: contained, look: themed, title: A}]\n",
    "system: fiori\ncomponent: chip\ntheme: {metrics: {chip-height: 32}}\n"
      + "variants: [{name: a, variation: single-selection, label: A}]\n",
  ]

  /// Every key list a reader declares: each kind's variant (with `name` and `modes`), each theme, and every
  /// mapping nested in their types.
  static func declaredLists(_ registry: ComponentRegistry) -> Set<[String]> {
    var lists = Set<[String]>()
    func visit(_ type: FixtureType) {
      switch type {
      case .object(let keys):
        lists.insert(keys.map(\.name))
        for key in keys { visit(key.type) }
      case .list(let item, _), .map(_, let item), .perState(_, let item): visit(item)
      case .anyOf(let types): for item in types { visit(item) }
      default: break
      }
    }
    for kind in registry.kinds {
      guard let schema = kind.schema else { continue }
      lists.insert(["name", "modes"] + schema.names)
      for key in schema.keys { visit(key.type) }
    }
    for system in registry.systems {
      guard let schema = system.themeSchema else { continue }
      lists.insert(schema.names)
      for key in schema.keys { visit(key.type) }
    }
    return lists
  }

  /// Runs the validator (jsonschema in .build/python, installed by `make deps`) on `files`.
  static func validate(_ files: [String]) throws -> (status: Int32, output: String) {
    try SchemaValidator.validate(schema: packagePath("Fixtures/schema.json"), files)
  }

  @Test func everyFixtureValidates() throws {
    let files = FileManager.default.enumerator(atPath: packageRoot + "/Fixtures")!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".yaml") }.sorted().map { packageRoot + "/Fixtures/" + $0 }
    #expect(files.count >= 20)
    let (status, output) = try Self.validate(files)
    #expect(status == 0, "\(output)")
    #expect(output.contains("\(files.count) of \(files.count) files valid"), "\(output)")
  }

  @Test(arguments: [
    // An unknown key, a number written as text, a look the button does not have.
    (
      "unknown-key",
      "system: fiori\ncomponent: chip\nvariants:\n  - name: a\n    variation: single-selection\n    label: A\n    "
        + "colour: red\n",
      "variants[0].colour"
    ),
    (
      "wrong-type",
      "system: fiori\ncomponent: chip-group\nvariants:\n  - name: a\n    layout: wrapped\n    width: \"320\"\n    "
        + "selection: single\n    variation: single-selection\n    chips: [A]\n",
      "variants[0].width"
    ),
    (
      "bad-enum",
      "system: material\ncomponent: button\nvariants:\n  - name: a\n    type: text\n    look: fancy\n    title: Go\n",
      "variants[0].look"
    ),
    (
      "theme",
      "system: material\ncomponent: chip\ntheme: {typography: {body9: {size: 12}}}\nvariants:\n  - name: a\n    type: "
        + "input\n    look: themed\n    title: A\n",
      "theme.typography.body9"
    ),
    (
      "modes",
      "system: fiori\ncomponent: chip\nmodes: {skip: [{direction: rtl}]}\nvariants:\n  - name: a\n    variation: "
        + "single-selection\n    label: A\n",
      "modes.skip"
    ),
  ])
  func aBadFixtureFailsValidationAndRenderAtTheSameKeyPath(name: String, yaml: String, path: String) throws {
    let file = NSTemporaryDirectory() + "specsheet-schema-\(name)-\(UUID().uuidString).yaml"
    try yaml.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let error = try #require(throws: FixtureError.self) { try Fixture.load(path: file) }
    #expect(error.keyPath == path)
    let (status, output) = try Self.validate([file])
    #expect(status == 1)
    #expect(output.contains("\(file): \(path): "), "\(output)")
  }
}
