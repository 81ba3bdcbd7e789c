/// A half-open rectangle of device pixels.
struct PixelBox: Hashable, Sendable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  var width: Int { max(0, x1 - x0) }
  var height: Int { max(0, y1 - y0) }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  func outset(_ d: Int) -> PixelBox { PixelBox(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }

  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }
}
