extension FlexAlgorithm {
  /// An absolutely positioned child: placed by its insets in the container's padding box.
  func absoluteBox(_ child: FlexNode) -> LayoutBox {
    let input = LayoutInput(
      known: .none, parentSize: OptSize(width: c.containerSize.width, height: c.containerSize.height),
      available: AvailableSize(width: .definite(c.containerSize.width), height: .definite(c.containerSize.height)),
      inherentSize: true, perform: true)
    let output = LayoutEngine.compute(child, input)
    return LayoutBox(
      x: c.border.left, y: c.border.top, width: output.size.width, height: output.size.height,
      children: output.children)
  }
}
