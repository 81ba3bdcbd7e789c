import ComponentKit
import Graphics

/// Which spec rule fixes a redline's number: the redline cites it (`spec:material-list.title-detail-gap`,
/// as `audit --list-rules` names it) when a rule of the component checks the same span on the
/// same parts and the drawn number is within its tolerance. A number no rule fixes (a label's
/// width, which its text sets) cites none.
extension RedlinePlanner {
  /// `redlines` with `rule` set where one of `rules` (the component's `specRules`, in the set
  /// `ruleSet`) fixes the span; `parts` are the rendering's part paths.
  public static func cite(_ redlines: [Redline], ruleSet: String, rules: [SpecRule], parts: [String]) -> [Redline] {
    guard !ruleSet.isEmpty else { return redlines }
    return redlines.map { r in
      var cited = r
      // A leading inset is on the right in right to left: the unmirrored reading first.
      let rule =
        rules.first { fixes($0, r, parts: parts, mirrored: false) }
        ?? rules.first { fixes($0, r, parts: parts, mirrored: true) }
      cited.rule = rule.map { "spec:\(ruleSet).\($0.id)" }
      return cited
    }
  }

  /// Whether `rule` checks the span `r` measures, and `r`'s number is within its tolerance;
  /// `mirrored` reads a leading inset at the right edge and a trailing one at the left.
  static func fixes(_ rule: SpecRule, _ r: Redline, parts: [String], mirrored: Bool) -> Bool {
    let (a, b) = (r.from, r.to)
    func named(_ anchor: Redline.Anchor, _ name: String) -> Bool {
      anchor.part == name || anchor.part.hasSuffix(".\(name)")
    }
    /// The rule's part is one anchor and its sibling `name` the other, both at `edges`.
    func pair(_ name: String, _ edges: Set<[Redline.Edge]>) -> Bool {
      let forward = rule.matches(a.part) && named(b, name)
      let backward = rule.matches(b.part) && named(a, name)
      return (forward || backward) && edges.contains([a.edge, b.edge])
    }
    /// Both anchors hold (or are) a part the rule names: neighbouring items of a group.
    func items() -> Bool {
      [a.part, b.part].allSatisfy { anchor in
        parts.contains { ($0 == anchor || $0.hasPrefix(anchor + ".")) && rule.matches($0) }
      }
    }
    let own = a.part == b.part && rule.matches(a.part)
    let value: Double
    switch (rule.check, r.axis, r.kind) {
    case (.height(let v), .vertical, .size) where own, (.width(let v), .horizontal, .size) where own,
      (.side(let v), _, .size) where own:
      value = v
    case (.leadingInset(let c, let v), .horizontal, _) where pair(c, mirrored ? [[.maxX, .maxX]] : [[.minX, .minX]]),
      (.trailingInset(let c, let v), .horizontal, _) where pair(c, mirrored ? [[.minX, .minX]] : [[.maxX, .maxX]]),
      (.topInset(let c, let v), .vertical, _) where pair(c, [[.minY, .minY]]),
      (.bottomInset(let c, let v), .vertical, _) where pair(c, [[.maxY, .maxY]]),
      (.gap(let c, let v), .horizontal, .gap) where pair(c, [[.maxX, .minX]]),
      (.verticalGap(let c, let v), .vertical, .gap) where pair(c, [[.maxY, .minY]]):
      value = v
    case (.columnGap(let v), .horizontal, .gap) where items(), (.rowGap(let v), .vertical, .gap) where items():
      value = v
    case (.cornerRadius(let v), _, .radius) where rule.matches(a.part):
      value = v
    default:
      return false
    }
    return abs(r.value - value) <= rule.tolerance + epsilon
  }
}
