import Catalog
import ComponentKit
import Fiori
import Graphics
import Material
import TestSupport
import Testing

@testable import Golden
@testable import Pipeline

/// The sample tokens file (Fixtures/tokens/acme.tokens.json) through the branded fixtures:
/// the colours drawn and the fonts asked for are the tokens', not the defaults'.
@Suite struct TokensRenderTests: RenderSampling {
  let pipeline: RenderPipeline
  init() throws { pipeline = try RenderPipeline() }

  func branded(_ id: String) throws -> CatalogEntry {
    let catalog = try Catalog.load(paths: [packageRoot + "/Fixtures/branded"])
    return try #require(catalog.entries.first { $0.id == id })
  }

  /// The container's colour in the trailing padding at mid-height (no text, border or corner).
  func fill(_ image: RenderedImage, after part: String) throws -> Color {
    let container = try frame(image, "container")
    let label = try frame(image, part)
    return pixel(image, (label.maxX + container.maxX) / 2, container.midY)
  }

  @Test func aBrandedFioriChipDrawsTheTokensColours() throws {
    let stock = try image("fiori/chip/single-selection/selected", scale: 2)
    let acme = try #require(
      try pipeline.render(try branded("fiori/chip/acme-single-selection/selected"), scales: [2]).first)
    #expect(try fill(stock, after: "label") == Color("#F69000"))
    // fiori.color.chip.selected.background -> color.action.primary -> color.brand.700.
    #expect(try fill(acme, after: "label") == Color("#005F73"))
    let pressed = try #require(
      try pipeline.render(try branded("fiori/chip/acme-single-selection/pressed-selected"), scales: [2]).first)
    #expect(try fill(pressed, after: "label") == Color("#0A4D5C"))
  }

  @Test func aBrandedMaterialButtonDrawsTheTokensColourAndAsksForTheTokensFont() throws {
    let entry = try branded("material/button/acme-contained/normal")
    let image = try #require(try pipeline.render(entry, scales: [2]).first)
    #expect(try fill(image, after: "text-label") == Color("#005F73"))
    let fonts = try pipeline.resolve(entry).fonts
    #expect(fonts.contains(Font(family: "Inter", weight: 600, size: 14)), "\(fonts)")
    #expect(!fonts.contains { $0.family == "Roboto" })
  }
}
