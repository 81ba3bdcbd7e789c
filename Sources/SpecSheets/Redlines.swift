import Graphics
import Layout

/// One measurement drawn over a cell the way designers draw redlines: a thin dimension line with
/// end ticks between two edges of anatomy parts, extension lines to those edges, and a small
/// label with the number in points. Coordinates are the cell's (its rendering's canvas).
public struct Redline: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A part's own width or height.
    case size
    /// From a container's edge to its content.
    case padding
    /// Between two neighbouring parts.
    case gap
    /// From a box (cell, viewport, text field) to the parts inside it.
    case inset
    /// A container's corner radius (read from the shape drawn for it).
    case radius
    /// A part that encloses the container (the touch target).
    case target
  }

  public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
  /// Where the dimension is drawn, relative to the component.
  public enum Side: String, Hashable, Sendable { case top, bottom, leading, trailing }
  public enum Edge: String, Hashable, Sendable { case minX, maxX, minY, maxY }

  /// An edge of an anatomy part, by its dotted layout path ("chip-1.container").
  public struct Anchor: Hashable, Sendable {
    public var part: String
    public var edge: Edge
    public init(_ part: String, _ edge: Edge) {
      self.part = part
      self.edge = edge
    }
  }

  /// What is measured, e.g. `container.height`, `padding.leading`, `gap check-mark|label`.
  public var name: String
  public var kind: Kind
  public var axis: Axis
  /// The measured span runs from `from` to `to` (the same anchor twice for a radius: the
  /// container whose corner it is).
  public var from: Anchor
  public var to: Anchor
  /// In points: `to − from` along the axis (a radius: the drawn corner's radius).
  public var value: Double
  /// The text in the label, e.g. `113.46`, `R16`.
  public var label: String
  public var side: Side
  /// 0 is nearest the component.
  public var lane: Int
  /// The dimension line (for a radius: the leader from the corner to the label).
  public var start: Point
  public var end: Point
  /// Extension lines from the measured edges to the dimension line.
  public var extensions: [(Point, Point)] { extensionLines.map { ($0.start, $0.end) } }
  var extensionLines: [Segment]
  /// The label's pill and the text inside it.
  public var labelFrame: Rect
  public var textFrame: Rect

  struct Segment: Hashable, Sendable {
    var start: Point
    var end: Point
  }

  /// `container.width 113.457 "113.46" top lane 0 label 40,-4 24x9`.
  public var dumped: String {
    "\(name) \(value.dumped) \"\(label)\" \(side.rawValue) lane \(lane) label \(labelFrame.dumped)"
  }
}

/// Finds, from a rendering's layout pass, the dimensions a spec names and places them.
///
/// Which dimensions is decided from anatomy part names and geometry only, so a new component
/// gets redlines without code here:
/// - The **subject** is the first part (depth first) that has a `container` child: a single
///   component, or the first item of a group. Its other children inside the container are its
///   content (label, text, check-mark, leading-icon, thumbnail, remove-icon, ...).
/// - Subject: container width (top) and height (leading side); along the bottom, the chain
///   leading padding | each content part's width | gaps | trailing padding (parts sorted by x;
///   overlapping parts get no gap); on the trailing side, top inset | height | bottom inset of the
///   tallest non-text content part (text when there is none); the corner radius of the shape
///   drawn on the container (fill or stroke, including a border inset); and the height (and width,
///   if it differs) of any sibling that encloses the container (a touch target).
/// - Every other part that is not a component (the canvas, a group, a cell, a field): for each
///   child that encloses other children (cell, viewport, text field), its insets to them (leading,
///   top; trailing and bottom unless the content overflows it, e.g. a scrolling row); between the
///   remaining children, the horizontal gap to the next part in the same row and the vertical
///   gap to the nearest part below that overlaps it horizontally. Equal gaps and insets are
///   shown once (the first, in reading order).
/// - Zero and negative spans are not drawn.
///
/// Labels sit outside the component's bounds in lanes (a label that would touch another goes
/// one lane out), so they never cover the component or each other.
public enum RedlinePlanner {
  /// The redlines of one cell. `measurer` sizes the labels.
  public static func redlines(
    for rendering: Rendering, style: SheetStyle = SheetStyle(), measurer: any TextMeasurer
  ) throws -> [Redline] {
    let specs = measurements(for: rendering)
    return try place(specs, rendering: rendering, style: style, measurer: measurer)
  }

