import ComponentKit
import Graphics

/// Frames of one chip's anatomy (seed "Anatomy: Chip"), in points.
public struct FioriChipLayout: Hashable, Sendable, FrameMappable {
  public var chip: FioriChip
  /// A. Container: the pill, and the chip's touch target core.
  public var container: Rect
  /// B. Text label: the measured line box.
  public var label: Rect
  /// C. Check mark, present only when selected (plain chips).
  public var checkMark: Rect?
  /// The leading icon of icon and status chips.
  public var leadingIcon: Rect?

  /// The seed's content box: the 6pt vertical padding leaves 20pt of the 32pt container, across
  /// the icon (or check mark) and label (docs/spec-decisions.md, "Height and vertical padding").
  /// Redlines measure the vertical padding to it, as the seed's table does.
  public var contentBox: Rect {
    let content = [checkMark, leadingIcon, label].compactMap { $0 }.reduce(label) { $0.union($1) }
    let inset = min(FioriChipSpec.verticalPadding, container.height / 2)
    return Rect(x: content.minX, y: container.minY + inset, width: content.width, height: container.height - 2 * inset)
  }

  /// The 44pt minimum touch target (seed Key Dimensions), centred on the container.
  public var touchTarget: Rect { container.grown(toAtLeast: FioriChipSpec.minTouchTarget) }

  /// Every frame. Reflected, the check mark and icon sit on the right of the label (glyphs keep
  /// their shapes).
  public func mapFrames(_ map: FrameMap) -> FioriChipLayout {
    var m = self
    m.container = map(container)
    m.label = map(label)
    m.checkMark = map(checkMark)
    m.leadingIcon = map(leadingIcon)
    return m
  }

  /// The anatomy as a layout tree named `name`, parts in drawing order.
  public func node(named name: String, includeTouchTarget: Bool = true) -> LayoutNode {
    var children = [LayoutNode("container", frame: container), LayoutNode("content-box", frame: contentBox)]
    if let checkMark { children.append(LayoutNode("check-mark", frame: checkMark)) }
    if let leadingIcon { children.append(LayoutNode("leading-icon", frame: leadingIcon)) }
    children.append(LayoutNode("label", frame: label))
    if includeTouchTarget { children.append(LayoutNode("touch-target", frame: touchTarget)) }
    return LayoutNode(name, frame: container, children: children)
  }
}

extension FioriChip {
  /// Lays the chip out with its container's top-left corner at the origin.
  ///
  /// Width grows with the label (seed Anatomy A: "Width depends on length of content"); a check
  /// mark adds its 16pt box, the 4pt gap and the wider 16pt padding, pushing the label right
  /// (seed Anatomy C and the single-selection diagram). Content narrower than the 64pt minimum
  /// width is centred (docs/spec-decisions.md, "Minimum width").
  public func layout(theme: FioriTheme, measurer: any TextMeasurer) throws -> FioriChipLayout {
    typealias Spec = FioriChipSpec
    let text = try measurer.measure(label, font: theme.chipLabelFont)
    let hasIcon = showsCheckMark || variation.leadingIcon != nil
    let padding = showsCheckMark ? theme.chipHorizontalPaddingWithCheckMark : theme.chipHorizontalPadding
    let iconRun = hasIcon ? Spec.iconSize + Spec.iconTextGap : 0
    let contentWidth = iconRun + text.width
    let width = max(Spec.minWidth, contentWidth + 2 * padding)
    let height = theme.chipHeight
    let contentX = (width - contentWidth) / 2
    let iconFrame =
      hasIcon
      ? Rect(x: contentX, y: (height - Spec.iconSize) / 2, width: Spec.iconSize, height: Spec.iconSize)
      : nil
    let result = FioriChipLayout(
      chip: self,
      container: Rect(x: 0, y: 0, width: width, height: height),
      label: Rect(
        x: contentX + iconRun, y: (height - text.height) / 2, width: text.width, height: text.height),
      checkMark: showsCheckMark ? iconFrame : nil,
      leadingIcon: showsCheckMark ? nil : iconFrame)
    return isRightToLeft ? result.mirrored(inWidth: width) : result
  }
}
