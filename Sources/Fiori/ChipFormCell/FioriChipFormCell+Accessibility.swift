import ComponentKit
import Graphics

extension FioriChipFormCell {
  /// The group, labelled by the cell's label ("required" added when required) with the helper
  /// text as its hint, over the label, chips and helper text; its chips; then the error text,
  /// announced when it appears.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    var groupParts = ["label", "chips"]
    if errorText == nil, helperText != nil { groupParts.append("helper-text") }
    var elements = FioriChipAccessibility.elements(
      group, rendering: rendering, chipsPrefix: "chips.", groupPart: groupParts.joined(separator: "+"),
      groupFrame: rendering.frame(of: groupParts),
      groupLabel: label, required: isRequired, helper: errorText == nil ? helperText : nil)
    if let errorText {
      elements.append(
        AccessibilityElement(
          part: "error-icon+error-text",
          frame: rendering.frame(of: ["error-icon", "error-text"]), role: "alert", label: errorText,
          states: ["announced when shown"],
          sources: ["role alert: \(FioriChipAccessibility.error)"]))
    }
    return AccessibilityAnnotation(elements: elements)
  }
}
