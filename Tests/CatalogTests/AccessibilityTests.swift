import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing

@testable import Catalog

/// Each component's accessibility annotation against its seed's roles and states (seed
/// fiori-chip.md "Accessibility"; material-buttons.md "Making buttons accessible";
/// material-cards.md "Making cards accessible"; material-chips.md "Making chips accessible";
/// material-lists.md "Making lists accessible"). Font-free layout: no pixels.
@Suite struct AccessibilityTests {
  let measurer = FixedAdvanceMeasurer()

  func catalog() throws -> Catalog {
    try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
  }

  /// The entry's rendering and annotation.
  func annotate(_ entry: CatalogEntry) throws -> (Rendering, AccessibilityAnnotation) {
    let rendering = try entry.content.render(theme: entry.theme, measurer: measurer)
    let annotation = try #require(entry.content.accessibility(in: rendering), "\(entry.id) has no annotation")
    // Focus order is 1, 2, 3... and every element lies on the image.
    // Only an empty card reads nothing.
    let emptyCard = entry.content.as(MaterialCard.self).map { $0.kind == .card && $0.content.isEmpty } ?? false
    #expect(annotation.elements.isEmpty == emptyCard, "\(entry.id)")
    #expect(annotation.elements.map(\.order) == annotation.elements.indices.map { $0 + 1 })
    for e in annotation.elements {
      // Each element covers the layout's parts it names (a text field may reach a fraction of a
      // point past the whole-point canvas).
      let parts = try e.part.split(separator: "+").map { name in
        try #require(name == "canvas" ? rendering.layout.frame : rendering.layout.part(String(name)), "\(e.part)")
      }
      #expect(e.frame == parts.dropFirst().reduce(parts[0]) { $0.union($1) }, "\(entry.id) \(e.part)")
      #expect(rendering.layout.frame.intersects(e.frame) != e.states.contains("off-screen"), "\(entry.id) \(e.part)")
      #expect(!e.sources.isEmpty && e.sources.allSatisfy { $0.contains("seed ") || $0.contains("mdc-facts") })
    }
    return (rendering, annotation)
  }

  func entry(_ id: String, in catalog: Catalog) throws -> CatalogEntry {
    try #require(catalog.entries.first { $0.id == id }, "no entry \(id)")
  }

  func inline(_ yaml: String, _ state: String) throws -> CatalogEntry {
    try #require(try Fixture.parse(yaml, file: "inline.yaml").first { $0.state == state })
  }

  @Test(arguments: [
    ("fiori/chip/single-selection/selected", "radio", ["checked"]),
    ("fiori/chip/single-selection/unselected", "radio", ["unchecked"]),
    ("fiori/chip/single-selection/pressed-selected", "radio", ["checked"]),
    ("fiori/chip/single-selection/disabled", "radio", ["unchecked", "disabled"]),
    ("fiori/chip/multiple-selection/selected", "checkbox", ["checked"]),
    ("fiori/chip/multiple-selection/unselected", "checkbox", ["unchecked"]),
    // Leading-icon chips serve either selection; alone, a chip toggles by itself.
    ("fiori/chip/leading-icon/selected", "checkbox", ["checked"]),
  ])
  func fioriChipIsARadioOrACheckboxCheckedWhenSelected(id: String, role: String, states: [String]) throws {
    let entry = try entry(id, in: catalog())
    let chip = try #require(entry.content.as(FioriChip.self))
    let (rendering, annotation) = try annotate(entry)
    #expect(annotation.elements.count == 1)
    let e = try #require(annotation.elements.first)
    #expect(e.role == role)
    #expect(e.label == chip.label)
    #expect(e.states == states)
    #expect(e.frame == rendering.layout.part("container"))
    #expect(e.sources.contains { $0.hasPrefix("role \(role): ") && $0.contains("accessibilityRole=\"\(role)\"") })
    #expect(e.sources.contains { $0.contains("accessibilityState={{ checked: isSelected }}") })
  }

  @Test(arguments: [("single", "radiogroup", "radio"), ("multiple", "group", "checkbox")])
  func fioriGroupIsARadiogroupOfRadiosOrAGroupOfCheckboxes(selection: String, groupRole: String, chipRole: String)
    throws
  {
    let entry = try inline(
      """
      system: fiori
      component: chip-group
      variants:
        - name: g
          layout: wrapped
          width: 200
          selection: \(selection)
          variation: \(selection)-selection
          chips: [{label: Box, state: selected}, Bag, {label: Pallet, state: disabled}, Crate]
      """, "default")
    let (rendering, annotation) = try annotate(entry)
    let roles = annotation.elements.map(\.role)
    #expect(roles == [groupRole, chipRole, chipRole, chipRole, chipRole])
    #expect(annotation.elements.dropFirst().map(\.label) == ["Box", "Bag", "Pallet", "Crate"])
    let states = annotation.elements.dropFirst().map(\.states)
    #expect(states == [["checked"], ["unchecked"], ["unchecked", "disabled"], ["unchecked"]])
    // Each chip's frame is its frame in the group's layout (rows wrap at 200pt).
    for (i, e) in annotation.elements.dropFirst().enumerated() {
      #expect(e.part == "chip-\(i + 1)")
      #expect(e.frame == rendering.layout.part("chip-\(i + 1)"))
    }
    #expect(annotation.elements[0].frame == rendering.layout.frame)
    #expect(annotation.elements[0].sources.contains { $0.contains("accessibilityRole=\"\(groupRole)\"") })
  }

