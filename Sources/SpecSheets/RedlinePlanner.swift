import ComponentKit
import Graphics

/// Finds, from a rendering's layout pass, the dimensions a spec names and places them.
///
/// Which dimensions is decided from the parts the component declares by role
/// (`ComponentModel.partRoles`, passed in as `roles`) and geometry only, so a new component gets
/// redlines without code here; `roleNote` says when a role is missing:
/// - The **subject** is the first part (depth first) that has a child playing the `container`
///   role: a single component, or the first item of a group. Its other children inside the container are its
///   content (label, text, check-mark, leading-icon, thumbnail, remove-icon, ...).
/// - Subject: container width (top) and height (leading side). When its content is one row (a
///   chip, a button, a list item): along the bottom, the chain leading padding | each content
///   part's width | gaps | trailing padding (parts sorted by x; overlapping parts get no gap); on
///   the trailing side, top inset | height | bottom inset of the `content-box` part when the
///   component declares one (the spec's box inside its paddings), else of the tallest non-text content
///   part (text when there is none). When its content is stacked in rows (a card): each row's
///   inset on the side it hugs (both when equal; the other side is free space) along the bottom,
///   and top inset | gaps between rows | bottom inset on the trailing side. Then the corner radius
///   of the shape drawn on the container (fill or stroke, including a border inset), one label
///   per corner when the corners differ; and the height (and width, if it differs) of any sibling
///   that encloses the container (a touch target).
/// - Every other part that is not a component (the canvas, a group, a cell, a field): for each
///   child that encloses other children (cell, viewport, text field), its insets to them (leading,
///   top; trailing and bottom unless the content overflows it, e.g. a scrolling row); between the
///   remaining children, the horizontal gap to the next part in the same row and the vertical
///   gap to the nearest part below that overlaps it horizontally. Equal gaps and insets are
///   shown once per level (the first, in reading order). With a declared container, also the
///   gaps between the parts inside each box and the size of boxes, groups and icons
///   (RedlineComposite.swift), and the extent of a top-level group of items.
/// - Zero and negative spans are not drawn, and a span already measured is not drawn again
///   (a part as wide as the container keeps only the container's width).
///
/// Labels sit outside the component's bounds in lanes (a label that would touch another goes
/// one lane out), so they never cover the component or each other.
public enum RedlinePlanner {
  /// The redlines of one cell. `roles` names the parts that play each role (the component's
  /// `partRoles`); `measurer` sizes the labels.
  public static func redlines(
    for rendering: Rendering, roles: [PartRole: String], style: SheetStyle = SheetStyle(), measurer: any TextMeasurer
  ) throws -> [Redline] {
    let specs = namingSharedEdges(measurements(for: rendering, roles: roles))
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
    /// Where the span starts along its axis (the `from` edge), so two measurements of the same
    /// span are known as one.
    var start = 0.0
    /// A radius the placement may show at any corner (all corners are equal): the one whose
    /// leader is clearest.
    var anyCorner = false
  }

  /// The measurements of one rendering, each span once: a part as wide as its container, or a
  /// title as wide as its text box, would otherwise print the same number twice.
  struct MeasurementList {
    var items: [Measurement] = []
    private var values = Set<String>()
    private var spans = Set<String>()

    /// Adds `m` unless it is not positive or its span is already measured; with `dedupeKey`, also
    /// unless that key (a value shown once per rendering) was already added.
    mutating func add(_ m: Measurement?, dedupeKey: String? = nil) {
      guard let m, m.value > epsilon else { return }
      if m.kind != .radius {
        let span = "\(m.axis) \(m.start.redlineText) \((m.start + m.value).redlineText)"
        guard !spans.contains(span) else { return }
        if let key = dedupeKey, !values.insert(key).inserted { return }
        spans.insert(span)
      }
      items.append(m)
    }
  }

