import ComponentKit
import Graphics

/// Chips placed by a flow layout: the container's box and each chip's frames.
public struct MaterialChipFlowLayout: Hashable, Sendable, FrameMappable {
  public var frame: Rect
  public var chips: [MaterialChipLayout]

  public func mapFrames(_ map: FrameMap) -> MaterialChipFlowLayout {
    MaterialChipFlowLayout(frame: map(frame), chips: chips.mapFrames(map))
  }

  public func node(named name: String) -> LayoutNode {
    LayoutNode(
      name, frame: frame,
      children: chips.enumerated().map { $1.node(named: "chip-\($0 + 1)", includeTouchTarget: false) })
  }

  public func commands() -> [DrawCommand] { chips.enumerated().flatMap { $1.commands().inPart("chip-\($0 + 1)") } }
}

extension MaterialChipCollection {
  /// `MDCChipCollectionViewFlowLayout` (facts §5d): left-aligned rows, 10pt between chips and
  /// rows (the examples' spacing), wrapping before a chip that would cross the width; mirrored
  /// in RTL.
  public func layout(measurer: any TextMeasurer) throws -> MaterialChipFlowLayout {
    let spacing = MaterialChipSpec.collectionSpacing
    var placed: [MaterialChipLayout] = []
    var x = 0.0
    var y = 0.0
    var rowHeight = 0.0
    for chip in chips {
      let sized = try chip.layout(measurer: measurer)
      let size = sized.container.size
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      placed.append(sized.offsetBy(dx: x, dy: y))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    let frame = Rect(x: 0, y: 0, width: width, height: y + rowHeight)
    if isRightToLeft {
      placed = placed.map { chip in
        let mirrored = chip.container.mirrored(inWidth: width)
        return chip.offsetBy(dx: mirrored.minX - chip.container.minX, dy: 0)
      }
    }
    return MaterialChipFlowLayout(frame: frame, chips: placed)
  }
}
