import Graphics

extension Component {
  /// Runs layout and lowering: the component's anatomy frames and its display list on a canvas.
  /// Each component's canvas rules live beside its layout (`<Component>+Rendering.swift`).
  public func render(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    // Text without a curve of its own is scaled here, for every component (`BodyScaledText`).
    let scale = theme.textSize.bodyScale
    var rendering = try model.rendering(
      theme: theme, measurer: scale == 1 ? measurer : BodyScaledMeasurer(base: measurer, scale: scale))
    if scale != 1 { rendering.scaleText(by: scale) }
    // Paddings and insets may be negative (UIKit allows it), so a fixture can ask for a part
    // with no room: say which part, rather than let the backend refuse a nameless rectangle.
    if let bad = rendering.layout.firstImpossibleFrame() {
      throw LayoutError.impossibleFrame(part: bad.path, frame: bad.frame)
    }
    return rendering
  }
}

extension Rendering {
  /// A rendering whose layout root is the whole canvas, holding `parts`.
  package init(canvas size: Size, parts: [LayoutNode], commands: [DrawCommand]) {
    self.init(
      layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: parts),
      displayList: DisplayList(size: size, commands: commands))
  }
}