  /// The distance from one anchor's edge to another's, labelled with its value (or `label`).
  static func span(
    _ name: String, _ kind: Redline.Kind, _ axis: Redline.Axis, _ from: Redline.Anchor, _ to: Redline.Anchor,
    frames: [String: Rect], side: Redline.Side, label: ((Double) -> String)? = nil
  ) -> Measurement? {
    guard let a = frames[from.part], let b = frames[to.part] else { return nil }
    let start = edge(a, from.edge)
    let value = edge(b, to.edge) - start
    return Measurement(
      name: name, kind: kind, axis: axis, from: from, to: to, value: value, side: side,
      label: label?(value) ?? value.redlineText, start: start)
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
  static func measurements(for rendering: Rendering, roles: [PartRole: String]) -> [Measurement] {
    let root = rendering.layout
    var list = MeasurementList()
    let container = roles[.container]
    // The subject: the first component instance, depth first.
    func findSubject(_ node: LayoutNode, _ path: String) -> (LayoutNode, String)? {
      if node.children.contains(where: { $0.name == container }) { return (node, path) }
      for c in node.children {
        if let found = findSubject(c, child(node, path, c.name)) { return found }
      }
      return nil
    }
    if let (subject, path) = findSubject(root, "") {
      subjectMeasurements(subject, path: path, roles: roles, rendering: rendering, into: &list)
    }

    // Layout parts: boxes' insets, gaps between neighbours, then sizes of boxes, groups and icons.
    let isInstance = { (node: LayoutNode) in node.children.contains { $0.name == container } }
    let (bounds, texts) = (componentBounds(rendering), textFrames(rendering))
    func analyze(_ node: LayoutNode, _ path: String) {
      guard !isInstance(node) else { return }
      let parts = node.children.map { Part(path: child(node, path, $0.name), node: $0) }
      let frames = Dictionary(parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
      let contained = insetMeasurements(of: parts, frames: frames, scope: path, into: &list)
      let level = Level(parts: parts, frames: frames, scope: path)
      // Sizes and a box's inner gaps only with a declared container: without one the sheet says
      // no size is drawn.
      if container != nil { boxGaps(level, bounds: bounds, into: &list) }
      gapMeasurements(between: parts, contained: contained, frames: frames, scope: path, into: &list)
      if container != nil {
        sizes(level, bounds: bounds, textFrames: texts, isInstance: isInstance, into: &list)
      }
      for part in parts { analyze(part.node, part.path) }
    }
    analyze(root, "")
    groupExtent(root, isInstance: isInstance, into: &list)
    return list.items
  }

  /// Each box's insets to the parts inside it (a side is skipped where another part overflows
  /// the box); returns the paths of the parts found inside a box.
  static func insetMeasurements(
    of parts: [Part], frames: [String: Rect], scope: String, into list: inout MeasurementList
  ) -> Set<String> {
    var contained = Set<String>()
    for box in parts {
      let inside = parts.filter { $0.path != box.path && box.frame.contains($0.frame) && $0.frame != box.frame }
      guard !inside.isEmpty else { continue }
      contained.formUnion(inside.map(\.path))
      let overflowX = parts.contains { p in
        !inside.contains { $0.path == p.path } && p.path != box.path && p.frame.intersects(box.frame)
          && p.frame.maxX > box.frame.maxX + epsilon
      }
      let overflowY = parts.contains { p in
        !inside.contains { $0.path == p.path } && p.path != box.path && p.frame.intersects(box.frame)
          && p.frame.maxY > box.frame.maxY + epsilon
      }
      let left = inside.min { $0.frame.minX < $1.frame.minX }!
      let top = inside.min { $0.frame.minY < $1.frame.minY }!
      let right = inside.max { $0.frame.maxX < $1.frame.maxX }!
      let bottom = inside.max { $0.frame.maxY < $1.frame.maxY }!
      let b = box.path
      if let m = span(
        "\(box.name).inset.leading", .inset, .horizontal, .init(b, .minX), .init(left.path, .minX), frames: frames,
        side: .top)
      {
        list.add(m, dedupeKey: "\(scope) h \(m.value.redlineText)")
      }
      if !overflowX,
        let m = span(
          "\(box.name).inset.trailing", .inset, .horizontal, .init(right.path, .maxX), .init(b, .maxX),
          frames: frames, side: .top)
      {
        list.add(m, dedupeKey: "\(scope) h \(m.value.redlineText)")
      }
      if let m = span(
        "\(box.name).inset.top", .inset, .vertical, .init(b, .minY), .init(top.path, .minY), frames: frames,
        side: .leading)
      {
        list.add(m, dedupeKey: "\(scope) v \(m.value.redlineText)")
      }
      if !overflowY,
        let m = span(
          "\(box.name).inset.bottom", .inset, .vertical, .init(bottom.path, .maxY), .init(b, .maxY), frames: frames,
          side: .leading)
      {
        list.add(m, dedupeKey: "\(scope) v \(m.value.redlineText)")
      }
    }
    return contained
  }

  /// Gaps between neighbouring parts of the flow (not inside a box, enclosing none): to the
  /// nearest part on the right in the same row and the nearest below that overlaps it.
  static func gapMeasurements(
    between parts: [Part], contained: Set<String>, frames: [String: Rect], scope: String, nearest bounds: Rect? = nil,
    into list: inout MeasurementList
  ) {
    // Flow: parts that are not inside a box and do not enclose others.
    let flow = parts.filter { p in
      !contained.contains(p.path)
        && !parts.contains { q in q.path != p.path && p.frame.contains(q.frame) && q.frame != p.frame }
    }.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    for (i, a) in flow.enumerated() {
      // Nearest part to the right in the same row.
      let right = flow.filter { b in
        b.path != a.path && b.frame.minX >= a.frame.maxX - epsilon && b.frame.minY < a.frame.maxY
          && a.frame.minY < b.frame.maxY
      }.min { $0.frame.minX < $1.frame.minX }
      if let b = right,
        let m = span(
          "gap \(a.name)|\(b.name)", .gap, .horizontal, .init(a.path, .maxX), .init(b.path, .minX), frames: frames,
          side: bounds.map { nearerBottom(a.frame, $0) } == true ? .bottom : .top)
      {
        list.add(m, dedupeKey: "\(scope) h \(m.value.redlineText)")
      }
      // Nearest part below that overlaps horizontally.
      let below = flow[(i + 1)...].filter { b in
        b.frame.minY >= a.frame.maxY - epsilon && b.frame.minX < a.frame.maxX && a.frame.minX < b.frame.maxX
      }.min { $0.frame.minY < $1.frame.minY }
      if let b = below,
        let m = span(
          "gap \(a.name)|\(b.name)", .gap, .vertical, .init(a.path, .maxY), .init(b.path, .minY), frames: frames,
          side: bounds.map { nearerTrailing(a.frame, $0) } == true ? .trailing : .leading)
      {
        list.add(m, dedupeKey: "\(scope) v \(m.value.redlineText)")
      }
    }
  }
}
