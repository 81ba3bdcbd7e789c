extension FlexAlgorithm {
  /// §9.4 step 7: each item's cross size with its used main size.
  mutating func determineHypotheticalCrossSize(_ index: Int) {
    let item = items[index]
    let paddingBorder = item.paddingBorder.crossSum(row)
    let transferredMin = item.minSize.applyingAspectRatio(item.aspectRatio).cross(row)
    let transferredMax = item.maxSize.applyingAspectRatio(item.aspectRatio).cross(row)
    let styled = maxOpt(clamp(item.size.cross(row), transferredMin, transferredMax), paddingBorder)
    let inner: Double
    if let styled {
      inner = styled
    } else {
      var crossRoom = available.cross(row).mapDefinite {
        max(clamp(divided($0), transferredMin, transferredMax), paddingBorder)
      }
      let crossStyle = row ? item.node.style.height : item.node.style.width
      let crossStretch = c.nodeInner.cross(row).map { divided($0) - item.margin.crossSum(row) }
      if case .measure(let room) = crossStyle.keywordSize(stretch: crossStretch) { crossRoom = room }
      var known = OptSize.none
      known.setMain(row, item.target.main(row))
      var room = AvailableSize.maxContent
      room.setMain(row, .definite(c.containerSize.main(row)))
      room.setCross(row, crossRoom)
      let input = LayoutInput(
        known: known, parentSize: c.nodeInner, available: room, inherentSize: false, perform: false,
        knownDefinite: knownDefiniteness(item))
      let measured = LayoutEngine.compute(item.node, input).size.cross(row)
      inner = max(clamp(measured, transferredMin, transferredMax), paddingBorder)
    }
    items[index].hypotheticalInner.setCross(row, inner)
    items[index].hypotheticalOuter.setCross(row, inner + item.margin.crossSum(row))
  }

  /// §9.4 step 8: each line's cross size.
  mutating func calculateLineCrossSizes() {
    let inset = c.contentInset.crossSum(row)
    if !c.wrap, let known = input.known.cross(row) {
      lines[0].crossSize = max(clamp(known, c.minSize.cross(row), c.maxSize.cross(row)) - inset, 0)
      return
    }
    for line in lines.indices {
      let range = lines[line].items
      let maxBaseline = range.map { items[$0].baseline }.max() ?? 0
      lines[line].crossSize =
        range.map { index in
          let item = items[index]
          let outer = item.hypotheticalOuter.cross(row)
          return takesBaseline(item) ? maxBaseline - item.baseline + outer : outer
        }.max() ?? 0
    }
    if !c.wrap {
      lines[0].crossSize = clamp(
        lines[0].crossSize, c.minSize.cross(row).map { $0 - inset }, c.maxSize.cross(row).map { $0 - inset })
    }
  }

  /// §9.4 step 9 (align-content: stretch): lines share the container's spare cross space.
  mutating func stretchLines() {
    guard c.alignContent == .stretch else { return }
    let inset = c.contentInset.crossSum(row)
    let minCross = c.minSize.cross(row)
    let container =
      clamp(input.known.cross(row) ?? minCross, minCross, c.maxSize.cross(row)).map { max($0 - inset, 0) } ?? 0
    let total = lines.map(\.crossSize).reduce(0, +) + gapSum(c.gap.cross(row), lines.count)
    if total < container {
      let addition = (container - total) / Double(lines.count)
      for line in lines.indices { lines[line].crossSize += addition }
    }
  }

  /// §9.4 step 11: stretched items take their line's cross size.
  mutating func determineUsedCrossSizes() {
    for line in lines {
      for index in line.items {
        let item = items[index]
        let style = item.node.style
        var cross = item.hypotheticalInner.cross(row)
        if fillsLine(item) {
          let inset = style.padding.resolveOrZero(c.nodeInner.width) + style.border.resolveOrZero(c.nodeInner.width)
          let adjustment = LayoutEngine.boxAdjustment(style, paddingBorder: inset)
          let maxStyle = OptSize(
            width: style.maxWidth.resolve(c.nodeInner.width), height: style.maxHeight.resolve(c.nodeInner.height)
          ).adding(adjustment)
          cross = clamp(line.crossSize - item.margin.crossSum(row), item.minSize.cross(row), maxStyle.cross(row))
        }
        items[index].target.setCross(row, cross)
        items[index].outerTarget.setCross(row, cross + item.margin.crossSum(row))
      }
    }
  }

  /// §9.4 step 15: the container's cross size from its lines; returns the lines' total.
  mutating func determineContainerCrossSize() -> Double {
    let totalGap = gapSum(c.gap.cross(row), lines.count)
    let total = lines.map(\.crossSize).reduce(0, +)
    let inset = c.contentInset.crossSum(row)
    let outer = max(
      clamp(input.known.cross(row) ?? (total + totalGap + inset), c.minSize.cross(row), c.maxSize.cross(row)),
      inset - c.scrollbarGutter.cross(row))
    c.containerSize.setCross(row, outer)
    c.innerContainerSize.setCross(row, max(outer - inset, 0))
    return total
  }
}
