/// What a part does for the spec sheet's redlines, whatever the component names it: a component
/// declares its roles (`ComponentModel.partRoles`) and the redline planner measures from them.
public enum PartRole: String, CaseIterable, Hashable, Sendable {
  /// The component's shape: its width and height, the paddings to its content, its corner
  /// radii, and what a touch target encloses. A part with a child of this name is a component
  /// instance (a single component, or an item of a group).
  case container
  /// The spec's box inside the paddings (Fiori's 20pt): left out of the width chain, and the
  /// vertical paddings are measured to it.
  case contentBox = "content-box"
}
