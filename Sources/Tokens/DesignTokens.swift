import Foundation

/// A token set's theme settings: the fields its mapped tokens set (`TokenSet.fields`), applied
/// to a theme (Catalog's `apply(to:system:)`). Loaded through `TokenSet`, which lists every
/// problem; this is what a set without problems gives. See docs/tokens.md.
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
}
