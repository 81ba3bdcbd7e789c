import SpecsheetKit

// A component from outside describes its accessibility the way specsheet's own do: through
// ComponentModel's optional requirement, with frames from its own layout.

extension Tag {
  /// A tag is a toggle read as a button labelled by its text, selected or disabled as drawn.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    let states: [String] =
      switch state {
      case .normal: []
      case .selected: ["selected"]
      case .disabled: ["disabled"]
      }
    return AccessibilityAnnotation(elements: [
      AccessibilityElement(
        part: "container", frame: rendering.frame(of: "container"), role: "button", label: label, states: states,
        sources: ["role button: \(TagSpec.source)"])
    ])
  }
}
