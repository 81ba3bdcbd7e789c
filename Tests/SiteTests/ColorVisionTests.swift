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

  @Test func theContrastMatrixMarksTextRolesBelowAAOnASurface() {
    let theme = SiteTheme(
      slug: "t", title: "T",
      colors: [
        .init(name: "on-surface", value: "#000000", color: Color("#000000"), token: "material.color.on-surface"),
        .init(name: "on-primary", value: "#777777", color: Color("#777777")),
        .init(name: "surface", value: "#FFFFFF", color: Color("#FFFFFF")),
      ], textRoles: ["on-surface", "on-primary"], surfaceRoles: ["surface"], typeStyles: [], shapes: [])
    let ratios = ThemePage.ratios(theme)
    #expect(ratios.map(\.text) == ["on-surface", "on-primary"])
    #expect(abs(ratios[0].ratio - 21) < 0.001)
    #expect(ratios[1].ratio < 4.5)
    let page = ThemePage.html(theme).description
    #expect(
      page.contains(#"<td class="pass">21:1</td>"#) || page.contains(#"<td class="pass">21.00:1</td>"#), "\(page)")
    #expect(page.contains(#"<td class="fail">4.47:1 <span class="bad">fails</span></td>"#), "\(page)")
    #expect(page.contains("<code>material.color.on-surface</code>"))
  }
}
