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

extension Component {
  public static func fioriChip(_ chip: FioriChip) -> Component { Component(chip) }
  public static func fioriChipGroup(_ group: FioriChipGroup) -> Component { Component(group) }
  public static func fioriChipFormCell(_ cell: FioriChipFormCell) -> Component { Component(cell) }
}