  // MARK: What to measure

  struct Measurement: Hashable {
    var name: String
    var kind: Redline.Kind
    var axis: Redline.Axis
    var from: Redline.Anchor
    var to: Redline.Anchor
    var value: Double
    var side: Redline.Side
    var label: String
  }

  struct Part {
    var path: String
    var node: LayoutNode
    var frame: Rect { node.frame }
    var name: String { node.name }
  }

  static let epsilon = 0.001

  static func child(_ node: LayoutNode, _ path: String, _ name: String) -> String {
    path.isEmpty ? name : "\(path).\(name)"
  }

  static func edge(_ r: Rect, _ e: Redline.Edge) -> Double {
    switch e {
    case .minX: r.minX
    case .maxX: r.maxX
    case .minY: r.minY
    case .maxY: r.maxY
    }
  }

  /// Every measurement for the rendering, before placement.
  static func measurements(for rendering: Rendering) -> [Measurement] {
    let root = rendering.layout
    let textFrames = Set(
      rendering.displayList.commands.compactMap { cmd -> Rect? in
        if case .text(let run) = cmd { return run.frame }
        return nil
      })
    var result: [Measurement] = []
    var seen = Set<String>()
    func add(_ m: Measurement, dedupeKey: String? = nil) {
      guard m.value > epsilon else { return }
      if let key = dedupeKey {
        guard seen.insert(key).inserted else { return }
      }
      result.append(m)
    }
    func span(
      _ name: String, _ kind: Redline.Kind, _ axis: Redline.Axis, _ from: Redline.Anchor, _ to: Redline.Anchor,
      frames: [String: Rect], side: Redline.Side, label: ((Double) -> String)? = nil
    ) -> Measurement? {
      guard let a = frames[from.part], let b = frames[to.part] else { return nil }
      let value = edge(b, to.edge) - edge(a, from.edge)
      return Measurement(
        name: name, kind: kind, axis: axis, from: from, to: to, value: value, side: side,
        label: label?(value) ?? value.redlineText)
    }

    // The subject: the first component instance, depth first.
    func findSubject(_ node: LayoutNode, _ path: String) -> (LayoutNode, String)? {
      if node.children.contains(where: { $0.name == "container" }) { return (node, path) }
      for c in node.children {
        if let found = findSubject(c, child(node, path, c.name)) { return found }
      }
      return nil
    }
    if let (subject, path) = findSubject(root, "") {
      let frames = Dictionary(
        subject.children.map { (child(subject, path, $0.name), $0.frame) }, uniquingKeysWith: { a, _ in a })
      let cPath = child(subject, path, "container")
      let container = frames[cPath]!
      let content = subject.children
        .filter { $0.name != "container" && $0.frame.width > epsilon && container.insetBy(-epsilon).contains($0.frame) }
        .map { Part(path: child(subject, path, $0.name), node: $0) }
      let enclosing = subject.children
        .filter { $0.name != "container" && $0.frame.contains(container) && $0.frame != container }
        .map { Part(path: child(subject, path, $0.name), node: $0) }

      if let m = span("container.width", .size, .horizontal, .init(cPath, .minX), .init(cPath, .maxX), frames: frames, side: .top) { add(m) }
      if let m = span("container.height", .size, .vertical, .init(cPath, .minY), .init(cPath, .maxY), frames: frames, side: .leading) { add(m) }

      // Bottom chain: padding | part | gap | part | ... | padding.
      let sorted = content.sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }
      if let first = sorted.first, let last = sorted.max(by: { $0.frame.maxX < $1.frame.maxX }) {
        if let m = span("padding.leading", .padding, .horizontal, .init(cPath, .minX), .init(first.path, .minX), frames: frames, side: .bottom) { add(m) }
        var previous: Part?
        for part in sorted {
          if let p = previous, part.frame.minX >= p.frame.maxX - epsilon,
            let m = span("gap \(p.name)|\(part.name)", .gap, .horizontal, .init(p.path, .maxX), .init(part.path, .minX), frames: frames, side: .bottom)
          {
            add(m)
          }
          if let m = span("\(part.name).width", .size, .horizontal, .init(part.path, .minX), .init(part.path, .maxX), frames: frames, side: .bottom) { add(m) }
          if previous == nil || part.frame.maxX > previous!.frame.maxX { previous = part }
        }
        if let m = span("padding.trailing", .padding, .horizontal, .init(last.path, .maxX), .init(cPath, .maxX), frames: frames, side: .bottom) { add(m) }
      }

      // Trailing chain: the tallest non-text part (or the tallest part).
      let nonText = content.filter { !textFrames.contains($0.frame) }
      if let anchor = (nonText.isEmpty ? content : nonText).max(by: { $0.frame.height < $1.frame.height }) {
        if let m = span("padding.top \(anchor.name)", .padding, .vertical, .init(cPath, .minY), .init(anchor.path, .minY), frames: frames, side: .trailing) { add(m) }
        if let m = span("\(anchor.name).height", .size, .vertical, .init(anchor.path, .minY), .init(anchor.path, .maxY), frames: frames, side: .trailing) { add(m) }
        if let m = span("padding.bottom \(anchor.name)", .padding, .vertical, .init(anchor.path, .maxY), .init(cPath, .maxY), frames: frames, side: .trailing) { add(m) }
      }

      // Enclosing parts (touch target): their height, and width when it differs.
      for part in enclosing {
        if part.frame.height > container.height + epsilon,
          let m = span("\(part.name).height", .target, .vertical, .init(part.path, .minY), .init(part.path, .maxY), frames: frames, side: .trailing, label: { "target \($0.redlineText)" })
        {
          add(m)
        }
        if part.frame.width > container.width + epsilon,
          let m = span("\(part.name).width", .target, .horizontal, .init(part.path, .minX), .init(part.path, .maxX), frames: frames, side: .top, label: { "target \($0.redlineText)" })
        {
          add(m)
        }
      }

      // Corner radius of the shape drawn on the container.
      if let radius = cornerRadius(of: container, in: rendering.displayList) {
        add(
          Measurement(
            name: "container.corner-radius", kind: .radius, axis: .horizontal, from: .init(cPath, .minX),
            to: .init(cPath, .minX), value: radius, side: .top, label: "R\(radius.redlineText)"))
      }
    }

