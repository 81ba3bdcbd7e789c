import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// Token sets as teams ship them: a resolver composing several files with a light/dark
/// modifier, font stacks and composites, a mapping of the team's own tokens, and messages
/// that list every problem with its place.
@Suite struct TokenSetTests {
  static let trailhead = packageRoot + "/Fixtures/tokens/trailhead/trailhead.resolver.json"

  func theme(_ set: TokenSet) throws -> Theme {
    var theme = Theme()
    try set.designTokens().apply(to: &theme)
    return theme
  }

  /// Every problem, errors then warnings (problems in tokens nothing maps).
  func problems(_ json: String, file: String = "t.tokens.json") -> [TokenError] {
    let set = TokenSet.parse(Data(json.utf8), file: file)
    return set.problems + set.warnings
  }

  @Test func theResolverComposesTheFilesInTheDefaultContext() throws {
    let set = TokenSet.load(path: Self.trailhead)
    #expect(set.problems.isEmpty, "\(set.problems)")
    #expect(
      set.modifiers == [
        TokenModifier(name: "theme", contexts: ["light", "dark"], defaultContext: "light", chosen: "light")
      ])
    #expect(set.files.count == 5)  // the resolver and four files; theme-dark is not read
    let theme = try theme(set)
    #expect(theme.material.colors.primary == Color("#1F5F4A"))
    #expect(theme.material.typography.button == Font(family: "Inter", weight: 600, size: 14))
    #expect(theme.fiori.chipLabelFontWeight == 600)
    #expect(theme.fiori.iconSelected.border == Color("#247556"))  // a border token's colour
    let primary = try #require(set.fields.first { $0.path == "material.color.primary" })
    #expect(primary.source == "color.pine.700")
    #expect(primary.sourceFile.hasSuffix("trailhead/palette.tokens.json"))
    #expect(primary.file.hasSuffix("trailhead/specsheet.tokens.json"))
    // Unused shades, motion and elevation are counted, not errors.
    #expect(set.unused.contains("color.pine.900") && set.unused.contains("motion.easing.standard"))
    #expect(set.unused.contains("color.neutral-warm.300"))  // inherited through $extends
  }

  @Test func aContextPicksTheDarkTheme() throws {
    let dark = TokenSet.load(path: Self.trailhead, contexts: ["theme": "dark"])
    #expect(dark.problems.isEmpty, "\(dark.problems)")
    #expect(try theme(dark).material.colors.primary == Color("#7CC4A4"))
    #expect(dark.files.contains { $0.hasSuffix("theme-dark.tokens.json") })
    let wrong = TokenSet.load(path: Self.trailhead, contexts: ["theme": "dusk"])
    #expect(wrong.problems.map(\.message).contains { $0.contains("no such context; expected one of: light, dark") })
    let unknown = TokenSet.load(path: Self.trailhead, contexts: ["mode": "dark"])
    #expect(unknown.problems.map(\.message).contains { $0.contains("the resolver has no such modifier") })
  }

  @Test func aFontStackDrawsItsFirstFamilyTheFontSetHasMatchedRegardlessOfCase() throws {
    let set = TokenSet.parse(
      Data(
        (##"{"fiori": {"typography": {"font-family": {"$type": "fontFamily", "$value": ["Söhne", "roboto", "##
          + ##""Inter"]}}}}"##).utf8),
      file: "t.tokens.json")
    let field = try #require(set.fields.first)
    #expect(field.value == .fontFamily(["Roboto"]))
    #expect(
      field.note == "font stack (3 families) draws Roboto, its entry 2 (matched regardless of case)"
    )
  }

  @Test func theTeamsMappingComesFromTheConfigAsAliases() throws {
    let palette = packageRoot + "/Fixtures/tokens/trailhead/palette.tokens.json"
    let set = TokenSet.load(
      path: palette, mapping: ["material.color.primary": "color.ember.600"], mappingFile: "specsheet.yaml")
    #expect(set.problems.isEmpty, "\(set.problems)")
    let field = try #require(set.fields.first)
    #expect(
      field.path == "material.color.primary" && field.file == "specsheet.yaml" && field.source == "color.ember.600")
    #expect(field.value == .color(Color("#B3402A")))
  }

  @Test func everyProblemOfAFileIsListedEachOnItsOwnLine() throws {
    let found = problems(
      ##"{"a": {"$type": "color", "$value": "red"}, "b": {"$description": 123, "$type": "number", "$value": 1}, "c": "##
        + ##"{"$type": "fontWeight", "$value": 2000}}"##
    )
    #expect(found.map(\.path) == ["b", "a", "c"])
    let error = TokenError.listing(found)
    #expect("\(error)".split(separator: "\n").count == 3)
    #expect(found[0].message.contains("$description must be text"))
  }

  @Test(arguments: [
    ("{\n  \"a\": {,}\n}", "line 2, column 9: unexpected ','; expected a member name in double quotes"),
    ("{\"a\": 1e400}", "line 1, column 7: a number too large for a double"),
    ("{\"a\": [1, 2,]}", "line 1, column 13: unexpected ']'; expected a value (a trailing comma is not JSON)"),
    ("{\"a\": \"\u{7}\"}", "line 1, column 8: a control character in text must be escaped"),
  ])
  func jsonSyntaxErrorsSayTheLineAndColumn(json: String, message: String) throws {
    let found = problems(json)
    #expect(found.count == 1)
    #expect(
      found[0].message == "not valid JSON: \(message)" || found[0].message.hasPrefix("not valid JSON: \(message)"),
      "\(found)")
    #expect(!"\(found[0])".contains("DecodingError") && !"\(found[0])".contains("\n"))
  }

  @Test func invalidUTF8IsAnErrorAtItsPlaceWithoutSwiftTypeNames() throws {
    var bytes = Array("{\"a\": {\"$type\": \"number\", \"$description\": \"x".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\", \"$value\": 1}}".utf8)
    let found = TokenSet.parse(Data(bytes), file: "t.tokens.json").problems
    #expect(found.map(\.message) == ["not valid JSON: line 1, column 43: the text is not valid UTF-8"])
  }

  @Test func controlCharactersInNamesAreEscapedAndLinesBounded() throws {
    let name = "bell\\u0007" + String(repeating: "x", count: 90)  // a JSON escape: the name holds U+0007
    let found = problems(##"{"\##(name)": {"$type": "color", "$value": "nope"}}"##)
    let line = "\(try #require(found.first))"
    #expect(line.contains("bell\\u{7}xx"))
    #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
    let many = (0..<TokenError.listed + 10).map { "\"t\($0)\": {\"$type\": \"color\", \"$value\": \"x\"}" }.joined(
      separator: ", ")
    let listed = TokenError.listing(problems("{\(many)}"))
    #expect("\(listed)".split(separator: "\n").count == TokenError.listed + 1)
    #expect("\(listed)".hasSuffix("… and 10 more problems in the same files"))
  }

  @Test func resolverProblemsNameTheirPlace() throws {
    let found = problems(
      ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/modifiers/m"}]}}, "modifiers": {"m": "##
        + ##"{"contexts": {"x": [], "y": []}}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "##
        + ##""#/modifiers/m"}]}"##,
      file: "t.resolver.json")
    #expect(found.map(\.path) == ["sets.a.sources[0]", "modifiers.m"], "\(found)")
    #expect(found[0].message.contains("names a modifier"))
    #expect(found[1].message.contains("has no default context: choose one with --token-context m=x"))
    #expect(found[1].kind == .noContext && found[1].message.hasSuffix("its contexts: x, y"))
  }
}
