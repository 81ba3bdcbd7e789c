import Catalog
import ComponentKit
import Fiori
import Graphics
import Testing

@testable import Golden
@testable import Pipeline

/// Renders with the real fonts and samples pixels: the seed's colours and sizes, in the PNG.
@Suite struct FioriChipRenderTests: RenderSampling {
  let pipeline: RenderPipeline
  init() throws { pipeline = try RenderPipeline() }

  @Test(arguments: [
    ("fiori/chip/single-selection/unselected", "#F2F2F7"),
    ("fiori/chip/single-selection/selected", "#F69000"),
    ("fiori/chip/single-selection/pressed-unselected", "#E5E5E5"),
    ("fiori/chip/single-selection/pressed-selected", "#DD8200"),
    ("fiori/chip/single-selection/disabled", "#F2F2F7"),
    ("fiori/chip/leading-icon/selected", "#EBF8FF"),
    ("fiori/chip/leading-icon/pressed-selected", "#D6EFFF"),
    ("fiori/chip/status-positive/selected", "#F5FAE5"),
    ("fiori/chip/status-negative/selected", "#FFF4F2"),
  ])
  func containerIsTheTablesBackground(id: String, hex: String) throws {
    let image = try image(id, scale: 2)
    let container = try frame(image, "container")
    // In the trailing padding at mid-height: background only (no text, no border, no corner).
    let label = try frame(image, "label")
    #expect(pixel(image, (label.maxX + container.maxX) / 2, container.midY) == Color(hex: hex))
  }

  @Test(arguments: [
    ("fiori/chip/leading-icon/unselected", "#E5E5E5"),
    ("fiori/chip/leading-icon/selected", "#0057D2"),
    ("fiori/chip/leading-icon/pressed-unselected", "#C6C6C8"),
    ("fiori/chip/leading-icon/pressed-selected", "#0040B0"),
    ("fiori/chip/status-critical/selected", "#F58B1F"),
    ("fiori/chip/status-neutral/selected", "#1B90FF"),
  ])
  func borderIsOnePointInsideTheContainer(id: String, hex: String) throws {
    let image = try image(id, scale: 2)
    let c = try frame(image, "container")
    let x = Int(c.midX * 2)
    let top = Int(c.minY * 2)
    // 1pt at @2x: rows top and top+1 are the border, top+2 is the fill, top-1 is outside.
    #expect(image.bitmap[x, top] == Color(hex: hex))
    #expect(image.bitmap[x, top + 1] == Color(hex: hex))
    #expect(image.bitmap[x, top + 2] != Color(hex: hex))
    #expect(image.bitmap[x, top - 1].alpha == 0)
  }

  @Test func chipIs32PointsTallWithPillCornersAtEveryScale() throws {
    for scale in [1, 2, 3] {
      let image = try image("fiori/chip/single-selection/selected", scale: scale)
      let c = try frame(image, "container")
      #expect(c.height == 32)
      let s = Double(scale)
      let x = Int(c.midX * s)
      // Opaque from the top edge to the bottom edge of the container, transparent outside.
      #expect(image.bitmap[x, Int(c.minY * s)].alpha == 255)
      #expect(image.bitmap[x, Int(c.maxY * s) - 1].alpha == 255)
      #expect(image.bitmap[x, Int(c.minY * s) - 1].alpha == 0)
      #expect(image.bitmap[x, Int(c.maxY * s)].alpha == 0)
      // Radius 16: the container's corner pixel is outside the pill, the centre of its end is inside.
      #expect(image.bitmap[Int(c.minX * s), Int(c.minY * s)].alpha == 0)
      #expect(image.bitmap[Int(c.minX * s) + 1, Int(c.midY * s)].alpha > 0)
    }
  }

  @Test func framesAndPixelsScaleExactly() throws {
    let one = try image("fiori/chip-form-cell/required/error", scale: 1)
    let three = try image("fiori/chip-form-cell/required/error", scale: 3)
    #expect(three.bitmap.width == one.bitmap.width * 3)
    #expect(three.bitmap.height == one.bitmap.height * 3)
    #expect(one.parts.map(\.path) == three.parts.map(\.path))
    #expect(one.parts.map(\.frame) == three.parts.map(\.frame))  // points, scale-independent
  }

  @Test func checkMarkAndLabelAreWhiteOnSelectedChips() throws {
    let image = try image("fiori/chip/multiple-selection/selected", scale: 3)
    let check = try frame(image, "check-mark")
    #expect(check.size == Size(width: 16, height: 16))
    let label = try frame(image, "label")
    #expect(label.minX == check.maxX + 4)
    // Some pixel of the check mark's box is the table's white.
    let s = 3.0
    var whites = 0
    for y in Int(check.minY * s)..<Int(check.maxY * s) {
      for x in Int(check.minX * s)..<Int(check.maxX * s) where image.bitmap[x, y] == .white { whites += 1 }
    }
    #expect(whites > 20)
  }

  @Test func disabledLabelIsHalfTransparentGreyOverTheBackground() throws {
    let image = try image("fiori/chip/single-selection/disabled", scale: 3)
    let label = try frame(image, "label")
    // The darkest label pixel is #7E8E9D at 50% over #F2F2F7 (= #B8C0CA), never darker.
    let expected = Color("#7E8E9D").opacity(0.5).over(Color("#F2F2F7"))
    var darkest = Color.white
    for y in Int(label.minY * 3)..<Int(label.maxY * 3) {
      for x in Int(label.minX * 3)..<Int(label.maxX * 3) {
        let c = image.bitmap[x, y]
        if Int(c.red) + Int(c.green) + Int(c.blue) < Int(darkest.red) + Int(darkest.green) + Int(darkest.blue) {
          darkest = c
        }
      }
    }
    #expect(abs(Int(darkest.red) - Int(expected.red)) <= 1)
    #expect(abs(Int(darkest.blue) - Int(expected.blue)) <= 1)
  }

  @Test func realTextFitsTheChipsContentBox() throws {
    let image = try image("fiori/chip/single-selection/unselected", scale: 1)
    let c = try frame(image, "container")
    let label = try frame(image, "label")
    #expect(label.minX == c.minX + 12)
    #expect(abs((c.maxX - label.maxX) - 12) < 1e-9)
    #expect(label.minY >= c.minY + 6 && label.maxY <= c.maxY - 6)  // inside the 6pt padding
  }

  @Test func horizontalScrollClipsAtTheViewportEdge() throws {
    let image = try image("fiori/chip-group/horizontal-scroll/default", scale: 1)
    let viewport = try frame(image, "viewport")
    #expect(Double(image.bitmap.width) == viewport.width)
    let lastVisible = image.parts.filter { $0.path.hasSuffix(".container") }
      .first { $0.frame.minX < viewport.maxX && $0.frame.maxX > viewport.maxX }
    #expect(lastVisible != nil, "some chip should be cut by the viewport edge")
    #expect(try frame(image, "chip-1.container").minX == 16)
  }
}