    // Layout parts: boxes' insets and gaps between neighbours.
    func analyze(_ node: LayoutNode, _ path: String) {
      guard !node.children.contains(where: { $0.name == "container" }) else { return }
      let parts = node.children.map { Part(path: child(node, path, $0.name), node: $0) }
      let frames = Dictionary(parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
      var contained = Set<String>()
      for box in parts {
        let inside = parts.filter { $0.path != box.path && box.frame.contains($0.frame) && $0.frame != box.frame }
        guard !inside.isEmpty else { continue }
        inside.forEach { contained.insert($0.path) }
        let overflowX = parts.contains { p in
          !inside.contains { $0.path == p.path } && p.path != box.path && p.frame.intersects(box.frame) && p.frame.maxX > box.frame.maxX + epsilon
        }
        let overflowY = parts.contains { p in
          !inside.contains { $0.path == p.path } && p.path != box.path && p.frame.intersects(box.frame) && p.frame.maxY > box.frame.maxY + epsilon
        }
        let left = inside.min { $0.frame.minX < $1.frame.minX }!
        let top = inside.min { $0.frame.minY < $1.frame.minY }!
        let right = inside.max { $0.frame.maxX < $1.frame.maxX }!
        let bottom = inside.max { $0.frame.maxY < $1.frame.maxY }!
        let b = box.path
        if let m = span("\(box.name).inset.leading", .inset, .horizontal, .init(b, .minX), .init(left.path, .minX), frames: frames, side: .top) {
          add(m, dedupeKey: "h \(m.value.redlineText)")
        }
        if !overflowX, let m = span("\(box.name).inset.trailing", .inset, .horizontal, .init(right.path, .maxX), .init(b, .maxX), frames: frames, side: .top) {
          add(m, dedupeKey: "h \(m.value.redlineText)")
        }
        if let m = span("\(box.name).inset.top", .inset, .vertical, .init(b, .minY), .init(top.path, .minY), frames: frames, side: .leading) {
          add(m, dedupeKey: "v \(m.value.redlineText)")
        }
        if !overflowY, let m = span("\(box.name).inset.bottom", .inset, .vertical, .init(bottom.path, .maxY), .init(b, .maxY), frames: frames, side: .leading) {
          add(m, dedupeKey: "v \(m.value.redlineText)")
        }
      }
      // Flow: parts that are not inside a box and do not enclose others.
      let flow = parts.filter { p in
        !contained.contains(p.path) && !parts.contains { q in q.path != p.path && p.frame.contains(q.frame) && q.frame != p.frame }
      }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
      for (i, a) in flow.enumerated() {
        // Nearest part to the right in the same row.
        let right = flow.filter { b in
          b.path != a.path && b.frame.minX >= a.frame.maxX - epsilon && b.frame.minY < a.frame.maxY && a.frame.minY < b.frame.maxY
        }.min { $0.frame.minX < $1.frame.minX }
        if let b = right, let m = span("gap \(a.name)|\(b.name)", .gap, .horizontal, .init(a.path, .maxX), .init(b.path, .minX), frames: frames, side: .top) {
          add(m, dedupeKey: "h \(m.value.redlineText)")
        }
        // Nearest part below that overlaps horizontally.
        let below = flow[(i + 1)...].filter { b in
          b.frame.minY >= a.frame.maxY - epsilon && b.frame.minX < a.frame.maxX && a.frame.minX < b.frame.maxX
        }.min { $0.frame.minY < $1.frame.minY }
        if let b = below, let m = span("gap \(a.name)|\(b.name)", .gap, .vertical, .init(a.path, .maxY), .init(b.path, .minY), frames: frames, side: .leading) {
          add(m, dedupeKey: "v \(m.value.redlineText)")
        }
      }
      for part in parts { analyze(part.node, part.path) }
    }
    analyze(root, "")
    return result
  }

