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
