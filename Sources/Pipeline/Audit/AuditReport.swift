import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics
import Project

/// An audit run judged against the baseline: open findings, accepted ones (with their reason)
/// and stale baseline entries; printed per state across scales, or as JSON.
public struct AuditReport: Sendable {
  public var run: AuditRun
  public var baseline: AuditBaseline
  /// Findings the baseline does not accept.
  public var open: [Finding]
  /// Findings the baseline accepts, with the entry that does.
  public var accepted: [(Finding, AuditBaseline.Entry)]
  /// Open findings an entry names but pinned other facts for: what it accepted is no longer
  /// what is drawn.
  public var changed: [Finding: AuditBaseline.Entry]
  /// Entries that accepted nothing. Judged only over the whole catalog: a filtered run cannot
  /// tell a stale entry from one whose images were not audited.
  public var stale: [AuditBaseline.Entry]

  public init(run: AuditRun, baseline: AuditBaseline, wholeCatalog: Bool) {
    self.run = run
    self.baseline = baseline
    var open: [Finding] = []
    var accepted: [(Finding, AuditBaseline.Entry)] = []
    var changed: [Finding: AuditBaseline.Entry] = [:]
    var used = Set<AuditBaseline.Entry>()
    for finding in run.findings {
      switch baseline.judge(
        state: finding.state, rule: finding.rule, part: finding.part, facts: finding.facts,
        source: run.sources[finding.state])
      {
      case .accepted(let entry):
        accepted.append((finding, entry))
        used.insert(entry)
      case .changed(let entry):
        open.append(finding)
        changed[finding] = entry
      case .open:
        open.append(finding)
      }
    }
    self.open = open
    self.accepted = accepted
    self.changed = changed
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
    self.changed = [:]
    self.stale = stale
  }

  /// One line per finding, the scales of one state folded into one line:
  /// `fiori/chip/x/selected@1x,2x,3x: container: spec:fiori-chip.height: 30pt vs 32pt ±0.01 (seed …)`.
  /// An open finding an entry pinned otherwise says so; accepted ones carry their reason.
  public func lines(showAccepted: Bool) -> [String] {
    var lines = Self.grouped(open, note: changeNote).map {
      "\($0.severity == .error ? "" : "\($0.severity.rawValue): ")\($0.line)"
    }
    if showAccepted {
      // The reason on a line of its own, cut to fit (the entry's line has it whole): finding,
      // reason and entry on one line were up to 375 characters on the catalog (issue 36: 300).
      for accepted in acceptedLines {
        let location = " (\(accepted.location))"
        let room = max(40, Self.reasonLineLimit - location.count - 4)
        let reason = accepted.reason.count > room ? accepted.reason.prefix(room - 1) + "…" : accepted.reason
        lines += ["accepted: \(accepted.line)", "  — \(reason)\(location)"]
      }
    }
    let changedEntries = Set(changed.values)
    for entry in stale {
      let what =
        changedEntries.contains(entry)
        ? "accepted \(entry.measured.map(\.description).joined(separator: "; ")), "
          + "which is no longer drawn (see above); update or remove it"
        : "matches no finding; remove it"
      lines.append("stale baseline entry \(entry.location(in: baseline.file)): \(entry.image) \(entry.rule) \(what)")
    }
    return lines
  }

  /// An accepted finding's reason line is at most this long (with `audit: ` before it, under 300).
  static let reasonLineLimit = 280

  /// `not accepted: goldens/audit-baseline.yaml:12 accepted 2.35:1 #FFFFFF on #F69000; now 1.80:1 #FFFFFF on #7FD1AE`.
  public func changeNote(_ finding: Finding) -> String? {
    guard let entry = changed[finding] else { return nil }
    let pinned = entry.measured.map(\.description).joined(separator: " or ")
    return "not accepted: \(entry.location(in: baseline.file)) accepted \(pinned); now \(finding.facts)"
  }

  /// Accepted findings, one line per state and finding, with the entry's reason and line.
  public var acceptedLines: [(line: String, state: String, reason: String, location: String)] {
    let entries = Dictionary(accepted.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    return Self.grouped(accepted.map(\.0)).map { group in
      let entry = entries[group.first]!
      return (group.line, group.state, entry.reason, entry.location(in: baseline.file))
    }
  }

  public var summary: String {
    func count(_ s: Severity) -> Int { open.filter { $0.severity == s }.count }
    let states = run.images.stateCount
    var text =
      "audited \(run.images.count) image\(run.images.count == 1 ? "" : "s") "
      + "(\(states) state\(states == 1 ? "" : "s")): "
    text +=
      open.isEmpty
      ? (accepted.isEmpty ? "no findings" : "no open findings")
      : "\(count(.error)) errors, \(count(.warning)) warnings, \(count(.info)) info"
    if !accepted.isEmpty { text += "; \(accepted.count) accepted by \(baseline.file)" }
    if !changed.isEmpty { text += "; \(changed.count) no longer what the baseline accepted" }
    if !stale.isEmpty { text += "; \(stale.count) stale baseline entr\(stale.count == 1 ? "y" : "ies")" }
    return text
  }

  public struct Grouped {
    public var line: String
    public var severity: Severity
    /// The entry id the line is about.
    public var state: String
    /// The group's first finding.
    public var first: Finding
  }

  /// Findings equal but for their scale become one line naming every scale; `note` (e.g. why a
  /// baseline entry did not accept it) goes after the line and keeps differing notes apart.
  public static func grouped(_ findings: [Finding], note: (Finding) -> String? = { _ in nil }) -> [Grouped] {
    var order: [String] = []
    var scales: [String: [Int]] = [:]
    var first: [String: (Finding, String?)] = [:]
    for f in findings {
      let text = note(f)
      let key = "\(f.state)|\(f.summary)|\(text ?? "")"
      if first[key] == nil {
        order.append(key)
        first[key] = (f, text)
      }
      if let s = f.scale { scales[key, default: []].append(s) }
    }
    return order.map { key in
      let (f, text) = first[key]!
      let at = scales[key].map { "@" + $0.sorted().map { "\($0)x" }.joined(separator: ",") } ?? ""
      return Grouped(
        line: "\(f.state)\(at): \(f.summary)\(text.map { " — \($0)" } ?? "")", severity: f.severity, state: f.state,
        first: f)
    }
  }
}

extension Finding {
  /// What the finding measured, as a baseline entry pins it: the number and unit, and the
  /// colours of `measured` and `detail` in order (a contrast's ink, then its background).
  public var facts: MeasuredFacts {
    let words = (measured + " " + (detail ?? "")).split(whereSeparator: { $0 == " " || $0 == "," })
    let colors = words.filter { $0.hasPrefix("#") && ($0.count == 7 || $0.count == 9) }.compactMap {
      Color(hex: String($0))
    }
    return MeasuredFacts(value: Double(measured), unit: unit, colors: colors)
  }
}
