import ComponentKit
import Graphics

/// Placing measurements: each dimension in a lane on its side (outward until its label clears
/// the others), lanes spaced by their labels, extension lines on a side they reach clear of
/// other parts (RedlineSides.swift) or broken around them, and the corner radii's leaders and
/// labels last (RedlineCorners.swift).
extension RedlinePlanner {
  /// What placement needs of a cell: its parts' frames, the component's bounds, the style and
  /// label sizes.
  struct Placement {
    var frames: [String: Rect]
    var bounds: Rect
    var obstacles: [Rect]
    var style: SheetStyle
    var measurer: any TextMeasurer
    /// Half a tick: how far ticks and extension lines reach past the dimension line.
    var tick: Double { style.tickLength / 2 }

    /// The label pill's size and the text's inside it.
    func labelSize(_ text: String) throws -> (pill: Size, text: Size) {
      let metrics = try measurer.measure(text, font: style.redlineFont)
      let p = style.labelPadding
      return (Size(width: metrics.width + p.horizontal, height: metrics.height + p.vertical), metrics.size)
    }
  }

  /// A straight measurement in its lane: the spanned coordinates `a` and `b` and its label's size.
  struct Laned {
    var m: Measurement
    var lane: Int
    var a: Double
    var b: Double
    var size: Size
    var text: Size
  }

