import ComponentKit
import Graphics

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
