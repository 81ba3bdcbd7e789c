import ComponentKit
import Foundation
import Tokens

/// Loading through THE mapping (`TokenMapping.table`) and applying to a theme: the part of
/// tokens that knows the design systems.
extension DesignTokens {
  /// Reads and resolves `path` (a token file or a resolver file), or throws every problem.
  /// `boundary` says where it and the files it references may lie (see `TokenBoundary`);
  /// `registry` whose systems' token paths it may set.
  public static func load(
    path: String, contexts: [String: String] = [:], mapping: [String: String] = [:], mappingFile: String = "",
    strict: Bool = false, boundary: TokenBoundary = .typed(referencesInside: nil),
    registry: ComponentRegistry = .standard
  ) throws(TokenError) -> DesignTokens {
    try TokenSet.load(
      path: path, contexts: contexts, mapping: mapping, mappingFile: mappingFile, strict: strict, boundary: boundary,
      registry: registry
    ).designTokens()
  }

  /// Resolves a tokens document; `file` names it in errors.
  public static func parse(_ data: Data, file: String, strict: Bool = false) throws(TokenError) -> DesignTokens {
    try TokenSet.parse(data, file: file, strict: strict).designTokens()
  }

  /// Sets the theme fields of the mapped tokens of `system` (nil: every system) through
  /// `registry`'s token mapping.
  public func apply(to theme: inout Theme, system: String? = nil, registry: ComponentRegistry = .standard) {
    for field in fields {
      guard let (row, name) = TokenMapping.target(for: field.path, in: registry.tokenMapping),
        system == nil || row.system == system
      else {
        continue
      }
      row.apply(name, field.value, &theme)
    }
  }
}

extension TokenSet {
  /// `TokenSet.load` through THE mapping (`registry`'s: the shipped systems' and any registered one's).
  public static func load(
    path: String, contexts: [String: String] = [:], mapping: [String: String] = [:], mappingFile: String = "",
    strict: Bool = false, boundary: TokenBoundary = .typed(referencesInside: nil),
    registry: ComponentRegistry = .standard
  ) -> TokenSet {
    load(
      path: path, contexts: contexts, mapping: mapping, mappingFile: mappingFile, strict: strict,
      families: registry.tokenMapping.map(\.family), boundary: boundary)
  }

  /// `TokenSet.parse` through THE mapping (`registry`'s).
  public static func parse(
    _ data: Data, file: String, contexts: [String: String] = [:], strict: Bool = false,
    boundary: TokenBoundary = .typed(referencesInside: nil), files: TokenFileSource = .disk,
    registry: ComponentRegistry = .standard
  ) -> TokenSet {
    parse(
      data, file: file, contexts: contexts, strict: strict, families: registry.tokenMapping.map(\.family),
      boundary: boundary, files: files)
  }
}
