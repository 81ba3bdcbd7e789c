/// What a leaf's content measures: its size for the sides already known and the room available.
/// Only called when a side is unknown; the known sides are kept as they are.
public typealias MeasureFunction =
  @Sendable (_ known: (width: Double?, height: Double?), _ available: AvailableSize) ->
  FlexSize

/// One box of a layout tree: its style, its children, and for a leaf the content's measure.
public struct FlexNode: Sendable {
  /// The part's name, carried to its box (for finding parts and reading printed layouts).
  public var name: String?
  public var style: FlexStyle
  public var children: [FlexNode]
  public var measure: MeasureFunction?

  public init(
    _ name: String? = nil, style: FlexStyle = FlexStyle(), children: [FlexNode] = [], measure: MeasureFunction? = nil
  ) {
    self.name = name
    self.style = style
    self.children = children
    self.measure = measure
  }

  /// Lays the tree out in `available` room; frames are relative to their parent's border box.
  /// `rounding` snaps every edge to whole points as a browser does, keeping the sum of sizes.
  public func layout(
    available: AvailableSize = AvailableSize(width: .maxContent, height: .maxContent),
    rounding: Bool = true
  ) -> LayoutBox {
    let output = LayoutEngine.root(self, available: available)
    return named(rounding ? output.rounded() : output)
  }

  private func named(_ box: LayoutBox) -> LayoutBox {
    var box = box
    box.name = name
    box.children = zip(children, box.children).map { $0.named($1) }
    return box
  }
}

/// A node's frame (relative to its parent) and its children's.
public struct LayoutBox: Sendable, Equatable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public var children: [LayoutBox]
  /// The node's name, when it has one.
  public var name: String?

  public init(
    x: Double, y: Double, width: Double, height: Double, children: [LayoutBox] = [], name: String? = nil
  ) {
    self.name = name
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.children = children
  }

  /// One line per box, indented by depth: `x y width height`.
  public var description: String { lines(depth: 0).joined(separator: "\n") }

  private func lines(depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let label = name.map { "\($0): " } ?? ""
    let own = "\(indent)\(label)x: \(format(x)) y: \(format(y)) w: \(format(width)) h: \(format(height))"
    return [own] + children.flatMap { $0.lines(depth: depth + 1) }
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Edges rounded to whole points from the root's origin, so neighbours still touch.
  func rounded() -> LayoutBox { rounded(originX: 0, originY: 0) }

  private func rounded(originX: Double, originY: Double) -> LayoutBox {
    let absX = originX + x
    let absY = originY + y
    return LayoutBox(
      x: snap(x), y: snap(y), width: snap(absX + width) - snap(absX), height: snap(absY + height) - snap(absY),
      children: children.map { $0.rounded(originX: absX, originY: absY) })
  }

  /// Halves round up (towards positive infinity), as browsers snap edges to pixels.
  private func snap(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
}
