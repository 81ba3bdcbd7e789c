import Foundation
import Tokens

extension DesignTokens {
  /// The `tokens:` key of a fixture theme, declared by every design system that reads tokens.
  public static let fixtureKey = FixtureKey(
    "tokens", .text(singleLine: true, maxLength: 1000),
    "a DTCG tokens file or resolver file (JSON; path relative to the fixture), applied before the keys below; "
      + "`--tokens` replaces it (see *Design token paths*)"
  )

  /// The `token-context:` key: a context per modifier of a resolver `tokens:` file.
  public static let contextKey = FixtureKey(
    "token-context", .map(keys: nil, .text(singleLine: true, maxLength: 100)),
    "a context for each modifier of a resolver `tokens:` file, e.g. `{theme: dark}` (default: each modifier's "
      + "`default`)"
  )
}

/// What a design system's theme reader needs of design tokens: `--tokens`, and how a theme's own
/// `tokens:` file is loaded and applied through every registered system's token rows (Catalog's
/// `TokenMapping.table`, which the systems' own targets cannot see).
public struct ThemeTokens: Sendable {
  /// `--tokens`: replaces every theme's own `tokens:` file when given.
  public var override: DesignTokens?
  /// Reads and resolves a token or resolver file with a context per modifier.
  public var load: @Sendable (_ path: String, _ contexts: [String: String]) throws -> DesignTokens
  /// Sets the theme fields of `system` that the tokens map to.
  public var apply: @Sendable (_ tokens: DesignTokens, _ theme: inout Theme, _ system: String) -> Void

  public init(
    override: DesignTokens?,
    load: @escaping @Sendable (_ path: String, _ contexts: [String: String]) throws -> DesignTokens,
    apply: @escaping @Sendable (_ tokens: DesignTokens, _ theme: inout Theme, _ system: String) -> Void
  ) {
    self.override = override
    self.load = load
    self.apply = apply
  }

  /// Applies the theme's `tokens:` file (resolved), or the override, which replaces it, to
  /// `theme` for `system`. A token error becomes a fixture error at the key, with the token's
  /// path in its message.
  public func read(_ map: inout YAMLMapping, into theme: inout Theme, system: String) throws {
    let contexts = try YAMLValue.textMap(map.optional(DesignTokens.contextKey), maxLength: 100) ?? [:]
    guard let value = map.optional(DesignTokens.fixtureKey) else {
      if let override { apply(override, &theme, system) }
      return
    }
    let path = try value.singleLine(maxLength: 1000)
    if let override { return apply(override, &theme, system) }
    let resolved =
      path.hasPrefix("/")
      ? path
      : (URL(fileURLWithPath: value.file).deletingLastPathComponent().path as NSString).appendingPathComponent(path)
    let tokens: DesignTokens
    do {
      tokens = try load(resolved, contexts)
    } catch let error as TokenError {
      // The fixture's location goes first: the token lines make room for it (under 300 in all).
      throw value.error(error.description(lineLimit: TokenError.lineLimit - value.error("").description.count))
    } catch {
      throw value.error("\(error)")
    }
    apply(tokens, &theme, system)
  }
}
