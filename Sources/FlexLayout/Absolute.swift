/// One axis of an absolutely positioned child, as its container sees it.
private struct AbsoluteAxis {
  var start: Double?
  var end: Double?
  var marginStart: Double
  var marginEnd: Double
  var size: Double
  var container: Double
  var borderStart: Double
  var borderEnd: Double
  var insetStart: Double
  var insetEnd: Double
  var rtl: Bool
  /// A scrollbar's room at the end of the axis (at its start for a right-to-left row).
  var gutter: Double

  enum Edge { case start, end, center }

  /// The offset from the insets when either is set (CSS Position §4), else from alignment.
  func offset(aligned edge: Edge) -> Double {
    let fromEnd = container - borderEnd - (rtl ? 0 : gutter) - size - (end ?? 0) - marginEnd
    if start != nil || end != nil {
      if rtl && end != nil { return fromEnd }
      if let start { return start + borderStart + (rtl ? gutter : 0) + marginStart }
      return fromEnd
    }
    switch edge {
    case .start: return insetStart + marginStart
    case .end: return container - insetEnd - size - marginEnd
    case .center: return (container + insetStart - insetEnd - size + marginStart - marginEnd) / 2
    }
  }
}

extension FlexAlgorithm {
  /// An absolutely positioned child: sized by its style or insets, else by its content, and
  /// placed by its insets in the container's padding box, else by the container's alignment.
  func absoluteBox(_ child: LayoutNode) -> LayoutBox {
    let style = child.style
    let room = FlexSize(
      width: c.containerSize.width - c.border.horizontal - c.scrollbarGutter.width,
      height: c.containerSize.height - c.border.vertical - c.scrollbarGutter.height)
    let margin = style.margin.map { $0.resolve(room.width) }
    let paddingBorder = style.padding.resolveOrZero(room.width) + style.border.resolveOrZero(room.width)
    let adjustment = LayoutEngine.boxAdjustment(style, paddingBorder: paddingBorder)
    let sizes = LayoutEngine.styleSizes(
      style, parent: OptSize(width: room.width, height: room.height), boxAdjustment: adjustment)
    let floor = paddingBorder.sums
    let minSize = OptSize(
      width: max(sizes.min.width ?? floor.width, floor.width),
      height: max(sizes.min.height ?? floor.height, floor.height))
    let maxSize = sizes.max
    func clamped(_ size: OptSize) -> OptSize {
      OptSize(
        width: clamp(size.width, minSize.width, maxSize.width),
        height: clamp(size.height, minSize.height, maxSize.height))
    }
    let left = style.inset.left.resolve(room.width)
    let right = style.inset.right.resolve(room.width)
    let top = style.inset.top.resolve(room.height)
    let bottom = style.inset.bottom.resolve(room.height)
    var known = clamped(sizes.size)
    if style.width.isSizingKeyword || style.height.isSizingKeyword {
      known = clamped(
        keywordSizes(child, known: known, room: room, margin: margin, insets: (left, right, top, bottom))
          .applyingAspectRatio(style.aspectRatio))
    }
    if known.width == nil, let left, let right {
      known.width = max(room.width - (margin.left ?? 0) - (margin.right ?? 0) - left - right, 0)
      known = clamped(known.applyingAspectRatio(style.aspectRatio))
    }
    if known.height == nil, let top, let bottom {
      known.height = max(room.height - (margin.top ?? 0) - (margin.bottom ?? 0) - top - bottom, 0)
      known = clamped(known.applyingAspectRatio(style.aspectRatio))
    }
    let available = AvailableSize(
      width: .definite(clamp(c.containerSize.width, minSize.width, maxSize.width)),
      height: .definite(clamp(c.containerSize.height, minSize.height, maxSize.height)))
    var size: FlexSize
    if let width = known.width, let height = known.height {
      size = FlexSize(width: width, height: height)
    } else {
      let input = LayoutInput(
        known: known, parentSize: c.nodeInner, available: available, inherentSize: true, perform: false)
      let measured = LayoutEngine.compute(child, input).size
      size = FlexSize(width: known.width ?? measured.width, height: known.height ?? measured.height)
    }
    size = FlexSize(
      width: clamp(size.width, minSize.width, maxSize.width), height: clamp(size.height, minSize.height, maxSize.height)
    )
    let input = LayoutInput(
      known: OptSize(width: size.width, height: size.height), parentSize: c.nodeInner, available: available,
      inherentSize: true, perform: true)
    let output = LayoutEngine.compute(child, input)
    let resolved = resolveAutoMargins(margin, size: size, insets: (left, right, top, bottom))
    let (x, y) = absolutePosition(child, size: size, margin: resolved, insets: (left, right, top, bottom))
    return LayoutBox(x: x, y: y, width: size.width, height: size.height, children: output.children)
  }

