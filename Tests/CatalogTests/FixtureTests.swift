import ComponentKit
import Fiori
import Graphics
import Testing

@testable import Catalog

@Suite struct FixtureTests {
  func entries(_ yaml: String) throws -> [CatalogEntry] {
    try Fixture.parse(yaml, file: "test.yaml")
  }

  func error(_ yaml: String) -> FixtureError? {
    do {
      _ = try entries(yaml)
      return nil
    } catch let error as FixtureError {
      return error
    } catch {
      Issue.record("unexpected error type: \(error)")
      return nil
    }
  }

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
        - {name: a, label: Label, width: 375, helper-text: "One\\nTwo", layout: wrapped, selection: single, variation: single-selection, chips: [A]}
      """)
    #expect(!result.isEmpty)
    let separator = error(
      """
      system: fiori
      component: chip-form-cell
      variants:
        - {name: a, label: Label, width: 375, helper-text: "One\\u2028Two", layout: wrapped, selection: single, variation: single-selection, chips: [A]}
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

  @Test func unknownKeyNamesFileLineAndKey() {
    let e = error(
      """
      system: fiori
      component: chip
      variants:
        - name: a
          variation: single-selection
          label: Received
          colour: red
      """)
    #expect(e?.description.hasPrefix("test.yaml:7:5: variants[0].colour: unknown key \"colour\"") == true)
  }

  @Test func missingFieldNamesTheKey() {
    let e = error(
      """
      system: fiori
      component: chip
      variants:
        - name: a
          variation: single-selection
      """)
    #expect(e?.line == 4)
    #expect(e?.message == "missing required key \"label\"")
  }

  @Test func badColourNamesTheToken() {
    let e = error(
      """
      system: fiori
      component: chip
      theme:
        colors:
          chip.selected.label: "#12345"
      variants:
        - {name: a, variation: single-selection, label: A}
      """)
    #expect(e?.line == 5)
    #expect(e?.keyPath == "theme.colors.chip.selected.label")
    #expect(e?.message.contains("not a colour") == true)
  }

  @Test func unquotedHashColourGetsAHint() {
    let e = error(
      """
      system: fiori
      component: chip
      theme:
        colors:
          chip.selected.label: #FFFFFF
      variants:
        - {name: a, variation: single-selection, label: A}
      """)
    #expect(e?.message.contains("unquoted #") == true)
  }

  @Test func unknownTokenIsAnError() {
    let e = error(
      """
      system: fiori
      component: chip
      theme:
        colors:
          chip.hover.background: "#FFFFFF"
      variants:
        - {name: a, variation: single-selection, label: A}
      """)
    #expect(e?.message.hasPrefix("unknown colour token \"chip.hover.background\"") == true)
  }

  @Test func stateTheColourTableDoesNotGiveIsAnError() {
    let e = error(
      """
      system: fiori
      component: chip
      variants:
        - name: a
          variation: status
          status: positive
          label: Full
          states: [unselected, disabled]
      """)
    #expect(e?.line == 8)
    #expect(e?.keyPath == "variants[0].states[1]")
  }

  @Test func absurdWidthIsRejected() {
    let e = error(
      """
      system: fiori
      component: chip-group
      variants:
        - name: a
          layout: wrapped
          width: 1e9
          selection: single
          variation: single-selection
          chips: [A, B]
      """)
    #expect(e?.message.contains("outside the supported range") == true)
  }

  @Test func twoSelectedChipsInASingleSelectionGroupIsAnError() {
    let e = error(
      """
      system: fiori
      component: chip-group
      variants:
        - name: a
          layout: wrapped
          width: 300
          selection: single
          variation: single-selection
          chips:
            - {label: A, state: selected}
            - {label: B, state: selected}
      """)
    #expect(e?.message == "single selection allows at most one selected chip")
  }

  @Test func yamlSyntaxErrorHasALine() {
    let e = error("system: fiori\ncomponent: [chip\nvariants: []\n")
    #expect(e?.line != nil)
    #expect(e?.message.hasPrefix("YAML:") == true)
  }

  @Test func duplicateKeysAreRejected() {
    let e = error("system: fiori\nsystem: fiori\ncomponent: chip\nvariants: []\n")
    #expect(e?.message.contains("duplicate key") == true)
  }

  @Test func emptyFileIsAnError() {
    #expect(error("")?.message == "the file is empty")
  }

  @Test func unknownIconListsTheKnownOnes() {
    let e = error(
      """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: leading-icon, icon: no_such_icon, label: A}
      """)
    #expect(e?.message.hasPrefix("unknown Material icon \"no_such_icon\"") == true)
  }
}
