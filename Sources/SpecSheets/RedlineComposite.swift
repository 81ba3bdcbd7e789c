import ComponentKit
import Graphics

/// What composite components add to the plan (issue 40, "Redlines that say what they measure"):
/// the size of a box (a form cell), of a group of component instances (a chip group) and of
/// each part that is neither text nor a component (an error icon), and the gaps between the
/// parts inside a box (label → chips → message). Numbers are the layout's frames, never typed in.
extension RedlinePlanner {
  /// What one level of the layout (the children of one node that is not a component) adds.
  struct Level {
    var parts: [Part]
    var frames: [String: Rect]
    /// Scopes "shown once" to this level: equal gaps of one group are drawn once, but a chip
    /// group's 8 does not hide the 8 between an icon and its message beside it.
    var scope: String
  }

  /// The gaps between the parts inside each box of one level, as a flow of their own (label →
  /// chips → message), drawn on the side nearer them. Before the level's own flow, so that in a
  /// scrolling row the visible chips' spacing is shown, not the same number past the viewport.
  static func boxGaps(_ level: Level, bounds: Rect, into list: inout MeasurementList) {
    for box in level.parts {
      let inside = level.parts.filter { encloses(box, $0) }
      guard inside.count > 1 else { continue }
      gapMeasurements(
        between: inside, contained: [], frames: level.frames, scope: level.scope, nearest: bounds, into: &list)
    }
  }

  /// Sizes of one level, after its insets and gaps so that they sit in the lanes outside them:
  /// a group (children, not itself a component) and a leaf that is not text (an icon) on the
  /// side nearer it, so that its extension lines stay short; then each box (the form cell's
  /// whole size) on the top and leading sides, outermost.
  static func sizes(
    _ level: Level, bounds: Rect, textFrames: Set<Rect>, isInstance: (LayoutNode) -> Bool,
    into list: inout MeasurementList
  ) {
    let parts = level.parts
    for part in parts where !isInstance(part.node) && !parts.contains(where: { encloses(part, $0) }) {
      let isGroup = !part.node.children.isEmpty
      guard isGroup || !textFrames.contains(part.frame) else { continue }
      addSize(of: part, frames: level.frames, bounds: bounds, nearest: true, into: &list)
    }
    for box in parts where parts.contains(where: { encloses(box, $0) }) {
      addSize(of: box, frames: level.frames, bounds: bounds, nearest: false, into: &list)
    }
  }

  /// Whether `f` is nearer the bottom of `bounds` than its top (its redlines go there).
  static func nearerBottom(_ f: Rect, _ bounds: Rect) -> Bool { bounds.maxY - f.maxY < f.minY - bounds.minY }
  /// Whether `f` is nearer the right of `bounds` than its left.
  static func nearerTrailing(_ f: Rect, _ bounds: Rect) -> Bool { bounds.maxX - f.maxX < f.minX - bounds.minX }

  /// Whether `outer` holds `inner` (and is not the same frame).
  static func encloses(_ outer: Part, _ inner: Part) -> Bool {
    outer.path != inner.path && outer.frame.contains(inner.frame) && outer.frame != inner.frame
  }

  /// `part.width` and `part.height`: on the top and leading sides, or (`nearest`) on the sides
  /// of `bounds` nearer the part.
  static func addSize(
    of part: Part, frames: [String: Rect], bounds: Rect, nearest: Bool, into list: inout MeasurementList
  ) {
    let below = nearest && nearerBottom(part.frame, bounds)
    let right = nearest && nearerTrailing(part.frame, bounds)
    list.add(
      span(
        "\(part.name).width", .size, .horizontal, .init(part.path, .minX), .init(part.path, .maxX), frames: frames,
        side: below ? .bottom : .top))
    list.add(
      span(
        "\(part.name).height", .size, .vertical, .init(part.path, .minY), .init(part.path, .maxY), frames: frames,
        side: right ? .trailing : .leading))
  }

