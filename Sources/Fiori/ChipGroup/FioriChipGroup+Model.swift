import ComponentKit
import Graphics

extension FioriChipGroup: FioriComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(theme: theme.fiori, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("fiori-chip-group", groupRules(theme: theme.fiori))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }

  /// Each chip of a group keeps its own state's rules, under its `chip-N.` prefix.
  func groupRules(theme: FioriTheme) -> [SpecRule] {
    var wrapped = false
    if case .wrapped = arrangement { wrapped = true }
    var rules = FioriChipSpec.groupRules(wrapped: wrapped)
    for (i, chip) in chips.enumerated() {
      for var rule in FioriChipSpec.rules(for: chip, colors: theme.colors(for: chip)) {
        if case .widerThan = rule.check { continue }
        if ["height", "min-width"].contains(rule.id) { continue }  // already group-wide
        rule.part = "chip-\(i + 1).\(rule.part)"
        rules.append(rule)
      }
    }
    return rules
  }
}
