import Foundation
import TestSupport
import Testing

/// Issue 39's must-show "the output valid against the DTCG conformance suite's schema (strict)":
/// what `tokens import sap-theming` writes, checked by the DTCG's own JSON schemas for 2025.10
/// (format.json, resolver.json: Tests/Resources/dtcg-schemas-2025.10, from the suite's commit)
/// with `jsonschema` in draft-07, every error reported and formats asserted
/// (scripts/dtcg_schema_check.py). The shared SAP data is skipped when absent.
@Suite struct TokensImportSchemaTests {
  static let schemas = packageRoot + "/Tests/Resources/dtcg-schemas-2025.10"
  static let suite = packageRoot + "/../shared/reference/dtcg-tests-2025.10"

  /// Runs the schema check over `files`; nil (an issue recorded) when the venv is missing.
  static func validate(_ files: [String]) throws -> ProcessResult? {
    let python = packageRoot + "/.build/python/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("\(python) is missing: run scripts/install-deps.sh (make deps) to install jsonschema")
      return nil
    }
    return try runProcess(
      URL(fileURLWithPath: python), [packageRoot + "/scripts/dtcg_schema_check.py", schemas] + files)
  }

  @Test(.enabled(if: TokensImportCommandTests.present, "../shared/reference/sap-theming-base-content is absent"))
  func theImportedResolverAndEverySetAreValidDTCG() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try CLI.run([
      "tokens", "import", "sap-theming", TokensImportCommandTests.folder, "--out", out + "/h.resolver.json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".json") }.sorted()
    // The resolver, a set per theme, and the sets every theme shares.
    #expect(files.count == 7, "\(files)")
    guard let result = try Self.validate(files.map { out + "/" + $0 }) else { return }
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == files.count, "\(result.stdout)")

    // The check can fail: the same set with one colour's `colorSpace` taken out is refused.
    let set = out + "/sap_horizon.tokens.json"
    var text = try String(contentsOfFile: set, encoding: .utf8)
    let key = try #require(text.range(of: "\"colorSpace\""))
    text.replaceSubrange(key, with: "\"colourSpace\"")
    try text.write(toFile: set, atomically: true, encoding: .utf8)
    guard let broken = try Self.validate([set]) else { return }
    #expect(broken.status == 1, "\(broken.stdout)\(broken.stderr)")
    #expect(broken.stdout.hasPrefix("invalid \(set)"), "\(broken.stdout)")
  }

  /// The validator agrees with the conformance suite: every positive file valid, and the negative
  /// ones a schema can decide (a wrong shape, not a broken reference) refused.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: suite), "../shared/reference/dtcg-tests-2025.10 is absent"))
  func theSuitesPositiveFilesAreValidAndASchemaNegativeIsNot() throws {
    let positives = try FileManager.default.subpathsOfDirectory(atPath: Self.suite + "/format/positive")
      .filter { $0.hasSuffix(".json") }.map { Self.suite + "/format/positive/" + $0 }
    #expect(positives.count > 50)
    guard let good = try Self.validate(positives) else { return }
    #expect(good.status == 0, "\(good.stdout)")
    let negative = Self.suite + "/format/negative/colors/color-hex-with-alpha.json"
    guard let bad = try Self.validate([negative]) else { return }
    #expect(bad.status == 1, "\(bad.stdout)")
  }
}
