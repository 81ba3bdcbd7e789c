import Golden
import Graphics
import PNG
import Pipeline
import Testing

/// `check` passes an unchanged sheet on a hash of the sheet drawn in strips, and `sheet` writes
/// its PNGs in strips: both must be the whole picture's (hash and bytes).
@Suite struct StripHashTests {
  @Test(arguments: [1, 2])
  func stripsHashLikeTheWholeSheet(scale: Int) throws {
    let pipeline = try RenderPipeline()
    // The Fiori chip sheet (many cells, 2.5 megapixels at @1x) at @1x only: debug builds are slow.
    for sheet in try VectorOutputTests.sheets() where scale == 1 || sheet.name == "shadows" {
      let bitmap = try pipeline.renderBitmap(sheet, scale: scale)
      let whole = bitmap.pixelHash
      // Odd strip heights put strip edges through text, icons, shadows and opacity layers.
      for rows in [37] {
        let strips = try pipeline.renderer.pixelHash(sheet.displayList, scale: scale, rows: rows)
        #expect(strips == whole, "\(sheet.name) @\(scale)x in strips of \(rows) rows")
        let png = try pipeline.renderer.renderPNG(sheet.displayList, scale: scale, rows: rows)
        #expect(png == (try PNGEncoder.encode(bitmap)), "\(sheet.name) @\(scale)x PNG in strips of \(rows) rows")
      }
      #expect(try pipeline.pixelHash(sheet, scale: scale) == whole, "\(sheet.name) @\(scale)x")
    }
  }
}
