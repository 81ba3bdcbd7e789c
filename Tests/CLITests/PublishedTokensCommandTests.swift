import Foundation
import TestSupport
import Testing

/// Issue 36, "token packages as published", at the command line: the Harbor package
/// (Tests/Resources/harbor-tokens, 12 problems in tokens nothing maps) renders with one warning
/// line counting them by kind; `--verbose` lists each, `tokens --json` writes each with its
/// severity and kind, `--strict-tokens` (or `strict-tokens: true`) fails listing every one; a
/// bad token the mapping reaches fails naming it and its file; a modifier without a default asks
/// for `--token-context` by name. Before this change the package failed every command (exit 65).
@Suite struct PublishedTokensCommandTests {
  static let harbor = packageRoot + "/Tests/Resources/harbor-tokens/harbor.resolver.json"
  static let image = "material/button/contained/normal"
  static let light = ["--tokens", harbor, "--token-context", "theme=light"]
  static let paths = [
    "base.color.harbor-wash", "base.color.scrim.dark", "base.color.scrim.light", "base.duration.long",
    "base.duration.medium", "base.duration.short", "base.text.caption", "base.text.title", "base.breakpoint.narrow",
    "base.breakpoint.wide", "base.layout.columns", "base.layout.gutter",
  ]

  func render(_ extra: [String], in folder: String = packageRoot) throws -> ProcessResult {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let fixture = packageRoot + "/Fixtures/catalog/material/button.yaml"
    return try CLI.run(["render", fixture, Self.image, "--scale", "1", "--out", out] + extra, in: folder)
  }

  func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  @Test func aPublishedPackageRendersWithOneWarningLineCountingByKind() throws {
    let result = try render(Self.light)
    #expect(result.status == 0, "\(result.stderr)")
    let stderr = lines(result.stderr)
    #expect(stderr.count == 1, "\(result.stderr)")
    let summary = try #require(stderr.first)
    #expect(summary.hasPrefix("warning: tokens: ") && summary.contains(": 12 problems in tokens nothing maps ("))
    for count in [
      "3 extra property beside $value", "3 string duration", "2 typography without letterSpacing", "2 custom $type",
      "2 untyped token",
    ] {
      #expect(summary.contains(count), "\(count): \(summary)")
    }
    #expect(summary.hasSuffix("; --verbose lists them, --strict-tokens makes them errors"), "\(summary)")
    #expect(summary.count <= 300)
  }

  @Test func verboseListsEveryProblemUnderTheSummary() throws {
    let result = try render(Self.light + ["--verbose"])
    #expect(result.status == 0, "\(result.stderr)")
    let stderr = lines(result.stderr)
    #expect(stderr.count == 1 + Self.paths.count, "\(result.stderr)")
    for path in Self.paths { #expect(stderr.contains { $0.hasPrefix("  ") && $0.contains(": \(path): ") }, "\(path)") }
    #expect(stderr.allSatisfy { $0.count <= 300 })
  }

  @Test func strictTokensFailsListingEveryProblem() throws {
    let result = try render(Self.light + ["--strict-tokens"])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(!result.stderr.contains("warning: "))
    for path in Self.paths { #expect(result.stderr.contains(": \(path): "), "\(path): \(result.stderr)") }
    #expect(!result.stderr.contains("more problems"), "every one is listed")
    #expect(result.stderr.contains("unused token"), "unused tokens are still errors")
  }

  @Test func tokensJSONListsEveryProblemWithItsSeverityAndKind() throws {
    let result = try CLI.run(["tokens", "--json", Self.image] + Self.light)
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let problems = try #require(document["problems"] as? [[String: Any]])
    #expect(problems.count == 12 && document["warnings"] as? Int == 12 && document["errors"] as? Int == 0)
    #expect(Set(problems.compactMap { $0["path"] as? String }) == Set(Self.paths))
    #expect(problems.allSatisfy { $0["severity"] as? String == "warning" && ($0["file"] as? String)?.isEmpty == false })
    #expect(problems.allSatisfy { ($0["line"] as? Int ?? 0) > 0 && ($0["column"] as? Int ?? 0) > 0 }, "\(problems)")
    let kinds = Dictionary(grouping: problems.compactMap { $0["kind"] as? String }, by: { $0 }).mapValues(\.count)
    #expect(
      kinds == ["extra-property": 3, "string-duration": 3, "missing-part": 2, "custom-type": 2, "untyped": 2],
      "\(kinds)")
    // Strict: the same document, every problem an error, and exit 65.
    let strict = try CLI.run(["tokens", "--json", "--strict-tokens", Self.image] + Self.light)
    #expect(strict.status == 65, "\(strict.stderr)")
    let failed = try #require(try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [String: Any])
    let errors = try #require(failed["problems"] as? [[String: Any]])
    #expect(errors.allSatisfy { $0["severity"] as? String == "error" } && errors.count > 12)
  }

  /// A project's specsheet.yaml maps a Harbor token with `alpha` beside `$value`, and sets
  /// `strict-tokens: true` in a second run: both are errors, named.
  @Test func aReachedBadTokenAndTheConfigKeyAreErrors() throws {
    let project = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let config = project + "/specsheet.yaml"
    try "token-mapping:\n  material.color.surface: base.color.scrim.light\n"
      .write(toFile: config, atomically: true, encoding: .utf8)
    let reached = try render(Self.light, in: project)
    #expect(reached.status == 65, "\(reached.stderr)")
    let error = try #require(lines(reached.stderr).first { $0.contains(": base.color.scrim.light: ") })
    // The file, line and column where the token is written (provenance), then the token.
    #expect(error.contains("/base/color.tokens.json:21:9: base.color.scrim.light: \"alpha\" beside $value"), "\(error)")
    #expect(error.contains("$extensions") && error.count <= 300, "\(error)")
    try "strict-tokens: true\n".write(toFile: config, atomically: true, encoding: .utf8)
    let strict = try render(Self.light, in: project)
    #expect(strict.status == 65, "\(strict.stderr)")
    for path in Self.paths { #expect(strict.stderr.contains(": \(path): "), "\(path): \(strict.stderr)") }
  }

  /// `compare` of two contexts of one package: the same warnings, one line; `--verbose` lists them.
  @Test func compareWarnsOnceForTwoContextsOfOnePackage() throws {
    let fixture = packageRoot + "/Fixtures/catalog/material/button.yaml"
    let compare = [
      "compare", fixture, Self.image, "--scale", "1", "--from", Self.harbor, "--to", Self.harbor, "--from-context",
      "theme=light", "--to-context", "theme=dark",
    ]
    let result = try CLI.run(compare)
    #expect([1, 4].contains(result.status), "light and dark differ: \(result.stderr)")
    let warnings = lines(result.stderr).filter { $0.hasPrefix("warning: tokens: ") }
    #expect(warnings.count == 1 && warnings[0].contains(": 12 problems in tokens nothing maps ("), "\(result.stderr)")
    let verbose = try CLI.run(compare + ["--verbose"])
    for path in Self.paths { #expect(verbose.stderr.contains(": \(path): "), "\(path): \(verbose.stderr)") }
  }

  @Test func aModifierWithoutADefaultAsksForATokenContextByName() throws {
    let result = try render(["--tokens", Self.harbor])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "error: \(Self.harbor): modifiers.theme: modifier \"theme\" has no default context: choose one with "
        + "--token-context theme=light (or token-context: in specsheet.yaml); its contexts: light, dark\n",
      "\(result.stderr)")
  }
}