  /// The outer corner radius of the rounded rectangle drawn on `container`: a fill or stroke whose
  /// rectangle is the container's, or the container's inset by up to 1pt (a border drawn inside),
  /// in which case the inset is added back. Nil when the container is drawn square or not at all.
  static func cornerRadius(of container: Rect, in list: DisplayList) -> Double? {
    var best: (inset: Double, radius: Double)?
    for command in list.commands {
      let shape: Shape
      switch command {
      case .fill(let s, _), .stroke(let s, _, _): shape = s
      default: continue
      }
      guard case .roundedRect(let r, let radii) = shape else { continue }
      let inset = r.minX - container.minX
      guard inset >= -epsilon, inset <= 1 + epsilon,
        abs((r.minY - container.minY) - inset) < epsilon,
        abs((container.maxX - r.maxX) - inset) < epsilon,
        abs((container.maxY - r.maxY) - inset) < epsilon
      else { continue }
      let radius = min(radii.topLeft, min(r.width, r.height) / 2)
      guard radius > epsilon else { continue }
      if best == nil || inset < best!.inset { best = (inset, radius + inset) }
    }
    return best?.radius
  }

  // MARK: Placement

  static func place(
    _ measurements: [Measurement], rendering: Rendering, style: SheetStyle, measurer: any TextMeasurer
  ) throws -> [Redline] {
    let frames = Dictionary(rendering.layout.parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
    let canvas = Rect(origin: .zero, size: rendering.size)
    let bounds = componentBounds(rendering)
    let tick = style.tickLength / 2
    let labelGap = style.labelGap

    func labelSize(_ text: String) throws -> (Size, Size) {
      let metrics = try measurer.measure(text, font: style.redlineFont)
      let p = style.labelPadding
      return (
        Size(width: metrics.width + p.horizontal, height: metrics.height + p.vertical), metrics.size
      )
    }

    var placed: [Redline] = []
    // Lanes per side: the labels already in each lane, and the line intervals.
    var lanes: [Redline.Side: [[(label: ClosedRange<Double>, line: ClosedRange<Double>)]]] = [:]
    var pending: [(m: Measurement, lane: Int, a: Double, b: Double, size: Size, text: Size)] = []

    for m in measurements where m.kind != .radius {
      guard let fa = frames[m.from.part], let fb = frames[m.to.part] else { continue }
      let a = edge(fa, m.from.edge)
      let b = edge(fb, m.to.edge)
      let (size, textSize) = try labelSize(m.label)
      let mid = (a + b) / 2
      let along = m.axis == .horizontal ? size.width : size.height
      let labelRange = (mid - along / 2 - labelGap)...(mid + along / 2 + labelGap)
      let lineRange = min(a, b)...max(a, b)
      var laneList = lanes[m.side] ?? []
      var lane = 0
      while lane < laneList.count {
        let clash = laneList[lane].contains { other in
          other.label.overlaps(labelRange)
            || (other.line.overlaps(lineRange) && min(other.line.upperBound, lineRange.upperBound) - max(other.line.lowerBound, lineRange.lowerBound) > epsilon)
        }
        if !clash { break }
        lane += 1
      }
      if lane == laneList.count { laneList.append([]) }
      laneList[lane].append((labelRange, lineRange))
      lanes[m.side] = laneList
      pending.append((m, lane, a, b, size, textSize))
    }

    // Lane positions: top/bottom lanes have a fixed pitch; side lanes are as wide as their
    // widest label.
    let labelHeight = try labelSize("0").0.height
    let pitch = labelHeight + labelGap + style.laneGap + tick
    var sideOffsets: [Redline.Side: [Double]] = [:]
    for side in [Redline.Side.leading, .trailing] {
      var offsets: [Double] = []
      var x = style.redlineOffset
      let count = lanes[side]?.count ?? 0
      for lane in 0..<count {
        offsets.append(x)
        let widest = pending.filter { $0.m.side == side && $0.lane == lane }.map(\.size.width).max() ?? 0
        x += tick + labelGap + widest + style.laneGap + tick
      }
      sideOffsets[side] = offsets
    }

    // Extension lines start at the measured edge, or past any other part they would cross
    // (a line from the check mark's top must not run through the label).
    let obstacles = rendering.layout.parts.filter { $0.frame.width > 0 && $0.frame.height > 0 }
    func clear(_ segment: Redline.Segment, measuring part: Rect) -> Redline.Segment {
      var s = segment
      for _ in 0..<obstacles.count {
        var moved = false
        for o in obstacles.map(\.frame) where !o.contains(part) && !part.contains(o) {
          if s.start.x == s.end.x {  // vertical line
            let x = s.start.x
            guard x > o.minX, x < o.maxX else { continue }
            if s.end.y < s.start.y, o.minY < s.start.y, o.maxY > s.end.y, o.minY > s.end.y {
              s.start.y = o.minY
              moved = true
            } else if s.end.y > s.start.y, o.maxY > s.start.y, o.minY < s.end.y, o.maxY < s.end.y {
              s.start.y = o.maxY
              moved = true
            }
          } else {
            let y = s.start.y
            guard y > o.minY, y < o.maxY else { continue }
            if s.end.x < s.start.x, o.minX < s.start.x, o.maxX > s.end.x, o.minX > s.end.x {
              s.start.x = o.minX
              moved = true
            } else if s.end.x > s.start.x, o.maxX > s.start.x, o.minX < s.end.x, o.maxX < s.end.x {
              s.start.x = o.maxX
              moved = true
            }
          }
        }
        if !moved { break }
      }
      return s
    }

    for p in pending {
      let m = p.m
      let fa = frames[m.from.part]!
      let fb = frames[m.to.part]!
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
          extensions.append(clear(.init(start: Point(x: x, y: from), end: Point(x: x, y: to)), measuring: f))
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
          extensions.append(clear(.init(start: Point(x: from, y: y), end: Point(x: to, y: y)), measuring: f))
        }
      }
      let pad = style.labelPadding
      placed.append(
        Redline(
          name: m.name, kind: m.kind, axis: m.axis, from: m.from, to: m.to, value: m.value, label: m.label,
          side: m.side, lane: p.lane, start: start, end: end, extensionLines: extensions, labelFrame: label,
          textFrame: Rect(x: label.minX + pad.leading, y: label.minY + pad.top, width: p.text.width, height: p.text.height)))
    }

