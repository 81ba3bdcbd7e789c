import Graphics

/// One image's worth of resolved layout and drawing, ready for the backend.
public struct Rendering: Hashable, Sendable {
  /// Anatomy frames in image coordinates (points). The root's frame is the canvas.
  public var layout: LayoutNode
  public var displayList: DisplayList

  public init(layout: LayoutNode, displayList: DisplayList) {
    self.layout = layout
    self.displayList = displayList
  }

  /// The canvas size in points.
  public var size: Size { displayList.size }
}

/// Places content of `contentSize` on a canvas with `margin` around it, rounding the canvas up to
/// whole points so that every scale gives whole pixels and frames stay exact multiples.
/// Where content `width` points wide starts on `canvas`: `margin` from its leading edge, which is
/// the right edge in right to left, so a right-to-left image is the exact mirror of its
/// left-to-right twin even when the canvas was rounded up to whole points.
package func leadingX(_ width: Double, margin: Double, canvas: Size, rightToLeft: Bool) -> Double {
  rightToLeft ? canvas.width - margin - width : margin
}

package func canvas(for contentSize: Size, margin: EdgeInsets) -> Size {
  Size(
    width: (contentSize.width + margin.horizontal).rounded(.up),
    height: (contentSize.height + margin.vertical).rounded(.up))
}
