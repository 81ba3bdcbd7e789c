import Graphics

/// One change applied to every frame of a layout: a move, or the reflection that lays a
/// component out right to left.
public struct FrameMap: Sendable {
  /// The frame a frame becomes.
  public let frame: @Sendable (Rect) -> Rect
  /// Whether the map reflects: a layout that draws glyphs implying a direction flips them.
  public let reflects: Bool

  public init(reflects: Bool, frame: @escaping @Sendable (Rect) -> Rect) {
    self.reflects = reflects
    self.frame = frame
  }

  /// Every frame moved by `dx`, `dy`.
  public static func offset(dx: Double, dy: Double) -> FrameMap {
    FrameMap(reflects: false) { $0.offsetBy(dx: dx, dy: dy) }
  }

  /// Every frame reflected in a box `width` wide (x -> width - x).
  public static func mirror(inWidth width: Double) -> FrameMap {
    FrameMap(reflects: true) { $0.mirrored(inWidth: width) }
  }

  public func callAsFunction(_ rect: Rect) -> Rect { frame(rect) }

  public func callAsFunction(_ rect: Rect?) -> Rect? { rect.map(frame) }
}

/// A layout that lists its frames once, in `mapFrames`: moving it and reflecting it follow
/// from that one list, so a frame added to the layout cannot be forgotten by one of them.
public protocol FrameMappable {
  /// The layout with `map` applied to each of its frames, nested layouts included.
  func mapFrames(_ map: FrameMap) -> Self
}

extension FrameMappable {
  /// The layout moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Self { mapFrames(.offset(dx: dx, dy: dy)) }

  /// Every frame reflected in a box `width` wide (x -> width - x): the layout right to left.
  public func mirrored(inWidth width: Double) -> Self { mapFrames(.mirror(inWidth: width)) }
}

extension Array where Element: FrameMappable {
  /// Each layout with `map` applied.
  public func mapFrames(_ map: FrameMap) -> [Element] { self.map { $0.mapFrames(map) } }
}
