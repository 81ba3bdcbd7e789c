import Graphics
import Site
import Testing

/// A component's card on the index shows its most telling cell, not whichever state comes first:
/// an empty card (no content, one fill) must not stand for the card with title, media and buttons.
@Suite struct IndexThumbnailTests {
  static func cell(_ variant: String, swatches: Int) -> SiteCell {
    SiteCell(
      system: "acme", component: "card", variant: variant, state: "normal", size: Size(width: 40, height: 20),
      scales: [1],
      swatches: (0..<swatches).map { SiteSwatch(text: "part-\($0) #000000", color: .black) })
  }

  @Test func theCellWithTheMostColouredPartsIsTheThumbnail() {
    let cells = [Self.cell("empty", swatches: 1), Self.cell("full", swatches: 4), Self.cell("also-full", swatches: 4)]
    #expect(IndexPage.thumbnail(cells)?.variant == "full")
    #expect(IndexPage.thumbnail([Self.cell("bare", swatches: 0)])?.variant == "bare")
    #expect(IndexPage.thumbnail([]) == nil)
  }

  /// Issue 40: a debug variant (the touch-target overlay drawn over it) is never the thumbnail,
  /// however many colours its overlay adds.
  @Test func aDebugVariantIsNeverTheThumbnail() {
    var debug = Self.cell("touch-target", swatches: 8)
    debug.debugOverlay = true
    #expect(IndexPage.thumbnail([Self.cell("plain", swatches: 3), debug])?.variant == "plain")
    #expect(IndexPage.thumbnail([debug]) == nil)
  }
}
