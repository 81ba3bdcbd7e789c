/// Geometry in points. Layout never sees pixels: the backend multiplies by the scale factor.

/// A point in a top-left-origin coordinate space, in points.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points.
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }
  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` (grown when the insets are negative).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.leading, y: y + insets.top,
      width: width - insets.leading - insets.trailing,
      height: height - insets.top - insets.bottom)
  }

  /// The rectangle shrunk by `d` on every side.
  public func insetBy(_ d: Double) -> Rect { inset(by: EdgeInsets(all: d)) }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Whether the two rectangles share interior area (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The area both share (zero-sized at the nearer corner when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
  }

  /// Whether `other` lies inside this rectangle, allowing `tolerance` points on each side.
  public func contains(_ other: Rect, tolerance: Double) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether `other` lies entirely inside this rectangle (edges included).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The rectangle grown about its centre so each side is at least `minimum` (touch targets).
  public func grown(toAtLeast minimum: Double) -> Rect {
    let dx = max(0, (minimum - width) / 2)
    let dy = max(0, (minimum - height) / 2)
    return inset(by: EdgeInsets(vertical: -dy, horizontal: -dx))
  }

  /// The rectangle mirrored across a vertical axis of a container `width` wide (for RTL).
  public func mirrored(inWidth containerWidth: Double) -> Rect {
    Rect(x: containerWidth - maxX, y: y, width: width, height: height)
  }
}

/// Insets from each edge, in points. `leading`/`trailing` are left/right in left-to-right layout.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init(all d: Double) { self.init(top: d, leading: d, bottom: d, trailing: d) }

  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  public static let zero = EdgeInsets(all: 0)
  public var horizontal: Double { leading + trailing }
  public var vertical: Double { top + bottom }
}
