import Catalog
import ComponentKit
import Fiori
import Graphics
import Material
import SpecSheets
import Testing

/// The sheet's grid as a designer reads it: columns in the spec's state order, no column without
/// a cell, rows lined up across bands, and no swatch name twice in a cell. No pixels.
@Suite struct SheetGridTests {
  static let plans = Result { SheetPlan.perComponent(try defaultCatalog().entries) }

  /// The spec's order of the state names of each system's sheets.
  static func specOrder(_ system: String) -> [String] {
    system == "fiori"
      ? FioriChipState.allCases.map(\.name) + ["default", "error"] : ControlState.named.map(\.name) + ["default"]
  }

  @Test func columnsFollowTheSpecsStateOrder() throws {
    for plan in try Self.plans.get() {
      let sheet = try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer)
      for section in sheet.sections {
        let order = Self.specOrder(String(plan.name.split(separator: "/")[0]))
        let ranks = section.states.map { order.firstIndex(of: $0) ?? -1 }
        #expect(!ranks.contains(-1), "\(plan.name): a state outside the spec's lists: \(section.states)")
        #expect(ranks == ranks.sorted(), "\(plan.name): \(section.states)")
      }
    }
  }

  @Test func theMaterialChipSheetPutsSelectedBetweenHighlightedAndDisabled() throws {
    // Action chips have no selected state and come first in the fixture; the column still sits
    // where UIControlState puts it.
    let plan = try #require(try Self.plans.get().first { $0.name == "material/chip" })
    let sheet = try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer)
    let states = try #require(sheet.sections.first?.states)
    #expect(Array(states.prefix(4)) == ["normal", "highlighted", "selected", "disabled"])
  }

  @Test func everyColumnCaptionHasACellBelowItAndRowsLineUpAcrossBands() throws {
    for plan in try Self.plans.get() {
      let sheet = try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer)
      for (s, section) in sheet.layout.children.filter({ $0.name.hasPrefix("section-") }).enumerated() {
        let rows = section.children
        // Bands: rows grouped by their left edge. Row k of every band has the same top.
        let bands = Dictionary(grouping: rows) { $0.frame.minX }.sorted { $0.key < $1.key }.map(\.value)
        for k in 0..<(bands.map(\.count).max() ?? 0) {
          let tops = Set(bands.compactMap { $0.indices.contains(k) ? $0[k].frame.minY : nil })
          #expect(tops.count == 1, "\(plan.name) section \(s + 1): row \(k + 1) tops \(tops.sorted())")
        }
        // No empty column: each band's column captions are exactly the states its cells have.
        let sectionModel = sheet.sections[s]
        let captions = sheet.displayList.commands.compactMap { command -> TextRun? in
          if case .text(let run) = command, sectionModel.states.contains(run.text) { run } else { nil }
        }
        for band in bands {
          guard let first = band.first else { continue }
          let extent = band.map(\.frame).reduce(first.frame) { $0.union($1) }
          let variants = Set(
            band.compactMap { row in row.children.first?.name.split(separator: "/").first.map(String.init) })
          let states = Set(
            sectionModel.rows.filter { variants.contains($0.variant) }.flatMap {
              $0.cells.compactMap { $0?.entry.state }
            })
          let shown = captions.filter {
            $0.frame.maxY <= first.frame.minY && $0.frame.minY > first.frame.minY - 40 && $0.frame.minX >= extent.minX
              && $0.frame.minX < extent.maxX
          }
          #expect(Set(shown.map(\.text)) == states, "\(plan.name) section \(s + 1): captions \(shown.map(\.text))")
          #expect(shown.count == states.count, "\(plan.name): a caption twice")
        }
      }
    }
  }

  @Test func noSwatchNameRepeatsInACell() throws {
    for plan in try Self.plans.get() {
      let sheet = try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer)
      for cell in sheet.cells {
        // A fill and an icon on one part (media) are told apart by what their lines say.
        let names = cell.swatches.map { "\($0.kind) \($0.text.prefix { $0 != "#" })" }
        #expect(Set(names).count == names.count, "\(cell.entry.id): \(cell.swatches.map(\.text))")
      }
    }
  }

  @Test func aGroupsTwoLabelLooksAreNamedByTheirChips() throws {
    let plan = try #require(try Self.plans.get().first { $0.name == "fiori/chip-group" })
    let sheet = try SpecSheet.make(name: plan.name, entries: plan.entries, measurer: fixedMeasurer)
    let cell = try #require(sheet.cells.first { $0.entry.variant == "wrapped" })
    let labels = cell.swatches.filter { $0.kind == .text }.map(\.role)
    #expect(labels == ["chip-1.label", "chip-2.label"])
  }
}
