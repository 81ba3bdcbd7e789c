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
}
