extension FlexAlgorithm {
  /// §9.5-9.6 final pass: lays each item out at its used size and places it, line by line.
  mutating func placeItems() {
    let reverseCross = !row && c.rtl
    var crossOffset =
      reverseCross ? c.containerSize.width - c.contentInset.crossEnd(row) : c.contentInset.crossStart(row)
    let ordered = c.wrapReverse ? Array(lines.indices.reversed()) : Array(lines.indices)
    for line in ordered {
      let rtlRow = row && c.rtl
      var mainOffset = rtlRow ? c.containerSize.width - c.contentInset.mainEnd(row) : c.contentInset.mainStart(row)
      if reverseCross { crossOffset -= lines[line].offsetCross + lines[line].crossSize }
      let range = lines[line].items
      for index in (c.reverse ? Array(range.reversed()) : Array(range)) {
        placeItem(index, mainOffset: &mainOffset, crossOffset: crossOffset, lineOffset: lines[line].offsetCross)
      }
      if !reverseCross { crossOffset += lines[line].offsetCross + lines[line].crossSize }
    }
  }

  mutating func placeItem(_ index: Int, mainOffset: inout Double, crossOffset: Double, lineOffset: Double) {
    let item = items[index]
    let input = LayoutInput(
      known: OptSize(width: item.target.width, height: item.target.height), parentSize: c.nodeInner,
      available: AvailableSize(width: .definite(c.containerSize.width), height: .definite(c.containerSize.height)),
      inherentSize: false, perform: true, knownDefinite: knownDefiniteness(item))
    let output = LayoutEngine.compute(item.node, input)
    let size = output.size
    let rtlRow = row && c.rtl
    let rtlColumn = !row && c.rtl
    let inset = item.inset
    let mainStart = row ? inset.left : inset.top
    let mainEnd = row ? inset.right : inset.bottom
    let crossStart = row ? inset.top : inset.left
    let crossEnd = row ? inset.bottom : inset.right
    let mainRelative = rtlRow ? (mainEnd ?? mainStart.map { -$0 } ?? 0) : (mainStart ?? mainEnd.map { -$0 } ?? 0)
    let crossRelative =
      rtlColumn ? (crossEnd.map { -$0 } ?? crossStart ?? 0) : (crossStart ?? crossEnd.map { -$0 } ?? 0)
    let lineCross = rtlColumn ? 0 : lineOffset
    let main: Double
    if rtlRow {
      main = mainOffset - item.offsetMain - item.margin.mainEnd(row) - mainRelative - size.width
    } else {
      main = mainOffset + item.offsetMain + item.margin.mainStart(row) + mainRelative
    }
    let cross = crossOffset + item.offsetCross + lineCross + item.margin.crossStart(row) + crossRelative
    var innerBaseline = output.baseline ?? size.height
    if row {
      if item.node.style.overflowY.isScrollContainer { innerBaseline = max(min(innerBaseline, size.height), 0) }
      items[index].baseline = cross - crossRelative + innerBaseline
    } else {
      items[index].baseline = mainOffset + item.offsetMain + item.margin.mainStart(row) + innerBaseline
    }
    items[index].frame = LayoutBox(
      x: row ? main : cross, y: row ? cross : main, width: size.width, height: size.height, children: output.children)
    let advance = item.offsetMain + item.margin.mainSum(row) + size.main(row)
    mainOffset += rtlRow ? -advance : advance
  }

  /// Every child's box in document order: flex items, absolutely positioned ones, hidden ones.
  func childBoxes() -> [LayoutBox] {
    var boxes = node.children.map(\.hidden)
    for item in items { if let frame = item.frame { boxes[item.index] = frame } }
    for (index, child) in node.children.enumerated() where child.style.position == .absolute {
      if child.style.display == .none { continue }
      boxes[index] = absoluteBox(child)
    }
    return boxes
  }
}
