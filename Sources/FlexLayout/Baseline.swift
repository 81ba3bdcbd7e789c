extension FlexAlgorithm {
  /// Whether the item lines its first baseline up with its neighbours' (align-self: baseline).
  func takesBaseline(_ item: FlexItem) -> Bool {
    item.alignSelf == .baseline && !item.marginIsAuto.crossStart(row) && !item.marginIsAuto.crossEnd(row)
  }

  /// §9.4 step 8.1: in a row, the first baseline of each item aligned by baseline, when a line
  /// has two or more of them.
  mutating func calculateBaselines() {
    guard row else { return }
    for line in lines where line.items.filter({ takesBaseline(items[$0]) }).count > 1 {
      for index in line.items where takesBaseline(items[index]) {
        let item = items[index]
        let input = LayoutInput(
          known: OptSize(width: item.target.width, height: item.hypotheticalInner.height), parentSize: c.nodeInner,
          available: AvailableSize(
            width: .definite(c.containerSize.width),
            height: self.input.known.height.map { .definite($0) } ?? available.height),
          inherentSize: false, perform: true, knownDefinite: knownDefiniteness(item))
        let output = LayoutEngine.compute(item.node, input)
        var baseline = output.baseline ?? output.size.height
        if item.node.style.overflowY.isScrollContainer { baseline = max(min(baseline, output.size.height), 0) }
        items[index].baseline = baseline + item.margin.top
      }
    }
  }

  /// The container's first baseline: its first line's first baseline-aligned item's (in a row),
  /// else that line's first item's.
  func firstBaseline() -> Double? {
    guard let line = c.wrapReverse ? lines.last : lines.first, let first = line.items.first,
      let last = line.items.last
    else { return nil }
    if !row { return items[c.reverse ? last : first].baseline }
    return items[line.items.first { takesBaseline(items[$0]) } ?? first].baseline
  }
}
