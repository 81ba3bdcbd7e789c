/// The gaps between `count` items or lines.
func gapSum(_ gap: Double, _ count: Int) -> Double { count <= 1 ? 0 : gap * Double(count - 1) }

extension FlexAlgorithm {
  /// §9.3 step 5: items into lines; one line unless wrapping in a definite main size.
  func collectLines() -> [FlexLine] {
    let all = [FlexLine(items: 0..<items.count)]
    if c.balance { return balancedLines(room: c.mainSizeIsDefinite ? wrapRoom() : .maxContent) }
    guard c.wrap && c.mainSizeIsDefinite else { return all }
    switch wrapRoom() {
    case .maxContent: return all
    case .minContent: return items.indices.map { FlexLine(items: $0..<($0 + 1)) }
    case .definite(let limit):
      var result: [FlexLine] = []
      var start = 0
      while start < items.count {
        var length = 0.0
        var end = start
        while end < items.count {
          length += items[end].hypotheticalOuter.main(row) + (end == start ? 0 : c.gap.main(row))
          if length > limit && end != start { break }
          end += 1
        }
        result.append(FlexLine(items: start..<end))
        start = end
      }
      return result
    }
  }

  /// The main-axis room lines wrap in: the available space, within the container's max size.
  func wrapRoom() -> AvailableSpace {
    var room = available.main(row)
    if let maxMain = c.maxSize.main(row) {
      var value = room.value ?? maxMain
      if !c.hasDefiniteMain { value = min(value, maxMain) }
      room = .definite(maxOpt(value, c.minSize.main(row)) ?? value)
    }
    return room
  }

  /// flex-wrap: balance: lines of even length (one item a line under a min-content constraint).
  func balancedLines(room: AvailableSpace) -> [FlexLine] {
    if room == .minContent { return items.indices.map { FlexLine(items: $0..<($0 + 1)) } }
    let balance = LineBalance(
      sizes: items.map { $0.hypotheticalOuter.main(row) }, gap: c.gap.main(row), limit: room.value ?? .infinity)
    var start = 0
    return balance.lineItemCounts(minimumLines: c.lineCount ?? 1).map { count in
      defer { start += count }
      return FlexLine(items: start..<(start + count))
    }
  }

  /// A balanced container's main size under a definite constraint: its widest balanced line
  /// when nothing limits it, within the room.
  func balancedMainSize(_ size: Double, room: Double) -> Double {
    let lengths = items.map(itemMainLength)
    guard !lengths.isEmpty else { return size }
    let counts = LineBalance(sizes: lengths, gap: c.gap.main(row), limit: .infinity)
      .lineItemCounts(minimumLines: c.lineCount ?? 1)
    var start = 0
    var widest = 0.0
    for count in counts {
      widest = max(widest, lengths[start..<(start + count)].reduce(0, +) + gapSum(c.gap.main(row), count))
      start += count
    }
    return max(size, min(widest + c.contentInset.mainSum(row), room))
  }

  /// An item's length on the main axis for a container sized by its content.
  func itemMainLength(_ item: FlexItem) -> Double {
    max(
      (maxOpt(item.flexBasis, item.minSize.main(row)) ?? item.flexBasis) + item.margin.mainSum(row),
      item.paddingBorder.mainSum(row))
  }

