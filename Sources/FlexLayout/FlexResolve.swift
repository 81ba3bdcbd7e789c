extension FlexAlgorithm {
  /// §9.7: grows or shrinks the items of one line to fill the container's inner main size.
  mutating func resolveFlexibleLengths(_ lineIndex: Int) {
    let range = lines[lineIndex].items
    let totalGap = gapSum(c.gap.main(row), range.count)
    let hypotheticalSum = range.map { items[$0].hypotheticalOuter.main(row) }.reduce(0, +)
    let usedFlexFactor = totalGap + hypotheticalSum
    let innerMain = c.nodeInner.main(row)
    let growing = usedFlexFactor < (innerMain ?? 0)
    let shrinking = usedFlexFactor > (innerMain ?? 0)
    let exact = !growing && !shrinking
    for index in range {
      var item = items[index]
      let hypothetical = item.hypotheticalInner.main(row)
      item.target.setMain(row, hypothetical)
      if exact || (item.flexGrow == 0 && item.flexShrink == 0) || (growing && item.flexBasis > hypothetical)
        || (shrinking && item.flexBasis < hypothetical)
      {
        item.frozen = true
        item.outerTarget.setMain(row, hypothetical + item.margin.mainSum(row))
      }
      items[index] = item
    }
    if exact { return }
    func usedSpace() -> Double {
      totalGap
        + range.map { index in
          let item = items[index]
          return item.frozen ? item.outerTarget.main(row) : item.flexBasis + item.margin.mainSum(row)
        }.reduce(0, +)
    }
    let initialFree = innerMain.map { $0 - usedSpace() } ?? 0
    while range.contains(where: { !items[$0].frozen }) {
      let used = usedSpace()
      let unfrozen = range.filter { !items[$0].frozen }
      let growSum = unfrozen.map { items[$0].flexGrow }.reduce(0, +)
      let shrinkSum = unfrozen.map { items[$0].flexShrink }.reduce(0, +)
      let remaining = innerMain.map { $0 - used }
      var free: Double
      if growing && growSum < 1 {
        free = minOpt(initialFree * growSum - totalGap, remaining) ?? 0
      } else if shrinking && shrinkSum < 1 {
        free = maxOpt(initialFree * shrinkSum - totalGap, remaining) ?? 0
      } else {
        free = remaining ?? (usedFlexFactor - used)
      }
      if free.isNormal {
        if growing && growSum > 0 {
          for index in unfrozen {
            items[index].target.setMain(row, items[index].flexBasis + free * items[index].flexGrow / growSum)
          }
        } else if shrinking && shrinkSum > 0 {
          let scaledSum = unfrozen.map { items[$0].innerFlexBasis * items[$0].flexShrink }.reduce(0, +)
          if scaledSum > 0 {
            for index in unfrozen {
              let scaled = items[index].innerFlexBasis * items[index].flexShrink
              items[index].target.setMain(row, items[index].flexBasis + free * scaled / scaledSum)
            }
          }
        }
      }
      var totalViolation = 0.0
      for index in unfrozen {
        let target = items[index].target.main(row)
        let clamped = max(clamp(target, items[index].resolvedMinMain, items[index].maxSize.main(row)), 0)
        items[index].violation = clamped - target
        items[index].target.setMain(row, clamped)
        items[index].outerTarget.setMain(row, clamped + items[index].margin.mainSum(row))
        totalViolation += items[index].violation
      }
      for index in unfrozen {
        let violation = items[index].violation
        items[index].frozen = totalViolation > 0 ? violation > 0 : totalViolation < 0 ? violation < 0 : true
      }
    }
  }
}
