import CairoRenderer
import Graphics
import Pipeline
import Testing

/// `check` passes an unchanged sheet on a hash of the sheet drawn in strips; that hash must be
/// the whole picture's (a difference would only cost a second, whole render, but every check).
@Suite struct StripHashTests {
  @Test(arguments: [1, 2])
  func stripsHashLikeTheWholeSheet(scale: Int) throws {
    let pipeline = try RenderPipeline()
    for sheet in try VectorOutputTests.sheets() {
      let whole = try pipeline.renderBitmap(sheet, scale: scale).pixelHash
      // Odd strip heights put strip edges through text, icons, shadows and opacity layers.
      for rows in [37] {
        let strips = try pipeline.renderer.pixelHash(sheet.displayList, scale: scale, rows: rows)
        #expect(strips == whole, "\(sheet.name) @\(scale)x in strips of \(rows) rows")
      }
      #expect(try pipeline.pixelHash(sheet, scale: scale) == whole, "\(sheet.name) @\(scale)x")
    }
  }
}
