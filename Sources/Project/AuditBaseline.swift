import Catalog
import ComponentKit
import Foundation
import Graphics

/// `goldens/audit-baseline.yaml`: audit findings a team accepted, each pinned to what was
/// measured when it was accepted, with its reason.
///
/// ```yaml
/// accepted:
///   - image: material/card/shrine-*/*     # system/component/variant/state; * is any text
///     rule: text-contrast
///     part: button-1.text-label           # optional: any part when left out
///     measured: "1.25:1 #FEDBD0 on #FFFBFA"  # or a list; see `MeasuredFacts`
///     fixture: Fixtures/catalog/material/card-shrine.yaml  # optional
///     reason: Faithful to MDC's Shrine palette (docs/spec-decisions.md, "Shrine")
/// ```
///
/// An entry accepts a finding at every scale of the states its pattern names, only while the
/// finding measures what the entry pins (the same colours and numbers, within a small tolerance).
public struct AuditBaseline: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var image: String
    public var rule: String
    public var part: String?
    /// What was accepted: a finding measuring anything else stays open. Empty only for entries
    /// made in code (a results file read back); the file format requires it.
    public var measured: [MeasuredFacts]
    /// The fixture file the accepted finding came from (matched on the path's last components).
    public var fixture: String?
    public var reason: String
    /// The entry's line in the file, for stale-entry messages.
    public var line: Int?

    public init(
      image: String, rule: String, part: String? = nil, measured: [MeasuredFacts] = [], fixture: String? = nil,
      reason: String, line: Int? = nil
    ) {
      self.image = image
      self.rule = rule
      self.part = part
      self.measured = measured
      self.fixture = fixture
      self.reason = reason
      self.line = line
    }

    /// Whether this entry's patterns name a finding of `rule` on `part` of the state `state`
    /// (no `@Nx`; `*` works in all three) drawn from `source` (when the entry names a fixture).
    public func matches(state: String, rule: String, part: String, source: String? = nil) -> Bool {
      Self.glob(self.rule, rule) && Self.glob(image, state) && (self.part.map { Self.glob($0, part) } ?? true)
        && (fixture.map { fixture in source.map { Self.sameFile(fixture, $0) } ?? false } ?? true)
    }

    /// Whether a finding with these facts is what was accepted.
    public func accepts(_ facts: MeasuredFacts) -> Bool {
      measured.isEmpty || measured.contains { $0.accepts(facts) }
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

    /// `Fixtures/catalog/material/card.yaml` names `/any/where/Fixtures/catalog/material/card.yaml`:
    /// the fixture's path components end the source's, wherever the project was checked out.
    /// The source is made absolute first (`../Fixtures/card.yaml` from a subfolder ends the same),
    /// and an entry's leading `..` are dropped: an older writer wrote `../proj/Fixtures/card.yaml`
    /// as seen from where it ran, which `proj/Fixtures/card.yaml` names from anywhere.
    static func sameFile(_ fixture: String, _ source: String) -> Bool {
      let want = ProjectRoot.standardized(fixture).split(separator: "/")
      let cwd = FileManager.default.currentDirectoryPath
      let have = ProjectRoot.standardized(source.hasPrefix("/") ? source : cwd + "/" + source).split(separator: "/")
      return !want.isEmpty && have.count >= want.count && Array(have.suffix(want.count)) == want
    }

    /// `goldens/audit-baseline.yaml:12`.
    public func location(in file: String) -> String { "\(file)\(line.map { ":\($0)" } ?? "")" }
  }

  /// What the baseline says about one finding.
  public enum Judgement: Hashable, Sendable {
    case accepted(Entry)
    /// An entry names the finding but pinned other facts: what is drawn changed since it was
    /// accepted, so the finding is open.
    case changed(Entry)
    case open
  }

  public var entries: [Entry]
  public var file: String

  /// Its name inside a goldens folder; a fixture folder walk never reads it as a fixture.
  public static let fileName = Catalog.auditBaselineFileName

  public init(entries: [Entry], file: String) {
    self.entries = entries
    self.file = file
  }

  /// The first entry accepting the finding, else the first naming it with other facts.
  public func judge(state: String, rule: String, part: String, facts: MeasuredFacts, source: String?) -> Judgement {
    let named = entries.filter { $0.matches(state: state, rule: rule, part: part, source: source) }
    if let entry = named.first(where: { $0.accepts(facts) }) { return .accepted(entry) }
    return named.first.map { .changed($0) } ?? .open
  }

  /// The first entry whose patterns name the finding, whatever it measured.
  public func entry(state: String, rule: String, part: String) -> Entry? {
    entries.first { $0.matches(state: state, rule: rule, part: part) }
  }
}
