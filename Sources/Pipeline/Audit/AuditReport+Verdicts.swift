import Audit
import Graphics

/// The report in the audit's four words (issue 40). Every output that counts or colours findings
/// reads these, which call `FindingVerdict.of` and `VerdictCounts.tally`, and nothing else.
extension AuditReport {
  /// Each finding with its verdict: the baseline's acceptance, else its severity.
  public var classified: [(finding: Finding, verdict: FindingVerdict)] {
    open.map { ($0, FindingVerdict.of($0.severity, acceptedByBaseline: false)) }
      + accepted.map { ($0.0, FindingVerdict.of($0.0.severity, acceptedByBaseline: true)) }
  }

  /// The findings of one verdict (`.conforms` has none).
  public func findings(_ verdict: FindingVerdict) -> [Finding] {
    classified.filter { $0.verdict == verdict }.map(\.finding)
  }

  /// Open, accepted and exempt, one per state, part and rule (scales folded).
  public var counts: VerdictCounts { VerdictCounts.tally(classified) }

  /// The counts of each audited state (`system/component/variant/state`); a state with no
  /// finding is there with zeros, so it conforms.
  public var countsByState: [String: VerdictCounts] {
    var out: [String: VerdictCounts] = [:]
    for image in run.images { out[ImageName.scaleSuffix(of: image)?.stem ?? image] = VerdictCounts() }
    for (state, group) in Dictionary(grouping: classified, by: \.finding.state) {
      out[state] = VerdictCounts.tally(group)
    }
    return out
  }

  /// `verdicts: 1 open · 6 accepted · 19 exempt (one per state, part and rule)`: what the sheets'
  /// and the site's counts say for the same images.
  public var verdictLine: String { "verdicts: \(counts.text) (one per state, part and rule)" }

  /// Each worst-mode row with its verdict: `conforms` at or above its threshold, else the verdict
  /// of the finding its worst mode gave (exempt, accepted or open).
  public var worstModes: [(row: WorstMode, verdict: FindingVerdict)] {
    let rank: [FindingVerdict: Int] = [.open: 3, .accepted: 2, .exempt: 1, .conforms: 0]
    var byPair: [String: FindingVerdict] = [:]
    for (finding, verdict) in classified where finding.unit == ":1" {
      let key = "\(finding.state)|\(finding.part)|\(finding.rule)"
      if rank[verdict]! > rank[byPair[key] ?? .conforms]! { byPair[key] = verdict }
    }
    return run.worstModes.map { row in
      let w = row.worst
      guard w.headroom < 0 else { return (row, .conforms) }
      let key = "\(w.state)\(w.mode.isEmpty ? "" : "~" + w.mode)|\(w.part)|\(w.rule)"
      return (row, byPair[key] ?? (w.exempt ? .exempt : .open))
    }
  }
}
