import Components
import Graphics

extension Component {
  /// Runs layout and lowering: the component's anatomy frames and its display list on a canvas.
  ///
  /// A single chip gets a transparent margin that makes room for its 44pt touch target (seed Key
  /// Dimensions); groups and form cells fill their canvas edge to edge.
  public func render(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    switch self {
    case .fioriChip(let chip):
      let chipLayout = try chip.layout(theme: theme.fiori, measurer: measurer)
      let margin = max(0, (FioriChipSpec.minTouchTarget - FioriChipSpec.height) / 2)
      let placed = chipLayout.offsetBy(dx: margin, dy: margin)
      let size = canvas(for: chipLayout.container.size, margin: EdgeInsets(all: margin))
      return Rendering(
        layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: placed.node(named: "chip").children),
        displayList: DisplayList(size: size, commands: placed.commands(theme: theme.fiori)))
    case .fioriChipGroup(let group):
      let groupLayout = try group.layout(theme: theme.fiori, measurer: measurer)
      let size = canvas(for: groupLayout.frame.size, margin: .zero)
      return Rendering(
        layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: groupLayout.node(named: "group").children),
        displayList: DisplayList(size: size, commands: groupLayout.commands(theme: theme.fiori)))
    case .fioriChipFormCell(let cell):
      let cellLayout = try cell.layout(theme: theme.fiori, measurer: measurer)
      let size = canvas(for: cellLayout.frame.size, margin: .zero)
      return Rendering(
        layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: [LayoutNode("cell", frame: cellLayout.frame)] + cellLayout.node.children),
        displayList: DisplayList(size: size, commands: cellLayout.commands(theme: theme.fiori)))
    }
  }
}
