/// A vector path in points: the outlines of icons and check marks.
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  public mutating func move(to p: Point) { elements.append(.move(p)) }
  public mutating func line(to p: Point) { elements.append(.line(p)) }
  public mutating func curve(to p: Point, control1: Point, control2: Point) {
    elements.append(.cubic(control1, control2, p))
  }
  public mutating func close() { elements.append(.close) }

  /// The path mapped through `transform` (applied to every point).
  public func map(_ transform: (Point) -> Point) -> Path {
    var out = Path()
    out.elements = elements.map {
      switch $0 {
      case .move(let p): .move(transform(p))
      case .line(let p): .line(transform(p))
      case .cubic(let a, let b, let c): .cubic(transform(a), transform(b), transform(c))
      case .close: .close
      }
    }
    return out
  }
}
