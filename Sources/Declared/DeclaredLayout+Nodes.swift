import ComponentKit
import FlexLayout
import Graphics

extension DeclaredLayout {
  /// A stack: a flex container (horizontal: a row, vertical: a column) with its padding, gaps and
  /// alignments; an overlay is measured as the largest of its children, each laid out alone.
  func stack(_ part: PartDeclaration, style base: FlexStyle) -> FlexNode {
    let p = part.properties
    var style = base
    let padding = p.padding ?? Insets(all: 0)
    style.padding = Sides(
      top: .points(padding.top), right: .points(padding.end), bottom: .points(padding.bottom),
      left: .points(padding.start))
    let layout = p.layout ?? .horizontal
    let children = part.children.filter(values.isVisible)
    if layout == .overlay {
      let nodes = children.map { flexNode($0, parent: nil) }
      return FlexNode(part.name, style: style) { known, available in
        var size = FlexSize(width: 0, height: 0)
        for node in nodes {
          let box = node.layout(
            available: AvailableSize(
              width: known.width.map { .definite($0) } ?? available.width,
              height: known.height.map { .definite($0) } ?? available.height), rounding: false)
          size.width = max(size.width, box.width)
          size.height = max(size.height, box.height)
        }
        return size
      }
    }
    let row = layout == .horizontal
    style.flexDirection = row ? .row : .column
    let gap = Dimension.points(p.gap ?? 0)
    let counterGap = Dimension.points(p.counterAxisGap ?? p.gap ?? 0)
    style.columnGap = row ? gap : counterGap
    style.rowGap = row ? counterGap : gap
    style.flexWrap = p.wrap == true ? .wrap : .noWrap
    style.justifyContent =
      switch p.primaryAxisAlign ?? .start {
      case .start: .flexStart
      case .center: .center
      case .end: .flexEnd
      case .spaceBetween: .spaceBetween
      }
    style.alignItems =
      switch p.counterAxisAlign ?? .start {
      case .start: .flexStart
      case .center: .center
      case .end: .flexEnd
      case .baseline: .baseline
      }
    style.alignContent = .flexStart
    return FlexNode(part.name, style: style, children: children.map { flexNode($0, parent: layout) })
  }

  /// A text leaf: one line (cut with an ellipsis when the room is narrower), or wrapped in the
  /// room up to `max-lines` lines.
  func textMeasure(_ part: PartDeclaration) -> MeasureFunction {
    let text = self.text(part)
    let font = values.font(part.properties.textStyle)
    let maxLines = part.properties.maxLines ?? 1
    let truncation = part.properties.truncation ?? .tail
    let measurer = self.measurer
    let failure = self.failure
    let fullWidths = self.fullWidths
    let name = part.name
    return { known, available in
      let room = known.width ?? available.width.definiteValue
      do {
        let metrics: TextMetrics
        if maxLines == 1 {
          let full = try measurer.measure(text, font: font)
          fullWidths.withLock { $0[name] = full.width }
          metrics =
            if let room, full.width > room {
              try measurer.measure(text, font: font, maxWidth: room, truncation: truncation)
            } else { full }
        } else {
          let wrapped = try measurer.measure(text, font: font, wrapWidth: room)
          let lineHeight = wrapped.height / Double(max(1, wrapped.lineCount))
          metrics = TextMetrics(
            width: wrapped.width, height: lineHeight * Double(min(maxLines, wrapped.lineCount)),
            baseline: wrapped.baseline)
        }
        return FlexSize(width: metrics.width, height: metrics.height)
      } catch {
        failure.withLock { if $0 == nil { $0 = error } }
        return FlexSize(width: 0, height: 0)
      }
    }
  }
}

extension AvailableSpace {
  var definiteValue: Double? { if case .definite(let value) = self { value } else { nil } }
}
