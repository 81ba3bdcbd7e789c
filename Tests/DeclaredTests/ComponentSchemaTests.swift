import Foundation
import TestSupport
import Testing

/// Issue 38, "Declarative components": the format's JSON Schema (Fixtures/component.schema.json,
/// beside Fixtures/schema.json) accepts what the reader accepts and refuses a misspelt key, so an
/// editor flags it as specsheet would.
@Suite struct ComponentSchemaTests {
  @Test func theSchemaAcceptsTheSampleAndRefusesAnUnknownKey() throws {
    let folder = try temporaryFolder()
    let good = folder + "/tag.component.yaml"
    let bad = folder + "/bad.component.yaml"
    try SampleDeclaration.yaml.write(toFile: good, atomically: true, encoding: .utf8)
    try SampleDeclaration.with("  gap: 4\n", "  gapp: 4\n").write(toFile: bad, atomically: true, encoding: .utf8)
    let schema = packagePath("Fixtures/component.schema.json")
    let accepted = try SchemaValidator.validate(schema: schema, [good])
    #expect(accepted.status == 0, "\(accepted.output)")
    let refused = try SchemaValidator.validate(schema: schema, [bad])
    #expect(refused.status != 0)
    #expect(refused.output.contains("gapp"))
  }

  @Test func theExamplesComponentFilesAreValid() throws {
    let files = [
      "Examples/DeclaredComponents/components/count-tag.component.yaml",
      "Examples/Twins/components/fiori-chip.component.yaml",
    ].map(packagePath)
    let result = try SchemaValidator.validate(schema: packagePath("Fixtures/component.schema.json"), files)
    #expect(result.status == 0, "\(result.output)")
  }
}
