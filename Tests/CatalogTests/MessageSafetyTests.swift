import ComponentKit
import Foundation
import Testing
import Tokens

@testable import Catalog

/// Messages that echo what a user named stay one bounded line: long alias chains summarised,
/// control characters escaped, and a typo named even when it also leaves a required key missing.
@Suite struct MessageSafetyTests {
  func tokenError(_ json: String) throws -> TokenError {
    do {
      // Strict: the tokens are nothing the mapping reaches, and would otherwise be warnings.
      _ = try DesignTokens.parse(Data(json.utf8), file: "brand.tokens.json", strict: true)
    } catch {
      return error.all[0]  // the problem itself, before the unused tokens strict mode adds
    }
    throw CancellationError()  // resolved: the test's tokens are wrong
  }

  /// A cycle t0 -> t1 -> ... -> t(n-1) -> t0 of colour tokens inside `groups`.
  func cycle(_ count: Int, name: (Int) -> String, groups: [String] = ["color"]) -> String {
    let tokens = (0..<count).map { i in
      let target = (groups + [name((i + 1) % count)]).joined(separator: ".")
      return #""\#(name(i))": {"$type": "color", "$value": "{\#(target)}"}"#
    }
    var json = "{" + tokens.joined(separator: ", ") + "}"
    for group in groups.reversed() { json = #"{"\#(group)": \#(json)}"# }
    return json
  }

  @Test func aLongAliasCycleIsSummarisedOnOneShortLine() throws {
    // 60 names of 70 characters: one 4,324-character line before, then 464 (issue 36: 300 at most
    // with `error: ` before it).
    let long = try tokenError(cycle(60, name: { "token-\($0)-" + String(repeating: "x", count: 60) }))
    #expect(long.description.count <= 290, "\(long.description.count): \(long.description.prefix(600))")
    #expect(long.description.contains("alias cycle "))
    #expect(long.description.contains("… 56 more …"), "\(long.description)")
    // Names 3,000 characters long (groups nested 30 deep): 188 KB before.
    let groups = (0..<30).map { "g\($0)" + String(repeating: "y", count: 97) }
    let deep = try tokenError(cycle(60, name: { "t\($0)" }, groups: groups))
    #expect(deep.description.count <= 290, "\(deep.description.count): \(deep.description.prefix(800))")
    #expect(!deep.description.contains("\n"))
    // A short cycle is still written out whole.
    let short = try tokenError(cycle(3, name: { "c\($0)" }))
    #expect(
      short.description == "brand.tokens.json:1:12: color.c0: alias cycle color.c0 -> color.c1 -> color.c2 -> color.c0")
  }

  @Test func controlCharactersInATokenNameAreEscaped() throws {
    let forged = "x\\nerror: forged \\u001b[2J"
    // An unused token is no error any more (issue 26); a bad value still names the token.
    let error = try tokenError(##"{"color": {"\##(forged)": {"$type": "color", "$value": "nope"}}}"##)
    #expect(!error.description.contains("\n"), "\(error.description)")
    #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B }, "\(error.description)")
    #expect(
      error.description.contains(#"color.x\u{A}error: forged \u{1B}[2J: a text of 4 characters is not a colour"#),
      "\(error.description)")
  }

  @Test func controlCharactersInAFixtureFileNameAreEscaped() throws {
    do {
      _ = try Fixture.parse("system: fiori\ncomponent: chip\nvariants: []", file: "a\nerror: forged\u{1B}[31m.yaml")
      Issue.record("parsed")
    } catch let error as FixtureError {
      #expect(error.description.hasPrefix(#"a\u{A}error: forged\u{1B}[31m.yaml"#), "\(error.description)")
    }
  }

  @Test func aTypoIsNamedWhenItLeavesARequiredKeyMissing() throws {
    let yaml = """
      system: fiori
      component: chip
      variants:
        - name: a
          variation: single-selection
          lable: Received
      """
    do {
      _ = try Fixture.parse(yaml, file: "chip.yaml")
      Issue.record("parsed")
    } catch let error as FixtureError {
      #expect(
        error.message == #"missing required key "label"; unknown key "lable" on line 6, did you mean label?"#,
        "\(error.message)")
    }
    // Without a schema's declarations: a status chip's status (read by hand).
    let status = """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: status, statsu: positive, label: A}
      """
    do {
      _ = try Fixture.parse(status, file: "chip.yaml")
      Issue.record("parsed")
    } catch let error as FixtureError {
      #expect(error.message.contains(#"unknown key "statsu" on line 4, did you mean status?"#), "\(error.message)")
    }
  }
}
