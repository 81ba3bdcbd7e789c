import Audit
import Foundation
import Golden
import ImageDiff
import Tokens

/// `specsheet compare --json FILE` (docs/compare.schema.json): both token sets, the selection,
/// totals, each context compared with its token diff, every changed image with its moves and
/// colour changes, every finding that changed (each image and finding naming its context).
public struct CompareDocument: Codable, Sendable {
  public var format = "specsheet-compare"
  public var version = 1
  public var specsheet: String
  public var from: Side
  public var to: Side
  public var selection: Selection
  public var totals: Totals
  public var exitCode: Int32
  public var seconds: Double
  public var images: [Image]
  public var findings: [FindingRecord]
  /// Each context compared (one when no --context was given), in the order given.
  public var contexts: [Context]

  /// One context's comparison: its sides, what changed in its tokens, its counts.
  public struct Context: Codable, Sendable {
    /// `theme=dark`, or "" when no --context was given.
    public var name: String
    public var from: Side
    public var to: Side
    public var exitCode: Int32
    public var totals: Totals
    public var tokens: TokenDiff
  }

  public struct Side: Codable, Sendable {
    public var tokens: String
    public var contexts: [String: String]
    public init(tokens: String, contexts: [String: String]) {
      self.tokens = tokens
      self.contexts = contexts
    }
  }

  public struct Selection: Codable, Sendable {
    public var fixtures: [String]
    public var filters: [String]
    public var scales: [Int]
    public init(fixtures: [String], filters: [String], scales: [Int]) {
      self.fixtures = fixtures
      self.filters = filters
      self.scales = scales
    }
  }

  public struct Totals: Codable, Sendable {
    public var images: Int
    public var changed: Int
    public var unchanged: Int
    public var changedStates: Int
    public var newErrors: Int
    public var newFindings: Int
    public var resolvedFindings: Int
    public var changedFindings: Int
  }

  public struct Size: Codable, Sendable {
    public var width: Int
    public var height: Int
  }

  public struct Move: Codable, Sendable {
    public var part: String
    /// `x`, `y`, `width`, `height`, `added` or `removed`.
    public var change: String
    public var points: Double?
    public var text: String
  }

  public struct ColorRecord: Codable, Sendable {
    public var part: String
    public var role: String
    public var before: String
    public var after: String
    public var deltaE00: Double
  }

  public struct Files: Codable, Sendable {
    public var before: String
    public var after: String
    public var diff: String?

    public init(before: String, after: String, diff: String?) {
      self.before = before
      self.after = after
      self.diff = diff
    }
  }

  public struct Image: Codable, Sendable {
    public var name: String
    public var component: String
    public var state: String
    public var scale: Int
    public var source: String
    /// `changed` (same size) or `resized`.
    public var status: String
    public var detail: String
    public var changedPixels: Int?
    public var before: Size
    public var after: Size
    public var moves: [Move]
    public var colors: [ColorRecord]
    /// The pictures in the report folder (relative to it), when `--report` was given.
    public var files: Files?
    /// The context it was drawn in (`Context.name`).
    public var context = ""
  }

  public struct Measure: Codable, Sendable {
    public var measured: String
    public var severity: String
    public var detail: String?
  }

  public struct FindingRecord: Codable, Sendable {
    public var change: String
    public var image: String
    public var part: String
    public var rule: String
    public var unit: String
    public var expected: String
    public var source: String
    public var newError: Bool
    public var before: Measure?
    public var after: Measure?
    /// The other side's passing contrast ratio, for a contrast finding on one side only.
    public var passing: String?
    public var text: String
    public var context = ""
  }

