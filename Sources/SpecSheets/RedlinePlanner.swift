import Graphics
import Layout

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
///   `content-box` part when the component has one (the spec's box inside its paddings), else of
///   the tallest non-text content part (text when there is none); the corner radius of the shape
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
      // A `content-box` (the spec's box inside the paddings, e.g. Fiori's 20pt) is not drawn in
      // the width chain; the vertical padding is measured to it.
      let contentBox = subject.children.first { $0.name == "content-box" }.map { Part(path: child(subject, path, $0.name), node: $0) }
      let content = subject.children
        .filter {
          $0.name != "container" && $0.name != "content-box" && $0.frame.width > epsilon
            && container.insetBy(-epsilon).contains($0.frame)
        }
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
      if let anchor = contentBox ?? (nonText.isEmpty ? content : nonText).max(by: { $0.frame.height < $1.frame.height }) {
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
}
