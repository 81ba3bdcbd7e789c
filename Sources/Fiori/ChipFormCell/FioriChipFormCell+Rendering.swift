import ComponentKit
import Graphics

extension FioriChipFormCell {
  /// The cell fills the image edge to edge; its frame is reported as the `cell` part.
  public func rendering(theme: FioriTheme, measurer: any TextMeasurer) throws -> Rendering {
    let cellLayout = try layout(theme: theme, measurer: measurer)
    return Rendering(
      canvas: canvas(for: cellLayout.frame.size, margin: .zero),
      parts: [LayoutNode("cell", frame: cellLayout.frame)] + cellLayout.node.children,
      commands: cellLayout.commands(theme: theme))
  }
}
