import Audit
import Catalog
import ComponentKit
import Fiori
import Pipeline
import SpecSheets
import Testing

/// Text and icon swatches carry the contrast the audit judges: `label #FFFFFF on #F69000 · 2.35:1`.
@Suite struct SwatchContrastTests {
  @Test func aSelectedFioriChipsLabelSwatchSaysItsBackgroundAndRatio() throws {
    let pipeline = try RenderPipeline()
    let entry = try #require(try defaultCatalog().entries.first { $0.id == "fiori/chip/single-selection/selected" })
    let rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let texts = SwatchReader.swatches(for: rendering).map(\.text)
    #expect(texts.contains { $0.hasPrefix("label #FFFFFF on #F69000 · 2.35:1 · ") }, "\(texts)")
    #expect(texts.contains { $0.hasPrefix("check-mark #FFFFFF on #F69000 · 2.35:1 · ") }, "\(texts)")
  }

  /// Every contrast the audit finds below its threshold in the catalog reads the same on the
  /// cell's swatches: background and ratio. The audit reads the pixels, the swatch the display
  /// list, so they may differ by a rounding step where a translucent (disabled) layer is blended:
  /// within the baseline's tolerances (2/255 per channel, 0.05 in the ratio).
  @Test func everyContrastFindingOfTheCatalogMatchesASwatch() throws {
    let pipeline = try RenderPipeline()
    let entries = try defaultCatalog().entries
    let run = try pipeline.audit(entries, scales: [1])
    let contrasts = run.findings.filter { $0.unit == ":1" }
    #expect(contrasts.count > 50)
    let byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for finding in contrasts {
      let entry = try #require(byID[finding.state])
      let rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
      let canvas = SpecSheet.themeHeading(of: entry).canvas
      let swatches = SwatchReader.swatches(for: rendering, canvas: canvas)
      let background = try #require(finding.facts.colors.last)
      let ratio = try #require(Double(finding.measured))
      let matching = swatches.contains { swatch in
        guard let b = swatch.contrastBackground, let r = swatch.contrastRatio else { return false }
        return close(b, background, tolerance: 2) && abs(r - ratio) <= 0.05
      }
      #expect(
        matching,
        "\(finding.image) \(finding.part): on \(background) · \(finding.measured):1 not in \(swatches.map(\.text))")
    }
  }
}
