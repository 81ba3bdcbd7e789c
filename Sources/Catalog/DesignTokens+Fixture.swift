import Foundation

extension DesignTokens {
  /// The `tokens:` key of a fixture theme, declared by every design system that reads tokens.
  static let fixtureKey = FixtureKey(
    "tokens", .text(singleLine: true, maxLength: 1000),
    "a DTCG design tokens file (JSON; path relative to the fixture), applied before the keys below; `--tokens` replaces it (see *Design token paths*)"
  )

  /// The theme's `tokens:` file, resolved; or `override` (`--tokens`), which replaces it. A
  /// token error becomes a fixture error at the key, with the token's path in its message.
  static func read(_ map: inout YAMLMapping, override: DesignTokens?) throws -> DesignTokens? {
    guard let value = map.optional(fixtureKey.name) else { return override }
    let path = try value.singleLine(maxLength: 1000)
    if let override { return override }
    let resolved =
      path.hasPrefix("/")
      ? path
      : (URL(fileURLWithPath: value.file).deletingLastPathComponent().path as NSString).appendingPathComponent(path)
    do {
      return try load(path: resolved)
    } catch {
      throw value.error("\(error)")
    }
  }
}
