import Foundation
import Tokens

extension DesignTokens {
  /// The `tokens:` key of a fixture theme, declared by every design system that reads tokens.
  static let fixtureKey = FixtureKey(
    "tokens", .text(singleLine: true, maxLength: 1000),
    "a DTCG tokens file or resolver file (JSON; path relative to the fixture), applied before the keys below; `--tokens` replaces it (see *Design token paths*)"
  )

  /// The `token-context:` key: a context per modifier of a resolver `tokens:` file.
  static let contextKey = FixtureKey(
    "token-context", .map(keys: nil, .text(singleLine: true, maxLength: 100)),
    "a context for each modifier of a resolver `tokens:` file, e.g. `{theme: dark}` (default: each modifier's `default`)"
  )

  /// The theme's `tokens:` file, resolved; or `override` (`--tokens`), which replaces it. A
  /// token error becomes a fixture error at the key, with the token's path in its message.
  static func read(_ map: inout YAMLMapping, override: DesignTokens?) throws -> DesignTokens? {
    let contexts = try YAMLValue.textMap(map.optional(contextKey.name), maxLength: 100) ?? [:]
    guard let value = map.optional(fixtureKey.name) else { return override }
    let path = try value.singleLine(maxLength: 1000)
    if let override { return override }
    let resolved =
      path.hasPrefix("/")
      ? path
      : (URL(fileURLWithPath: value.file).deletingLastPathComponent().path as NSString).appendingPathComponent(path)
    do {
      return try load(path: resolved, contexts: contexts)
    } catch {
      throw value.error("\(error)")
    }
  }
}
