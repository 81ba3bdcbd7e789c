import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import Pipeline
import SpecSheets
import Testing

/// The `--annotate a11y` layer: each cell's elements, numbered and called out "role · label ·
/// state" beside the picture, checked against the seeds' roles and states.
@Suite struct SheetAccessibilityTests {
  func sheet(_ name: String, measurer: any TextMeasurer = fixedMeasurer) throws -> SpecSheet {
    let entries = try defaultCatalog().entries.filter { "\($0.system)/\($0.component)" == name }
    return try SpecSheet.make(name: name, entries: entries, measurer: measurer, annotations: [.a11y])
  }

  /// The text runs of a display list.
  func texts(_ list: DisplayList) -> [TextRun] {
    list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  /// Every cell has its layer: a badge and a callout per element, the callouts beside the
  /// picture (never over it) and drawn as text on the sheet; returns the callouts per entry id.
  func checkLayers(_ sheet: SpecSheet) throws -> [String: [String]] {
    let layers = try #require(sheet.accessibility)
    let runs = texts(sheet.displayList)
    var callouts: [String: [String]] = [:]
    for cell in sheet.cells {
      let layer = try #require(layers[cell.entry.id], "\(cell.entry.id)")
      let picture = Rect(origin: layer.origin, size: cell.rendering.size)
      #expect(layer.frame.contains(picture))
      #expect(layer.badges.count == layer.annotation.elements.count)
      for (i, callout) in layer.callouts.enumerated() {
        let element = layer.annotation.elements[i]
        #expect(callout.string == element.callout)
        #expect(!callout.text.intersects(picture), "\(cell.entry.id): callout \(i + 1) covers the component")
        #expect(layer.frame.contains(callout.text))
        // Drawn as text, in the finding colour when the element has no label.
        let run = runs.first { $0.text == callout.string && $0.frame == callout.text }
        #expect(run?.color == (element.label == nil ? Color("#A3161C") : SheetStyle().ink), "\(cell.entry.id)")
        // The number on the element and on its callout.
        for badge in [layer.badges[i], callout.badge] {
          #expect(runs.contains { $0.text == "\(element.order)" && badge.contains($0.frame) })
        }
      }
      // The layer sits under the cell's other tiles.
      #expect(layer.frame.minY >= cell.swatchFrame.maxY)
      callouts[cell.entry.id] = layer.callouts.map(\.string)
    }
    return callouts
  }

  @Test func fioriChipCellsAreRadiosOrCheckboxesCheckedAsSelected() throws {
    let sheet = try sheet("fiori/chip")
    let callouts = try checkLayers(sheet)
    let dump = sheet.dump()
    for cell in sheet.cells {
      let chip = try #require(cell.entry.content.as(FioriChip.self))
      let role = chip.variation == .singleSelection ? "radio" : "checkbox"
      var state = chip.state.isSelected ? "checked" : "unchecked"
      if chip.state == .disabled { state += ", disabled" }
      #expect(callouts[cell.entry.id] == ["\(role) · \"\(chip.label)\" · \(state)"], "\(cell.entry.id)")
      #expect(dump.contains("a11y 1 \(role) \"\(chip.label)\" [\(state)] container "), "\(cell.entry.id)")
    }
    #expect(sheet.subtitle.contains("its accessibility (focus order: role · label · state)"))
  }

  @Test func materialButtonCellsAreButtonsLabelledByTitleWithTheirStates() throws {
    let sheet = try sheet("material/button")
    let callouts = try checkLayers(sheet)
    for cell in sheet.cells {
      let image = try #require(cell.entry.content.as(MaterialButtonModel.self))
      let label = image.accessibilityLabel ?? image.button.title
      var expected = "button · \"\(label)\""
      let state = image.button.state
      let states = (state.isSelected ? ["selected"] : []) + (state.isDisabled ? ["disabled"] : [])
      if !states.isEmpty { expected += " · " + states.joined(separator: ", ") }
      #expect(callouts[cell.entry.id] == [expected], "\(cell.entry.id)")
    }
  }

  @Test func groupsNumberTheGroupThenEachChipAndASheetWithoutTheFlagHasNoLayer() throws {
    let sheet = try sheet("fiori/chip-form-cell")
    _ = try checkLayers(sheet)
    let required = try #require(sheet.cells.first { $0.entry.variant == "required" && $0.entry.state == "error" })
    let layer = try #require(sheet.accessibility?[required.entry.id])
    #expect(
      layer.callouts.map(\.string) == [
        "radiogroup · \"Status, required\"", "radio · \"Received\" · unchecked", "radio · \"Pending\" · unchecked",
        "radio · \"Rejected\" · unchecked", "alert · \"Please select at least one option\" · announced when shown",
      ])
    let entries = try defaultCatalog().entries.filter { $0.component == "chip-form-cell" }
    let plain = try SpecSheet.make(name: "fiori/chip-form-cell", entries: entries, measurer: fixedMeasurer)
    #expect(plain.accessibility == nil)
    #expect(!plain.dump().contains("\n      a11y "))
    #expect(sheet.dump().contains("\n      a11y 1 radiogroup "))
    #expect(plain.layout.parts.allSatisfy { !$0.path.hasSuffix("accessibility") })
    #expect(sheet.layout.parts.contains { $0.path.hasSuffix("accessibility") })
  }

  @Test func anIconOnlyButtonWithoutALabelIsCalledOutAsAGap() throws {
    let made = try entries(
      """
      system: material
      component: button
      variants:
        - {name: bare, type: icon-toggle, look: themed, states: [normal]}
        - {name: named, type: icon-toggle, look: themed, accessibility-label: Favorite, states: [normal]}
      """)
    let sheet = try SpecSheet.make(name: "buttons", entries: made, measurer: fixedMeasurer, annotations: [.a11y])
    let callouts = try checkLayers(sheet)
    #expect(callouts["material/button/bare/normal"] == ["button · no label"])
    #expect(callouts["material/button/named/normal"] == ["button · \"Favorite\""])
  }

  @Test func theAnnotatedSheetRendersWithItsBadgesInTheLayerInk() throws {
    let pipeline = try RenderPipeline()
    let entries = try defaultCatalog().entries.filter { "\($0.system)/\($0.component)" == "fiori/chip" }
    let sheet = try pipeline.sheet(named: "fiori/chip", entries: entries, annotations: [.a11y])
    let scale = 2
    let (bitmap, png) = try pipeline.renderPNG(sheet, scale: scale)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(bitmap.width == Int((sheet.size.width * Double(scale)).rounded()))
    let first = try #require(sheet.cells.first)
    let layer = try #require(sheet.accessibility?[first.entry.id])
    // Inside the callout's disc, left of its digit: the layer's violet.
    let badge = try #require(layer.callouts.first?.badge)
    let x = Int(((badge.minX + 1.5) * Double(scale)).rounded(.down))
    let y = Int((badge.midY * Double(scale)).rounded(.down))
    let pixel = bitmap[x, y]
    #expect(close(pixel, Color("#6B2BD9"), tolerance: 24), "\(pixel)")
  }
}
