import Catalog
import ComponentKit
import Golden
import Graphics
import Pipeline
import SpecSheets
import Testing

/// A cell's size (what its column width and row height are made from) is the size it takes when
/// placed: its layout node ends where its swatch list ends, and holds its picture, redline tile
/// and swatches exactly.
@Suite struct CellSizeTests {
  /// The cell nodes of a sheet, with the sheet's cell for each.
  static func cellNodes(_ sheet: SpecSheet) -> [(node: LayoutNode, cell: SpecSheet.Cell)] {
    let cells = sheet.cells
    var k = 0
    var out: [(LayoutNode, SpecSheet.Cell)] = []
    for section in sheet.layout.children where section.name.hasPrefix("section-") {
      for row in section.children {
        for node in row.children {
          out.append((node, cells[k]))
          k += 1
        }
      }
    }
    return out
  }

  static func expectSizesMatchPlacement(_ sheet: SpecSheet, _ label: String) {
    let nodes = cellNodes(sheet)
    #expect(nodes.count == sheet.cells.count, "\(label)")
    for (node, cell) in nodes {
      let id = "\(label) \(cell.entry.id)"
      // Width: what is really drawn, the picture, the redline tile, each swatch's chip and text
      // (not swatchFrame, whose width is the cell's size by construction). Height: down to the
      // end of the swatch list, which keeps one line gap after its last line.
      let drawn = cell.swatchLines.reduce(cell.renderFrame.union(cell.redlineFrame)) {
        $0.union($1.chip).union($1.text)
      }
      let placed = Rect(x: drawn.x, y: drawn.y, width: drawn.width, height: cell.swatchFrame.maxY - drawn.y)
      #expect(node.frame.origin == cell.renderFrame.origin, "\(id)")
      #expect(node.frame.width == placed.width, "\(id): size width \(node.frame.width) placed \(placed.width)")
      #expect(node.frame.height == placed.height, "\(id): size height \(node.frame.height) placed \(placed.height)")
      #expect(node.frame.maxY == cell.swatchFrame.maxY, "\(id)")
    }
  }

  @Test func defaultCatalogCellsAreTheSizeTheyArePlacedAt() throws {
    let pipeline = try RenderPipeline()
    let catalog = try defaultCatalog()
    for plan in SheetPlan.perComponent(catalog.entries) {
      Self.expectSizesMatchPlacement(
        try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer), "\(plan.name) fixed")
      Self.expectSizesMatchPlacement(try pipeline.sheet(named: plan.name, entries: plan.entries), "\(plan.name) pango")
    }
  }

  /// Every spacing of the style, changed, still gives cells the size they are placed at.
  @Test func cellSizeFollowsTheStyle() throws {
    var style = SheetStyle()
    style.cellSpacing = 5.5
    style.swatchLineGap = 3.25
    style.swatchTextGap = 6
    style.redlineTileMargin = 2.5
    let catalog = try defaultCatalog()
    for plan in SheetPlan.perComponent(catalog.entries) {
      Self.expectSizesMatchPlacement(
        try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer, style: style),
        "\(plan.name)")
    }
  }
}
