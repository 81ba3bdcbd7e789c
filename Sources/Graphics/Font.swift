/// A font request: family, weight and size in points. The backend refuses to substitute.
public struct Font: Hashable, Sendable {
  public var family: String
  /// CSS-style weight: 400 regular, 500 medium, 600 semibold, 700 bold.
  public var weight: Int
  /// Size in points (the backend renders at 72 dpi so one unit is one point).
  public var size: Double

  public init(family: String, weight: Int, size: Double) {
    self.family = family
    self.weight = weight
    self.size = size
  }
}

extension Font: CustomStringConvertible {
  public var description: String { "\(family) \(weight) \(size.dumped)pt" }
}
