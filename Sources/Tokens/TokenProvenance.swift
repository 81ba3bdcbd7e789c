/// Where a token or group is written: its file, and the line and column its name starts at
/// (0 when unknown: a token made in memory, such as a mapping from specsheet.yaml).
public struct TokenPlace: Hashable, Sendable, Codable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `palette.tokens.json:61`, or the file alone when the line is unknown.
  public var description: String { line > 0 ? "\(file):\(line)" : file }
}

/// One step of a mapped field's alias chain: a token and where it is written.
public struct TokenLink: Hashable, Sendable, Codable {
  public var token: String
  public var place: TokenPlace

  public init(token: String, place: TokenPlace) {
    self.token = token
    self.place = place
  }
}

extension TokenSet.Field {
  /// The alias chain as the docs write it, the mapped path first: `material.color.primary ←
  /// bgColor.accent.emphasis → color.pine.700` (`←` the token the path is set from, `→` each
  /// alias after it); the path alone when it holds its value itself.
  public var chainText: String {
    let through = self.through
    guard let first = through.first else { return path }
    return ([path + " ← " + first] + through.dropFirst()).joined(separator: " → ")
  }

  /// `chainText` and where the value is written, each file named by `name`:
  /// `material.color.primary ← bgColor.accent.emphasis → color.pine.700 (palette.tokens.json:61)`.
  public func provenance(naming name: (String) -> String = { $0 }) -> String {
    "\(chainText) (\(Self.place(sourcePlace, naming: name)))"
  }

  /// `place` with its file named by `name`: `palette.tokens.json:61`.
  public static func place(_ place: TokenPlace, naming name: (String) -> String) -> String {
    TokenPlace(file: name(place.file), line: place.line).description
  }
}