  @Test func requiredFormCellSaysRequiredInItsGroupLabelAndReadsHelperThenAnnouncesTheError() throws {
    let yaml = """
      system: fiori
      component: chip-form-cell
      variants:
        - name: with-helper
          label: Status
          required: true
          width: 375
          helper-text: Select the current status
          layout: wrapped
          selection: single
          variation: single-selection
          chips: [Received, {label: Pending, state: selected}]
        - name: with-error
          label: Stock
          width: 375
          helper-text: Filter by stock level
          error-text: Select at least one stock level
          layout: wrapped
          selection: multiple
          variation: multiple-selection
          chips: [Full, Partial]
      """
    let cells = try Fixture.parse(yaml, file: "inline.yaml")
    let (rendering, helper) = try annotate(try #require(cells.first { $0.variant == "with-helper" }))
    #expect(helper.elements.map(\.role) == ["radiogroup", "radio", "radio"])
    let group = helper.elements[0]
    #expect(group.label == "Status, required")
    #expect(group.hint == "Select the current status")
    #expect(group.sources.contains { $0.contains("Include \"required\" in group accessibility label") })
    #expect(group.sources.contains { $0.contains("Helper text: Read automatically when group gains focus") })
    // The group covers the label, its chips and the helper text it reads.
    for part in ["label", "chips", "helper-text"] {
      #expect(group.frame.contains(try #require(rendering.layout.part(part))), "\(part)")
    }
    #expect(helper.elements.map(\.part) == ["label+chips+helper-text", "chips.chip-1", "chips.chip-2"])
    #expect(helper.elements[2].states == ["checked"])

    let (errorRendering, error) = try annotate(
      try #require(cells.first { $0.variant == "with-error" && $0.state == "error" }))
    #expect(error.elements.map(\.role) == ["group", "checkbox", "checkbox", "alert"])
    #expect(error.elements[0].label == "Stock")
    #expect(error.elements[0].hint == nil, "the error replaces the helper text, so nothing reads it")
    let alert = try #require(error.elements.last)
    #expect(alert.label == "Select at least one stock level")
    #expect(alert.states == ["announced when shown"])
    #expect(alert.sources.contains { $0.contains("Error text: Announced immediately when error appears") })
    #expect(alert.frame.contains(try #require(errorRendering.layout.part("error-text"))))
    #expect(alert.frame.contains(try #require(errorRendering.layout.part("error-icon"))))
  }

  @Test func materialButtonIsAButtonLabelledByItsTitleOrItsAccessibilityLabel() throws {
    let catalog = try catalog()
    let (rendering, text) = try annotate(try entry("material/button/text/normal", in: catalog))
    #expect(text.elements.map(\.role) == ["button"])
    // VoiceOver reads the title as written; the button only shows it uppercased.
    #expect(text.elements[0].label == "Text")
    #expect(text.elements[0].states.isEmpty)
    #expect(text.elements[0].frame == rendering.layout.part("container"))
    let (_, disabled) = try annotate(try entry("material/button/contained/disabled", in: catalog))
    #expect(disabled.elements[0].states == ["disabled"])
    // The catalog's icon toggle sets the accessibilityLabel the seed asks for.
    let (_, toggle) = try annotate(try entry("material/button/icon-toggle/selected", in: catalog))
    #expect(toggle.elements[0].label == "Favorite")
    #expect(toggle.elements[0].states == ["selected"])
    #expect(toggle.elements[0].sources.contains { $0.hasPrefix("label (accessibilityLabel): ") })
    // Without it, an icon-only button has no label, and says so.
    let bare = try inline(
      """
      system: material
      component: button
      variants:
        - {name: t, type: icon-toggle, look: themed, states: [normal]}
      """, "normal")
    let (_, unlabelled) = try annotate(bare)
    #expect(unlabelled.elements[0].label == nil)
    #expect(unlabelled.elements[0].callout == "button · no label")
    #expect(unlabelled.elements[0].sources.contains { $0.hasPrefix("no label: ") && $0.contains("only has an icon") })
  }

  @Test func singleCardReadsItsNestedElementsTopToBottomAndCollectionCardsReadAsOne() throws {
    let catalog = try catalog()
    let (_, card) = try annotate(try entry("material/card/image-and-buttons-themed/normal", in: catalog))
    #expect(card.elements.map(\.role) == ["text", "text", "image", "text", "button", "button", "button", "button"])
    #expect(
      card.elements.map(\.part) == [
        "header-text", "secondary-text", "media", "supporting-text", "button-1", "button-2", "icon-1", "icon-2",
      ])
    #expect(
      card.elements.map(\.label) == [
        "Kurt Wagner", "Secondary text", nil,
        "Greyhound divisively hello coldly wonderfully marginally far upon excluding.", "Action 1", "Action 2", nil,
        nil,
      ])
    #expect(card.elements[6].states == ["selected"], "the favourite toggle is selected")
    // Top to bottom, then leading to trailing along the actions row.
    for (a, b) in zip(card.elements, card.elements.dropFirst()) {
      let sameRow = abs(a.frame.midY - b.frame.midY) <= 0.5
      #expect(a.frame.midY < b.frame.midY - 0.5 || (sameRow && a.frame.minX < b.frame.minX))
    }
    #expect(card.elements[0].sources.contains { $0.contains("Nested elements in MDCCards") })

    let (rendering, grid) = try annotate(try #require(catalog.entries.first { $0.component == "card-collection" }))
    // The grid's cards are selectable cells: one element each, labelled by their text.
    let cards = grid.elements
    #expect(cards.map(\.role) == ["cell", "cell", "cell", "cell"])
    #expect(cards.map(\.label) == ["Sunflowers", "Lavender", "Tulips", "Roses"])
    #expect(cards.map(\.states) == [[], ["selected"], [], []])
    for (i, e) in cards.enumerated() { #expect(e.frame == rendering.layout.part("card-\(i + 1)")) }
    #expect(cards[0].sources.contains { $0.contains("isAccessibilityElement to true") })

    let cell = try inline(
      """
      system: material
      component: card-cell
      variants:
        - {name: c, look: themed, width: 160, header: Lisbon, supporting: Popular with surfers, selectable: true}
      """, "selected")
    let (_, one) = try annotate(cell)
    #expect(one.elements.map(\.role) == ["cell"])
    #expect(one.elements[0].label == "Lisbon, Popular with surfers")
    #expect(one.elements[0].states == ["selected"])
  }

  @Test func materialChipsAreButtonsSelectedWhenSelectedAndAFieldEndsWithItsTextField() throws {
    let catalog = try catalog()
    let (_, chip) = try annotate(try entry("material/chip/choice-themed/selected", in: catalog))
    #expect(chip.elements.map(\.role) == ["button"])
    #expect(chip.elements[0].states == ["selected"])
    #expect(chip.elements[0].sources.contains { $0.contains("accessibilityTraits") })

    let field = try #require(catalog.entries.first { $0.component == "chip-field" && $0.variant == "wrapping" })
    let (rendering, fieldAnnotation) = try annotate(field)
    #expect(
      fieldAnnotation.elements.map(\.label) == ["Apple", "Blueberry", "Clementine", "Dragonfruit", "Add a fruit"])
    #expect(fieldAnnotation.elements[1].states == ["selected"])
    #expect(fieldAnnotation.elements.last?.role == "text-field")
    #expect(fieldAnnotation.elements.last?.frame == rendering.layout.part("text-field"))

    // A right-to-left collection keeps its chips' order: chip 1 is read first, on the right.
    let rtl = try #require(catalog.entries.first { $0.component == "chip-collection" && $0.variant.hasSuffix("-rtl") })
    let (rtlRendering, collection) = try annotate(rtl)
    #expect(collection.elements.map(\.part) == collection.elements.indices.map { "chip-\($0 + 1)" })
    #expect(collection.elements.allSatisfy { $0.role == "button" })
    let first = try #require(rtlRendering.layout.part("chip-1"))
    let second = try #require(rtlRendering.layout.part("chip-2"))
    #expect(first.minX > second.minX)
  }

  @Test func listCellsAreOneElementEachReadAsTitleAndDetail() throws {
    let catalog = try catalog()
    let list = try #require(catalog.entries.first { $0.component == "list" && $0.variant == "two-line" })
    let (rendering, annotation) = try annotate(list)
    let model = try #require(list.content.as(MaterialList.self))
    #expect(annotation.elements.count == model.cells.count)
    for (i, e) in annotation.elements.enumerated() {
      #expect(e.role == "cell")
      #expect(e.label == [model.cells[i].title, model.cells[i].detail].compactMap { $0 }.joined(separator: ", "))
      #expect(e.frame == rendering.layout.part("cell-\(i + 1)"))
      #expect(e.sources.contains { $0.contains("as accessibilityElements") })
    }
    // A highlight (a touch in progress) is not announced.
    let highlighted = try #require(catalog.entries.first { $0.component == "list-item" && $0.state == "highlighted" })
    let (_, touched) = try annotate(highlighted)
    #expect(touched.elements.map(\.states) == [[]])
    #expect(touched.elements.map(\.role) == ["cell"])
  }

  @Test func everyShippedComponentDescribesItsAccessibilityOnItsOwnParts() throws {
    for entry in try catalog().entries { _ = try annotate(entry) }
  }

  @Test func dumpPrintsOneLinePerElementWithItsSources() throws {
    let (_, annotation) = try annotate(try entry("fiori/chip/single-selection/selected", in: catalog()))
    let lines = annotation.dumped.split(separator: "\n")
    #expect(lines.first == "1 radio \"Received\" [checked] container \(annotation.elements[0].frame.dumped)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  source ") })
    #expect(lines.count == 1 + annotation.elements[0].sources.count)
  }
}
