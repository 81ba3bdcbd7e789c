import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import Testing
import Tokens

/// A fixture theme's `tokens:` file, and `--tokens` (the `tokens:` argument of the loaders):
/// the order they apply in and how their errors read.
@Suite struct FixtureTokensTests {
  let folder: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-tokens-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
    try write(
      "tokens/brand.tokens.json",
      ##"{"material": {"color": {"$type": "color", "primary": {"$value": "#005F73"}}}, "fiori": {"color": {"$type": "##
        + ##""color", "chip": {"selected": {"background": {"$value": "#005F73"}}}}}}"##
    )
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
  }

  func load(_ yaml: String, tokens: DesignTokens? = nil) throws -> [CatalogEntry] {
    try write("fixture.yaml", yaml)
    return try Fixture.load(path: folder + "/fixture.yaml", tokens: tokens)
  }

  static let chip = "component: chip\nvariants:\n  - {name: a, type: input, look: themed, title: A}\n"

  @Test func theThemesTokensFileIsReadRelativeToTheFixture() throws {
    let entries = try load("system: material\ntheme: {tokens: tokens/brand.tokens.json}\n" + Self.chip)
    #expect(entries[0].theme.material.colors.primary == Color("#005F73"))
    #expect(entries[0].theme.material.colors.secondary == MaterialColorScheme.baseline201804.secondary)
  }

  @Test func theFixturesOwnKeysOverrideTheTokensAndTheSchemeIsTheirBase() throws {
    let entries = try load(
      "system: material\ntheme: {scheme: dark, tokens: tokens/brand.tokens.json, colors: {secondary: \"#111111\"}}\n"
        + Self.chip)
    let colors = entries[0].theme.material.colors
    #expect(colors.primary == Color("#005F73"))  // token over the dark scheme
    #expect(colors.surface == Color("#121212"))  // the dark scheme where no token says otherwise
    #expect(colors.secondary == Color("#111111"))  // the fixture's key over everything
  }

  @Test func fioriThemesReadTokensToo() throws {
    let entries = try load(
      "system: fiori\ncomponent: chip\ntheme: {tokens: tokens/brand.tokens.json, metrics: {chip-height: "
        + "36}}\nvariants:\n  - {name: a, variation: single-selection, label: A}\n"
    )
    #expect(entries[0].theme.fiori.plainSelected.background == Color("#005F73"))
    #expect(entries[0].theme.fiori.chipHeight == 36)
  }

  @Test func givenTokensReplaceTheThemesFileAndThemeFixturesWithoutOne() throws {
    let override = try DesignTokens.parse(
      Data(##"{"material": {"color": {"primary": {"$type": "color", "$value": "#AA0000"}}}}"##.utf8),
      file: "cli.tokens.json")
    let replaced = try load(
      "system: material\ntheme: {tokens: tokens/brand.tokens.json}\n" + Self.chip, tokens: override)
    #expect(replaced[0].theme.material.colors.primary == Color("#AA0000"))
    let plain = try load("system: material\n" + Self.chip, tokens: override)
    #expect(plain[0].theme.material.colors.primary == Color("#AA0000"))
    let unthemed = try load("system: material\n" + Self.chip)
    #expect(unthemed[0].theme.material.colors.primary == Color("#6200EE"))
  }

  @Test func aTokenErrorIsAFixtureErrorAtTheKeyNamingTheTokenPath() throws {
    try write(
      "tokens/cycle.tokens.json",
      ##"{"material": {"color": {"$type": "color", "primary": {"$value": "{material.color.error}"}, "error": "##
        + ##"{"$value": "{material.color.primary}"}}}}"##
    )
    let error = try #require(throws: FixtureError.self) {
      try load("system: material\ntheme:\n  tokens: tokens/cycle.tokens.json\n" + Self.chip)
    }
    #expect(error.keyPath == "theme.tokens")
    #expect(error.line == 3)
    #expect(
      error.message.hasSuffix(
        "cycle.tokens.json:1:92: material.color.error: alias cycle material.color.error -> material.color.primary -> "
          + "material.color.error"
      ),
      "\(error)")
  }

  @Test func aMissingTokensFileIsAnError() throws {
    let error = try #require(throws: FixtureError.self) {
      try load("system: material\ntheme: {tokens: nope.json}\n" + Self.chip)
    }
    #expect(error.keyPath == "theme.tokens")
    #expect(error.message.contains("nope.json: cannot read the file"))
  }
}
