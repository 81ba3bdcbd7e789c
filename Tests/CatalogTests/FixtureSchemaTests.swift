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
