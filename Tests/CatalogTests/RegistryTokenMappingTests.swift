import Catalog
import ComponentKit
import Foundation
import Graphics
import Testing
import Tokens

/// Issue 38, "A team's own design system cannot take brand tokens": a system registered with
/// token rows of its own (public `TokenMapping.init`, `DesignSystem.tokenMapping`) takes tokens
/// through the registry, beside the shipped rows, which stay as they were.
@Suite struct RegistryTokenMappingTests {
  /// A team's theme: one colour role.
  struct BrandTheme: SystemTheme {
    var accent = Color(red: 0, green: 0, blue: 0, alpha: 255)
    init() {}
    var sheetHeading: ThemeHeading { .fromFixture }
  }

  static let system = DesignSystem(
    name: "brand",
    tokenMapping: [
      TokenMapping(
        pattern: "brand.color.<role>", names: ["accent"], system: "brand", types: [.color], field: "the accent"
      ) { _, value, theme in
        if case .color(let color) = value { theme[BrandTheme.self].accent = color }
      }
    ])

  static let tokens = ##"{"brand": {"color": {"accent": {"$type": "color", "$value": "#0F766E"}}}}"##

  @Test func theShippedRegistryKeepsTheTableAndAddedSystemsFollowIt() throws {
    #expect(ComponentRegistry.standard.tokenMapping.map(\.pattern) == TokenMapping.table.map(\.pattern))
    let registry = try ComponentRegistry.standard.adding(Self.system, [])
    #expect(registry.tokenMapping.map(\.pattern) == TokenMapping.table.map(\.pattern) + ["brand.color.<role>"])
    #expect(throws: ComponentRegistry.RegistrationError.self) { try registry.adding(Self.system, []) }
  }

  @Test func aRegisteredSystemsTokensSetItsTheme() throws {
    let registry = try ComponentRegistry.standard.adding(Self.system, [])
    let set = TokenSet.parse(Data(Self.tokens.utf8), file: "t.tokens.json", registry: registry)
    var theme = Theme()
    try set.designTokens().apply(to: &theme, system: "brand", registry: registry)
    #expect(theme[BrandTheme.self].accent == Color(red: 0x0F, green: 0x76, blue: 0x6E, alpha: 255))
    // The shipped registry has no such path: the same file sets nothing.
    let shipped = TokenSet.parse(Data(Self.tokens.utf8), file: "t.tokens.json")
    var untouched = Theme()
    try shipped.designTokens().apply(to: &untouched)
    #expect(untouched == Theme())
  }
}