  /// §9.3 step 4 (as browsers do it): the container's main size from its content.
  mutating func determineContainerMainSize() {
    let inset = c.contentInset.mainSum(row)
    let gap = c.gap.main(row)
    var outer: Double
    if let known = c.nodeOuter.main(row) {
      outer = known
    } else {
      switch available.main(row) {
      case .definite(let room):
        let longest =
          lines.map { line in
            items[line.items].map(itemMainLength).reduce(0, +) + gapSum(gap, line.items.count)
          }.max() ?? 0
        outer = longest + inset
        if c.balance {
          outer = balancedMainSize(outer, room: room)
        } else if lines.count > 1 {
          outer = max(outer, room)
        }
      case .minContent where c.wrap:
        let longest =
          lines.map { line in
            items[line.items].map(itemMainLength).reduce(0, +) + gapSum(gap, line.items.count)
          }.max() ?? 0
        outer = longest + inset
      case .minContent, .maxContent:
        outer = contentMainSize() + inset
      }
    }
    outer = max(clamp(outer, c.minSize.main(row), c.maxSize.main(row)), inset - c.scrollbarGutter.main(row))
    let innerSize = max(outer - inset, 0)
    c.containerSize.setMain(row, outer)
    c.innerContainerSize.setMain(row, innerSize)
    c.nodeInner.setMain(row, innerSize)
  }

  /// The longest line when each item takes its content's size within its flex limits.
  mutating func contentMainSize() -> Double {
    var longest = 0.0
    for line in lines {
      for index in line.items { items[index].contentFlexFraction = contentFlexFraction(items[index]) }
      var sum = 0.0
      for index in line.items {
        let item = items[index]
        let fraction = item.contentFlexFraction
        var contribution = 0.0
        if fraction > 0 {
          contribution = max(1, item.flexGrow) * fraction
        } else if fraction < 0 {
          contribution = max(1, item.flexShrink) * item.innerFlexBasis * fraction
        }
        let size = item.flexBasis + contribution
        items[index].outerTarget.setMain(row, size)
        items[index].target.setMain(row, size)
        sum += size
      }
      longest = max(longest, sum + gapSum(c.gap.main(row), line.items.count))
    }
    return longest
  }

  func contentFlexFraction(_ item: FlexItem) -> Double {
    let styleMin = item.minSize.main(row)
    let preferred = item.size.main(row)
    let styleMax = item.maxSize.main(row)
    let basisFloor = maxOpt(item.flexBasis, preferred) ?? item.flexBasis
    let basisMin: Double? = item.flexShrink == 0 ? basisFloor : nil
    let basisMax: Double? = item.flexGrow == 0 ? basisFloor : nil
    let minMain = max((maxOpt(styleMin, basisMin) ?? basisMin) ?? item.resolvedMinMain, item.resolvedMinMain)
    let maxMain = (minOpt(styleMax, basisMax) ?? basisMax) ?? .infinity
    let margins = item.margin.mainSum(row)
    let contribution: Double
    if let preferred, maxMain <= minMain || maxMain <= preferred {
      contribution = max(min(preferred, maxMain), minMain) + margins
    } else if maxMain <= minMain {
      contribution = minMain + margins
    } else if item.node.style.isScrollContainer {
      contribution = item.flexBasis + margins
    } else {
      contribution = measuredContribution(item, styleMin: styleMin, styleMax: styleMax)
    }
    let diff = contribution - item.flexBasis
    if diff > 0 { return diff / max(1, item.flexGrow) }
    if diff < 0 { return diff / max(1, item.flexShrink * item.innerFlexBasis) }
    return 0
  }

  func measuredContribution(_ item: FlexItem, styleMin: Double?, styleMax: Double?) -> Double {
    let crossMargins = c.margin.crossSum(row)
    let parentCross = c.nodeInner.cross(row)
    let crossAvailable = available.cross(row).mapDefinite {
      clamp(
        divided(parentCross ?? $0), item.minSize.cross(row).map { $0 + crossMargins },
        item.maxSize.cross(row).map { $0 + crossMargins })
    }
    var room = available
    room.setCross(row, crossAvailable)
    var known = item.size
    known.setMain(row, nil)
    if item.alignSelf == .stretch && known.cross(row) == nil {
      known.setCross(row, crossAvailable.value.map { $0 - item.margin.crossSum(row) })
    }
    let size = measureChild(item, known: known, available: room, inherent: true).main(row) + item.margin.mainSum(row)
    return row ? clamp(size, styleMin, styleMax) : clamp(max(size, item.flexBasis), styleMin, styleMax)
  }
}
