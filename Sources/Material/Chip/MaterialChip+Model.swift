import ComponentKit
import Graphics

// Material chips, chip fields and chip collections as catalog components.

/// A single Material chip as a catalog component; `touchTargetOverlay` draws its 44pt target over
/// it.
public struct MaterialChipModel: MaterialComponentModel {
  public var stateOrder: [String] { ControlState.order }
  public var chip: MaterialChip
  public var touchTargetOverlay: Bool

  public init(chip: MaterialChip, touchTargetOverlay: Bool) {
    self.chip = chip
    self.touchTargetOverlay = touchTargetOverlay
  }

  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try chip.rendering(touchTargetOverlay: touchTargetOverlay, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-chip", SpecRule.underOverlay(MaterialChipSpec.rules(for: chip), touchTargetOverlay))
  }
  public var isRightToLeft: Bool { chip.isRightToLeft }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.chip.isRightToLeft = false
    return Component(twin)
  }
}

extension MaterialChipField: MaterialComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(scheme: theme.material, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-chip-field", MaterialChipSpec.fieldRules(self, scheme: theme.material))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }
}

extension MaterialChipCollection: MaterialComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-chip-collection", MaterialChipSpec.collectionRules(self))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    twin.chips = chips.map {
      var c = $0
      c.isRightToLeft = false
      return c
    }
    return Component(twin)
  }
}

extension SpecRule {
  /// An annotation drawn over the component (the touch-target overlay) covers its pixels: only
  /// the rules that read frames apply.
  public static func underOverlay(_ rules: [SpecRule], _ overlay: Bool) -> [SpecRule] {
    overlay ? rules.filter { !$0.check.readsPixels } : rules
  }
}

extension Component {
  public static func materialChip(_ chip: MaterialChip, touchTargetOverlay: Bool) -> Component {
    Component(MaterialChipModel(chip: chip, touchTargetOverlay: touchTargetOverlay))
  }
  public static func materialChipField(_ field: MaterialChipField) -> Component { Component(field) }
  public static func materialChipCollection(_ collection: MaterialChipCollection) -> Component { Component(collection) }
}
