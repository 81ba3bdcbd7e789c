import Foundation
import Yams

/// `goldens/audit-baseline.yaml`: audit findings a team accepted, each with its reason.
///
/// ```yaml
/// accepted:
///   - image: material/card/shrine-*/*     # system/component/variant/state; * is any text
///     rule: text-contrast
///     part: button-1.text-label           # optional: any part when left out
///     reason: Faithful to MDC's Shrine palette (docs/spec-decisions.md, "Shrine")
/// ```
///
/// An entry matches a finding at every scale of the states its pattern names.
public struct AuditBaseline: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var image: String
    public var rule: String
    public var part: String?
    public var reason: String
    /// The entry's line in the file, for stale-entry messages.
    public var line: Int?

    public init(image: String, rule: String, part: String? = nil, reason: String, line: Int? = nil) {
      self.image = image
      self.rule = rule
      self.part = part
      self.reason = reason
      self.line = line
    }

    /// Whether this entry accepts a finding of `rule` on `part` of the state `state` (no `@Nx`);
    /// `*` works in all three.
    public func matches(state: String, rule: String, part: String) -> Bool {
      Self.glob(self.rule, rule) && Self.glob(image, state) && (self.part.map { Self.glob($0, part) } ?? true)
    }

    /// `*` matches any run of characters (slashes included); everything else is literal.
    static func glob(_ pattern: String, _ text: String) -> Bool {
      let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
      guard pieces.count > 1 else { return pattern == text }
      guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]),
        text.count >= pieces[0].count + pieces[pieces.count - 1].count
      else { return false }
      var rest = Substring(text.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count))
      for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
        guard let range = rest.range(of: piece) else { return false }
        rest = rest[range.upperBound...]
      }
      return true
    }
  }

  public var entries: [Entry]
  public var file: String

  /// Its name inside a goldens folder; a fixture folder walk never reads it as a fixture.
  public static let fileName = "audit-baseline.yaml"

  public init(entries: [Entry], file: String) {
    self.entries = entries
    self.file = file
  }

  /// The baseline at `path`; an empty one when the file does not exist.
  public static func load(path: String) throws -> AuditBaseline {
    guard FileManager.default.fileExists(atPath: path) else { return AuditBaseline(entries: [], file: path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "cannot be read")
    }
    return try parse(String(decoding: data, as: UTF8.self), file: path)
  }

  public static func parse(_ text: String, file: String) throws -> AuditBaseline {
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else { return AuditBaseline(entries: [], file: file) }
      root = node
    } catch let error as YamlError {
      throw FixtureError(yaml: error, file: file)
    }
    var doc = try YAMLValue(node: root, file: file, keyPath: "").mapping()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var entries: [Entry] = []
    for item in try doc.required("accepted").sequence() {
      var map = try item.mapping()
      let image = try map.required("image").singleLine()
      let rule = try map.required("rule").singleLine()
      let part = try map.optional("part")?.singleLine()
      let reason = try map.required("reason")
      let reasonText = try reason.singleLine(maxLength: 500)
      // An unquoted " #" starts a YAML comment: "white on #F69000" would keep only "white on".
      if let line = reason.node.mark?.line, lines.indices.contains(line - 1),
        let rest = lines[line - 1].range(of: reasonText).map({ lines[line - 1][$0.upperBound...] }),
        rest.trimmingCharacters(in: .whitespaces).hasPrefix("#")
      {
        throw reason.error("the reason goes on after a \" #\", which YAML reads as a comment: quote the reason")
      }
      // A reason is the point of the file: "ok" or "todo" explains nothing to the next reader.
      if reasonText.split(separator: " ").count < 3 { throw reason.error("must say why the finding is accepted, in a few words") }
      try map.finish()
      entries.append(Entry(image: image, rule: rule, part: part, reason: reasonText, line: item.node.mark?.line))
    }
    try doc.finish()
    return AuditBaseline(entries: entries, file: file)
  }

  /// The first entry accepting the finding, if any.
  public func entry(state: String, rule: String, part: String) -> Entry? {
    entries.first { $0.matches(state: state, rule: rule, part: part) }
  }
}
