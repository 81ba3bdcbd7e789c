import ComponentKit
import Graphics

extension FioriChipGroup {
  /// The group (no label of its own outside a form cell; its box is the whole image), then its
  /// chips.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(
      elements: FioriChipAccessibility.elements(
        self, rendering: rendering, chipsPrefix: "", groupPart: "canvas", groupFrame: rendering.frame(of: "canvas"),
        groupLabel: nil, required: false, helper: nil))
  }
}
