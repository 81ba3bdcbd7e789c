import ComponentKit
import Graphics

/// What is measured on the subject (the first component instance): its size, its content's
/// paddings and gaps (as one row, or as a stack of rows), its touch target and its corners.
extension RedlinePlanner {
  static func subjectMeasurements(
    _ subject: LayoutNode, path: String, roles: [PartRole: String], rendering: Rendering,
    into list: inout MeasurementList
  ) {
    let frames = Dictionary(
      subject.children.map { (child(subject, path, $0.name), $0.frame) }, uniquingKeysWith: { a, _ in a })
    guard let containerName = roles[.container] else { return }
    let boxName = roles[.contentBox]
    let cPath = child(subject, path, containerName)
    guard let container = frames[cPath] else { return }
    // A `content-box` (the spec's box inside the paddings, e.g. Fiori's 20pt) is not drawn in
    // the width chain; the vertical padding is measured to it.
    let contentBox = subject.children.first { boxName != nil && $0.name == boxName }.map {
      Part(path: child(subject, path, $0.name), node: $0)
    }
    let content = subject.children
      .filter {
        $0.name != containerName && $0.name != boxName && $0.frame.width > epsilon
          && container.insetBy(-epsilon).contains($0.frame)
      }
      .map { Part(path: child(subject, path, $0.name), node: $0) }
    let enclosing = subject.children
      .filter { $0.name != containerName && $0.frame.contains(container) && $0.frame != container }
      .map { Part(path: child(subject, path, $0.name), node: $0) }

    list.add(
      span(
        "\(containerName).width", .size, .horizontal, .init(cPath, .minX), .init(cPath, .maxX), frames: frames,
        side: .top))
    list.add(
      span(
        "\(containerName).height", .size, .vertical, .init(cPath, .minY), .init(cPath, .maxY), frames: frames,
        side: .leading))

    let rows = rows(of: content)
    if rows.count > 1 {
      stackMeasurements(rows, container: cPath, frames: frames, into: &list)
      for row in rows {
        rowDetails(row, textFrames: textFrames(rendering), container: container, frames: frames, into: &list)
      }
    } else {
      rowMeasurements(
        content, contentBox: contentBox, textFrames: textFrames(rendering), container: cPath, frames: frames,
        into: &list)
      // Text stacked in the row (a list item's title and its detail, 6pt apart).
      stackedGaps(content, frames: frames, side: .trailing, into: &list)
    }

    // Enclosing parts (touch target): their height, and width when it differs.
    for part in enclosing {
      if part.frame.height > container.height + epsilon {
        list.add(
          span(
            "\(part.name).height", .target, .vertical, .init(part.path, .minY), .init(part.path, .maxY), frames: frames,
            side: .trailing, label: { "target \($0.redlineText)" }))
      }
      if part.frame.width > container.width + epsilon {
        list.add(
          span(
            "\(part.name).width", .target, .horizontal, .init(part.path, .minX), .init(part.path, .maxX),
            frames: frames,
            side: .top, label: { "target \($0.redlineText)" }))
      }
    }

    for m in radiusMeasurements(container: container, path: cPath, in: rendering.displayList) { list.add(m) }
  }

