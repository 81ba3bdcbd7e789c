import Graphics

/// What a token change is, token by token (`specsheet compare`): the tokens added, removed and
/// changed between two sets, and the mapped fields whose value or alias chain changed. Values
/// are described from what was parsed (colours, dimensions, numbers), never the files' text: a
/// font stack is counted, not quoted. Paths are clipped; each list is capped.
public struct TokenDiff: Codable, Sendable, Equatable {
  /// One token on one side: its value, and the token it aliases (nil: it holds the value).
  public struct Side: Codable, Sendable, Equatable {
    public var value: String
    public var alias: String?
  }

  public struct Change: Codable, Sendable, Equatable {
    public var token: String
    public var before: Side?
    public var after: Side?
    /// `base.color.blue.5: #0969DA → #2F81F7`, `bgColor.accent: → blue.5 becomes → blue.6`.
    public var text: String
  }

  public struct FieldChange: Codable, Sendable, Equatable {
    public var path: String
    /// The chain from the mapped path to the token holding the value, and the value.
    public var before: [String]?
    public var after: [String]?
    public var valueBefore: String?
    public var valueAfter: String?
    public var text: String
  }

  public var added: [Change] = []
  public var removed: [Change] = []
  public var changed: [Change] = []
  public var fields: [FieldChange] = []
  /// Changes beyond the cap of each list, not listed.
  public var unlisted = 0

  /// At most this many entries a list: a token package renamed whole is summarised, not dumped.
  public static let listed = 500
  /// Token paths are cut to this many characters (their end kept).
  static let pathLimit = 120

  public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && fields.isEmpty }
  public var count: Int { added.count + removed.count + changed.count + fields.count + unlisted }

  /// No change (a comparison made without token sets).
  public init() {}

  public init(before: TokenSet, after: TokenSet) {
    let (old, new) = (before.values, after.values)
    for path in new.keys.sorted() {
      guard let a = new[path] else { continue }
      if let b = old[path] {
        // An alias still naming the same token did not change: its target's change is listed.
        if b != a, b.alias == nil || b.alias != a.alias { append(Self.change(path, b, a), to: \.changed) }
      } else {
        append(Self.change(path, nil, a), to: \.added)
      }
    }
    for path in old.keys.sorted() where new[path] == nil { append(Self.change(path, old[path], nil), to: \.removed) }
    let oldFields = Dictionary(before.fields.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let newFields = Dictionary(after.fields.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let paths = after.fields.map(\.path) + before.fields.map(\.path).filter { newFields[$0] == nil }
    for path in paths {
      let (b, a) = (oldFields[path], newFields[path])
      guard b?.value != a?.value || b?.chain.map(\.token) != a?.chain.map(\.token) else { continue }
      guard fields.count < Self.listed else {
        unlisted += 1
        continue
      }
      fields.append(Self.fieldChange(path, b, a))
    }
  }

  private mutating func append(_ change: Change, to list: WritableKeyPath<TokenDiff, [Change]>) {
    guard self[keyPath: list].count < Self.listed else {
      unlisted += 1
      return
    }
    self[keyPath: list].append(change)
  }

  static func name(_ path: String) -> String { Suggestions.clippedPath(path, limit: pathLimit) }

  static func side(_ token: TokenSet.Reading?) -> Side? {
    token.map { Side(value: describe($0.value), alias: $0.alias.map(name)) }
  }

  static func change(_ path: String, _ before: TokenSet.Reading?, _ after: TokenSet.Reading?) -> Change {
    let (b, a) = (side(before), side(after))
    func text(_ side: Side) -> String { side.alias.map { "{\($0)} = \(side.value)" } ?? side.value }
    let what: String
    switch (b, a) {
    case (let b?, let a?):
      // Two stacks of as many families differ in names, which are not shown.
      what = "\(text(b)) → \(text(a))" + (text(b) == text(a) ? " (a font name changed)" : "")
    case (nil, let a?): what = "added, \(text(a))"
    case (let b?, nil): what = "removed (was \(text(b)))"
    case (nil, nil): what = ""
    }
    return Change(token: name(path), before: b, after: a, text: "\(name(path)): \(what)")
  }

  static func fieldChange(_ path: String, _ before: TokenSet.Field?, _ after: TokenSet.Field?) -> FieldChange {
    let chain = { (f: TokenSet.Field?) in f.map { $0.chain.map { name($0.token) } } }
    let value = { (f: TokenSet.Field?) in f.map { describe($0.value) } }
    func text(_ f: TokenSet.Field?) -> String {
      guard let f else { return "not set" }
      let through = f.through.map(name)
      let arrows = through.isEmpty ? "" : " ← " + through.joined(separator: " → ")
      return "\(arrows.isEmpty ? "" : arrows.dropFirst() + " ")= \(describe(f.value))"
    }
    return FieldChange(
      path: name(path), before: chain(before), after: chain(after), valueBefore: value(before),
      valueAfter: value(after), text: "\(name(path)): \(text(before)) ⇒ \(text(after))")
  }

  /// A parsed value as messages show it: colours and sizes as read; font stacks by their size
  /// (the names are the file's text).
  public static func describe(_ value: TokenValue) -> String {
    switch value {
    case .color(let c): c.description
    case .dimension(let d): "\(d.tokenText)pt"
    case .number(let n): n.tokenText
    case .fontWeight(let w): "weight \(w)"
    case .fontFamily(let f): "a font stack (\(f.count) famil\(f.count == 1 ? "y" : "ies"))"
    case .typography(let t):
      "type \(t.weight) \(t.size.tokenText)pt, line \(t.lineHeight.tokenText), tracking \(t.letterSpacing.tokenText)"
    case .border(let b): "border \(b.color) \(b.width.tokenText)pt"
    case .shadow(let s): "\(s.count) shadow\(s.count == 1 ? "" : "s")"
    case .unusable(let type, _): "a \(type.rawValue) value"
    }
  }
}
