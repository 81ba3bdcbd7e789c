import ComponentKit
import Graphics

/// specsheet's own annotation style for overlays drawn over components (not spec values):
/// a translucent magenta area with a 1pt outline, the convention of design-review tools.
public enum Annotation {
  public static let touchTargetFill = Color("#FF00FF").opacity(0.12)
  public static let touchTargetStroke = Color("#FF00FF")
  public static let visibleAreaStroke = Color("#00A0FF")
  public static let hitAreaStroke = Color("#00B050")
  public static let lineWidth = 1.0

  /// The touch-target overlay: the target area filled and outlined (part `touch-target`), the
  /// visible area outlined (on the `container` part it outlines).
  public static func touchTarget(_ target: Rect, visible: Rect) -> [DrawCommand] {
    let half = lineWidth / 2
    let area: [DrawCommand] = [
      .fill(.rect(target), touchTargetFill),
      .stroke(.rect(target.insetBy(half)), touchTargetStroke, width: lineWidth),
    ]
    return area.inPart("touch-target")
      + DrawCommand.stroke(.rect(visible.insetBy(half)), visibleAreaStroke, width: lineWidth).inPart("container")
  }
}
