import ComponentKit
import Graphics

/// Corner radii: measured from the shape drawn on the container, and placed as a leader from the
/// corner to a label beyond that corner of the component.
extension RedlinePlanner {
  /// The four corners as the container's edges that meet there, in reading order.
  static let corners: [(h: Redline.Edge, v: Redline.Edge, name: String)] = [
    (.minX, .minY, "top-left"), (.maxX, .minY, "top-right"), (.maxX, .maxY, "bottom-right"),
    (.minX, .maxY, "bottom-left"),
  ]

  /// One radius when the corners are equal (shown at whichever corner its leader is clearest
  /// from), else one per corner, each named and anchored at its corner: a single label would
  /// claim its value for all four.
  static func radiusMeasurements(container: Rect, path: String, in list: DisplayList) -> [Measurement] {
    guard let radii = cornerRadii(of: container, part: path, in: list) else { return [] }
    let values = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
    if values.allSatisfy({ abs($0 - values[0]) < epsilon }) {
      return [
        Measurement(
          name: "container.corner-radius", kind: .radius, axis: .horizontal, from: .init(path, .minX),
          to: .init(path, .minY), value: values[0], side: .top, label: "R\(values[0].redlineText)", anyCorner: true)
      ]
    }
    return zip(corners, values).map { corner, value in
      Measurement(
        name: "container.corner-radius.\(corner.name)", kind: .radius, axis: .horizontal, from: .init(path, corner.h),
        to: .init(path, corner.v), value: value, side: corner.v == .minY ? .top : .bottom,
        label: "R\(value.redlineText)")
    }
  }

  /// The outer corner radii of the rounded rectangle lowering drew as the part `path` (whose frame
  /// is `container`): of its fills and strokes, the one nearest the container's edge; a border
  /// drawn inside is inset, and the inset is added back. Each is clamped to half the shorter
  /// side, as drawn. Nil when the container is drawn square or not at all.
  static func cornerRadii(of container: Rect, part path: String, in list: DisplayList) -> CornerRadii? {
    var best: (inset: Double, radii: CornerRadii)?
    for (command, part) in zip(list.commands, list.partPaths) where part == path {
      let shape: Shape
      switch command {
      case .fill(let s, _), .stroke(let s, _, _): shape = s
      default: continue
      }
      guard case .roundedRect(let r, let radii) = shape else { continue }
      let inset = max(0, r.minX - container.minX)
      let half = min(r.width, r.height) / 2
      func outer(_ v: Double) -> Double { v > epsilon ? min(v, half) + inset : 0 }
      let drawn = CornerRadii(
        topLeft: outer(radii.topLeft), topRight: outer(radii.topRight), bottomRight: outer(radii.bottomRight),
        bottomLeft: outer(radii.bottomLeft))
      guard max(drawn.topLeft, drawn.topRight, drawn.bottomRight, drawn.bottomLeft) > epsilon else { continue }
      if best == nil || inset < best!.inset { best = (inset, drawn) }
    }
    return best?.radii
  }

  /// A radius's leader and label. A radius shown once goes to a top corner on the side where
  /// the container is nearest the component's edge (the first item of a right-to-left row is on
  /// the right), and to the next corner when its leader would cross another part.
  static func radiusRedline(_ m: Measurement, _ placement: Placement, avoiding placed: [Redline]) throws -> Redline? {
    guard let c = placement.frames[m.from.part] else { return nil }
    let b = placement.bounds
    var candidates = [(m.from.edge, m.to.edge)]
    if m.anyCorner {
      // The side nearest the component's edge first, then the top corner before the bottom one.
      func key(_ i: Int) -> (Double, Int) { (abs(edge(c, corners[i].h) - edge(b, corners[i].h)), i) }
      candidates = [0, 1, 3, 2].sorted { key($0) < key($1) }.map { (corners[$0].h, corners[$0].v) }
    }
    let foreign = placement.obstacles.filter { !$0.contains(c) && !c.contains($0) }
    var first: Redline?
    for (h, v) in candidates {
      let r = try radiusRedline(m, corner: h, v, of: c, placement, avoiding: placed)
      if !foreign.contains(where: { crosses(r.start, r.end, $0.insetBy(epsilon)) }) { return r }
      first = first ?? r
    }
    return first
  }

  /// The leader from the middle of the corner's arc out to a label beyond that corner of the
  /// component's bounds, moved outward until it touches no other label.
  static func radiusRedline(
    _ m: Measurement, corner h: Redline.Edge, _ v: Redline.Edge, of c: Rect, _ placement: Placement,
    avoiding placed: [Redline]
  ) throws -> Redline {
    let style = placement.style
    let bounds = placement.bounds
    let (size, textSize) = try placement.labelSize(m.label)
    let r = min(m.value, min(c.width, c.height) / 2)
    let k = r * (1 - 0.5.squareRoot())
    let left = h == .minX
    let top = v == .minY
    let corner = Point(x: left ? c.minX + k : c.maxX - k, y: top ? c.minY + k : c.maxY - k)
    var label = Rect(
      x: left ? bounds.minX - style.redlineOffset - size.width : bounds.maxX + style.redlineOffset,
      y: top ? bounds.minY - style.redlineOffset - size.height : bounds.maxY + style.redlineOffset,
      width: size.width, height: size.height)
    var steps = 0
    while placed.contains(where: { $0.labelFrame.insetBy(-style.labelGap).intersects(label) }),
      steps < style.radiusLabelMaxSteps
    {
      label = label.offsetBy(dx: left ? -style.radiusLabelStep : style.radiusLabelStep, dy: 0)
      steps += 1
    }
    let pad = style.labelPadding
    return Redline(
      name: m.name, kind: m.kind, axis: m.axis, from: .init(m.from.part, h), to: .init(m.to.part, v), value: m.value,
      label: m.label, side: top ? .top : .bottom, lane: 0, start: corner,
      end: Point(x: left ? label.maxX : label.minX, y: top ? label.maxY : label.minY), extensionLines: [],
      labelFrame: label,
      textFrame: Rect(
        x: label.minX + pad.leading, y: label.minY + pad.top, width: textSize.width, height: textSize.height))
  }

  /// Whether the segment a→b passes through the rectangle (Liang-Barsky clipping).
  static func crosses(_ a: Point, _ b: Point, _ r: Rect) -> Bool {
    var t0 = 0.0
    var t1 = 1.0
    let d = (x: b.x - a.x, y: b.y - a.y)
    for (p, q) in [(-d.x, a.x - r.minX), (d.x, r.maxX - a.x), (-d.y, a.y - r.minY), (d.y, r.maxY - a.y)] {
      if p == 0 {
        if q < 0 { return false }
        continue
      }
      let t = q / p
      if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
      if t0 > t1 { return false }
    }
    return true
  }
}
