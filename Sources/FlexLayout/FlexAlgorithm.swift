/// The flex layout algorithm (CSS Flexbox §9) for one container, step by step.
struct FlexAlgorithm {
  let node: LayoutNode
  let input: LayoutInput
  var c: FlexConstants
  var items: [FlexItem] = []
  var lines: [FlexLine] = []
  var available = AvailableSize.maxContent

  init(node: LayoutNode, input: LayoutInput) {
    self.node = node
    self.input = input
    c = FlexAlgorithm.constants(node.style, input)
  }

  var row: Bool { c.row }

  /// The cross space one of `flex-line-count` lines gets.
  func divided(_ space: Double) -> Double {
    guard let lines = c.lineCount, lines > 1 else { return space }
    return (space - Double(lines - 1) * c.gap.cross(row)) / Double(lines)
  }

  mutating func run() -> LayoutOutput {
    items = makeItems()
    available = availableSpace()
    for index in items.indices { determineFlexBaseSize(index) }
    lines = collectLines()
    if let innerMain = c.nodeInner.main(row) {
      c.innerContainerSize.setMain(row, innerMain)
      c.containerSize.setMain(row, innerMain + c.contentInset.mainSum(row))
    } else {
      determineContainerMainSize()
      c.nodeInner.setMain(row, c.innerContainerSize.main(row))
      c.nodeOuter.setMain(row, c.containerSize.main(row))
      let gapStyle = row ? node.style.columnGap : node.style.rowGap
      let gap = gapStyle.resolve(c.innerContainerSize.main(row)) ?? 0
      if row { c.gap.width = gap } else { c.gap.height = gap }
    }
    for line in lines.indices { resolveFlexibleLengths(line) }
    for index in items.indices { determineHypotheticalCrossSize(index) }
    calculateBaselines()
    calculateLineCrossSizes()
    stretchLines()
    determineUsedCrossSizes()
    distributeMainSpace()
    alignCrossAxis()
    let totalLineCross = determineContainerCrossSize()
    if !input.perform { return LayoutOutput(size: c.containerSize) }
    alignLines(totalLineCross)
    placeItems()
    return LayoutOutput(size: c.containerSize, children: childBoxes(), baseline: firstBaseline())
  }

  static func constants(_ style: FlexStyle, _ input: LayoutInput) -> FlexConstants {
    let row = style.flexDirection == .row || style.flexDirection == .rowReverse
    let parent = input.parentSize
    let padding = style.padding.resolveOrZero(parent.width)
    let border = style.border.resolveOrZero(parent.width)
    let gutter = style.scrollbarGutter
    var inset = padding + border
    inset.bottom += gutter.height
    if style.direction == .rtl { inset.left += gutter.width } else { inset.right += gutter.width }
    let sizes = LayoutEngine.styleSizes(
      style, parent: parent, boxAdjustment: LayoutEngine.boxAdjustment(style, paddingBorder: padding + border))
    let known = input.known
    let inner = known.subtracting(inset.sums)
    let mainDefinite = row ? input.knownDefinite.width : input.knownDefinite.height
    let crossDefinite = row ? input.knownDefinite.height : input.knownDefinite.width
    let hasDefiniteCross = crossDefinite && known.cross(row) != nil
    return FlexConstants(
      row: row, reverse: style.flexDirection == .rowReverse || style.flexDirection == .columnReverse,
      wrap: style.flexWrap != .noWrap, wrapReverse: style.flexWrap == .wrapReverse,
      balance: style.balancesLines && style.flexWrap != .noWrap,
      lineCount: style.flexWrap == .noWrap ? nil : max(style.minimumLineCount, 1), rtl: style.direction == .rtl,
      minSize: sizes.min, maxSize: sizes.max, margin: style.margin.resolveOrZero(parent.width), border: border,
      contentInset: inset, scrollbarGutter: gutter,
      gap: FlexSize(
        width: style.columnGap.resolve(inner.width ?? 0) ?? 0, height: style.rowGap.resolve(inner.height ?? 0) ?? 0),
      alignItems: style.alignItems ?? .stretch, alignContent: style.alignContent ?? .stretch,
      justifyContent: style.justifyContent, nodeOuter: known, nodeInner: inner, mainSizeIsDefinite: mainDefinite,
      hasDefiniteMain: mainDefinite && known.main(row) != nil, hasDefiniteCross: hasDefiniteCross,
      crossAvailableIsDefinite: hasDefiniteCross || input.available.cross(row).value != nil)
  }

