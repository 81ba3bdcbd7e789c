import ComponentKit
import Fiori
import Graphics
import Testing

@testable import Catalog

/// Fixture files: how variants expand to entries, overrides, metrics and text (the errors a
/// fixture can hold: `FixtureErrorTests`).
@Suite struct FixtureTests: FixtureParsing {
  @Test func chipVariantExpandsToEveryStateOfItsVariation() throws {
    let result = try entries(
      """
      system: fiori
      component: chip
      variants:
        - name: single
          variation: single-selection
          label: Received
      """)
    #expect(result.map(\.id) == FioriChipState.allCases.map { "fiori/chip/single/\($0.name)" })
    #expect(result[1].path(scale: 2) == "fiori/chip/single/selected@2x.png")
  }

  @Test func themeOverridesReachTheEntries() throws {
    let result = try entries(
      """
      system: fiori
      component: chip
      theme:
        font-family: Roboto
        colors:
          chip.selected.background: "#0070F2"
      variants:
        - name: blue
          variation: multiple-selection
          label: Apples
          states: [selected]
      """)
    #expect(result.count == 1)
    #expect(result[0].theme.fiori.plainSelected.background == Color("#0070F2"))
    #expect(result[0].theme.fiori.fontFamily == "Roboto")
  }

  @Test func metricsOverrideThePadding() throws {
    let result = try entries(
      """
      system: fiori
      component: chip
      theme:
        metrics:
          chip-horizontal-padding: 13
      variants:
        - {name: a, variation: single-selection, label: A, states: [unselected]}
      """)
    #expect(result[0].theme.fiori.chipHorizontalPadding == 13)
    #expect(result[0].theme.fiori.chipHorizontalPaddingWithCheckMark == 16)
  }

  @Test func aLineBreakInAOneLineLabelIsAnErrorWithItsKey() {
    let fiori = error(
      """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: single-selection, label: "Two\\nlines"}
      """)
    #expect(fiori?.keyPath == "variants[0].label")
    #expect(fiori?.message.contains("remove the line break (U+000A)") == true)
    let button = error(
      """
      system: material
      component: button
      variants:
        - {name: a, type: text, look: themed, title: "Tab\\there"}
      """)
    #expect(button?.keyPath == "variants[0].title")
    #expect(button?.message == "contains the control character U+0009, which cannot be drawn")
    let separator = error(
      """
      system: material
      component: button
      variants:
        - {name: a, type: text, look: themed, title: "One\\u2028Two"}
      """)
    #expect(separator?.message == "is one line of text; remove the line break (U+2028)")
  }

  @Test func wrappingTextKeepsItsLineBreaks() throws {
    let result = try entries(
      """
      system: fiori
      component: chip-form-cell
      variants:
        - {name: a, label: Label, width: 375, helper-text: "One\\nTwo", layout: wrapped, selection: single, \
      variation: single-selection, chips: [A]}
      """)
    #expect(!result.isEmpty)
    let separator = error(
      """
      system: fiori
      component: chip-form-cell
      variants:
        - {name: a, label: Label, width: 375, helper-text: "One\\u2028Two", layout: wrapped, selection: single, \
      variation: single-selection, chips: [A]}
      """)
    #expect(separator?.message == "breaks a line with U+2028; use \\n")
  }

  @Test func nullIsNotTheTextNullAndCountsAreWhole() {
    let null = error(
      """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: single-selection, label: ~}
      """)
    #expect(null?.keyPath == "variants[0].label")
    #expect(null?.message == "is null; write a value (quote it, \"~\", to mean the text)")
    let columns = error(
      """
      system: material
      component: card-collection
      variants:
        - {name: a, look: themed, width: 400, columns: 2.9, cards: [{header: A}]}
      """)
    #expect(columns?.message == "expected a whole number, found \"2.9\"", "\(String(describing: columns))")
  }

  @Test func entriesKnowTheirVariantsLine() throws {
    let result = try entries(
      """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: single-selection, label: A, states: [selected]}
        - name: b
          variation: single-selection
          label: B
          states: [selected]
      """)
    #expect(result.map(\.location) == ["test.yaml:4", "test.yaml:5"])
  }
}
