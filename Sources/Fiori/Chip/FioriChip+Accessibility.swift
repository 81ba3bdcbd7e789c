import ComponentKit
import Graphics

// The Fiori chip's accessibility, as the seed's React Native notes give it (seed fiori-chip.md
// "Accessibility"): radio chips in a radiogroup for single selection, checkbox chips in a group
// for multiple, `checked` from the selection, "required" in the group's label, helper text read
// with the group, error text announced when it appears.

enum FioriChipAccessibility {
  static let seed = "seed fiori-chip.md \"Accessibility\""
  static let chipRole =
    "\(seed): Chip: accessibilityRole=\"radio\" (single) or accessibilityRole=\"checkbox\" (multiple)"
  static let groupRole =
    "\(seed): Chip group: accessibilityRole=\"radiogroup\" (single selection) or accessibilityRole=\"group\" (multiple)"
  static let checked = "\(seed): Chip state: accessibilityState={{ checked: isSelected }}"
  static let label = "\(seed): Chip label: accessibilityLabel=\"[Chip label]\""
  static let required = "\(seed): Required field: Include \"required\" in group accessibility label"
  static let helper = "\(seed): Helper text: Read automatically when group gains focus"
  static let error = "\(seed): Error text: Announced immediately when error appears"
  static let disabled =
    "seed fiori-chip.md \"Color Scheme\": the Disabled row (a chip state; React Native's accessibilityState disabled)"
  static let scroll =
    "seed fiori-chip.md \"4. Wrapped Chips\": Horizontal scroll: Chips overflow to right with horizontal scroll"
  static let leadingIconSelection =
    "seed fiori-chip.md \"3. Chip with Leading Icon\": can be used for single and multiple selection (alone: a toggle)"

  /// One chip: `radio` under single selection, `checkbox` under multiple; checked or not;
  /// disabled when drawn disabled.
  static func element(
    _ chip: FioriChip, selection: FioriChipGroup.Selection, part: String, frame: Rect, roleSource: String
  ) -> AccessibilityElement {
    var states = [chip.state.isSelected ? "checked" : "unchecked"]
    var sources = [
      "role \(selection == .single ? "radio" : "checkbox"): \(roleSource)", "label: \(label)",
      "\(states[0]): \(checked)",
    ]
    if chip.state == .disabled {
      states.append("disabled")
      sources.append("disabled: \(disabled)")
    }
    return AccessibilityElement(
      part: part, frame: frame, role: selection == .single ? "radio" : "checkbox", label: chip.label, states: states,
      sources: sources)
  }

  /// The group element and its chips, in reading order: the group (announced on entering it),
  /// then each chip as laid out. `groupLabel`, `required` and `helper` come from a form cell.
  static func elements(
    _ group: FioriChipGroup, rendering: Rendering, chipsPrefix: String, groupPart: String, groupFrame: Rect,
    groupLabel: String?, required: Bool, helper: String?
  ) -> [AccessibilityElement] {
    let role = group.selection == .single ? "radiogroup" : "group"
    var sources = ["role \(role): \(groupRole)"]
    var label = groupLabel
    if required {
      // The seed puts "required" in the label itself, so it is read with it (not as a state).
      label = (groupLabel.map { "\($0), " } ?? "") + "required"
      sources.append("label \"required\": \(Self.required)")
    }
    if helper != nil { sources.append("hint: \(Self.helper)") }
    var elements = [
      AccessibilityElement(
        part: groupPart, frame: groupFrame, role: role, label: label, hint: helper, sources: sources)
    ]
    // A scrolling group's chips past its viewport are still read (the group scrolls to them).
    let viewport = rendering.layout.part("\(chipsPrefix)viewport")
    for (i, chip) in group.chips.enumerated() {
      let part = "\(chipsPrefix)chip-\(i + 1)"
      var e = element(
        chip, selection: group.selection, part: part, frame: rendering.frame(of: part), roleSource: chipRole)
      if let viewport, !viewport.intersects(e.frame) {
        e.states.append("off-screen")
        e.sources.append("off-screen: \(scroll)")
      }
      elements.append(e)
    }
    return elements
  }
}

extension FioriChip {
  /// A chip on its own: single- and multiple-selection chips take their variation's role; a
  /// leading-icon or status chip, usable for either, toggles alone and reads as a checkbox.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    let selection: FioriChipGroup.Selection
    var roleSource = FioriChipAccessibility.chipRole
    switch variation {
    case .singleSelection: selection = .single
    case .multipleSelection: selection = .multiple
    case .leadingIcon, .status:
      selection = .multiple
      roleSource += "; \(FioriChipAccessibility.leadingIconSelection)"
    }
    return AccessibilityAnnotation(elements: [
      FioriChipAccessibility.element(
        self, selection: selection, part: "container", frame: rendering.frame(of: "container"), roleSource: roleSource)
    ])
  }
}
