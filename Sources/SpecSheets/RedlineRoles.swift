import ComponentKit

/// Why a cell has no redlines of the component's own size, paddings and corners: the planner
/// measures from the parts a component declares (`ComponentModel.partRoles`), never from names
/// it guesses, so a missing declaration is said on the sheet instead of leaving the cells bare.
extension RedlinePlanner {
  /// Nil when the declared container is in the layout; else one line for the sheet.
  public static func roleNote(for rendering: Rendering, roles: [PartRole: String]) -> String? {
    guard let name = roles[.container] else {
      return "no size, padding or corner redlines: the component declares no container part (partRoles)"
    }
    func has(_ node: LayoutNode) -> Bool { node.children.contains { $0.name == name || has($0) } }
    guard has(rendering.layout) else {
      return "no size, padding or corner redlines: no part is named \"\(name)\", its declared container"
    }
    return nil
  }
}
