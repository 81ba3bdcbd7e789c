import ComponentKit
import Graphics

extension FioriChip {
  /// A single chip with a transparent margin that holds its 44pt touch target (seed Key
  /// Dimensions: "add padding if needed").
  public func rendering(theme: FioriTheme, measurer: any TextMeasurer) throws -> Rendering {
    let chipLayout = try layout(theme: theme, measurer: measurer)
    let margin = max(0, (FioriChipSpec.minTouchTarget - theme.chipHeight) / 2)
    let size = canvas(for: chipLayout.container.size, margin: EdgeInsets(all: margin))
    let x = leadingX(chipLayout.container.width, margin: margin, canvas: size, rightToLeft: isRightToLeft)
    let placed = chipLayout.offsetBy(dx: x, dy: margin)
    return Rendering(
      canvas: size,
      parts: placed.node(named: "chip").children, commands: placed.commands(theme: theme))
  }
}

extension FioriChipGroup {
  /// The group's box is the image: no margin.
  public func rendering(theme: FioriTheme, measurer: any TextMeasurer) throws -> Rendering {
    var groupLayout = try layout(theme: theme, measurer: measurer)
    let size = canvas(for: groupLayout.frame.size, margin: .zero)
    groupLayout = groupLayout.offsetBy(
      dx: leadingX(groupLayout.frame.width, margin: 0, canvas: size, rightToLeft: isRightToLeft), dy: 0)
    return Rendering(
      canvas: size, parts: groupLayout.node(named: "group").children, commands: groupLayout.commands(theme: theme))
  }
}

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
