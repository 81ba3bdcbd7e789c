/// The four words every output uses for the audit (issue 40): `audit`, `check`, the results
/// files, the HTML report, the sheets and the site all take them from `FindingVerdict.of` and
/// `VerdictCounts.tally`, so their counts agree and no page decides on its own.
public enum FindingVerdict: String, Hashable, Sendable, Codable, CaseIterable {
  /// Needs action: an error or warning the baseline does not accept.
  case open
  /// The baseline accepts it, with its reason.
  case accepted
  /// Informational (an info line, such as a disabled state's contrast, "inactive: exempt"):
  /// shown, never counted as open.
  case exempt
  /// A cell or image with no open and no accepted finding; exempt lines do not stop it.
  case conforms

  /// The one place a finding's verdict is decided. The baseline's word comes first (an entry that
  /// names a line gives it a reason); otherwise info is exempt and anything worse is open.
  public static func of(_ severity: Severity, acceptedByBaseline: Bool) -> FindingVerdict {
    if acceptedByBaseline { return .accepted }
    return severity == .info ? .exempt : .open
  }
}

/// How many findings are open, accepted and exempt: one per state, part and rule, its scales
/// folded, so an audit at @1x,2x and one at @1x,2x,3x count alike even where a scale measures a
/// hair differently (a corner's 15.9 at @2x, 15.93 at @3x, printed as two lines).
public struct VerdictCounts: Hashable, Sendable, Codable {
  public var open: Int
  public var accepted: Int
  public var exempt: Int

  public init(open: Int = 0, accepted: Int = 0, exempt: Int = 0) {
    self.open = open
    self.accepted = accepted
    self.exempt = exempt
  }

  /// Counts findings already classified (by `FindingVerdict.of`), one per state, part and rule;
  /// when its scales disagree, the one that needs most: open, then accepted, then exempt.
  public static func tally(_ classified: [(finding: Finding, verdict: FindingVerdict)]) -> VerdictCounts {
    let rank: [FindingVerdict: Int] = [.open: 3, .accepted: 2, .exempt: 1, .conforms: 0]
    var worst: [String: FindingVerdict] = [:]
    for (finding, verdict) in classified {
      let key = "\(finding.state)|\(finding.part)|\(finding.rule)"
      if rank[verdict]! > rank[worst[key] ?? .conforms]! { worst[key] = verdict }
    }
    var counts = VerdictCounts()
    for verdict in worst.values { counts.add(verdict) }
    return counts
  }

  /// Classifies `findings` against the baseline's decision (`accepts`) and counts them.
  public static func classify(_ findings: [Finding], accepts: (Finding) -> Bool) -> VerdictCounts {
    tally(findings.map { ($0, FindingVerdict.of($0.severity, acceptedByBaseline: accepts($0))) })
  }

  public mutating func add(_ verdict: FindingVerdict, count: Int = 1) {
    switch verdict {
    case .open: open += count
    case .accepted: accepted += count
    case .exempt: exempt += count
    case .conforms: break
    }
  }

  public static func + (a: VerdictCounts, b: VerdictCounts) -> VerdictCounts {
    VerdictCounts(open: a.open + b.open, accepted: a.accepted + b.accepted, exempt: a.exempt + b.exempt)
  }

  /// Open when any is open, accepted when the baseline accepts the rest, else conforms.
  public var verdict: FindingVerdict { open > 0 ? .open : accepted > 0 ? .accepted : .conforms }

  public var conforms: Bool { verdict == .conforms }

  /// `2 open · 1 accepted · 3 exempt`: every word, zeros too, so a reader (and a test) finds each.
  public var text: String { "\(open) open · \(accepted) accepted · \(exempt) exempt" }
}
