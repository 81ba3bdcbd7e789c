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
    case .materialChip(let chip, let overlay):
      return try Self.renderMaterialChip(chip, overlay: overlay, measurer: measurer)
    case .materialChipField(let field):
      let fieldLayout = try field.layout(typography: theme.material.typography, measurer: measurer)
      let size = canvas(for: fieldLayout.frame.size, margin: .zero)
      let background = DrawCommand.fill(.rect(Rect(origin: .zero, size: size)), theme.material.colors.surface)
      let typed = theme.material.colors.surface.blending(theme.material.colors.onSurface, alpha: MaterialChipSpec.titleEmphasis)
      return Rendering(
        layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: fieldLayout.node.children),
        displayList: DisplayList(size: size, commands: [background] + fieldLayout.commands(typedTextColor: typed)))
    case .materialChipCollection(let collection):
      let flow = try collection.layout(measurer: measurer)
      let margin = Self.materialMargin(for: collection.chips)
      let placed = MaterialChipFlowLayout(
        frame: flow.frame.offsetBy(dx: margin, dy: margin),
        chips: flow.chips.map { $0.offsetBy(dx: margin, dy: margin) })
      let size = canvas(for: flow.frame.size, margin: EdgeInsets(all: margin))
      return Rendering(
        layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: placed.node(named: "collection").children),
        displayList: DisplayList(size: size, commands: placed.commands()))
    }
  }

  /// A single Material chip on a canvas with a uniform margin that holds its touch target and
  /// the shadow of its highest elevation in any state, so every state has the same canvas.
  static func renderMaterialChip(_ chip: MaterialChip, overlay: Bool, measurer: any TextMeasurer) throws -> Rendering {
    let chipLayout = try chip.layout(measurer: measurer)
    let touch = chipLayout.touchTarget
    let touchMargin = max(-touch.minX, -touch.minY, 0)
    let margin = max(touchMargin, materialMargin(for: [chip]))
    let placed = chipLayout.offsetBy(dx: margin, dy: margin)
    let size = canvas(for: chipLayout.container.size, margin: EdgeInsets(all: margin))
    var commands = placed.commands()
    if overlay { commands += Annotation.touchTarget(placed.touchTarget, visible: placed.container) }
    return Rendering(
      layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: placed.node(named: "chip").children),
      displayList: DisplayList(size: size, commands: commands))
  }

  /// Whole points around chips for the shadow of the highest elevation their appearance sets.
  static func materialMargin(for chips: [MaterialChip]) -> Double {
    let elevation = chips.flatMap { $0.appearance.elevation.values.values }.max() ?? 0
    let e = MaterialElevation.extent(elevation: elevation)
    return max(e.top, e.bottom, e.leading, e.trailing).rounded(.up)
  }
}
