import ComponentKit
import Graphics

/// One measurement drawn over a cell the way designers draw redlines: a thin dimension line with
/// end ticks between two edges of anatomy parts, extension lines to those edges, and a small
/// label with the number in points. Coordinates are the cell's (its rendering's canvas).
public struct Redline: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A part's own width or height.
    case size
    /// From a container's edge to its content.
    case padding
    /// Between two neighbouring parts.
    case gap
    /// From a box (cell, viewport, text field) to the parts inside it.
    case inset
    /// A container's corner radius (read from the shape drawn for it).
    case radius
    /// A part that encloses the container (the touch target).
    case target
  }

  public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
  /// Where the dimension is drawn, relative to the component.
  public enum Side: String, Hashable, Sendable { case top, bottom, leading, trailing }
  public enum Edge: String, Hashable, Sendable { case minX, maxX, minY, maxY }

  /// An edge of an anatomy part, by its dotted layout path ("chip-1.container").
  public struct Anchor: Hashable, Sendable {
    public var part: String
    public var edge: Edge
    public init(_ part: String, _ edge: Edge) {
      self.part = part
      self.edge = edge
    }
  }

  /// What is measured, e.g. `container.height`, `padding.leading`, `gap check-mark|label`.
  public var name: String
  public var kind: Kind
  public var axis: Axis
  /// The measured span runs from `from` to `to` (for a radius: the container's two edges that
  /// meet at the labelled corner, e.g. `minX` and `maxY` for the bottom-left one).
  public var from: Anchor
  public var to: Anchor
  /// In points: `to − from` along the axis (a radius: the drawn corner's radius).
  public var value: Double
  /// The text in the label, e.g. `113.46`, `R16`.
  public var label: String
  public var side: Side
  /// 0 is nearest the component.
  public var lane: Int
  /// The dimension line (for a radius: the leader from the corner to the label).
  public var start: Point
  public var end: Point
  /// Extension lines from the measured edges to the dimension line, each broken where it would
  /// cross another part: one or more segments per edge, the first starting on the edge.
  public var extensions: [(Point, Point)] { extensionLines.map { ($0.start, $0.end) } }
  var extensionLines: [Segment]
  /// The label's pill and the text inside it.
  public var labelFrame: Rect
  public var textFrame: Rect
  /// The spec rule that fixes this number (`spec:material-list.title-detail-gap`), if any
  /// (`RedlinePlanner.cite`).
  public var rule: String? = nil

  struct Segment: Hashable, Sendable {
    var start: Point
    var end: Point
  }

  /// `container.width 113.457 "113.46" top lane 0 label 40,-4 24x9`, then `cites spec:set.rule` when a
  /// rule fixes the number.
  public var dumped: String {
    "\(name) \(value.dumped) \"\(label)\" \(side.rawValue) lane \(lane) label \(labelFrame.dumped)"
      + (rule.map { " cites \($0)" } ?? "")
  }
}