  /// Content parts grouped into rows, top to bottom: parts whose vertical extents overlap share a
  /// row (a thumbnail beside its header and secondary text), sorted by x within it.
  static func rows(of parts: [Part]) -> [[Part]] {
    var rows: [[Part]] = []
    var bottom = -Double.infinity
    for p in parts.sorted(by: { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }) {
      if !rows.isEmpty, p.frame.minY < bottom - epsilon {
        rows[rows.count - 1].append(p)
        bottom = max(bottom, p.frame.maxY)
      } else {
        rows.append([p])
        bottom = p.frame.maxY
      }
    }
    return rows.map { $0.sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) } }
  }

  /// One row of content (a chip, a button, a list item): along the bottom, leading padding | each
  /// part's width | gaps | trailing padding; on the trailing side, the insets and height of the
  /// content box, or of the tallest non-text part (the tallest part when all are text).
  static func rowMeasurements(
    _ content: [Part], contentBox: Part?, textFrames: Set<Rect>, container cPath: String, frames: [String: Rect],
    into list: inout MeasurementList
  ) {
    let sorted = content.sorted { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }
    if let first = sorted.first, let last = sorted.max(by: { $0.frame.maxX < $1.frame.maxX }) {
      list.add(
        span(
          "padding.leading", .padding, .horizontal, .init(cPath, .minX), .init(first.path, .minX), frames: frames,
          side: .bottom))
      var previous: Part?
      for part in sorted {
        if let p = previous, part.frame.minX >= p.frame.maxX - epsilon {
          list.add(
            span(
              "gap \(p.name)|\(part.name)", .gap, .horizontal, .init(p.path, .maxX), .init(part.path, .minX),
              frames: frames, side: .bottom))
        }
        list.add(
          span(
            "\(part.name).width", .size, .horizontal, .init(part.path, .minX), .init(part.path, .maxX), frames: frames,
            side: .bottom))
        if previous == nil || part.frame.maxX > previous!.frame.maxX { previous = part }
      }
      list.add(
        span(
          "padding.trailing", .padding, .horizontal, .init(last.path, .maxX), .init(cPath, .maxX), frames: frames,
          side: .bottom))
    }
    let nonText = content.filter { !textFrames.contains($0.frame) }
    if let anchor = contentBox ?? (nonText.isEmpty ? content : nonText).max(by: { $0.frame.height < $1.frame.height }) {
      list.add(
        span(
          "padding.top \(anchor.name)", .padding, .vertical, .init(cPath, .minY), .init(anchor.path, .minY),
          frames: frames, side: .trailing))
      list.add(
        span(
          "\(anchor.name).height", .size, .vertical, .init(anchor.path, .minY), .init(anchor.path, .maxY),
          frames: frames, side: .trailing))
      list.add(
        span(
          "padding.bottom \(anchor.name)", .padding, .vertical, .init(anchor.path, .maxY), .init(cPath, .maxY),
          frames: frames, side: .trailing))
    }
  }

  /// Stacked content (a card): its paddings to the container. Along the bottom, each row's inset
  /// on the side the row hugs, both when they are equal (a row of buttons at the leading end and
  /// icons at the trailing end); the far side of a row is free space, not a padding, and a
  /// full-bleed row has none. On the trailing side: the top inset, the gap between each row and
  /// the next, and the bottom inset.
  static func stackMeasurements(
    _ rows: [[Part]], container cPath: String, frames: [String: Rect], into list: inout MeasurementList
  ) {
    guard let c = frames[cPath] else { return }
    for row in rows {
      guard let left = row.min(by: { $0.frame.minX < $1.frame.minX }),
        let right = row.max(by: { $0.frame.maxX < $1.frame.maxX })
      else { continue }
      let leftInset = left.frame.minX - c.minX
      let rightInset = c.maxX - right.frame.maxX
      if leftInset <= rightInset + epsilon {
        list.add(
          span(
            "padding.leading \(left.name)", .padding, .horizontal, .init(cPath, .minX), .init(left.path, .minX),
            frames: frames, side: .bottom))
      }
      if rightInset <= leftInset + epsilon {
        list.add(
          span(
            "padding.trailing \(right.name)", .padding, .horizontal, .init(right.path, .maxX), .init(cPath, .maxX),
            frames: frames, side: .bottom))
      }
    }
    let bottoms = rows.compactMap { $0.max { $0.frame.maxY < $1.frame.maxY } }
    let tops = rows.compactMap { $0.min { $0.frame.minY < $1.frame.minY } }
    guard let top = tops.first, let bottom = bottoms.last else { return }
    list.add(
      span(
        "padding.top \(top.name)", .padding, .vertical, .init(cPath, .minY), .init(top.path, .minY), frames: frames,
        side: .trailing))
    for (above, below) in zip(bottoms, tops.dropFirst()) {
      list.add(
        span(
          "gap \(above.name)|\(below.name)", .gap, .vertical, .init(above.path, .maxY), .init(below.path, .minY),
          frames: frames, side: .trailing))
    }
    list.add(
      span(
        "padding.bottom \(bottom.name)", .padding, .vertical, .init(bottom.path, .maxY), .init(cPath, .maxY),
        frames: frames, side: .trailing))
  }
}
