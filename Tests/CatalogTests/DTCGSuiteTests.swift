import Catalog
import ComponentKit
import Foundation
import TestSupport
import Testing
import Tokens

/// The proposed DTCG conformance suite (2025.10 format and resolver cases), read from
/// `../shared/reference/dtcg-tests-2025.10/` beside the package when it is there (it is not
/// copied into the project): every positive case loads, or is refused only for a feature
/// docs/tokens.md names out of scope (the message says "out of scope"); every negative case is
/// refused with a problem naming the token, group or resolver entry it is about.
///
/// The cases map nothing, so every problem is in a token nothing reaches: a warning by default
/// (issue 36, token packages as published). The suite runs in strict mode (`--strict-tokens`),
/// where they are errors, so it keeps asserting invalid files fail; strict mode also makes every
/// unused token an error, which these mapping-less cases all are, so `unused` is set aside.
/// Loaded without strict mode, a negative case still reports its problem, as a warning.
@Suite struct DTCGSuiteTests {
  static let suite = packageRoot + "/../shared/reference/dtcg-tests-2025.10"
  static let present = FileManager.default.fileExists(atPath: suite + "/manifest.json")

  struct Case {
    var id: String
    var positive: Bool
    var file: String
  }

  static func cases(_ part: String) throws -> [Case] {
    let data = try #require(FileManager.default.contents(atPath: "\(suite)/\(part)/manifest.json"))
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tests = try #require(manifest["tests"] as? [[String: Any]])
    return tests.compactMap { test in
      guard let id = test["id"] as? String, let type = test["type"] as? String, let input = test["input"] as? String
      else { return nil }
      return Case(id: id, positive: type == "PositiveEvaluationTest", file: "\(suite)/\(part)/\(input)")
    }
  }

  /// Loads a case; a resolver whose modifiers have no default gets each one's first context.
  static func load(_ file: String, strict: Bool = true) -> TokenSet {
    let first = TokenSet.load(path: file, strict: strict)
    let undecided = first.modifiers.filter { $0.chosen == nil }
    guard !undecided.isEmpty else { return first }
    return TokenSet.load(
      path: file, contexts: Dictionary(uniqueKeysWithValues: undecided.map { ($0.name, $0.contexts[0]) }),
      strict: strict)
  }

  /// The problems of a strict load but unused tokens (the cases have no mapping).
  static func problems(_ set: TokenSet) -> [TokenError] { set.problems.filter { $0.kind != .unused } }

  func run(_ part: String) throws {
    var loaded = 0
    var refused: [String] = []
    var rejected = 0
    for test in try Self.cases(part) {
      let set = Self.load(test.file)
      let problems = Self.problems(set)
      #expect(set.warnings.isEmpty, "\(test.id): strict mode leaves no warning")
      if test.positive {
        if problems.isEmpty {
          loaded += 1
        } else {
          #expect(problems.allSatisfy { $0.message.contains("out of scope") }, "\(test.id): \(problems[0])")
          refused.append(test.id)
        }
      } else {
        #expect(!problems.isEmpty, "\(test.id) was accepted")
        #expect(
          problems.contains { !$0.path.isEmpty },
          "\(test.id): no problem names a token: \(problems.first.map(String.init(describing:)) ?? "")")
        rejected += problems.isEmpty ? 0 : 1
        // Every message is one bounded line.
        #expect(problems.allSatisfy { !"\($0)".contains("\n") && "\($0)".count < 700 })
        let lenient = Self.load(test.file, strict: false)
        #expect(!(lenient.problems + lenient.warnings).isEmpty, "\(test.id): not even a warning without strict mode")
      }
    }
    print(
      "DTCG \(part) suite: \(loaded) positive cases loaded, \(refused.count) refused as out of scope \(refused), "
        + "\(rejected) negative cases rejected"
    )
  }

  @Test(.enabled(if: present, "the DTCG suite is not at ../shared/reference/dtcg-tests-2025.10; skipped"))
  func formatCases() throws { try run("format") }

  @Test(.enabled(if: present, "the DTCG suite is not at ../shared/reference/dtcg-tests-2025.10; skipped"))
  func resolverCases() throws { try run("resolver") }
}
