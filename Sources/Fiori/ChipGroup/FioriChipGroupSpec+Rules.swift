import ComponentKit
import Graphics

/// The chip group's spec as executable rules, for the spec audit.
extension FioriChipSpec {
  /// Rules of a group of chips: the chips' own size rules plus the spacing between them.
  public static func groupRules(wrapped: Bool) -> [SpecRule] {
    var rules = [
      SpecRule("height", part: "container", .height(height), source: "\(dimensions): Chip Height 32pt"),
      SpecRule("min-width", part: "container", .minWidth(minWidth), source: "\(dimensions): Chip Min Width 64pt"),
      SpecRule(
        "horizontal-spacing", part: "container", .columnGap(horizontalSpacing),
        source: "\(dimensions): Chip Spacing (horizontal) 8pt"),
    ]
    if wrapped {
      rules.append(
        SpecRule(
          "vertical-spacing", part: "container", .rowGap(verticalSpacing),
          source: "\(dimensions): Chip Spacing (vertical) 8pt"))
    }
    return rules
  }
}
