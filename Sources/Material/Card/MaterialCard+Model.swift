import ComponentKit
import Graphics

extension MaterialCard: MaterialComponentModel {
  public var stateOrder: [String] { ControlState.order }
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-card", MaterialCardSpec.rules(for: self))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }
  public var partsKeepingTheirSide: Set<String> { checkAlignment.horizontal == .center ? [] : ["checked-icon"] }
}

extension MaterialCardCollection: MaterialComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-card-collection", MaterialCardSpec.collectionRules(self))
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }
  public var partsKeepingTheirSide: Set<String> {
    cards.contains { $0.checkAlignment.horizontal != .center } ? ["checked-icon"] : []
  }
}

extension Component {
  public static func materialCard(_ card: MaterialCard) -> Component { Component(card) }
  public static func materialCardCollection(_ collection: MaterialCardCollection) -> Component { Component(collection) }
}
