import Components
import Graphics

extension MaterialCard: ComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-card", MaterialCardSpec.rules(for: self))
  }
}

extension MaterialCardCollection: ComponentModel {
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try rendering(measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-card-collection", MaterialCardSpec.collectionRules(self))
  }
}

extension Component {
  public static func materialCard(_ card: MaterialCard) -> Component { Component(card) }
  public static func materialCardCollection(_ collection: MaterialCardCollection) -> Component { Component(collection) }
}
