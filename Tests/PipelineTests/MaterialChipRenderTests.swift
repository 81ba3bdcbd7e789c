import Catalog
import ComponentKit
import Graphics
import Material
import Testing

@testable import Golden
@testable import Pipeline

/// Material chips rendered with Roboto, sampled in the PNG: the reference's hex values, the
/// 32pt height, the pill and the padding arithmetic (mdc-facts §5a/§5b).
@Suite struct MaterialChipRenderTests: RenderSampling {
  let pipeline: RenderPipeline
  init() throws { pipeline = try RenderPipeline() }

  @Test(arguments: [
    ("material/chip/choice-unthemed/normal", "#EBEBEB", "#212121"),
    ("material/chip/choice-unthemed/selected", "#C2C2C2", "#212121"),
    ("material/chip/choice-unthemed/disabled", "#FFFFFF", "#828282"),
    ("material/chip/choice-themed/normal", "#E0E0E0", "#1D1D1D"),
    ("material/chip/choice-themed/selected", "#C5C5C5", "#1A1A1A"),
    ("material/chip/choice-outlined/normal", "#FFFFFF", "#212121"),
    ("material/chip/choice-outlined/selected", "#E0E0E0", "#1D1D1D"),
  ])
  func containerAndTitleAreTheReferenceColours(id: String, background: String, title: String) throws {
    let image = try image(id, scale: 3)
    let container = try frame(image, "container")
    let text = try frame(image, "text")
    // Trailing padding at mid-height: the fill only.
    #expect(pixel(image, container.maxX - 4, container.midY) == Color(hex: background))
    #expect(darkest(image, in: text, opaqueOnly: true) == Color(hex: title))
  }

  @Test func outlinedBorderIsOnePointOfE0E0E0() throws {
    let image = try image("material/chip/choice-outlined/normal", scale: 2)
    let c = try frame(image, "container")
    let x = Int(c.midX * 2)
    let top = Int(c.minY * 2)
    #expect(image.bitmap[x, top] == Color("#E0E0E0"))
    #expect(image.bitmap[x, top + 1] == Color("#E0E0E0"))
    #expect(image.bitmap[x, top + 2] == Color("#FFFFFF"))
    #expect(image.bitmap[x, top - 1].alpha == 0)
  }

  @Test func everyMaterialChipIsAtLeast32PointsTallWithPillCorners() throws {
    let chips = try defaultCatalog().entries.filter {
      // The touch-target overlay paints over the corners on purpose; it is not a chip's look.
      $0.content.as(MaterialChipModel.self)?.touchTargetOverlay == false
    }
    #expect(chips.count > 50)
    for image in try pipeline.render(chips, scales: [1]) {
      let c = try frame(image, "container")
      #expect(c.height >= 32, "\(image.path)")
      // Corner pixel outside the pill, the middle of the leading end inside it.
      #expect(image.bitmap[Int(c.minX), Int(c.minY)].alpha < 128, "\(image.path)")
      #expect(image.bitmap[Int(c.minX) + 1, Int(c.midY)].alpha > 0, "\(image.path)")
    }
  }

  @Test func themedChipWidthIsTitlePlusItsPaddings() throws {
    let image = try image("material/chip/choice-themed/normal", scale: 1)
    let c = try frame(image, "container")
    let t = try frame(image, "text")
    // contentPadding {0,4,0,8} + titlePadding {0,8,0,4}.
    #expect(abs(c.width - (t.width + 24)) < 1e-9)
    #expect(abs(t.minX - (c.minX + 12)) < 1e-9)
  }

  @Test func pressedChipIsDarkenedByItsInkAndCastsAShadow() throws {
    let image = try image("material/chip/choice-themed/highlighted", scale: 2)
    let c = try frame(image, "container")
    // onSurface 16% ink over #E0E0E0.
    let expected = Color("#E0E0E0").blending(.black, alpha: 0.16)
    let sample = pixel(image, c.maxX - 4, c.midY)
    #expect(abs(Int(sample.red) - Int(expected.red)) <= 1)
    // Below the chip, where the key shadow falls, the canvas is no longer transparent.
    #expect(pixel(image, c.midX, c.maxY + 4).alpha > 0)
    let normal = try self.image("material/chip/choice-themed/normal", scale: 2)
    #expect(pixel(normal, c.midX, c.maxY + 4).alpha == 0)
  }
}
