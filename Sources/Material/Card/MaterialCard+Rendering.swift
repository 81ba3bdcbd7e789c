import ComponentKit
import Graphics

extension MaterialCard {
  /// A card with a uniform margin holding the shadow of its highest elevation in any state.
  public func rendering(measurer: any TextMeasurer) throws -> Rendering {
    let cardLayout = try layout(measurer: measurer)
    let margin = MaterialElevation.margin(for: [appearance.elevation])
    let size = canvas(for: cardLayout.container.size, margin: EdgeInsets(all: margin))
    let x = leadingX(cardLayout.container.width, margin: margin, canvas: size, rightToLeft: isRightToLeft)
    let placed = cardLayout.offsetBy(dx: x, dy: margin)
    return Rendering(
      canvas: size,
      parts: placed.node(named: "card").children, commands: placed.commands())
  }
}

extension MaterialCardCollection {
  /// Cards in a grid: `columns` equal columns, `MaterialCardSpec.gridSpacing` between cards and
  /// rows, each row as tall as its tallest card (cards stretch to it, as a collection view's
  /// cells would be sized to their row).
  public func rendering(measurer: any TextMeasurer) throws -> Rendering {
    let spacing = MaterialCardSpec.gridSpacing
    let columnWidth = (width - Double(columns - 1) * spacing) / Double(columns)
    guard columnWidth > 0 else {
      throw LayoutError.tooNarrow(
        component: "card grid", width: width, needs: "its \(columns) columns and their spacing")
    }
    var layouts: [MaterialCardLayout] = []
    var y = 0.0
    for rowStart in stride(from: 0, to: cards.count, by: columns) {
      let row = cards[rowStart..<min(rowStart + columns, cards.count)]
      let natural = try row.map { card -> MaterialCardLayout in
        var c = card
        c.width = columnWidth
        c.isRightToLeft = isRightToLeft
        return try c.layout(measurer: measurer)
      }
      let rowHeight = natural.map(\.container.height).max() ?? 0
      for (i, var cardLayout) in natural.enumerated() {
        var c = cardLayout.card
        c.minimumHeight = rowHeight
        cardLayout = try c.layout(measurer: measurer)
        // Right to left, the first card of a row takes the rightmost column.
        let column = isRightToLeft ? columns - 1 - i : i
        layouts.append(cardLayout.offsetBy(dx: Double(column) * (columnWidth + spacing), dy: y))
      }
      y += rowHeight + spacing
    }
    let height = max(0, y - spacing)
    let margin = MaterialElevation.margin(for: cards.map(\.appearance.elevation))
    let size = canvas(for: Size(width: width, height: height), margin: EdgeInsets(all: margin))
    let x = leadingX(width, margin: margin, canvas: size, rightToLeft: isRightToLeft)
    let placed = layouts.map { $0.offsetBy(dx: x, dy: margin) }
    return Rendering(
      canvas: size,
      parts: placed.enumerated().map { $1.node(named: "card-\($0 + 1)") },
      commands: placed.enumerated().flatMap { $1.commands().inPart("card-\($0 + 1)") })
  }
}
