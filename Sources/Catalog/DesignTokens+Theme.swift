import ComponentKit
import Foundation
import Tokens

/// Loading through THE mapping (`TokenMapping.table`) and applying to a theme: the part of
/// tokens that knows the design systems.
extension DesignTokens {
  /// Reads and resolves `path` (a token file or a resolver file), or throws every problem.
  /// `boundary` says where it and the files it references may lie (see `TokenBoundary`).
  public static func load(
    path: String, contexts: [String: String] = [:], mapping: [String: String] = [:], mappingFile: String = "",
    strict: Bool = false, boundary: TokenBoundary = .typed(referencesInside: nil)
  ) throws(TokenError) -> DesignTokens {
    try TokenSet.load(
      path: path, contexts: contexts, mapping: mapping, mappingFile: mappingFile, strict: strict, boundary: boundary
    ).designTokens()
  }

  /// Resolves a tokens document; `file` names it in errors.
  public static func parse(_ data: Data, file: String, strict: Bool = false) throws(TokenError) -> DesignTokens {
    try TokenSet.parse(data, file: file, strict: strict).designTokens()
  }

  /// Sets the theme fields of the mapped tokens of `system` (nil: every system).
  public func apply(to theme: inout Theme, system: String? = nil) {
    for field in fields {
      guard let (row, name) = TokenMapping.target(for: field.path), system == nil || row.system == system else {
        continue
      }
      row.apply(name, field.value, &theme)
    }
  }
}

extension TokenSet {
  /// `TokenSet.load` through THE mapping.
  public static func load(
    path: String, contexts: [String: String] = [:], mapping: [String: String] = [:], mappingFile: String = "",
    strict: Bool = false, boundary: TokenBoundary = .typed(referencesInside: nil)
  ) -> TokenSet {
    load(
      path: path, contexts: contexts, mapping: mapping, mappingFile: mappingFile, strict: strict,
      families: TokenMapping.families, boundary: boundary)
  }

  /// `TokenSet.parse` through THE mapping.
  public static func parse(
    _ data: Data, file: String, contexts: [String: String] = [:], strict: Bool = false,
    boundary: TokenBoundary = .typed(referencesInside: nil), files: TokenFileSource = .disk
  ) -> TokenSet {
    parse(
      data, file: file, contexts: contexts, strict: strict, families: TokenMapping.families, boundary: boundary,
      files: files)
  }
}
