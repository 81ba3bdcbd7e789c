extension FlexAlgorithm {
  /// §9.5 steps 12-13: auto margins take free main space, else justify-content spreads it.
  mutating func distributeMainSpace() {
    for line in lines {
      let range = line.items
      let used = gapSum(c.gap.main(row), range.count) + range.map { items[$0].outerTarget.main(row) }.reduce(0, +)
      var free = c.innerContainerSize.main(row) - used
      let autoCount = range.map {
        (items[$0].marginIsAuto.mainStart(row) ? 1 : 0) + (items[$0].marginIsAuto.mainEnd(row) ? 1 : 0)
      }.reduce(0, +)
      if free > 0 && autoCount > 0 {
        let share = free / Double(autoCount)
        for index in range {
          if items[index].marginIsAuto.mainStart(row) {
            if row { items[index].margin.left = share } else { items[index].margin.top = share }
          }
          if items[index].marginIsAuto.mainEnd(row) {
            if row { items[index].margin.right = share } else { items[index].margin.bottom = share }
          }
        }
        free = 0
      }
      let mode = fallbackAlignment(
        c.justifyContent ?? .flexStart, freeSpace: free, count: range.count, safety: node.style.justifyContentSafety)
      let ordered = c.reverse ? Array(range.reversed()) : Array(range)
      for (position, index) in ordered.enumerated() {
        items[index].offsetMain = alignmentOffset(
          free, count: range.count, gap: c.gap.main(row), mode: mode, reversed: c.reverse, first: position == 0)
      }
    }
  }

  /// §9.6 steps 13-14: auto cross margins, else align-self.
  mutating func alignCrossAxis() {
    for line in lines {
      let maxBaseline = line.items.map { items[$0].baseline }.max() ?? 0
      let maxBelowBaseline =
        line.items.filter { takesBaseline(items[$0]) }.map { items[$0].outerTarget.cross(row) - items[$0].baseline }
        .max() ?? 0
      for index in line.items {
        let item = items[index]
        let free = line.crossSize - item.outerTarget.cross(row)
        let autoStart = item.marginIsAuto.crossStart(row)
        let autoEnd = item.marginIsAuto.crossEnd(row)
        if autoStart && autoEnd {
          if row {
            items[index].margin.top = free / 2
            items[index].margin.bottom = free / 2
          } else {
            items[index].margin.left = free / 2
            items[index].margin.right = free / 2
          }
        } else if autoStart {
          if row { items[index].margin.top = free } else { items[index].margin.left = free }
        } else if autoEnd {
          if row { items[index].margin.bottom = free } else { items[index].margin.right = free }
        } else {
          let safety = item.node.style.alignSelf == nil ? node.style.alignItemsSafety : item.node.style.alignSelfSafety
          let alignment = safety == .safe && free < 0 ? .start : item.alignSelf
          items[index].offsetCross = crossOffset(alignment, free: free)
          if alignment == .baseline {
            items[index].offsetCross = baselineOffset(
              item, free: free, maxBaseline: maxBaseline, maxBelowBaseline: maxBelowBaseline)
          }
        }
      }
    }
  }

  func crossOffset(_ alignment: ItemAlignment, free: Double) -> Double {
    let reverseCross = !row && c.rtl
    let flip = c.wrapReverse != reverseCross
    switch alignment {
    case .start, .selfStart: return reverseCross ? free : 0
    case .end, .selfEnd: return reverseCross ? 0 : free
    case .flexStart, .stretch: return flip ? free : 0
    case .flexEnd: return flip ? 0 : free
    case .center: return free / 2
    case .baseline: return 0
    }
  }

  func baselineOffset(_ item: FlexItem, free: Double, maxBaseline: Double, maxBelowBaseline: Double) -> Double {
    if row {
      if c.wrapReverse { return free + item.outerTarget.cross(row) - maxBelowBaseline - item.baseline }
      return maxBaseline - item.baseline
    }
    let reverseColumn = c.rtl && !c.wrap
    return c.wrapReverse != reverseColumn ? free : 0
  }

  /// §9.6 step 16: align-content places the lines in the container's cross space.
  mutating func alignLines(_ totalLineCross: Double) {
    let gap = c.gap.cross(row)
    let free = c.innerContainerSize.cross(row) - totalLineCross - gapSum(gap, lines.count)
    let mode = fallbackAlignment(
      c.alignContent, freeSpace: free, count: lines.count, safety: node.style.alignContentSafety)
    let ordered = c.wrapReverse ? Array(lines.indices.reversed()) : Array(lines.indices)
    for (position, line) in ordered.enumerated() {
      lines[line].offsetCross = alignmentOffset(
        free, count: lines.count, gap: gap, mode: mode, reversed: c.wrapReverse, first: position == 0)
    }
  }
}
