import ComponentKit
import Graphics

// Material lists: a plain MDCBaseCell, one MDCSelfSizingStereoCell, a column of cells.

extension MaterialBaseCell: MaterialComponentModel {
  public var stateOrder: [String] { ControlState.order }
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(scheme: theme.material)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-base-cell", MaterialListSpec.rules(for: self, background: theme.material.colors.background))
  }
}

extension MaterialListCell: MaterialComponentModel {
  public var stateOrder: [String] { ControlState.order }
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(scheme: theme.material, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-list-item", MaterialListSpec.rules(for: self, background: theme.material.colors.background))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }
  public var dynamicType: (key: String, textSize: Double)? { (sizeIndependentKey, appearance.titleFont.size) }

  /// Everything but the appearance's fonts: cells equal under this key differ in Dynamic Type.
  var sizeIndependentKey: String {
    var fontless = self
    fontless.appearance.titleFont = Font(family: "", weight: 0, size: 0)
    fontless.appearance.detailFont = fontless.appearance.titleFont
    return String(describing: fontless)
  }
}

extension MaterialList: MaterialComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-list", MaterialListSpec.listRules(self))
  }
  public var isRightToLeft: Bool { cells.first?.isRightToLeft ?? false }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.cells = cells.map {
      var c = $0
      c.isRightToLeft = false
      return c
    }
    return Component(twin)
  }
}

extension Component {
  public static func materialBaseCell(_ cell: MaterialBaseCell) -> Component { Component(cell) }
  public static func materialListCell(_ cell: MaterialListCell) -> Component { Component(cell) }
  public static func materialList(_ list: MaterialList) -> Component { Component(list) }
}