  public init(
    _ run: TokenComparisonRun, from: Side, to: Side, selection: Selection, version: String, seconds: Double,
    pictures: [String: Files]? = nil, context: String = "", tokens: TokenDiff? = nil
  ) {
    specsheet = version
    self.from = from
    self.to = to
    self.selection = selection
    self.seconds = (seconds * 1000).rounded() / 1000
    exitCode = run.exitCode
    func kind(_ k: FindingChange.Kind) -> Int {
      run.findings.filter { $0.kind == k && $0.finding.severity != .info }.count
    }
    totals = Totals(
      images: run.images, changed: run.changes.count, unchanged: run.unchanged,
      changedStates: Set(run.changes.map { StateGrouping.split($0.name).state }).count, newErrors: run.newErrors.count,
      newFindings: kind(.new), resolvedFindings: kind(.resolved),
      changedFindings: run.findings.filter { $0.kind == .changed }.count)
    images = run.changes.map { Self.image($0, files: pictures?[$0.name]) }
    findings = run.findings.map(Self.record)
    for i in images.indices { images[i].context = context }
    for i in findings.indices { findings[i].context = context }
    contexts = [
      Context(name: context, from: from, to: to, exitCode: exitCode, totals: totals, tokens: tokens ?? TokenDiff())
    ]
  }

  static func image(_ change: ImageChange, files: Files?) -> Image {
    let moves = change.frameChanges.map { move -> Move in
      switch move.kind {
      case .changed(let property, let delta):
        Move(part: move.part, change: property, points: delta, text: move.description)
      case .added: Move(part: move.part, change: "added", points: nil, text: move.description)
      case .removed: Move(part: move.part, change: "removed", points: nil, text: move.description)
      }
    }
    let size = { (s: PixelSize) in Size(width: s.width, height: s.height) }
    return Image(
      name: change.name, component: change.component, state: change.state, scale: change.scale, source: change.source,
      status: change.changedPixels == nil ? "resized" : "changed", detail: change.detail,
      changedPixels: change.changedPixels,
      before: size(change.beforeSize), after: size(change.afterSize), moves: moves,
      colors: change.colorChanges.map {
        ColorRecord(
          part: $0.part, role: $0.role, before: $0.before.hexString, after: $0.after.hexString,
          deltaE00: ($0.deltaE * 100).rounded() / 100)
      }, files: files)
  }

  static func record(_ change: FindingChange) -> FindingRecord {
    let f = change.finding
    let measure = { (f: Finding) in Measure(measured: f.measured, severity: f.severity.rawValue, detail: f.detail) }
    return FindingRecord(
      change: change.kind.rawValue, image: f.image, part: f.part, rule: f.rule, unit: f.unit, expected: f.expected,
      source: f.source, newError: change.isNewError, before: change.before.map(measure),
      after: change.after.map(measure),
      passing: change.passingMeasured, text: "\(f.image): \(change.summary)")
  }

  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}

extension CompareDocument {
  /// `2 contexts: 40 images changed of 128, 0 new audit errors; 3 token changes`.
  public static func summaryLine(_ document: CompareDocument) -> String {
    let t = document.totals
    let tokens = document.contexts.reduce(0) { $0 + $1.tokens.count }
    return "\(document.contexts.count) contexts: \(t.changed) of \(t.images) images changed, "
      + "\(t.newErrors) new audit error\(t.newErrors == 1 ? "" : "s"); \(tokens) token change\(tokens == 1 ? "" : "s")"
  }

  /// The comparisons of several contexts as one document: their images, findings and contexts
  /// in order, the totals added up, the worst exit code (a new audit error, then a change).
  public static func combining(_ documents: [CompareDocument]) -> CompareDocument {
    var combined = documents[0]
    for document in documents.dropFirst() {
      combined.images += document.images
      combined.findings += document.findings
      combined.contexts += document.contexts
      combined.seconds = max(combined.seconds, document.seconds)
      let (a, b) = (combined.totals, document.totals)
      combined.totals = Totals(
        images: a.images + b.images, changed: a.changed + b.changed, unchanged: a.unchanged + b.unchanged,
        changedStates: a.changedStates + b.changedStates, newErrors: a.newErrors + b.newErrors,
        newFindings: a.newFindings + b.newFindings, resolvedFindings: a.resolvedFindings + b.resolvedFindings,
        changedFindings: a.changedFindings + b.changedFindings)
      let rank: [Int32: Int] = [0: 0, 1: 1, 4: 2]
      if rank[document.exitCode, default: 0] > rank[combined.exitCode, default: 0] {
        combined.exitCode = document.exitCode
      }
    }
    return combined
  }
}
