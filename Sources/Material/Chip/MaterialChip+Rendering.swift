import ComponentKit
import Graphics

extension MaterialChip {
  /// A single chip on a canvas with a uniform margin that holds its touch target and the shadow
  /// of its highest elevation in any state, so every state of a variant has the same canvas.
  public func rendering(touchTargetOverlay: Bool, measurer: any TextMeasurer) throws -> Rendering {
    let chipLayout = try layout(measurer: measurer)
    let touch = chipLayout.touchTarget
    let margin = max(-touch.minX, -touch.minY, 0, MaterialElevation.margin(for: [appearance.elevation]))
    let size = canvas(for: chipLayout.container.size, margin: EdgeInsets(all: margin))
    let x = leadingX(chipLayout.container.width, margin: margin, canvas: size, rightToLeft: isRightToLeft)
    let placed = chipLayout.offsetBy(dx: x, dy: margin)
    var commands = placed.commands()
    if touchTargetOverlay { commands += Annotation.touchTarget(placed.touchTarget, visible: placed.container) }
    return Rendering(
      canvas: size,
      parts: placed.node(named: "chip").children, commands: commands)
  }
}

extension MaterialChipField {
  /// The field on its surface colour, edge to edge.
  public func rendering(scheme: MaterialContainerScheme, measurer: any TextMeasurer) throws -> Rendering {
    let fieldLayout = try layout(typography: scheme.typography, measurer: measurer)
    let size = canvas(for: fieldLayout.frame.size, margin: .zero)
    let background = DrawCommand.fill(.rect(Rect(origin: .zero, size: size)), scheme.colors.surface)
    let typed = MaterialChipField.typedTextColor(scheme)
    return Rendering(
      canvas: size, parts: fieldLayout.node.children,
      commands: [background] + fieldLayout.commands(typedTextColor: typed))
  }
}

extension MaterialChipCollection {
  /// The collection with a margin for its chips' shadows.
  public func rendering(measurer: any TextMeasurer) throws -> Rendering {
    let flow = try layout(measurer: measurer)
    let margin = MaterialElevation.margin(for: chips.map(\.appearance.elevation))
    let placed = flow.offsetBy(dx: margin, dy: margin)
    return Rendering(
      canvas: canvas(for: flow.frame.size, margin: EdgeInsets(all: margin)),
      parts: placed.node(named: "collection").children, commands: placed.commands())
  }
}