  func makeItems() -> [FlexItem] {
    let percentBasis =
      c.mainSizeIsDefinite
      ? c.nodeInner
      : {
        var size = c.nodeInner
        size.setMain(row, nil)
        return size
      }()
    var result: [FlexItem] = []
    for (index, child) in node.children.enumerated() {
      let style = child.style
      if style.position == .absolute || style.display == .none { continue }
      let padding = style.padding.resolveOrZero(c.nodeInner.width)
      let border = style.border.resolveOrZero(c.nodeInner.width)
      let adjustment = LayoutEngine.boxAdjustment(style, paddingBorder: padding + border)
      let size = OptSize(
        width: style.width.resolve(percentBasis.width), height: style.height.resolve(percentBasis.height))
      let minSize = OptSize(
        width: style.minWidth.resolve(percentBasis.width), height: style.minHeight.resolve(percentBasis.height))
      let maxSize = OptSize(
        width: style.maxWidth.resolve(percentBasis.width), height: style.maxHeight.resolve(percentBasis.height))
      var align = style.alignSelf ?? c.alignItems
      let flip = !row && style.direction != node.style.direction
      if align == .selfStart { align = flip ? .end : .start }
      if align == .selfEnd { align = flip ? .start : .end }
      result.append(
        FlexItem(
          index: index, node: child, size: size.applyingAspectRatio(style.aspectRatio).adding(adjustment),
          minSize: minSize.adding(adjustment), maxSize: maxSize.adding(adjustment), aspectRatio: style.aspectRatio,
          inset: Sides(
            top: style.inset.top.resolve(c.nodeInner.height), right: style.inset.right.resolve(c.nodeInner.width),
            bottom: style.inset.bottom.resolve(c.nodeInner.height), left: style.inset.left.resolve(c.nodeInner.width)),
          margin: style.margin.resolveOrZero(c.nodeInner.width), marginIsAuto: style.margin.map { $0.isAuto },
          padding: padding, border: border, alignSelf: align, flexGrow: style.flexGrow,
          flexShrink: style.flexShrink))
    }
    return result
  }

  func availableSpace() -> AvailableSize {
    func axis(_ known: Double?, _ given: AvailableSpace, _ margins: Double, _ inset: Double) -> AvailableSpace {
      if let known { return .definite(known - inset) }
      return given.minus(margins).minus(inset)
    }
    return AvailableSize(
      width: axis(input.known.width, input.available.width, c.margin.horizontal, c.contentInset.horizontal),
      height: axis(input.known.height, input.available.height, c.margin.vertical, c.contentInset.vertical))
  }

  /// Whether the item's cross size comes from the line (align-self stretch, no auto cross margins).
  func stretches(_ item: FlexItem) -> Bool {
    item.alignSelf == .stretch && !item.marginIsAuto.crossStart(row) && !item.marginIsAuto.crossEnd(row)
  }

  /// Whether the item's used cross size is its line's: a stretch cross size, or align-self
  /// stretch with an auto cross size, without auto cross margins.
  func fillsLine(_ item: FlexItem) -> Bool {
    let crossStyle = row ? item.node.style.height : item.node.style.width
    let noAutoMargins = !item.marginIsAuto.crossStart(row) && !item.marginIsAuto.crossEnd(row)
    return noAutoMargins && (crossStyle == .stretch || (item.alignSelf == .stretch && crossStyle.isAuto))
  }

  func knownDefiniteness(_ item: FlexItem) -> Definiteness {
    let mainDefinite = c.hasDefiniteMain || item.flexBasisIsDefinite
    let crossDefinite = fillsLine(item) || item.size.cross(row) != nil || (!row && c.crossAvailableIsDefinite)
    return row
      ? Definiteness(width: mainDefinite, height: crossDefinite)
      : Definiteness(width: crossDefinite, height: mainDefinite)
  }
}
