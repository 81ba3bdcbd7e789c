import ComponentKit
import Graphics

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
