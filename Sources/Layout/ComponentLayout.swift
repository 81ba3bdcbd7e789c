import Components
import Graphics

extension Component {
  /// Runs layout and lowering: the component's anatomy frames and its display list on a canvas.
  /// Each component's canvas rules live beside its layout (`<Component>+Rendering.swift`).
  public func render(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    let rendering = try layoutAndLower(theme: theme, measurer: measurer)
    // Paddings and insets may be negative (UIKit allows it), so a fixture can ask for a part
    // with no room: say which part, rather than let the backend refuse a nameless rectangle.
    if let bad = rendering.layout.firstImpossibleFrame() {
      throw LayoutError.impossibleFrame(part: bad.path, frame: bad.frame)
    }
    return rendering
  }

  private func layoutAndLower(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    switch self {
    case .fioriChip(let chip): try chip.rendering(theme: theme.fiori, measurer: measurer)
    case .fioriChipGroup(let group): try group.rendering(theme: theme.fiori, measurer: measurer)
    case .fioriChipFormCell(let cell): try cell.rendering(theme: theme.fiori, measurer: measurer)
    case .materialChip(let chip, let overlay): try chip.rendering(touchTargetOverlay: overlay, measurer: measurer)
    case .materialChipField(let field): try field.rendering(scheme: theme.material, measurer: measurer)
    case .materialChipCollection(let collection): try collection.rendering(measurer: measurer)
    case .materialBaseCell(let cell): try cell.rendering(scheme: theme.material)
    case .materialListCell(let cell): try cell.rendering(scheme: theme.material, measurer: measurer)
    case .materialList(let list): try list.rendering(measurer: measurer)
    case .materialButton(let button, let overlays): try button.rendering(overlays: overlays, measurer: measurer)
    case .materialCard(let card): try card.rendering(measurer: measurer)
    case .materialCardCollection(let collection): try collection.rendering(measurer: measurer)
    }
  }
}

extension Rendering {
  /// A rendering whose layout root is the whole canvas, holding `parts`.
  init(canvas size: Size, parts: [LayoutNode], commands: [DrawCommand]) {
    self.init(
      layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: parts),
      displayList: DisplayList(size: size, commands: commands))
  }
}
