import ComponentKit
import Graphics

/// Frames of one button (seed "Anatomy": text label, container, icon).
public struct MaterialButtonLayout: Hashable, Sendable, FrameMappable {
  public var button: MaterialButton
  /// The container: the button's visible bounds.
  public var container: Rect
  public var icon: Rect?
  /// The title's line box (nil for icon-only buttons).
  public var title: Rect?
  /// Set when the title had to be cut to fit `maxWidth`.
  public var titleIsTruncated: Bool
  /// Laid out right to left (by the button itself or by a card around it): icons that imply a
  /// direction are drawn mirrored.
  public var isMirrored = false

  /// seed "Making buttons accessible": touch areas at least 44 x 44, centred on the button.
  public var touchTarget: Rect { container.grown(toAtLeast: MaterialButtonSpec.minTouchTarget) }

  /// seed: `hitAreaInsets = min(0, -(48 - size) / 2)` on each axis: the area that takes taps.
  public var hitArea: Rect { container.grown(toAtLeast: MaterialButtonSpec.hitAreaTarget) }

  /// Every frame; a reflection (the right-to-left layout) also flips the icons that imply a
  /// direction.
  public func mapFrames(_ map: FrameMap) -> MaterialButtonLayout {
    var m = self
    m.container = map(container)
    m.icon = map(icon)
    m.title = map(title)
    if map.reflects { m.isMirrored.toggle() }
    return m
  }

  public func node(named name: String, overlays: Bool) -> LayoutNode {
    var children = [LayoutNode("container", frame: container)]
    if let icon { children.append(LayoutNode("icon", frame: icon)) }
    if let title { children.append(LayoutNode("text-label", frame: title)) }
    children.append(LayoutNode("touch-target", frame: touchTarget))
    if overlays { children.append(LayoutNode("hit-area", frame: hitArea)) }
    return LayoutNode(name, frame: container, children: children)
  }
}

extension MaterialButton {
  /// UIButton sizing: content insets around the icon, the gap and the title, at least the
  /// minimum size, content centred both ways. With `maxWidth`, a longer title is cut in the
  /// middle, as UIButton's title label does (`NSLineBreakByTruncatingMiddle`).
  public func layout(measurer: any TextMeasurer) throws -> MaterialButtonLayout {
    let a = appearance
    let hasTitle = !title.isEmpty
    let iconBox = currentIcon == nil ? 0.0 : a.iconSize
    let gap = (currentIcon != nil && hasTitle) ? a.iconTitleGap : 0
    var text =
      hasTitle ? try measurer.measure(displayedTitle, font: a.titleFont) : TextMetrics(width: 0, height: 0, baseline: 0)
    var truncated = false
    if let maxWidth {
      let room = maxWidth - a.contentInsets.horizontal - iconBox - gap
      if hasTitle, text.width > room {
        guard room > 0 else {
          throw LayoutError.tooNarrow(
            component: "button \"\(title)\"", width: maxWidth, needs: "its insets and icon leave no room for the title")
        }
        text = try measurer.measure(displayedTitle, font: a.titleFont, maxWidth: room, truncation: .middle)
        truncated = true
      }
    }
    let contentWidth = iconBox + gap + text.width
    let contentHeight = max(iconBox, text.height)
    var width = max(a.minimumSize.width, contentWidth + a.contentInsets.horizontal)
    if let maxWidth { width = min(width, max(maxWidth, contentWidth + a.contentInsets.horizontal)) }
    let height = max(a.minimumSize.height, contentHeight + a.contentInsets.vertical)
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let content = bounds.inset(by: a.contentInsets)
    let startX = content.minX + (content.width - contentWidth) / 2
    let icon =
      currentIcon == nil ? nil : Rect(x: startX, y: content.midY - iconBox / 2, width: iconBox, height: iconBox)
    let titleFrame =
      hasTitle
      ? Rect(x: startX + iconBox + gap, y: content.midY - text.height / 2, width: text.width, height: text.height)
      : nil
    let result = MaterialButtonLayout(
      button: self, container: bounds, icon: icon, title: titleFrame, titleIsTruncated: truncated)
    return isRightToLeft ? result.mirrored(inWidth: width) : result
  }
}
