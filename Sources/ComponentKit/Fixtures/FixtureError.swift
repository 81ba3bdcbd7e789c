import Graphics

/// A problem in a fixture file, located precisely enough to fix without guessing.
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based line, or nil when the problem is the whole file.
  public var line: Int?
  public var column: Int?
  /// Where in the document: `variants[2].states[1]`, or empty for the document itself.
  public var keyPath: String
  public var message: String

  public init(file: String, line: Int?, column: Int?, keyPath: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
  }

  /// `file:line:column: key.path: message`, the shape compilers and editors understand.
  public var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    // A file or key named with a line break or ESC must not start a line or drive the terminal.
    return (keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)")
      .escapingControlCharacters
  }
}
