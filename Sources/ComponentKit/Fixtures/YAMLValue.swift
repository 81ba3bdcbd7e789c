import Foundation
import Graphics
import Yams

/// A YAML node with its file and key path, for strict reading with precise errors: what a
/// `ComponentKind` reads a fixture's variant with.
public struct YAMLValue {
  package let node: Node
  public let file: String
  /// `variants.name`-style path of the value, for messages.
  public let keyPath: String

  package init(node: Node, file: String, keyPath: String) {
    self.node = node
    self.file = file
    self.keyPath = keyPath
  }

  public func error(_ message: String) -> FixtureError {
    FixtureError(
      file: file, line: node.mark?.line, column: node.mark?.column, keyPath: keyPath,
      message: message)
  }

  public func string() throws -> String {
    guard case .scalar(let scalar) = node else { throw error("expected a text value") }
    // YAML's null is not the text "null": say so rather than draw the word.
    if scalar.style == .plain, scalar.tag.description.isEmpty, ["null", "Null", "NULL", "~"].contains(scalar.string) {
      throw error("is null; write a value (quote it, \"\(scalar.string)\", to mean the text)")
    }
    return scalar.string
  }

  /// Text to draw. Control characters have no glyph and would draw as boxes, so they are
  /// rejected, except line breaks and tabs where the part wraps (`multiline`).
  public func nonEmptyString(maxLength: Int = 200, multiline: Bool = true) throws -> String {
    let s = try string()
    if s.unicodeScalars.allSatisfy(\.isFoundationWhitespaceOrNewline) { throw error("must not be empty") }
    if s.count > maxLength { throw error("is \(s.count) characters long; the limit is \(maxLength)") }
    let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    for scalar in s.unicodeScalars {
      let isBreak = lineBreaks.contains(scalar)
      guard isBreak || scalar.properties.generalCategory == .control else { continue }
      // Wrapping text may break lines with "\n" and use tab stops; other breaks (U+2028, NEL)
      // are refused even there, so one spelling means one thing.
      if multiline, scalar == "\n" || scalar == "\t" { continue }
      let code = "U+" + scalar.value.codePointHex
      throw error(
        !isBreak
          ? "contains the control character \(code), which cannot be drawn"
          : multiline
            ? "breaks a line with \(code); use \\n"
            : "is one line of text; remove the line break (\(code))")
    }
    return s
  }

  /// A label, title or other one-line text.
  public func singleLine(maxLength: Int = 200) throws -> String {
    try nonEmptyString(maxLength: maxLength, multiline: false)
  }

  /// The text of a scalar read as a number or true/false: plain and untagged (or tagged as that
  /// kind). A quoted `width: "320"`, a block scalar or `!!str 320` is text, and text where a
  /// number belongs is a value of the wrong kind (Fixtures/README.md), as in YAML itself.
  private func plainScalar(_ expected: String, tags: [String]) throws -> String {
    let text = try string()
    guard case .scalar(let scalar) = node else { return text }  // string() allows scalars only
    let tag = scalar.tag.description
    guard scalar.style == .plain, tag.isEmpty || tags.contains(tag) else {
      throw error("expected \(expected), found the text \(Suggestions.quoted(text)); write it without quotes or tag")
    }
    return text
  }

  public func bool() throws -> Bool {
    switch try plainScalar("true or false", tags: ["tag:yaml.org,2002:bool"]) {
    case "true", "yes": return true
    case "false", "no": return false
    case let other: throw error("expected true or false, found \(Suggestions.quoted(other))")
    }
  }

  /// A finite number inside `range` (sizes in points).
  public func number(in range: ClosedRange<Double>) throws -> Double {
    let text = try plainScalar("a number", tags: ["tag:yaml.org,2002:float", "tag:yaml.org,2002:int"])
    guard let value = Double(text), value.isFinite else {
      throw error("expected a number, found \(Suggestions.quoted(text))")
    }
    guard range.contains(value) else {
      throw error(
        "\(Suggestions.clipped(text)) is outside the supported range "
          + "\(range.lowerBound.clean)...\(range.upperBound.clean)"
      )
    }
    return value
  }

