import Graphics

/// A family of token paths the mapping knows (`material.color.<role>` with its names) and what
/// their tokens may be: what loading needs to check a token set. `TokenMapping` (Catalog) adds
/// how each value is applied to a theme; loading never writes a theme.
public struct TokenFamily: Sendable {
  /// `material.color.<role>`.
  public var pattern: String
  /// What `<...>` in the pattern may be (empty: the pattern is one path).
  public var names: [String]
  public var system: String
  /// The token types the field takes.
  public var types: [TokenType]
  public var range: ClosedRange<Double>?
  /// The theme field, for the docs: `MaterialContainerScheme.colors.<role>`.
  public var field: String
  /// How the docs name `names` when they are listed elsewhere.
  public var namesDoc: String?
  /// What a value of the row has that no theme field takes (`WIDTH`: a border's width).
  public var note: String?
  /// The font weights a typography value may have (the type styles' `weight` key).
  public var weightRange: ClosedRange<Double>?

  public init(
    pattern: String, names: [String], system: String, types: [TokenType], range: ClosedRange<Double>? = nil,
    field: String, namesDoc: String? = nil, note: String? = nil, weightRange: ClosedRange<Double>? = nil
  ) {
    self.pattern = pattern
    self.names = names
    self.system = system
    self.types = types
    self.range = range
    self.field = field
    self.namesDoc = namesDoc
    self.note = note
    self.weightRange = weightRange
  }

  /// Every concrete path of the family.
  public var paths: [String] {
    guard let open = pattern.firstIndex(of: "<"), let close = pattern.firstIndex(of: ">") else { return [pattern] }
    return names.map { pattern.replacingCharacters(in: open...close, with: $0) }
  }

  /// The name `path` has in the family (empty for a single path), or nil when not one of its paths.
  public func name(of path: String) -> String? {
    guard let open = pattern.firstIndex(of: "<"), let close = pattern.firstIndex(of: ">") else {
      return path == pattern ? "" : nil
    }
    let prefix = pattern[..<open]
    let suffix = pattern[pattern.index(after: close)...]
    guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else { return nil }
    let name = String(path.dropFirst(prefix.count).dropLast(suffix.count))
    return names.contains(name) ? name : nil
  }
}

extension TokenFamily {
  /// The value this row applies for `value`, with a note of what was read but not applied;
  /// or why it cannot apply (wrong type, out of range, unusable, a font stack with no font).
  func accept(_ value: TokenValue) throws(TokenProblem) -> (TokenValue, String?) {
    guard types.contains(value.type) else {
      throw TokenProblem(
        "$type \(value.type.rawValue) where \(types.map(\.rawValue).joined(separator: " or ")) is expected (\(field))")
    }
    func inRange(_ n: Double, _ range: ClosedRange<Double>?, _ what: String) throws(TokenProblem) {
      guard let range, !range.contains(n) else { return }
      throw TokenProblem(
        "\(what)\(n.tokenText) is outside the supported range "
          + "\(range.lowerBound.tokenText)...\(range.upperBound.tokenText)"
      )
    }
    switch value {
    case .unusable(_, let reason):
      throw TokenProblem("\(reason) (\(field))")
    case .fontFamily(let stack):
      let (family, note) = try FontStack.pick(stack)
      return (.fontFamily([family]), note)
    case .typography(var typography):
      let (family, note) = try FontStack.pick(typography.family)
      typography.family = [family]
      try inRange(typography.size, range, "its font size ")
      try inRange(Double(typography.weight), weightRange, "its font weight ")
      let unread = "letter spacing and line height are read; the themes have no such fields"
      return (.typography(typography), [note, unread].compactMap { $0 }.joined(separator: "; "))
    case .shadow:
      return (value, nil)
    case .border(let border):
      return (value, self.note.map { $0.replacingOccurrences(of: "WIDTH", with: border.width.tokenText) })
    default:
      try inRange(Self.number(value), range, "")
      return (value, nil)
    }
  }

  /// The number a value holds, for the range check (0 for values without one).
  public static func number(_ value: TokenValue) -> Double {
    switch value {
    case .dimension(let n), .number(let n): n
    case .fontWeight(let w): Double(w)
    default: 0
    }
  }
}
