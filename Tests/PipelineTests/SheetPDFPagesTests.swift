import Catalog
import SpecSheets
import Testing

@testable import Pipeline

/// Issue 40, "Sheets at a readable size": a sheet's PDF is paged at screen size, each page a run
/// of whole variants at most `SheetPage.screenHeight` points tall, together every cell of the
/// sheet once and in its order; a sheet that fits one page stays one page, untitled.
@Suite struct SheetPDFPagesTests {
  static func cells(_ sheet: SpecSheet) -> [String] {
    sheet.sections.flatMap { $0.rows.flatMap { $0.cells.compactMap { $0?.entry.id } } }
  }

  @Test func theListItemsPDFPagesAreScreenSizedAndHoldEveryCellOnce() throws {
    let entries = try defaultCatalog().entries.filter { $0.system == "material" && $0.component == "list-item" }
    let pipeline = try RenderPipeline()
    let (pages, pdf) = try pipeline.sheetPages(named: "material/list-item", entries: entries, scale: 2, pdf: true)
    let screen = try #require(pdf)
    #expect(screen.count > pages.count)
    for page in screen {
      let variants = Set(page.sections.flatMap { $0.rows.map(\.variant) })
      #expect(page.size.height <= SheetPage.screenHeight || variants.count == 1, "\(page.title)")
      #expect(page.title.hasSuffix("of \(screen.count)"), "\(page.title)")
    }
    let whole = try pipeline.sheetPages(named: "material/list-item", entries: entries, scale: 1, pdf: false).pages
    #expect(screen.flatMap(Self.cells) == whole.flatMap { Self.cells($0.sheet) })
  }

  @Test func aSheetThatFitsAScreenIsOneUntitledPage() throws {
    let entries = try defaultCatalog().entries.filter { $0.system == "fiori" && $0.variant == "single-selection" }
    let pipeline = try RenderPipeline()
    let pdf = try #require(try pipeline.sheetPages(named: "fiori/chip", entries: entries, scale: 2, pdf: true).pdf)
    #expect(pdf.count == 1)
    #expect(!pdf[0].title.contains("page"))
  }
}
