/// A width and a height (named apart from Graphics' Size so a module can import both).
public struct FlexSize: Sendable, Equatable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  static let zero = FlexSize(width: 0, height: 0)

  func main(_ row: Bool) -> Double { row ? width : height }
  func cross(_ row: Bool) -> Double { row ? height : width }
  mutating func setMain(_ row: Bool, _ value: Double) { if row { width = value } else { height = value } }
  mutating func setCross(_ row: Bool, _ value: Double) { if row { height = value } else { width = value } }
}

/// A width and a height, either possibly unknown.
struct OptSize: Hashable {
  var width: Double?
  var height: Double?

  static let none = OptSize(width: nil, height: nil)

  func main(_ row: Bool) -> Double? { row ? width : height }
  func cross(_ row: Bool) -> Double? { row ? height : width }
  mutating func setMain(_ row: Bool, _ value: Double?) { if row { width = value } else { height = value } }
  mutating func setCross(_ row: Bool, _ value: Double?) { if row { height = value } else { width = value } }

  /// Each unknown side taken from `other`.
  func or(_ other: OptSize) -> OptSize { OptSize(width: width ?? other.width, height: height ?? other.height) }

  /// The missing side from the other through the aspect ratio (width / height).
  func applyingAspectRatio(_ ratio: Double?) -> OptSize {
    guard let ratio else { return self }
    switch (width, height) {
    case (let w?, nil): return OptSize(width: w, height: w / ratio)
    case (nil, let h?): return OptSize(width: h * ratio, height: h)
    default: return self
    }
  }

  func adding(_ size: FlexSize) -> OptSize {
    OptSize(width: width.map { $0 + size.width }, height: height.map { $0 + size.height })
  }
  func subtracting(_ size: FlexSize) -> OptSize {
    OptSize(width: width.map { $0 - size.width }, height: height.map { $0 - size.height })
  }
}

/// The room a node may use on one axis.
public enum AvailableSpace: Sendable, Hashable {
  case definite(Double)
  case minContent
  case maxContent

  var value: Double? { if case .definite(let v) = self { return v } else { return nil } }

  func minus(_ amount: Double) -> AvailableSpace {
    if case .definite(let v) = self { return .definite(v - amount) }
    return self
  }

  func mapDefinite(_ transform: (Double) -> Double) -> AvailableSpace {
    if case .definite(let v) = self { return .definite(transform(v)) }
    return self
  }
}

/// Available space on both axes.
public struct AvailableSize: Sendable, Hashable {
  public var width: AvailableSpace
  public var height: AvailableSpace

  public init(width: AvailableSpace, height: AvailableSpace) {
    self.width = width
    self.height = height
  }

  static let maxContent = AvailableSize(width: .maxContent, height: .maxContent)

  func main(_ row: Bool) -> AvailableSpace { row ? width : height }
  func cross(_ row: Bool) -> AvailableSpace { row ? height : width }
  mutating func setMain(_ row: Bool, _ value: AvailableSpace) { if row { width = value } else { height = value } }
  mutating func setCross(_ row: Bool, _ value: AvailableSpace) { if row { height = value } else { width = value } }
}

extension Sides where Value == Double {
  static let zero = Sides(all: 0.0)
  var horizontal: Double { left + right }
  var vertical: Double { top + bottom }
  var sums: FlexSize { FlexSize(width: horizontal, height: vertical) }
  func mainSum(_ row: Bool) -> Double { row ? horizontal : vertical }
  func crossSum(_ row: Bool) -> Double { row ? vertical : horizontal }
  func mainStart(_ row: Bool) -> Double { row ? left : top }
  func mainEnd(_ row: Bool) -> Double { row ? right : bottom }
  func crossStart(_ row: Bool) -> Double { row ? top : left }
  func crossEnd(_ row: Bool) -> Double { row ? bottom : right }
  static func + (a: Sides, b: Sides) -> Sides {
    Sides(top: a.top + b.top, right: a.right + b.right, bottom: a.bottom + b.bottom, left: a.left + b.left)
  }
}

extension Sides where Value == Dimension {
  /// Each side against `basis`, 0 when it cannot be resolved.
  func resolveOrZero(_ basis: Double?) -> Sides<Double> { map { $0.resolve(basis) ?? 0 } }
}

extension Sides where Value == Bool {
  func mainStart(_ row: Bool) -> Bool { row ? left : top }
  func mainEnd(_ row: Bool) -> Bool { row ? right : bottom }
  func crossStart(_ row: Bool) -> Bool { row ? top : left }
  func crossEnd(_ row: Bool) -> Bool { row ? bottom : right }
}

/// `value` no larger than `max` and then no smaller than `min` (min wins), as CSS clamps sizes.
func clamp(_ value: Double, _ min: Double?, _ max: Double?) -> Double {
  var result = value
  if let max { result = Swift.min(result, max) }
  if let min { result = Swift.max(result, min) }
  return result
}

func clamp(_ value: Double?, _ min: Double?, _ max: Double?) -> Double? { value.map { clamp($0, min, max) } }

func maxOpt(_ value: Double?, _ other: Double?) -> Double? {
  guard let value else { return nil }
  guard let other else { return value }
  return Swift.max(value, other)
}

func minOpt(_ value: Double?, _ other: Double?) -> Double? {
  guard let value else { return nil }
  guard let other else { return value }
  return Swift.min(value, other)
}
