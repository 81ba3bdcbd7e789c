extension FlexAlgorithm {
  /// Lays a child out to learn one of its sizes.
  func measureChild(_ item: FlexItem, known: OptSize, available: AvailableSize, inherent: Bool) -> FlexSize {
    let input = LayoutInput(
      known: known, parentSize: c.nodeInner, available: available, inherentSize: inherent, perform: false)
    return LayoutEngine.compute(item.node, input).size
  }

  /// The room on the cross axis an item measures its content in (§9.2).
  func crossRoom(_ item: FlexItem, min: Double?, max: Double?) -> AvailableSpace {
    let parentCross = c.nodeInner.cross(row)
    switch available.cross(row) {
    case .definite(let value): return .definite(clamp(divided(parentCross ?? value), min, max))
    case .minContent: return min.map { .definite($0) } ?? .minContent
    case .maxContent: return max.map { .definite($0) } ?? .maxContent
    }
  }

  /// §9.2 step 3: the flex base size and hypothetical main size of one item.
  mutating func determineFlexBaseSize(_ index: Int) {
    var item = items[index]
    let style = item.node.style
    let transferredMin = item.minSize.applyingAspectRatio(item.aspectRatio)
    let transferredMax = item.maxSize.applyingAspectRatio(item.aspectRatio)
    let crossMargins = c.margin.crossSum(row)
    let crossAvailable = crossRoom(
      item, min: transferredMin.cross(row).map { $0 + crossMargins },
      max: transferredMax.cross(row).map { $0 + crossMargins })
    var crossIsDefinite = item.size.cross(row) != nil
    var known = item.size
    known.setMain(row, nil)
    known.setCross(row, clamp(known.cross(row), transferredMin.cross(row), transferredMax.cross(row)))
    if stretches(item) && known.cross(row) == nil {
      known.setCross(row, crossAvailable.value.map { $0 - item.margin.crossSum(row) })
      crossIsDefinite = !c.wrap && c.hasDefiniteCross && c.nodeInner.cross(row) != nil
    }
    var childParent = OptSize.none
    childParent.setCross(row, c.nodeInner.cross(row))
    determineFlexBasis(&item, known: known, crossAvailable: crossAvailable, crossIsDefinite: crossIsDefinite)
    let paddingBorder = item.paddingBorder
    item.flexBasis = max(item.flexBasis, paddingBorder.mainSum(row))
    item.innerFlexBasis = item.flexBasis - paddingBorder.mainSum(row)
    let overflow = row ? style.overflowX : style.overflowY
    if let styleMin = item.minSize.main(row) ?? (overflow.isScrollContainer ? 0 : nil) {
      item.resolvedMinMain = styleMin
    } else {
      var room = AvailableSize(width: .minContent, height: .minContent)
      room.setCross(row, crossAvailable)
      let input = LayoutInput(
        known: known, parentSize: childParent, available: room, inherentSize: false, perform: false)
      let minContent = LayoutEngine.compute(item.node, input).size.main(row)
      let capped = minOpt(minOpt(minContent, item.size.main(row)), transferredMax.main(row)) ?? minContent
      item.resolvedMinMain = max(capped, paddingBorder.mainSum(row))
    }
    let innerMin = max(maxOpt(item.resolvedMinMain, transferredMin.main(row)) ?? 0, paddingBorder.mainSum(row))
    let hypothetical = clamp(item.flexBasis, innerMin, transferredMax.main(row))
    item.hypotheticalInner.setMain(row, hypothetical)
    item.hypotheticalOuter.setMain(row, hypothetical + item.margin.mainSum(row))
    items[index] = item
  }

  /// §9.2 step 3 A-E: the flex basis from flex-basis, else the main size, else the content.
  private func determineFlexBasis(
    _ item: inout FlexItem, known: OptSize, crossAvailable: AvailableSpace, crossIsDefinite: Bool
  ) {
    let style = item.node.style
    let containerMain = c.nodeInner.main(row)
    let paddingBorder = style.padding.resolveOrZero(containerMain) + style.border.resolveOrZero(containerMain)
    let adjustment = style.boxSizing == .contentBox ? paddingBorder.mainSum(row) : 0
    let percentMain = c.mainSizeIsDefinite ? c.nodeInner.main(row) : nil
    let styledBasis = style.flexBasis.resolve(percentMain).map { $0 + adjustment }
    let mainStretch = percentMain.map { $0 - item.margin.mainSum(row) }
    let basisIsKeyword = style.flexBasis == .content || style.flexBasis.isSizingKeyword
    let keyword: Dimension.KeywordSize?
    if basisIsKeyword {
      keyword = style.flexBasis.keywordSize(stretch: mainStretch)
    } else if styledBasis ?? item.size.main(row) == nil {
      keyword = (row ? style.width : style.height).keywordSize(stretch: mainStretch)
    } else {
      keyword = nil
    }
    var keywordRoom: AvailableSpace? = nil
    if case .measure(let room) = keyword { keywordRoom = room }
    if case .exact(let size) = keyword {
      item.flexBasisIsDefinite = true
      item.flexBasis = size
    } else if !basisIsKeyword, keywordRoom == nil, let basis = styledBasis ?? item.size.main(row) {
      item.flexBasisIsDefinite = true
      item.flexBasis = basis
    } else {
      if item.aspectRatio != nil && crossIsDefinite && known.cross(row) != nil { item.flexBasisIsDefinite = true }
      var room = AvailableSize.maxContent
      room.setMain(row, keywordRoom ?? (available.main(row) == .minContent ? .minContent : .maxContent))
      room.setCross(row, crossAvailable)
      var childParent = OptSize.none
      childParent.setCross(row, c.nodeInner.cross(row))
      let input = LayoutInput(
        known: known, parentSize: childParent, available: room, inherentSize: false, perform: false)
      item.flexBasis = LayoutEngine.compute(item.node, input).size.main(row)
    }
  }
}
