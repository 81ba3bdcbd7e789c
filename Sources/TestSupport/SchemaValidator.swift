import Foundation

/// A standard JSON Schema validator (jsonschema in .build/python, installed by
/// scripts/install-deps.sh) run over YAML or JSON files by scripts/validate-fixtures.py.
public enum SchemaValidator {
  public static let python = packageRoot + "/.build/python/bin/python"

  public struct Missing: Error, CustomStringConvertible {
    public var description: String {
      "no \(SchemaValidator.python): run `make deps` (scripts/install-deps.sh) to install the validator"
    }
  }

  /// The validator's exit status and its lines (`FILE: key.path: message`) for `files` against
  /// `schema` (a path). Throws `Missing` when the validator is not installed.
  public static func validate(schema: String, _ files: [String]) throws -> (status: Int32, output: String) {
    guard FileManager.default.isExecutableFile(atPath: python) else { throw Missing() }
    let result = try runProcess(
      URL(fileURLWithPath: python), [packageRoot + "/scripts/validate-fixtures.py", schema] + files, combined: true)
    return (result.status, result.stdout)
  }
}
