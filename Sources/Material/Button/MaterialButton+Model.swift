import ComponentKit
import Graphics

/// A Material button as a catalog component; `overlays` draws its touch target and hit area over
/// it.
public struct MaterialButtonModel: MaterialComponentModel {
  public var stateOrder: [String] { ControlState.order }
  public var button: MaterialButton
  public var overlays: Bool
  /// The accessibilityLabel the app sets (seed: needed when the button has no title or only an
  /// icon); nil reads the title.
  public var accessibilityLabel: String?

  public init(button: MaterialButton, overlays: Bool, accessibilityLabel: String? = nil) {
    self.button = button
    self.overlays = overlays
    self.accessibilityLabel = accessibilityLabel
  }

  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    try button.rendering(overlays: overlays, measurer: measurer)
  }
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("material-button", SpecRule.underOverlay(MaterialButtonSpec.rules(for: button, overlays: overlays), overlays))
  }
  public var isRightToLeft: Bool { button.isRightToLeft }
  public var withoutOverlays: Component? {
    overlays ? .materialButton(button, overlays: false, accessibilityLabel: accessibilityLabel) : nil
  }
  public var leftToRightTwin: Component? {
    var twin = self
    twin.button.isRightToLeft = false
    return Component(twin)
  }
}

extension Component {
  public static func materialButton(_ button: MaterialButton, overlays: Bool, accessibilityLabel: String? = nil)
    -> Component
  {
    Component(MaterialButtonModel(button: button, overlays: overlays, accessibilityLabel: accessibilityLabel))
  }
}
