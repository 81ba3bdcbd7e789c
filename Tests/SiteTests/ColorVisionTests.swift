import Graphics
import Site
import Testing

/// The simulation filters and the theme page's contrast matrix, as values.
@Suite struct ColorVisionTests {
  @Test func everySimulationKeepsGreysGreyAndRunsInLinearRGB() {
    // Machado's matrices (and the luminance row) map white to white: each row sums to 1, so a
    // neutral picture stays neutral and only hues move.
    for (name, matrix) in ColorVision.matrices {
      #expect(matrix.count == 3, "\(name)")
      for row in matrix { #expect(abs(row.reduce(0, +) - 1) < 0.0001, "\(name): \(row)") }
      #expect(
        ColorVision.filters.description.contains(#"<filter id="cvd-\#(name)" color-interpolation-filters="linearRGB">"#)
      )
    }
    #expect(ColorVision.matrices.map(\.name) == ["protanopia", "deuteranopia", "tritanopia", "achromatopsia"])
    #expect(
      ColorVision.values([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
        == "1.0 0.0 0.0 0 0  0.0 1.0 0.0 0 0  0.0 0.0 1.0 0 0  0 0 0 1 0")
  }

  /// Issue 40, "Truthful theme pages": the matrix holds only the pairs the components draw, each
  /// at the audit's threshold (3:1 for an icon), a pair drawn only while disabled is exempt, and
  /// each role says what set it (a token, a fixture's theme:, or the system's default).
  @Test func theContrastMatrixHoldsOnlyDrawnPairsAtTheAuditsThresholds() {
    let theme = SiteTheme(
      slug: "t", title: "T",
      colors: [
        .init(name: "on-surface", value: "#000000", color: Color("#000000"), token: "material.color.on-surface"),
        .init(name: "on-primary", value: "#777777", color: Color("#777777"), fixture: "Fixtures/x.yaml"),
        .init(name: "icon", value: "#8A8A8A", color: Color("#8A8A8A")),
        .init(name: "surface", value: "#FFFFFF", color: Color("#FFFFFF")),
        .init(name: "primary", value: "#6200EE", color: Color("#6200EE")),
      ], textRoles: ["on-surface", "on-primary", "icon"], surfaceRoles: ["surface", "primary"], typeStyles: [],
      shapes: [])
    func cell(_ state: String, _ swatches: [SiteSwatch]) -> SiteCell {
      var c = SiteCell(
        system: "s", component: "c", variant: "v", state: state, size: Size(width: 1, height: 1), scales: [1],
        swatches: swatches)
      c.themeSlug = "t"
      return c
    }
    let white = Color("#FFFFFF")
    let cells = [
      cell("normal", [SiteSwatch(text: "label", color: Color("#000000"), background: white, ratio: 21, minimum: 4.5)]),
      cell("normal", [SiteSwatch(text: "icon", color: Color("#8A8A8A"), background: white, ratio: 3.45, minimum: 3)]),
      cell(
        "disabled", [SiteSwatch(text: "label", color: Color("#777777"), background: white, ratio: 4.47, minimum: 4.5)]),
    ]
    let pairs = ThemePage.drawnPairs(theme, cells: cells)
    #expect(pairs.map { "\($0.text)/\($0.surface)" } == ["on-surface/surface", "icon/surface", "on-primary/surface"])
    #expect(pairs.filter(\.failing).isEmpty, "the icon passes at 3:1, the disabled label is exempt")
    let page = ThemePage.html(theme, cells: cells).description
    #expect(!page.contains("primary</th></tr>") && !page.contains(#"scope="col">primary"#), "primary is never drawn on")
    #expect(page.contains(#"<td class="pass">3.45:1 (≥ 3:1)</td>"#), "\(page)")
    #expect(page.contains(#"<td class="exempt">4.47:1 (≥ 4.5:1) <span class="note">exempt</span></td>"#), "\(page)")
    #expect(page.contains("token <code>material.color.on-surface</code>"))
    #expect(page.contains("<code>theme:</code> in <code>Fixtures/x.yaml</code>"))
    #expect(page.contains("the system's default"))
  }
}
