/// A problem in a design tokens file, named by the token (or group) path it is about:
/// `acme.tokens.json: color.brand.primary: alias cycle color.brand.primary -> color.a -> color.brand.primary`.
///
/// A file's load reports every problem it found (up to `listed`): the first is this error's
/// own file, path and message; the others follow in `others`, and `unlisted` counts the rest.
/// All token message formatting (escaping, bounds) is here, so every message stays one short line.
public struct TokenError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// Dot-separated path of the token or group, empty for the file itself.
  public var path: String
  public var message: String
  /// The file's other problems, in order, after this one.
  public var others: [TokenError] = []
  /// Problems found beyond those listed.
  public var unlisted = 0

  /// At most this many problems are listed.
  public static let listed = 20
  /// Paths and files longer than this are cut in messages.
  static let pathLimit = 160
  /// Messages longer than this are cut.
  static let messageLimit = 400

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// The problems in order, this one first.
  public var all: [TokenError] { [TokenError(file: file, path: path, message: message)] + others }

  /// One error listing `problems` (at least one), up to `listed` of them.
  public static func listing(_ problems: [TokenError]) -> TokenError {
    var first = problems[0]
    first.others = Array(problems.dropFirst().prefix(listed - 1))
    first.unlisted = max(0, problems.count - listed)
    return first
  }

  /// One line per problem: `file: path: message`, each escaped and bounded.
  public var description: String {
    var lines = all.map(\.line)
    if unlisted > 0 { lines.append("… and \(unlisted) more problem\(unlisted == 1 ? "" : "s") in the same files") }
    return lines.joined(separator: "\n")
  }

  private var line: String {
    let file = Self.escaped(file, limit: Self.pathLimit)
    let message = Self.escaped(message, limit: Self.messageLimit)
    let path = Self.escaped(path, limit: Self.pathLimit)
    return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }

  /// `text` on one line: control characters (and line or paragraph separators) written as
  /// `\u{…}`, and cut to `limit` characters with "…".
  static func escaped(_ text: String, limit: Int) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count >= limit - 1 {
        out += "…"
        break
      }
      let invisible = scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
      out += invisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
      count += 1
    }
    return out
  }
}
