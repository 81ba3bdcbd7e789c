import Catalog
import ComponentKit
import Graphics
import Material
import Testing

@testable import Golden
@testable import Pipeline

/// Buttons rendered with Roboto and sampled in the PNG (mdc-facts §6b; seed minimum size).
@Suite struct MaterialButtonRenderTests: RenderSampling {
  let pipeline: RenderPipeline
  init() throws { pipeline = try RenderPipeline() }

  /// The most opaque, then darkest, pixel in `rect`: fully covered text shows its exact colour.
  func strongest(_ image: RenderedImage, in rect: Rect, darkest: Bool = true) -> Color {
    let s = Double(image.scale)
    var best = Color.clear
    for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
      for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
        let c = image.bitmap[x, y]
        let sum = Int(c.red) + Int(c.green) + Int(c.blue)
        let bestSum = Int(best.red) + Int(best.green) + Int(best.blue)
        if c.alpha > best.alpha || (c.alpha == best.alpha && (darkest ? sum < bestSum : sum > bestSum)) { best = c }
      }
    }
    return best
  }

  @Test func containedButtonIsPrimaryWithWhiteTitleAndTheMinimumSize() throws {
    let image = try image("material/button/minimum-width/normal", scale: 3)
    let c = try frame(image, "container")
    #expect(c.width == 64)
    #expect(c.height == 36)
    #expect(pixel(image, c.minX + 6, c.midY) == Color("#6200EE"))
    #expect(strongest(image, in: try frame(image, "text-label"), darkest: false) == Color("#FFFFFF"))
  }

  @Test func everyThemedButtonIsAtLeast36By64() throws {
    let buttons = try defaultCatalog().entries.filter {
      ($0.content.as(MaterialButtonModel.self)?.button.appearance.minimumSize.height ?? 0) > 0
    }
    #expect(!buttons.isEmpty)
    for image in try pipeline.render(buttons, scales: [1]) {
      let c = try frame(image, "container")
      #expect(c.height >= 36 && c.width >= 64, "\(image.path)")
    }
  }

  @Test func outlinedStrokeIsOnePointOfOnSurfaceTwelvePercent() throws {
    let image = try image("material/button/outlined/normal", scale: 2)
    let c = try frame(image, "container")
    let x = Int(c.midX * 2)
    let top = Int(c.minY * 2)
    let stroke = Color.black.opacity(0.12)
    #expect(image.bitmap[x, top] == stroke)
    #expect(image.bitmap[x, top + 1] == stroke)
    #expect(image.bitmap[x, top + 2].alpha == 0)  // clear container
    #expect(image.bitmap[x, top - 1].alpha == 0)
    #expect(strongest(image, in: try frame(image, "text-label")) == Color("#6200EE"))
  }

  @Test func disabledContainedButtonIsOnSurfaceTwelvePercentAndCastsNoShadow() throws {
    let image = try image("material/button/contained/disabled", scale: 2)
    let c = try frame(image, "container")
    #expect(pixel(image, c.minX + 4, c.midY) == Color.black.opacity(0.12))
    // The title (onSurface 38%) over the container (onSurface 12%): black at 0.38 + 0.12 * 0.62.
    let title = strongest(image, in: try frame(image, "text-label"))
    #expect(title.red == 0 && title.green == 0 && title.blue == 0)
    #expect(abs(Int(title.alpha) - Int(Color.black.opacity(0.12).blending(.black, alpha: 0.38).alpha)) <= 1)
    // Around the container the canvas stays transparent: no shadow.
    for (x, y) in [(c.midX, c.maxY + 3), (c.midX, c.minY - 3), (c.minX - 3, c.midY), (c.maxX + 3, c.midY)] {
      #expect(pixel(image, x, y).alpha == 0)
    }
    let raised = try self.image("material/button/contained/normal", scale: 2)
    #expect(pixel(raised, c.midX, c.maxY + 3).alpha > 0)
  }

  @Test func textButtonTitleIsPrimaryAndDisabledIsOnSurface38() throws {
    let normal = try image("material/button/text/normal", scale: 3)
    #expect(strongest(normal, in: try frame(normal, "text-label")) == Color("#6200EE"))
    let disabled = try image("material/button/text/disabled", scale: 3)
    #expect(strongest(disabled, in: try frame(disabled, "text-label")) == Color.black.opacity(0.38))
  }
}