  /// A whole number inside `range` (counts, weights).
  public func integer(in range: ClosedRange<Int>) throws -> Int {
    let text = try plainScalar("a whole number", tags: ["tag:yaml.org,2002:int"])
    guard let value = Int(text) else { throw error("expected a whole number, found \(Suggestions.quoted(text))") }
    guard range.contains(value) else {
      throw error(
        "\(Suggestions.clipped(text)) is outside the supported range \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// One of the given names; `section` is the Fixtures/README.md heading that lists them.
  public func oneOf<T>(_ choices: [(String, T)], what: String, section: String? = nil) throws -> T {
    let text = try string()
    guard let match = choices.first(where: { $0.0 == text }) else {
      throw unknown(what, text, among: choices.map(\.0), section: section)
    }
    return match.1
  }

  /// "unknown <what> "<text>"; expected one of: ..." (or the closest names), bounded in length.
  public func unknown(_ what: String, _ text: String, among names: [String], section: String? = nil) -> FixtureError {
    error("unknown \(what) \(Suggestions.quoted(text)); \(Suggestions.expected(text, among: names, section: section))")
  }

  /// A variant's `states`: at least one, each one of `choices` and listed once; `refuse` may
  /// turn one down with a message (a state this variation does not have).
  public func states<T: Equatable>(
    _ choices: [(String, T)], what: String = "state", refuse: (T) -> String? = { _ in nil }
  ) throws -> [T] {
    var chosen: [T] = []
    for item in try sequence() {
      let state = try item.oneOf(choices, what: what)
      if let problem = refuse(state) { throw item.error(problem) }
      if chosen.contains(state) { throw item.error("duplicate state \"\(try item.string())\"") }
      chosen.append(state)
    }
    if chosen.isEmpty { throw error("list at least one state") }
    return chosen
  }

  public func sequence() throws -> [YAMLValue] {
    guard case .sequence(let seq) = node else { throw error("expected a list") }
    return seq.enumerated().map { YAMLValue(node: $1, file: file, keyPath: "\(keyPath)[\($0)]") }
  }

  public func mapping() throws -> YAMLMapping {
    guard case .mapping(let map) = node else { throw error("expected a mapping of keys to values") }
    return YAMLMapping(mapping: map, owner: self)
  }

  public var isScalar: Bool {
    if case .scalar = node { return true }
    return false
  }
}

/// A mapping whose keys must all be known: reading marks keys used, `finish` rejects the rest.
public struct YAMLMapping {
  package let mapping: Node.Mapping
  /// The mapping itself, as a value (for errors about a missing key).
  public let owner: YAMLValue
  private var used: Set<String> = []
  /// The keys a schema declares for this mapping: an unknown key's message lists them. A reader
  /// reads exactly these (`FixtureKeyLog` lets the tests, which read every catalog fixture, catch
  /// a reader and its schema drifting apart).
  public var declared: [String]? { declarations?.map(\.name) }
  /// The keys a schema declares, in order (see `declare`); nil when none were declared.
  package var declarations: [FixtureKey]?
  /// Where the declared keys are documented, when not Fixtures/README.md (the unknown-key
  /// message points there).
  package var guide: String?

  package init(mapping: Node.Mapping, owner: YAMLValue) {
    self.mapping = mapping
    self.owner = owner
  }

  private func child(_ key: String) -> YAMLValue? {
    for (k, v) in mapping where k.string == key {
      let path = owner.keyPath.isEmpty ? key : "\(owner.keyPath).\(key)"
      return YAMLValue(node: v, file: owner.file, keyPath: path)
    }
    return nil
  }

  public mutating func optional(_ key: String) -> YAMLValue? {
    used.insert(key)
    return child(key)
  }

  public mutating func required(_ key: String) throws -> YAMLValue {
    used.insert(key)
    guard let value = child(key) else { throw missing(key) }
    return value
  }

  /// "missing required key", naming an unknown key of the mapping too: with a typo `lable:`,
  /// "missing required key label" alone hid the cause. An unknown key is one the schema does
  /// not declare; without a schema, an unread key one edit or two from `key`.
  public func missing(_ key: String, _ detail: String = "") -> FixtureError {
    var message = "missing required key \"\(key)\"" + (detail.isEmpty ? "" : " \(detail)")
    let unknown = mapping.compactMap { k, _ -> (name: String, line: Int?)? in
      guard let name = k.string, !used.contains(name) else { return nil }
      // Without a schema, only a near miss is suspect: a key read later (`reason` while
      // `measured` is missing) is no typo.
      let known = declared.map { $0.contains(name) } ?? (Suggestions.editDistance(Array(name), Array(key)) > 2)
      return known ? nil : (name, k.mark?.line)
    }
    // The one most like the missing key first: it is the likely typo.
    if let typo = unknown.min(by: {
      Suggestions.editDistance(Array($0.name), Array(key)) < Suggestions.editDistance(Array($1.name), Array(key))
    }) {
      // The missing key itself when the typo is near it, else the declared keys nearest it.
      let mine = Suggestions.closest(to: typo.name, among: [key])
      let near = mine.isEmpty ? Suggestions.closest(to: typo.name, among: declared ?? []) : mine
      message +=
        "; unknown key \(Suggestions.quoted(typo.name))" + (typo.line.map { " on line \($0)" } ?? "")
        + (near.isEmpty ? "" : ", did you mean \(Suggestions.sentence(near))?")
    }
    return owner.error(message)
  }

  /// All entries in file order (for open-ended maps such as colour overrides).
  public func entries() throws -> [(key: String, value: YAMLValue)] {
    try mapping.map { k, v in
      guard case .scalar(let scalar) = k else {
        throw YAMLValue(node: k, file: owner.file, keyPath: owner.keyPath).error("keys must be text")
      }
      let key = Suggestions.clipped(scalar.string)
      let path = owner.keyPath.isEmpty ? key : "\(owner.keyPath).\(key)"
      return (scalar.string, YAMLValue(node: v, file: owner.file, keyPath: path))
    }
  }

  /// Throws on the first key that was never read.
  public func finish() throws {
    FixtureKeyLog.current?.record(declared: declarations, read: used, at: owner.keyPath)
    for (k, _) in mapping {
      let name = k.string ?? "?"
      if !used.contains(name) {
        let key = Suggestions.clipped(name)
        let path = owner.keyPath.isEmpty ? key : "\(owner.keyPath).\(key)"
        throw FixtureError(
          file: owner.file, line: k.mark?.line, column: k.mark?.column, keyPath: path,
          message:
            "unknown key \(Suggestions.quoted(name)); "
            + "\(Suggestions.expected(name, among: (declared ?? Array(used)).sorted(), guide: guide))"
        )
      }
    }
  }
}

extension Double {
  fileprivate var clean: String { self == rounded() ? String(Int(self)) : String(self) }
}

extension YAMLValue {
  /// A mapping of names to single-line text.
  package static func textMap(_ value: YAMLValue?, maxLength: Int) throws -> [String: String]? {
    guard let value else { return nil }
    var result: [String: String] = [:]
    for (key, item) in try value.mapping().entries() { result[key] = try item.singleLine(maxLength: maxLength) }
    return result
  }
}
