import ComponentKit
import Graphics

/// Frames of a chip group: the group's box, each chip, and for scrolling groups the viewport.
public struct FioriChipGroupLayout: Hashable, Sendable, FrameMappable {
  /// The group's visible box: `width` wide (wider only when one chip is), as tall as its rows.
  public var frame: Rect
  public var chips: [FioriChipLayout]
  /// The clip of a horizontally scrolling group (nil when wrapped).
  public var viewport: Rect?

  public func mapFrames(_ map: FrameMap) -> FioriChipGroupLayout {
    FioriChipGroupLayout(frame: map(frame), chips: chips.mapFrames(map), viewport: map(viewport))
  }

  /// Every frame reflected in the group's width (the group is at the origin, so its own frame
  /// stays): rows fill from the right, a scrolling row starts at the viewport's right edge, and
  /// each chip mirrors.
  public func mirrored() -> FioriChipGroupLayout { mirrored(inWidth: frame.maxX) }

  public func node(named name: String) -> LayoutNode {
    var children: [LayoutNode] = []
    if let viewport { children.append(LayoutNode("viewport", frame: viewport)) }
    for (i, chip) in chips.enumerated() {
      children.append(chip.node(named: "chip-\(i + 1)", includeTouchTarget: false))
    }
    return LayoutNode(name, frame: frame, children: children)
  }
}

extension FioriChipGroup {
  /// Lays the group out at `width` points (defaults to the arrangement's own width).
  ///
  /// Wrapped: chips flow left to right and start a new row when the next chip would cross the
  /// right edge (seed "Wrapped", `flexWrap: 'wrap', gap: 8`); a chip wider than the row stays
  /// alone on its row. Horizontal scroll: one row after 16pt content padding, seen through a
  /// viewport of `width` that clips it (seed "Horizontal Scroll").
  public func layout(
    theme: FioriTheme, measurer: any TextMeasurer, width: Double? = nil
  ) throws -> FioriChipGroupLayout {
    typealias Spec = FioriChipSpec
    let groupWidth = width ?? arrangement.width
    let sized = try chips.map { try $0.layout(theme: theme, measurer: measurer) }
    var placed: [FioriChipLayout] = []
    switch arrangement {
    case .wrapped:
      var x = 0.0
      var y = 0.0
      for chip in sized {
        let w = chip.container.width
        if x > 0, x + w > groupWidth {
          x = 0
          y += theme.chipHeight + Spec.verticalSpacing
        }
        placed.append(chip.offsetBy(dx: x, dy: y))
        x += w + Spec.horizontalSpacing
      }
      let height = (placed.map(\.container.maxY).max() ?? 0)
      // A chip wider than the row widens the group rather than being cut (spec-decisions).
      let frameWidth = max(groupWidth, placed.map(\.container.maxX).max() ?? 0)
      let result = FioriChipGroupLayout(
        frame: Rect(x: 0, y: 0, width: frameWidth, height: height), chips: placed, viewport: nil)
      return isRightToLeft ? result.mirrored() : result
    case .horizontalScroll:
      var x = Spec.scrollContentPadding
      for chip in sized {
        placed.append(chip.offsetBy(dx: x, dy: 0))
        x += chip.container.width + Spec.horizontalSpacing
      }
      let box = Rect(x: 0, y: 0, width: groupWidth, height: theme.chipHeight)
      let result = FioriChipGroupLayout(frame: box, chips: placed, viewport: box)
      return isRightToLeft ? result.mirrored() : result
    }
  }
}
