import ComponentKit
import Fiori
import Graphics
import Testing

@testable import Catalog

/// What the fixture-file suites share: parsing a YAML string as `test.yaml`, and the fixture
/// error it throws, if any.
protocol FixtureParsing {}

extension FixtureParsing {
  func entries(_ yaml: String) throws -> [CatalogEntry] {
    try Fixture.parse(yaml, file: "test.yaml")
  }

  func error(_ yaml: String) -> FixtureError? {
    do {
      _ = try entries(yaml)
      return nil
    } catch let error as FixtureError {
      return error
    } catch {
      Issue.record("unexpected error type: \(error)")
      return nil
    }
  }
}
