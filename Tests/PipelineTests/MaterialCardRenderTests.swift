import Catalog
import ComponentKit
import Graphics
import Material
import Testing

@testable import Golden
@testable import Pipeline

/// Cards rendered and sampled: the outlined stroke, the check icon's frame and the elevation
/// change measured as shadow extent in pixels (mdc-facts §7).
@Suite struct MaterialCardRenderTests: RenderSampling {
  let pipeline: RenderPipeline
  init() throws { pipeline = try RenderPipeline() }

  @Test func outlinedStrokeIsOnePointOfOnSurface37Percent() throws {
    let image = try image("material/card/basic-outlined/normal", scale: 2)
    let c = try frame(image, "container")
    let x = Int(c.midX * 2)
    let top = Int(c.minY * 2)
    // Row 0 of the 1pt stroke lies outside the fill (inset by half the width), row 1 over it.
    #expect(image.bitmap[x, top] == Color.black.opacity(0.37))
    #expect(image.bitmap[x, top + 1] == Color.black.opacity(0.37).over(.white))
    #expect(image.bitmap[x, top + 2] == Color.white)
  }

  @Test func checkIconIsTopRightWithEightPointInsets() throws {
    let image = try image("material/card-cell/selectable-themed/selected", scale: 3)
    let c = try frame(image, "container")
    let check = try frame(image, "checked-icon")
    #expect(check == Rect(x: c.maxX - 8 - 24, y: c.minY + 8, width: 24, height: 24))
    // Tinted primary (facts §7c), under the 14% selected overlay.
    let expected = Color("#6200EE").over(.white)
    var found = false
    let s = 3.0
    for y in Int(check.minY * s)..<Int(check.maxY * s) {
      for x in Int(check.minX * s)..<Int(check.maxX * s) {
        let p = image.bitmap[x, y]
        let under = Color(red: expected.red, green: expected.green, blue: expected.blue).blending(.black, alpha: 0.14)
        if abs(Int(p.red) - Int(under.red)) <= 1 && abs(Int(p.blue) - Int(under.blue)) <= 1 { found = true }
      }
    }
    #expect(found)
  }

  /// Rows below the container whose pixels are not transparent: how far the shadow reaches.
  func shadowReach(_ image: RenderedImage) throws -> Int {
    let c = try frame(image, "container")
    let x = Int(c.midX * Double(image.scale))
    var reach = 0
    for y in Int(c.maxY * Double(image.scale))..<image.bitmap.height where image.bitmap[x, y].alpha > 0 {
      reach = y - Int(c.maxY * Double(image.scale)) + 1
    }
    return reach
  }

  @Test func highlightedCardCastsALongerShadowThanResting() throws {
    let resting = try shadowReach(try image("material/card/basic-unthemed/normal", scale: 1))
    let pressed = try shadowReach(try image("material/card/basic-unthemed/highlighted", scale: 1))
    // Elevation 1: key offset 1.19 + 3 sigma (2.0) ~ 3pt; elevation 8: 9.81 + 16.0 ~ 26pt.
    #expect((2...5).contains(resting))
    #expect((16...27).contains(pressed))
  }

  @Test func outlinedCardCastsTheSeedsRestingShadow() throws {
    #expect(try shadowReach(try image("material/card/basic-outlined/normal", scale: 1)) > 0)
  }
}
