import ComponentKit
import Graphics

/// The chip form cell's spec as executable rules, for the spec audit.
extension FioriChipSpec {
  /// Rules of the chip form cell (facts §4; docs/spec-decisions.md "Form cell").
  public static var formCellRules: [SpecRule] {
    let facts = "shared/reference/fiori-facts.md §4"
    return groupRules(wrapped: true) + [
      SpecRule(
        "cell-inset-top", part: "label", .topInset(from: "cell", formCellInsetTop),
        source: "\(facts); docs/spec-decisions.md \"Form cell\""),
      SpecRule(
        "cell-inset-leading", part: "label", .leadingInset(from: "cell", formCellInsetHorizontal),
        source: "\(facts); docs/spec-decisions.md \"Form cell\""),
    ]
  }
}