  /// Width and height given as sizing keywords, against the room the insets and margins leave.
  private func keywordSizes(
    _ child: LayoutNode, known: OptSize, room: FlexSize, margin: Sides<Double?>,
    insets: (left: Double?, right: Double?, top: Double?, bottom: Double?)
  ) -> OptSize {
    let stretch = FlexSize(
      width: max(room.width - (insets.left ?? 0) - (insets.right ?? 0) - (margin.left ?? 0) - (margin.right ?? 0), 0),
      height: max(room.height - (insets.top ?? 0) - (insets.bottom ?? 0) - (margin.top ?? 0) - (margin.bottom ?? 0), 0))
    let width = known.width == nil ? child.style.width.keywordSize(stretch: stretch.width) : nil
    let height = known.height == nil ? child.style.height.keywordSize(stretch: stretch.height) : nil
    func measure(_ known: OptSize, _ available: AvailableSize) -> FlexSize {
      let input = LayoutInput(
        known: known, parentSize: OptSize(width: room.width, height: room.height), available: available,
        inherentSize: true, perform: false)
      return LayoutEngine.compute(child, input).size
    }
    if case .measure(let roomWidth) = width, case .measure(let roomHeight) = height {
      let size = measure(.none, AvailableSize(width: roomWidth, height: roomHeight))
      return OptSize(width: size.width, height: size.height)
    }
    var result = known
    switch width {
    case .exact(let value): result.width = value
    case .measure(let roomWidth):
      result.width = measure(result, AvailableSize(width: roomWidth, height: .definite(stretch.height))).width
    case nil: break
    }
    switch height {
    case .exact(let value): result.height = value
    case .measure(let roomHeight):
      let roomWidth = AvailableSpace.definite(result.width ?? stretch.width)
      result.height = measure(result, AvailableSize(width: roomWidth, height: roomHeight)).height
    case nil: break
    }
    return result
  }

  /// Auto margins share the free space on an axis whose two insets are set; otherwise they are 0.
  private func resolveAutoMargins(
    _ margin: Sides<Double?>, size: FlexSize, insets: (left: Double?, right: Double?, top: Double?, bottom: Double?)
  ) -> Sides<Double> {
    let freeWidth = max(c.containerSize.width - size.width - (margin.left ?? 0) - (margin.right ?? 0), 0)
    let freeHeight = max(c.containerSize.height - size.height - (margin.top ?? 0) - (margin.bottom ?? 0), 0)
    let autoWidth = (margin.left == nil ? 1 : 0) + (margin.right == nil ? 1 : 0)
    let autoHeight = (margin.top == nil ? 1 : 0) + (margin.bottom == nil ? 1 : 0)
    let shareWidth = autoWidth > 0 && insets.left != nil && insets.right != nil ? freeWidth / Double(autoWidth) : 0
    let shareHeight = autoHeight > 0 && insets.top != nil && insets.bottom != nil ? freeHeight / Double(autoHeight) : 0
    return Sides(
      top: margin.top ?? shareHeight, right: margin.right ?? shareWidth, bottom: margin.bottom ?? shareHeight,
      left: margin.left ?? shareWidth)
  }

  private func absolutePosition(
    _ child: LayoutNode, size: FlexSize, margin: Sides<Double>,
    insets: (left: Double?, right: Double?, top: Double?, bottom: Double?)
  ) -> (Double, Double) {
    func axis(horizontal: Bool) -> AbsoluteAxis {
      AbsoluteAxis(
        start: horizontal ? insets.left : insets.top, end: horizontal ? insets.right : insets.bottom,
        marginStart: horizontal ? margin.left : margin.top, marginEnd: horizontal ? margin.right : margin.bottom,
        size: horizontal ? size.width : size.height,
        container: horizontal ? c.containerSize.width : c.containerSize.height,
        borderStart: horizontal ? c.border.left : c.border.top,
        borderEnd: horizontal ? c.border.right : c.border.bottom,
        insetStart: horizontal ? c.contentInset.left : c.contentInset.top,
        insetEnd: horizontal ? c.contentInset.right : c.contentInset.bottom, rtl: horizontal && c.rtl,
        gutter: horizontal ? c.scrollbarGutter.width : c.scrollbarGutter.height)
    }
    let mainAxis = axis(horizontal: row)
    let crossAxis = axis(horizontal: !row)
    let main = mainAxis.offset(aligned: mainEdge(rtl: mainAxis.rtl))
    let overflows =
      crossAxis.size + crossAxis.marginStart + crossAxis.marginEnd > crossAxis.container - c.contentInset.crossSum(row)
    let cross = crossAxis.offset(aligned: crossEdge(child, rtl: crossAxis.rtl, overflows: overflows))
    return row ? (main, cross) : (cross, main)
  }

  /// Where justify-content puts an absolutely positioned child with no main-axis insets.
  private func mainEdge(rtl: Bool) -> AbsoluteAxis.Edge {
    let reversed = c.reverse != rtl
    switch c.justifyContent ?? .flexStart {
    case .start: return rtl ? .end : .start
    case .end: return rtl ? .start : .end
    case .spaceBetween, .stretch, .flexStart: return reversed ? .end : .start
    case .flexEnd: return reversed ? .start : .end
    case .center, .spaceAround, .spaceEvenly: return .center
    }
  }

  /// Where align-self puts an absolutely positioned child with no cross-axis insets.
  private func crossEdge(_ child: LayoutNode, rtl: Bool, overflows: Bool) -> AbsoluteAxis.Edge {
    let reversed = c.wrapReverse != rtl
    var alignment = child.style.alignSelf ?? c.alignItems
    let safety = child.style.alignSelf == nil ? node.style.alignItemsSafety : child.style.alignSelfSafety
    let flip = !row && child.style.direction != node.style.direction
    if alignment == .selfStart { alignment = flip ? .end : .start }
    if alignment == .selfEnd { alignment = flip ? .start : .end }
    if safety == .safe && overflows { alignment = .start }
    switch alignment {
    case .start, .selfStart, .baseline: return rtl ? .end : .start
    case .end, .selfEnd: return rtl ? .start : .end
    case .stretch, .flexStart: return reversed ? .end : .start
    case .flexEnd: return reversed ? .start : .end
    case .center: return .center
    }
  }
}
