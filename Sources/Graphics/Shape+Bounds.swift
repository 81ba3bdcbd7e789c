/// The one place a shape's extent is computed: the audit's ink checks, the spec sheets'
/// swatches and the vector renderer's shadows all read these.
extension Path {
  /// Every point the path names, control points included, in order.
  public var points: [Point] {
    elements.flatMap { element -> [Point] in
      switch element {
      case .move(let p), .line(let p): [p]
      case .cubic(let a, let b, let c): [a, b, c]
      case .close: []
      }
    }
  }

  /// The box around every point of the path (control points included, so never too small);
  /// nil for a path with no points.
  public var bounds: Rect? {
    let points = self.points
    guard let first = points.first else { return nil }
    var lo = first
    var hi = first
    for p in points {
      lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
      hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
    }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}

extension Shape {
  /// The axis-aligned box of the outline: the rectangle itself, or the path's `bounds`.
  public var bounds: Rect? {
    switch self {
    case .rect(let r), .roundedRect(let r, _): r
    case .path(let path): path.bounds
    }
  }
}
