import ComponentKit
import Graphics

// The Fiori chip, chip group and chip form cell as catalog components: drawn on the Fiori
// theme, held to FioriChipSpec's rules, on the form's background.

extension FioriChip: FioriComponentModel {
  /// The seed's colour table order.
  public var stateOrder: [String] { FioriChipState.allCases.map(\.name) }
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(theme: theme.fiori, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("fiori-chip", FioriChipSpec.rules(for: self, colors: theme.fiori.colors(for: self)))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }
}

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

extension FioriChipFormCell: FioriComponentModel {
  public var stateOrder: [String] { ["default", "error"] }
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(theme: theme.fiori, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("fiori-chip-form-cell", FioriChipSpec.formCellRules + group.groupRules(theme: theme.fiori))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }
}

extension Component {
  public static func fioriChip(_ chip: FioriChip) -> Component { Component(chip) }
  public static func fioriChipGroup(_ group: FioriChipGroup) -> Component { Component(group) }
  public static func fioriChipFormCell(_ cell: FioriChipFormCell) -> Component { Component(cell) }
}
