import Catalog
import ComponentKit
import Pipeline
import SpecSheets
import Testing

/// Issue 40, "debug variants": the touch-target overlay is specsheet's, not the component's. A
/// button drawn with it showed `container #7500F0 = #6200EE + magenta` as its colour; its sheet
/// cell's swatches are now those of the same button without the overlay, state by state.
@Suite struct DebugOverlaySwatchTests {
  @Test func aTouchTargetVariantsSwatchesAreItsButtonsWithoutTheOverlay() throws {
    let pipeline = try RenderPipeline()
    let catalog = try defaultCatalog()
    let debug = catalog.entries.filter { $0.id.hasPrefix("material/button/contained-touch-target/") }
    #expect(!debug.isEmpty)
    let sheet = try SpecSheet.make(name: "debug", entries: debug, measurer: pipeline.renderer.measurer)
    for cell in sheet.cells {
      let texts = cell.swatches.map(\.text)
      #expect(!texts.contains { $0.contains("#FF00FF") || $0.contains("#7500F0") }, "\(cell.entry.id): \(texts)")
      let plain = try #require(cell.entry.content.model.withoutOverlays)
      let rendering = try plain.model.rendering(theme: cell.entry.theme, measurer: pipeline.renderer.measurer)
      let canvas = SpecSheet.themeHeading(of: cell.entry).canvas
      #expect(texts == SwatchReader.swatches(for: rendering, canvas: canvas).map(\.text), "\(cell.entry.id)")
    }
    // Every other state of the catalog is no debug variant.
    #expect(
      catalog.entries.filter { $0.content.model.withoutOverlays != nil }.allSatisfy { $0.id.contains("touch-target") })
  }
}
