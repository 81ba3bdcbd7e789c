extension LayoutEngine {
  /// A node without children: its style's size, else its measured content plus padding and border.
  static func leaf(_ node: LayoutNode, _ input: LayoutInput) -> LayoutOutput {
    let style = node.style
    let parentWidth = input.parentSize.width
    let margin = style.margin.resolveOrZero(parentWidth)
    let paddingBorder = style.padding.resolveOrZero(parentWidth) + style.border.resolveOrZero(parentWidth)
    var contentInset = paddingBorder
    contentInset.right += style.scrollbarGutter.width
    contentInset.bottom += style.scrollbarGutter.height
    var nodeSize = input.known
    var minSize = OptSize.none
    var maxSize = OptSize.none
    var ratio: Double? = nil
    if input.inherentSize {
      let adjustment = boxAdjustment(style, paddingBorder: paddingBorder)
      let sizes = styleSizes(style, parent: input.parentSize, boxAdjustment: adjustment)
      ratio = style.aspectRatio
      nodeSize = input.known.or(sizes.size)
      minSize = sizes.min
      // The maximum takes no size from the aspect ratio here.
      maxSize = OptSize(
        width: style.maxWidth.resolve(input.parentSize.width), height: style.maxHeight.resolve(input.parentSize.height)
      ).adding(adjustment)
    }
    let floor = paddingBorder.sums
    if !input.perform, let width = nodeSize.width, let height = nodeSize.height {
      let size = FlexSize(
        width: max(clamp(width, minSize.width, maxSize.width), floor.width),
        height: max(clamp(height, minSize.height, maxSize.height), floor.height))
      return LayoutOutput(size: size)
    }
    func room(
      _ known: Double?, _ given: AvailableSpace, _ margins: Double, _ own: Double?, _ min: Double?,
      _ max: Double?, _ inset: Double
    ) -> AvailableSpace {
      var space = known.map { AvailableSpace.definite($0) } ?? given.minus(margins)
      if let own { space = .definite(own) }
      return space.mapDefinite { clamp($0, min, max) - inset }
    }
    let available = AvailableSize(
      width: room(
        input.known.width, input.available.width, margin.horizontal, nodeSize.width, minSize.width, maxSize.width,
        contentInset.horizontal),
      height: room(
        input.known.height, input.available.height, margin.vertical, nodeSize.height, minSize.height,
        maxSize.height, contentInset.vertical))
    let measured = measure(node, input.perform ? .none : input.known, available)
    let inset = contentInset.sums
    let width = clamp(nodeSize.width ?? (measured.width + inset.width), minSize.width, maxSize.width)
    var height = clamp(nodeSize.height ?? (measured.height + inset.height), minSize.height, maxSize.height)
    if let ratio { height = max(height, width / ratio) }
    return LayoutOutput(size: FlexSize(width: max(width, floor.width), height: max(height, floor.height)))
  }

  static func measure(_ node: LayoutNode, _ known: OptSize, _ available: AvailableSize) -> FlexSize {
    if let width = known.width, let height = known.height { return FlexSize(width: width, height: height) }
    guard let measure = node.measure else { return FlexSize(width: known.width ?? 0, height: known.height ?? 0) }
    let content = measure((known.width, known.height), available)
    return FlexSize(width: known.width ?? content.width, height: known.height ?? content.height)
  }
}