  /// A group of component instances at the top of the layout (a chip group, a list) with no
  /// box around them: the extent of its items, from the first item's edge to the farthest one's.
  static func groupExtent(
    _ root: LayoutNode, isInstance: (LayoutNode) -> Bool, into list: inout MeasurementList
  ) {
    // A box among them (a scrolling row's viewport) is the group's size, drawn as a box.
    let children = root.children.map { Part(path: $0.name, node: $0) }
    guard !isInstance(root), !children.contains(where: { c in children.contains { encloses(c, $0) } }) else { return }
    let items = children.filter { isInstance($0.node) }
    guard items.count > 1 else { return }
    let frames = Dictionary(items.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
    let left = items.min { $0.frame.minX < $1.frame.minX }!
    let right = items.max { $0.frame.maxX < $1.frame.maxX }!
    let top = items.min { $0.frame.minY < $1.frame.minY }!
    let bottom = items.max { $0.frame.maxY < $1.frame.maxY }!
    list.add(
      span(
        "group.width", .size, .horizontal, .init(left.path, .minX), .init(right.path, .maxX), frames: frames, side: .top
      )
    )
    list.add(
      span(
        "group.height", .size, .vertical, .init(top.path, .minY), .init(bottom.path, .maxY), frames: frames,
        side: .leading))
  }

  /// Parts stacked one above the other (a list item's title and detail, a card's header and
  /// secondary text): the vertical gap from each to the nearest below it that overlaps it
  /// horizontally, unless one holds the other (a text container and its title).
  static func stackedGaps(_ parts: [Part], frames: [String: Rect], side: Redline.Side, into list: inout MeasurementList)
  {
    for a in parts {
      let below = parts.filter { b in
        b.path != a.path && b.frame.minY >= a.frame.maxY - epsilon && b.frame.minX < a.frame.maxX
          && a.frame.minX < b.frame.maxX && !encloses(a, b) && !encloses(b, a)
      }.min { $0.frame.minY < $1.frame.minY }
      guard let b = below else { continue }
      list.add(
        span(
          "gap \(a.name)|\(b.name)", .gap, .vertical, .init(a.path, .maxY), .init(b.path, .minY), frames: frames,
          side: side))
    }
  }

  /// One row of stacked content (a card's header, media or actions): along the top or bottom, the
  /// gap between neighbours and each icon's or image's width (equal ones once); on the trailing side,
  /// the height of its tallest part that is not text and the gaps between parts stacked in it.
  static func rowDetails(
    _ row: [Part], textFrames: Set<Rect>, container: Rect, frames: [String: Rect], into list: inout MeasurementList
  ) {
    // Along the edge the row is nearer (the header's along the top), so extension lines are short.
    guard let first = row.first else { return }
    let union = row.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    let side: Redline.Side = nearerBottom(union, container) ? .bottom : .top
    let sorted = row.sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }
    let key = sorted.map(\.path).joined(separator: ",")
    var previous: Part?
    for part in sorted {
      if let p = previous, part.frame.minX >= p.frame.maxX - epsilon {
        list.add(
          span(
            "gap \(p.name)|\(part.name)", .gap, .horizontal, .init(p.path, .maxX), .init(part.path, .minX),
            frames: frames, side: side))
      }
      if part.node.children.isEmpty && !textFrames.contains(part.frame),
        let m = span(
          "\(part.name).width", .size, .horizontal, .init(part.path, .minX), .init(part.path, .maxX), frames: frames,
          side: side)
      {
        list.add(m, dedupeKey: "\(key) w \(m.value.redlineText)")
      }
      if previous == nil || part.frame.maxX > previous!.frame.maxX { previous = part }
    }
    if let tallest = row.filter({ !textFrames.contains($0.frame) }).max(by: { $0.frame.height < $1.frame.height }) {
      list.add(
        span(
          "\(tallest.name).height", .size, .vertical, .init(tallest.path, .minY), .init(tallest.path, .maxY),
          frames: frames, side: .trailing))
    }
    stackedGaps(row, frames: frames, side: .trailing, into: &list)
  }

  /// The frames of the display list's text runs: a part with one of these is text, whose size
  /// is its content's, not the spec's.
  static func textFrames(_ rendering: Rendering) -> Set<Rect> {
    Set(
      rendering.displayList.commands.compactMap { cmd -> Rect? in
        if case .text(let run) = cmd { return run.frame }
        return nil
      })
  }
}
