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
  /// Line and column of the token in `file`, when known (1-based).
  public var line: Int?
  public var column: Int?
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
  public var all: [TokenError] {
    var first = self
    first.others = []
    first.unlisted = 0
    return [first] + others
  }

  /// One error listing `problems` (at least one), up to `listed` of them.
  public static func listing(_ problems: [TokenError]) -> TokenError {
    var first = problems[0]
    first.others = Array(problems.dropFirst().prefix(listed - 1))
    first.unlisted = max(0, problems.count - listed)
    return first
  }

  /// One line per problem: `file: path: message`, each escaped and bounded.
  public var description: String { description(lineLimit: Self.lineLimit) }

  /// `description` with each line at most `lineLimit` characters (at least 100): a fixture's
  /// error puts its own location before the first.
  public func description(lineLimit: Int) -> String {
    var lines = all.map { $0.line(limit: max(100, lineLimit)) }
    if unlisted > 0 { lines.append("… and \(unlisted) more problem\(unlisted == 1 ? "" : "s") in the same files") }
    return lines.joined(separator: "\n")
  }

  /// A line is at most this long: with `error: ` or an indent before it, under 300 characters.
  public static let lineLimit = 290

  private func line(limit: Int) -> String {
    let place = line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? ""
    let limit = limit - place.count
    var file = Self.escaped(file, limit: Self.pathLimit)
    var path = Self.escaped(path, limit: Self.pathLimit)
    var message = Self.escaped(message, limit: Self.messageLimit)
    if file.count + path.count + message.count + 4 > limit {
      // The message says what to fix: the file and the path give way first, keeping their ends
      // (the file's name, the token's own name).
      file = Self.tail(file, limit / 5)
      path = Self.tail(path, limit / 5)
      message = Self.escaped(self.message, limit: limit - file.count - path.count - 4)
    }
    file += place
    return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }

  /// `text` on one line: control characters (and line or paragraph separators) written as
  /// `\u{…}`, and cut to `limit` characters (escapes counted as written) with "…".
  static func escaped(_ text: String, limit: Int) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      let invisible = scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
      let piece = invisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
      if count + piece.count > limit - 1 {
        out += "…"
        break
      }
      out += piece
      count += piece.count
    }
    return out
  }

  /// `text` cut to its last `limit` characters, "…" marking the cut.
  static func tail(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : "…" + text.suffix(limit - 1)
  }
}