    // The radius: a leader from the corner's midpoint out to a label beyond the top-left corner
    // of the component's bounds, moved left until it touches no other label.
    for m in measurements where m.kind == .radius {
      guard let c = frames[m.from.part] else { continue }
      let (size, textSize) = try labelSize(m.label)
      let r = min(m.value, min(c.width, c.height) / 2)
      let corner = Point(x: c.minX + r * (1 - 0.5.squareRoot()), y: c.minY + r * (1 - 0.5.squareRoot()))
      var label = Rect(
        x: bounds.minX - style.redlineOffset - size.width, y: bounds.minY - style.redlineOffset - size.height,
        width: size.width, height: size.height)
      var steps = 0
      while placed.contains(where: { $0.labelFrame.insetBy(-labelGap).intersects(label) }), steps < style.radiusLabelMaxSteps {
        label = label.offsetBy(dx: -style.radiusLabelStep, dy: 0)
        steps += 1
      }
      let pad = style.labelPadding
      placed.append(
        Redline(
          name: m.name, kind: m.kind, axis: m.axis, from: m.from, to: m.to, value: m.value, label: m.label,
          side: .top, lane: 0, start: corner, end: Point(x: label.maxX, y: label.maxY), extensionLines: [],
          labelFrame: label,
          textFrame: Rect(x: label.minX + pad.leading, y: label.minY + pad.top, width: textSize.width, height: textSize.height)))
    }
    _ = canvas
    return placed
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

