/// A problem in a design tokens file, named by the token (or group) path it is about:
/// `acme.tokens.json: color.brand.primary: alias cycle color.brand.primary -> color.a -> color.brand.primary`.
public struct TokenError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// Dot-separated path of the token or group, empty for the file itself.
  public var path: String
  public var message: String

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// One line: the path cut to the end that names the token, control characters escaped.
  public var description: String {
    (path.isEmpty ? "\(file): \(message)" : "\(file): \(Suggestions.clippedPath(path)): \(message)")
      .escapingControlCharacters
  }
}
