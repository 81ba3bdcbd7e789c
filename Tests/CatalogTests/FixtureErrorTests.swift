import ComponentKit
import Fiori
import Graphics
import Testing

@testable import Catalog

/// Fixture files that are wrong: each error names the file, line and key, and says what to fix.
@Suite struct FixtureErrorTests: FixtureParsing {
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