  // MARK: Drawing

  /// The overlay's drawing commands, in the cell's coordinates moved by `offset`.
  public static func commands(_ redlines: [Redline], style: SheetStyle = SheetStyle(), offset: Point = .zero) -> [DrawCommand] {
    func p(_ q: Point) -> Point { Point(x: q.x + offset.x, y: q.y + offset.y) }
    func line(_ a: Point, _ b: Point) -> Shape {
      var path = Path()
      path.move(to: p(a))
      path.line(to: p(b))
      return .path(path)
    }
    var out: [DrawCommand] = []
    let tick = style.tickLength / 2
    for r in redlines {
      for e in r.extensionLines { out.append(.stroke(line(e.start, e.end), style.extensionLine, width: style.extensionWidth)) }
      out.append(.stroke(line(r.start, r.end), style.redline, width: style.lineWidth))
      if r.kind == .radius {
        let d = style.radiusDot
        out.append(.fill(.capsule(Rect(x: r.start.x - d / 2, y: r.start.y - d / 2, width: d, height: d).offsetBy(dx: offset.x, dy: offset.y)), style.redline))
      } else {
        for q in [r.start, r.end] {
          let (a, b) =
            r.axis == .horizontal
            ? (Point(x: q.x, y: q.y - tick), Point(x: q.x, y: q.y + tick))
            : (Point(x: q.x - tick, y: q.y), Point(x: q.x + tick, y: q.y))
          out.append(.stroke(line(a, b), style.redline, width: style.lineWidth))
        }
      }
    }
    // Labels last, so no line crosses a label.
    for r in redlines {
      out.append(.fill(.roundedRect(r.labelFrame.offsetBy(dx: offset.x, dy: offset.y), CornerRadii(all: style.labelCornerRadius)), style.redline))
      out.append(
        .text(TextRun(text: r.label, font: style.redlineFont, color: style.redlineLabelText, frame: r.textFrame.offsetBy(dx: offset.x, dy: offset.y))))
    }
    return out
  }

  /// Everything the overlay draws (labels, lines, ticks), in the cell's coordinates.
  public static func extent(_ redlines: [Redline], style: SheetStyle = SheetStyle()) -> Rect? {
    var rects: [Rect] = []
    let t = style.tickLength / 2
    for r in redlines {
      rects.append(r.labelFrame)
      rects.append(Rect(x: min(r.start.x, r.end.x) - t, y: min(r.start.y, r.end.y) - t, width: abs(r.end.x - r.start.x) + 2 * t, height: abs(r.end.y - r.start.y) + 2 * t))
      for e in r.extensionLines {
        rects.append(Rect(x: min(e.start.x, e.end.x), y: min(e.start.y, e.end.y), width: abs(e.end.x - e.start.x), height: abs(e.end.y - e.start.y)))
      }
    }
    guard var u = rects.first else { return nil }
    for r in rects.dropFirst() { u = u.union(r) }
    return u
  }
}
