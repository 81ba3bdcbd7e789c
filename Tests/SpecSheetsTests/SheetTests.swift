import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline
import SpecSheets
import TestSupport
import Testing

/// Sheet structure, with the font-free measurer: no pixels.
@Suite struct SheetTests {
  @Test func defaultCatalogMakesOneSheetPerComponentWithEveryEntryOnce() throws {
    let catalog = try defaultCatalog()
    let plans = SheetPlan.perComponent(catalog.entries)
    #expect(Set(plans.map(\.name)) == Set(catalog.entries.map { "\($0.system)/\($0.component)" }))
    for plan in plans {
      let sheet = try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer)
      #expect(sheet.cells.map(\.entry.id).sorted() == plan.entries.map(\.id).sorted(), "\(plan.name)")
      let page = Rect(origin: .zero, size: sheet.size)
      var tiles: [Rect] = []
      for cell in sheet.cells {
        // The cell is the single image's rendering, placed on whole points.
        #expect(cell.rendering == (try cell.entry.content.render(theme: cell.entry.theme, measurer: fixedMeasurer)))
        #expect(cell.renderFrame.size == cell.rendering.size)
        #expect(
          cell.renderFrame.x == cell.renderFrame.x.rounded() && cell.renderFrame.y == cell.renderFrame.y.rounded())
        #expect(
          cell.redlineOrigin.x == cell.redlineOrigin.x.rounded()
            && cell.redlineOrigin.y == cell.redlineOrigin.y.rounded())
        // Every redline is inside its tile, which holds the whole image.
        let tile = cell.redlineFrame
        #expect(tile.contains(Rect(origin: cell.redlineOrigin, size: cell.rendering.size)))
        for r in cell.redlines {
          #expect(
            tile.contains(r.labelFrame.offsetBy(dx: cell.redlineOrigin.x, dy: cell.redlineOrigin.y)),
            "\(cell.entry.id) \(r.name)")
        }
        tiles += [cell.renderFrame, cell.redlineFrame, cell.swatchFrame]
        for t in [cell.renderFrame, cell.redlineFrame, cell.swatchFrame] { #expect(page.contains(t)) }
      }
      for (i, a) in tiles.enumerated() {
        for b in tiles[(i + 1)...] where a.intersects(b) {
          Issue.record("\(plan.name): \(a.dumped) overlaps \(b.dumped)")
        }
      }
    }
  }

  @Test func sectionsFollowFixturesAndThemes() throws {
    let catalog = try defaultCatalog()
    let chips = catalog.entries.filter { $0.system == "material" && $0.component == "chip" }
    let sheet = try SpecSheet.make(name: "material/chip", entries: chips, measurer: fixedMeasurer)
    #expect(sheet.sections.first?.source.hasSuffix("/chip.yaml") == true, "the component's own fixture comes first")
    let dark = try #require(sheet.sections.first { $0.source.hasSuffix("chip-dark.yaml") })
    #expect(dark.theme.hasPrefix("Material dark 2019-07"))
    #expect(dark.canvas == Color("#121212"))
    let dump = sheet.dump()
    #expect(dump.hasPrefix("sheet material/chip "))
    #expect(dump.contains("swatch fill container #BCBCBC = #E0E0E0 + #00000029 (16%)"))
  }

  @Test func perFixtureSheetsAreNamedByFile() throws {
    let made = try entries(
      """
      system: fiori
      component: chip
      variants:
        - name: a
          variation: single-selection
          label: A
      """)
    #expect(SheetPlan.perFixture(made).map(\.name) == ["inline"])
  }
}

/// Sheet goldens in the golden plan: checked at @1x for the default catalog, never stale while
/// their component exists, stale when it does not; explicit fixtures leave goldens/sheets/ alone.
@Suite struct SheetGoldenPlanTests {
  @Test func sheetGoldensArePlannedAndNeverStale() throws {
    let catalog = try defaultCatalog()
    let root = try temporaryFolder("specsheet-sheets")
    defer { try? FileManager.default.removeItem(atPath: root) }
    for path in ["sheets/fiori/chip.png", "sheets/fiori/gone.png"] {
      try FileManager.default.createDirectory(
        atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: root + "/" + path, contents: Data([1]))
    }
    let store = GoldenStore(root: root)
    let all = try GoldenPlan.make(
      catalog: catalog, scales: [1, 2, 3], filter: ImageFilter(), shard: nil, store: store, staleScope: .everything)
    #expect(all.sheets.map(\.path).contains("sheets/fiori/chip.png"))
    #expect(all.stale.filter { $0.hasPrefix("sheets/") } == ["sheets/fiori/gone.png"])
    let twoX = try GoldenPlan.make(
      catalog: catalog, scales: [2], filter: ImageFilter(), shard: nil, store: store, staleScope: .everything)
    #expect(twoX.sheets.isEmpty)
    #expect(!twoX.stale.contains("sheets/fiori/chip.png"))
    let named = try GoldenPlan.make(
      catalog: catalog, scales: [1], filter: ImageFilter(["sheets/fiori/chip"]), shard: nil, store: store,
      staleScope: .everything)
    #expect(named.images.isEmpty)
    #expect(Set(named.sheets.map(\.name)).isSuperset(of: ["sheets/fiori/chip", "sheets/fiori/chip-group"]))
  }
}

/// Stale goldens with explicit fixtures: only the folders the fixtures own are judged (a folder
/// argument: its components'; a file: its variants'), and goldens of other fixtures that share
/// those folders (siblings) are not stale.
@Suite struct ExplicitFixtureStaleTests {
  @Test func siblingFixturesGoldensAreNotStaleButRemovedVariantsAre() throws {
    let catalog = try defaultCatalog()
    let chip = Catalog(entries: catalog.entries.filter { $0.source.hasSuffix("material/chip.yaml") })
    let siblings = catalog.entries.filter {
      $0.system == "material" && $0.component == "chip" && !$0.source.hasSuffix("material/chip.yaml")
    }
    #expect(!chip.entries.isEmpty && !siblings.isEmpty)
    let root = try temporaryFolder("specsheet-sheets")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let sibling = siblings[0].path(scale: 1)
    let removed = "material/chip/removed-variant/normal@1x.png"
    for path in [sibling, removed] {
      try FileManager.default.createDirectory(
        atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: root + "/" + path, contents: Data([1]))
    }
    let store = GoldenStore(root: root)
    let components = GoldenPlan.StaleScope.componentFolders(chip.entries)
    let plan = try GoldenPlan.make(
      catalog: chip, scales: [1], filter: ImageFilter(), shard: nil, store: store,
      staleScope: .owned(folders: components, siblings: siblings))
    #expect(plan.stale == [removed])
    let alone = try GoldenPlan.make(
      catalog: chip, scales: [1], filter: ImageFilter(), shard: nil, store: store,
      staleScope: .owned(folders: components, siblings: []))
    #expect(Set(alone.stale) == [removed, sibling])
    // A fixture file owns only its variants' folders: neither is its to judge.
    let variants = try GoldenPlan.make(
      catalog: chip, scales: [1], filter: ImageFilter(), shard: nil, store: store,
      staleScope: .owned(folders: GoldenPlan.StaleScope.variantFolders(chip.entries), siblings: []))
    #expect(variants.stale.isEmpty)
  }
}
