import Audit
import Catalog
import Foundation

/// An audit run judged against the baseline: open findings, accepted ones (with their reason)
/// and stale baseline entries; printed per state across scales, or as JSON.
public struct AuditReport: Sendable {
  public var run: AuditRun
  public var baseline: AuditBaseline
  /// Findings the baseline does not accept.
  public var open: [Finding]
  /// Findings the baseline accepts, with the entry that does.
  public var accepted: [(Finding, AuditBaseline.Entry)]
  /// Entries that accepted nothing. Judged only over the whole catalog: a filtered run cannot
  /// tell a stale entry from one whose images were not audited.
  public var stale: [AuditBaseline.Entry]

  public init(run: AuditRun, baseline: AuditBaseline, wholeCatalog: Bool) {
    self.run = run
    self.baseline = baseline
    var open: [Finding] = []
    var accepted: [(Finding, AuditBaseline.Entry)] = []
    var used = Set<AuditBaseline.Entry>()
    for finding in run.findings {
      if let entry = baseline.entry(state: finding.state, rule: finding.rule, part: finding.part) {
        accepted.append((finding, entry))
        used.insert(entry)
      } else {
        open.append(finding)
      }
    }
    self.open = open
    self.accepted = accepted
    self.stale = wholeCatalog ? baseline.entries.filter { !used.contains($0) } : []
  }

  /// A report already judged (read back from a results file by `merge-reports`).
  public init(
    run: AuditRun, baseline: AuditBaseline, open: [Finding], accepted: [(Finding, AuditBaseline.Entry)],
    stale: [AuditBaseline.Entry]
  ) {
    self.run = run
    self.baseline = baseline
    self.open = open
    self.accepted = accepted
    self.stale = stale
  }

  /// One line per finding, the scales of one state folded into one line:
  /// `fiori/chip/x/selected@1x,2x,3x: container: spec:fiori-chip.height: 30pt vs 32pt ±0.01 (seed …)`.
  public func lines(showAccepted: Bool) -> [String] {
    var lines = Self.grouped(open).map { "\($0.severity == .error ? "" : "\($0.severity.rawValue): ")\($0.line)" }
    if showAccepted {
      lines += Self.grouped(accepted.map(\.0)).map { "accepted: \($0.line)" }
    }
    for entry in stale {
      lines.append("stale baseline entry \(baseline.file)\(entry.line.map { ":\($0)" } ?? ""): \(entry.image) \(entry.rule) matches no finding; remove it")
    }
    return lines
  }

  public var summary: String {
    func count(_ s: Severity) -> Int { open.filter { $0.severity == s }.count }
    let states = Set(run.images.map { $0.split(separator: "@").first.map(String.init) ?? $0 }).count
    var text = "audited \(run.images.count) image\(run.images.count == 1 ? "" : "s") (\(states) state\(states == 1 ? "" : "s")): "
    text += open.isEmpty ? "no findings" : "\(count(.error)) errors, \(count(.warning)) warnings, \(count(.info)) info"
    if !accepted.isEmpty { text += "; \(accepted.count) accepted by \(baseline.file)" }
    if !stale.isEmpty { text += "; \(stale.count) stale baseline entr\(stale.count == 1 ? "y" : "ies")" }
    return text
  }

  struct Grouped {
    var line: String
    var severity: Severity
    /// The entry id the line is about.
    var state: String
  }

  /// Findings equal but for their scale become one line naming every scale.
  static func grouped(_ findings: [Finding]) -> [Grouped] {
    var order: [String] = []
    var scales: [String: [Int]] = [:]
    var first: [String: Finding] = [:]
    for f in findings {
      let key = "\(f.state)|\(f.summary)"
      if first[key] == nil { order.append(key); first[key] = f }
      if let s = f.scale { scales[key, default: []].append(s) }
    }
    return order.map { key in
      let f = first[key]!
      let at = scales[key].map { "@" + $0.sorted().map { "\($0)x" }.joined(separator: ",") } ?? ""
      return Grouped(line: "\(f.state)\(at): \(f.summary)", severity: f.severity, state: f.state)
    }
  }
}
