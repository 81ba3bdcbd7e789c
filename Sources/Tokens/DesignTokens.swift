import Components
import Foundation

/// A token set's theme settings: the fields its mapped tokens set (`TokenSet.fields`), applied
/// to a theme. Loaded through `TokenSet`, which lists every problem; this is what a set without
/// problems gives. See docs/tokens.md.
public struct DesignTokens: Hashable, Sendable {
  /// The token or resolver file loaded.
  public let file: String
  public let fields: [TokenSet.Field]

  public init(file: String, fields: [TokenSet.Field]) {
    self.file = file
    self.fields = fields
  }

  /// The mapped tokens' values by path, in the mapping's order.
  public var values: [(path: String, value: TokenValue)] { fields.map { ($0.path, $0.value) } }

  /// Reads and resolves `path` (a token file or a resolver file), or throws every problem.
  public static func load(
    path: String, contexts: [String: String] = [:], mapping: [String: String] = [:], mappingFile: String = "",
    strict: Bool = false
  ) throws(TokenError) -> DesignTokens {
    try TokenSet.load(path: path, contexts: contexts, mapping: mapping, mappingFile: mappingFile, strict: strict)
      .designTokens()
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
