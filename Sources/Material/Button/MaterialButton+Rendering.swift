import ComponentKit
import Graphics

extension MaterialButton {
  /// A button on a canvas with a uniform margin for its touch target, hit area and the shadow of
  /// its highest elevation in any state. With `overlays`, the 44pt touch target and the 48pt
  /// `hitAreaInsets` area are drawn over it, as a designer checks them.
  public func rendering(overlays: Bool, measurer: any TextMeasurer) throws -> Rendering {
    let buttonLayout = try layout(measurer: measurer)
    let hit = buttonLayout.hitArea
    let margin = max(-hit.minX, -hit.minY, 0, MaterialElevation.margin(for: [appearance.elevation])).rounded(.up)
    let size = canvas(for: buttonLayout.container.size, margin: EdgeInsets(all: margin))
    let x = leadingX(buttonLayout.container.width, margin: margin, canvas: size, rightToLeft: isRightToLeft)
    let placed = buttonLayout.offsetBy(dx: x, dy: margin)
    var commands = placed.commands()
    if overlays {
      commands += Annotation.touchTarget(placed.touchTarget, visible: placed.container)
      commands += DrawCommand.stroke(
        .rect(placed.hitArea.insetBy(Annotation.lineWidth / 2)), Annotation.hitAreaStroke, width: Annotation.lineWidth
      ).inPart("hit-area")
    }
    return Rendering(
      canvas: size,
      parts: placed.node(named: "button", overlays: overlays).children, commands: commands)
  }
}
