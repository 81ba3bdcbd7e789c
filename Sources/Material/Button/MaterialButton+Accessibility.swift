import ComponentKit
import Graphics

// A Material button reads as a button labelled by its title; an icon-only button has no label
// unless the app sets the accessibilityLabel the seed asks for, so the annotation shows the gap.

enum MaterialAccessibility {
  static let buttons = "seed material-buttons.md"
  static let buttonRole = "\(buttons) \"Text button\": MDCButton (a subclass of UIButton): UIButton's button trait"
  static let buttonLabel =
    "\(buttons) \"Making buttons accessible\": Set an appropriate accessibilityLabel value "
    + "if your button does not have a title or only has an icon"
  static let controlStates =
    "UIControl's selected and enabled, read as UIKit's selected and not-enabled traits "
    + "(the states MDCButton is drawn in, mdc-facts §6)"
  static let chipRole =
    "seed material-chips.md \"Stateful properties\": Like UIButton, MDCChipView provides many "
    + "state-dependant accessors (a control read as a button)"
  static let chipTraits =
    "seed material-chips.md \"Making chips accessible\": set any relevant accessibilityLabels or accessibilityTraits"

  /// States a UIControl's state reads as: selected, disabled (highlighting is not announced).
  static func states(_ state: ControlState) -> [String] {
    (state.isSelected ? ["selected"] : []) + (state.isDisabled ? ["disabled"] : [])
  }

  /// A button as VoiceOver reads it: the accessibilityLabel when set, else the title as written
  /// (MDCButton only shows it uppercased); an icon-only button without one has no label.
  static func button(
    _ button: MaterialButton, part: String, frame: Rect, accessibilityLabel: String? = nil
  ) -> AccessibilityElement {
    let states = states(button.state)
    let label = accessibilityLabel ?? (button.title.isEmpty ? nil : button.title)
    let labelFact = accessibilityLabel != nil ? "label (accessibilityLabel)" : label == nil ? "no label" : "label"
    var sources = ["role button: \(buttonRole)", "\(labelFact): \(buttonLabel)"]
    if !states.isEmpty { sources.append("\(states.joined(separator: ", ")): \(controlStates)") }
    return AccessibilityElement(
      part: part, frame: frame, role: "button", label: label, states: states,
      sources: sources)
  }
}

extension MaterialButtonModel {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(elements: [
      MaterialAccessibility.button(
        button, part: "container", frame: rendering.frame(of: "container"), accessibilityLabel: accessibilityLabel)
    ])
  }
}
