import ComponentKit
import Graphics

/// Drawing the placed redlines: lines, ticks and labels as display-list commands.
extension RedlinePlanner {
  /// The overlay's drawing commands, in the cell's coordinates moved by `offset`.
  public static func commands(_ redlines: [Redline], style: SheetStyle = SheetStyle(), offset: Point = .zero)
    -> [DrawCommand]
  {
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
      for e in r.extensionLines {
        out.append(.stroke(line(e.start, e.end), style.extensionLine, width: style.extensionWidth))
      }
      out.append(.stroke(line(r.start, r.end), style.redline, width: style.lineWidth))
      if r.kind == .radius {
        let d = style.radiusDot
        out.append(
          .fill(
            .capsule(
              Rect(x: r.start.x - d / 2, y: r.start.y - d / 2, width: d, height: d).offsetBy(dx: offset.x, dy: offset.y)
            ), style.redline))
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
      out.append(
        .fill(
          .roundedRect(r.labelFrame.offsetBy(dx: offset.x, dy: offset.y), CornerRadii(all: style.labelCornerRadius)),
          style.redline))
      out.append(
        .text(
          TextRun(
            text: r.label, font: style.redlineFont, color: style.redlineLabelText,
            frame: r.textFrame.offsetBy(dx: offset.x, dy: offset.y))))
    }
    return out
  }

  /// Everything the overlay draws (labels, lines, ticks), in the cell's coordinates.
  public static func extent(_ redlines: [Redline], style: SheetStyle = SheetStyle()) -> Rect? {
    var rects: [Rect] = []
    let t = style.tickLength / 2
    for r in redlines {
      rects.append(r.labelFrame)
      rects.append(
        Rect(
          x: min(r.start.x, r.end.x) - t, y: min(r.start.y, r.end.y) - t, width: abs(r.end.x - r.start.x) + 2 * t,
          height: abs(r.end.y - r.start.y) + 2 * t))
      for e in r.extensionLines {
        rects.append(
          Rect(
            x: min(e.start.x, e.end.x), y: min(e.start.y, e.end.y), width: abs(e.end.x - e.start.x),
            height: abs(e.end.y - e.start.y)))
      }
    }
    guard var u = rects.first else { return nil }
    for r in rects.dropFirst() { u = u.union(r) }
    return u
  }
}
