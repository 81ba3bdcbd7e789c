import ComponentKit
import Graphics

// Material chips read as buttons labelled by their title, selected when selected; a chip field
// adds its text field after its chips; a collection reads its chips in order (in RTL too: the
// order is the chips', whichever side they are drawn on).

extension MaterialAccessibility {
  static func chip(_ chip: MaterialChip, part: String, frame: Rect) -> AccessibilityElement {
    let states = states(chip.state)
    var sources = ["role button: \(chipRole)", "label: \(chipTraits)"]
    if !states.isEmpty { sources.append("\(states.joined(separator: ", ")): \(chipTraits)") }
    return AccessibilityElement(
      part: part, frame: frame, role: "button", label: chip.title.isEmpty ? nil : chip.title, states: states,
      sources: sources)
  }

  static func chips(_ chips: [MaterialChip], rendering: Rendering) -> [AccessibilityElement] {
    chips.enumerated().map { i, c in chip(c, part: "chip-\(i + 1)", frame: rendering.frame(of: "chip-\(i + 1)")) }
  }
}

extension MaterialChipModel {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(elements: [
      MaterialAccessibility.chip(chip, part: "container", frame: rendering.frame(of: "container"))
    ])
  }
}

extension MaterialChipCollection {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(elements: MaterialAccessibility.chips(chips, rendering: rendering))
  }
}

extension MaterialChipField {
  /// The chips, then the text field: its placeholder as the label, typed text as the value.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    let field = AccessibilityElement(
      part: "text-field", frame: rendering.frame(of: "text-field"), role: "text-field", label: placeholder,
      value: text,
      sources: [
        "role text-field: seed material-chips.md \"Input chip\": "
          + "chipField.textField.placeholderLabel.text (the field's text field)"
      ])
    return AccessibilityAnnotation(elements: MaterialAccessibility.chips(chips, rendering: rendering) + [field])
  }
}