  static func place(
    _ measurements: [Measurement], rendering: Rendering, style: SheetStyle, measurer: any TextMeasurer
  ) throws -> [Redline] {
    let placement = Placement(
      frames: Dictionary(rendering.layout.parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a }),
      bounds: componentBounds(rendering),
      obstacles: rendering.layout.parts.filter { $0.frame.width > 0 && $0.frame.height > 0 }.map(\.frame),
      style: style, measurer: measurer)
    let laned = try assignLanes(clearSides(measurements.filter { $0.kind != .radius }, placement), placement)
    let pitch = try placement.labelSize("0").pill.height + style.labelGap + style.laneGap + placement.tick
    let sideOffsets = sideLaneOffsets(laned, placement)
    var placed = laned.map { straightRedline($0, placement, pitch: pitch, sideOffsets: sideOffsets) }
    for m in measurements where m.kind == .radius {
      if let redline = try radiusRedline(m, placement, avoiding: placed) { placed.append(redline) }
    }
    return placed
  }

  /// Each measurement's lane on its side: the first, counting outward, where its label and line
  /// touch no other's.
  static func assignLanes(_ measurements: [Measurement], _ placement: Placement) throws -> [Laned] {
    var lanes: [Redline.Side: [[(label: ClosedRange<Double>, line: ClosedRange<Double>)]]] = [:]
    var laned: [Laned] = []
    let labelGap = placement.style.labelGap
    for m in measurements {
      guard let fa = placement.frames[m.from.part], let fb = placement.frames[m.to.part] else { continue }
      let a = edge(fa, m.from.edge)
      let b = edge(fb, m.to.edge)
      let (size, textSize) = try placement.labelSize(m.label)
      let mid = (a + b) / 2
      let along = m.axis == .horizontal ? size.width : size.height
      let labelRange = (mid - along / 2 - labelGap)...(mid + along / 2 + labelGap)
      let lineRange = min(a, b)...max(a, b)
      var laneList = lanes[m.side] ?? []
      var lane = 0
      while lane < laneList.count {
        let clash = laneList[lane].contains { other in
          other.label.overlaps(labelRange)
            || (other.line.overlaps(lineRange)
              && min(other.line.upperBound, lineRange.upperBound) - max(other.line.lowerBound, lineRange.lowerBound)
                > epsilon)
        }
        if !clash { break }
        lane += 1
      }
      if lane == laneList.count { laneList.append([]) }
      laneList[lane].append((labelRange, lineRange))
      lanes[m.side] = laneList
      laned.append(Laned(m: m, lane: lane, a: a, b: b, size: size, text: textSize))
    }
    return laned
  }

  /// Top and bottom lanes have a fixed pitch; leading and trailing lanes are as wide as their
  /// widest label. The offset of each side lane from the component's bounds.
  static func sideLaneOffsets(_ laned: [Laned], _ placement: Placement) -> [Redline.Side: [Double]] {
    let style = placement.style
    var sideOffsets: [Redline.Side: [Double]] = [:]
    for side in [Redline.Side.leading, .trailing] {
      var offsets: [Double] = []
      var x = style.redlineOffset
      let count = (laned.filter { $0.m.side == side }.map(\.lane).max() ?? -1) + 1
      for lane in 0..<count {
        offsets.append(x)
        let widest = laned.filter { $0.m.side == side && $0.lane == lane }.map(\.size.width).max() ?? 0
        x += placement.tick + style.labelGap + widest + style.laneGap + placement.tick
      }
      sideOffsets[side] = offsets
    }
    return sideOffsets
  }

  /// A size, padding, gap or inset: the dimension line in its lane, the label beside it and
  /// extension lines from both measured edges.
  static func straightRedline(
    _ p: Laned, _ placement: Placement, pitch: Double, sideOffsets: [Redline.Side: [Double]]
  ) -> Redline {
    let m = p.m
    let style = placement.style
    let (bounds, tick, labelGap) = (placement.bounds, placement.tick, style.labelGap)
    let fa = placement.frames[m.from.part]!
    let fb = placement.frames[m.to.part]!
    let lo = min(p.a, p.b)
    let hi = max(p.a, p.b)
    let mid = (lo + hi) / 2
    var start: Point
    var end: Point
    var label: Rect
    var extensions: [Redline.Segment] = []
    switch m.side {
    case .top, .bottom:
      let y =
        m.side == .top
        ? bounds.minY - style.redlineOffset - Double(p.lane) * pitch
        : bounds.maxY + style.redlineOffset + Double(p.lane) * pitch
      start = Point(x: lo, y: y)
      end = Point(x: hi, y: y)
      let labelY = m.side == .top ? y - tick - labelGap - p.size.height : y + tick + labelGap
      label = Rect(x: mid - p.size.width / 2, y: labelY, width: p.size.width, height: p.size.height)
      for (x, f) in [(p.a, fa), (p.b, fb)] {
        let from = m.side == .top ? f.minY : f.maxY
        let to = m.side == .top ? y - tick : y + tick
        extensions += broken(
          .init(start: Point(x: x, y: from), end: Point(x: x, y: to)), measuring: f, placement.obstacles)
      }
    case .leading, .trailing:
      let offset = sideOffsets[m.side]![p.lane]
      let x = m.side == .leading ? bounds.minX - offset : bounds.maxX + offset
      start = Point(x: x, y: lo)
      end = Point(x: x, y: hi)
      let labelX = m.side == .leading ? x - tick - labelGap - p.size.width : x + tick + labelGap
      label = Rect(x: labelX, y: mid - p.size.height / 2, width: p.size.width, height: p.size.height)
      for (y, f) in [(p.a, fa), (p.b, fb)] {
        let from = m.side == .leading ? f.minX : f.maxX
        let to = m.side == .leading ? x - tick : x + tick
        extensions += broken(
          .init(start: Point(x: from, y: y), end: Point(x: to, y: y)), measuring: f, placement.obstacles)
      }
    }
    let pad = style.labelPadding
    return Redline(
      name: m.name, kind: m.kind, axis: m.axis, from: m.from, to: m.to, value: m.value, label: m.label,
      side: m.side, lane: p.lane, start: start, end: end, extensionLines: extensions, labelFrame: label,
      textFrame: Rect(x: label.minX + pad.leading, y: label.minY + pad.top, width: p.text.width, height: p.text.height))
  }

  /// An extension line from the measured edge to the dimension line, broken where it would cross
  /// another part (issue 40): it starts on the edge it marks, so it is read as that part's, and
  /// resumes past each part in the way (the chip's padding lines in a form cell hop over the
  /// label above). Parts around the measured one, or inside it, do not break it.
  static func broken(_ segment: Redline.Segment, measuring part: Rect, _ obstacles: [Rect]) -> [Redline.Segment] {
    let vertical = segment.start.x == segment.end.x
    let across = vertical ? segment.start.x : segment.start.y
    let (a, b) = vertical ? (segment.start.y, segment.end.y) : (segment.start.x, segment.end.x)
    let (lo, hi) = (min(a, b), max(a, b))
    // The stretches of the line inside other parts, in order along it.
    let cuts = obstacles.compactMap { o -> ClosedRange<Double>? in
      guard !o.contains(part), !part.contains(o) else { return nil }
      let (side0, side1, along0, along1) =
        vertical ? (o.minX, o.maxX, o.minY, o.maxY) : (o.minY, o.maxY, o.minX, o.maxX)
      guard across > side0, across < side1, along1 > lo, along0 < hi else { return nil }
      return max(along0, lo)...min(along1, hi)
    }.sorted { $0.lowerBound < $1.lowerBound }
    var open: [ClosedRange<Double>] = []
    var from = lo
    for cut in cuts {
      if cut.lowerBound > from + epsilon { open.append(from...cut.lowerBound) }
      from = max(from, cut.upperBound)
    }
    if hi > from + epsilon { open.append(from...hi) }
    // From the measured edge outward, as the unbroken line was drawn.
    let pieces = a <= b ? open : open.reversed()
    return pieces.map { r in
      let (s, e) = a <= b ? (r.lowerBound, r.upperBound) : (r.upperBound, r.lowerBound)
      return vertical
        ? Redline.Segment(start: Point(x: across, y: s), end: Point(x: across, y: e))
        : Redline.Segment(start: Point(x: s, y: across), end: Point(x: e, y: across))
    }
  }

  /// The union of every anatomy part, within the canvas: what labels must stay clear of.
  public static func componentBounds(_ rendering: Rendering) -> Rect {
    let canvas = Rect(origin: .zero, size: rendering.size)
    let parts = rendering.layout.parts.map(\.frame).filter { $0.width > 0 || $0.height > 0 }
    guard var union = parts.first else { return canvas }
    for f in parts.dropFirst() { union = union.union(f) }
    let x0 = max(union.minX, canvas.minX)
    let y0 = max(union.minY, canvas.minY)
    let x1 = min(union.maxX, canvas.maxX)
    let y1 = min(union.maxY, canvas.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }
}
