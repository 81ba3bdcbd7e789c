import Audit
import Foundation

/// An audit finding that appears, disappears or changes its value between the two token sets.
public struct FindingChange: Sendable {
  public enum Kind: String, Sendable, Codable {
    /// Only under the new tokens.
    case new
    /// Only under the old tokens.
    case resolved
    /// Under both, with another value or severity.
    case changed
  }

  public var kind: Kind
  public var before: Finding?
  public var after: Finding?
  /// The ratio the other side measured when it passed (a contrast that is a finding on one side
  /// only), e.g. `4.60`.
  public var passingMeasured: String?

  public var finding: Finding { (after ?? before)! }

  /// An error under the new tokens that was not one under the old: exit 4.
  public var isNewError: Bool { after?.severity == .error && before?.severity != .error }

  /// `4.60:1 → 3.90:1`, `30pt → 28pt`, or the one side's value.
  public var values: String {
    let f = finding
    let suffix = f.unit == ":1" ? ":1" : (f.unit == "colour" ? "" : f.unit)
    let old = before?.measured ?? (kind == .new ? passingMeasured : nil)
    let new = after?.measured ?? (kind == .resolved ? passingMeasured : nil)
    switch (old, new) {
    case (let o?, let n?): return "\(o)\(suffix) → \(n)\(suffix)"
    case (nil, let n?): return "\(n)\(suffix)"
    case (let o?, nil): return "\(o)\(suffix)"
    default: return ""
    }
  }

  /// `new text-contrast error`, `text-contrast error resolved`, `still a text-contrast error, worse`.
  public var verdict: String {
    let f = finding
    switch kind {
    case .new: return "new \(f.rule) \(f.severity.rawValue)"
    case .resolved: return "\(f.rule) \(f.severity.rawValue) resolved"
    case .changed:
      if let b = before, let a = after, b.severity != a.severity {
        return "\(f.rule) \(b.severity.rawValue) → \(a.severity.rawValue)"
      }
      return "still a \(f.rule) \(f.severity.rawValue), \(direction)"
    }
  }

  /// `better` or `worse` by the limit's direction (`≥ 4.50`: higher is better), else `another value`.
  var direction: String {
    guard let b = before.flatMap({ Double($0.measured) }), let a = after.flatMap({ Double($0.measured) }) else {
      return "another value"
    }
    let expected = finding.expected
    if expected.hasPrefix("≥") || expected.hasPrefix(">") { return a > b ? "better" : "worse" }
    if expected.hasPrefix("≤") || expected.hasPrefix("<") { return a < b ? "better" : "worse" }
    return "another value"
  }

  /// `label: 4.60:1 → 3.90:1: new text-contrast error (text #FFFFFF on #3A9DB0)` — the line
  /// without the image.
  public var summary: String {
    let detail = (after ?? before)?.detail.map { " (\($0))" } ?? ""
    return "\(finding.part): \(values.isEmpty ? "" : values + ": ")\(verdict) vs \(finding.expected)\(detail)"
  }

  /// Pairs the two sides' findings by image, part and rule (in order, when one image has two
  /// of a rule on one part). `contrasts` are every contrast measured on each side, passing ones
  /// too, for the ratio a new or resolved contrast finding had on the other side.
  static func diff(
    before: [Finding], after: [Finding], contrastsBefore: [Finding], contrastsAfter: [Finding]
  ) -> [FindingChange] {
    func key(_ f: Finding) -> String { "\(f.image)\u{0}\(f.part)\u{0}\(f.rule)" }
    var old = Dictionary(grouping: before, by: key)
    var changes: [FindingChange] = []
    let passedBefore = Dictionary(grouping: contrastsBefore, by: key)
    let passedAfter = Dictionary(grouping: contrastsAfter, by: key)
    for finding in after {
      let k = key(finding)
      if var list = old[k], !list.isEmpty {
        let match = list.removeFirst()
        old[k] = list
        if match.measured != finding.measured || match.severity != finding.severity {
          changes.append(FindingChange(kind: .changed, before: match, after: finding))
        }
      } else {
        let other = passedBefore[k]?.first { $0.severity == .info }?.measured
        changes.append(FindingChange(kind: .new, after: finding, passingMeasured: other))
      }
    }
    for finding in before {
      guard var list = old[key(finding)], let i = list.firstIndex(of: finding) else { continue }
      list.remove(at: i)
      old[key(finding)] = list
      let other = passedAfter[key(finding)]?.first { $0.severity == .info }?.measured
      changes.append(FindingChange(kind: .resolved, before: finding, passingMeasured: other))
    }
    return changes.sorted { Finding.order($0.finding, $1.finding) }
  }
}
