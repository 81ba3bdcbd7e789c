import Catalog
import ComponentKit
import Graphics
import Material
import Testing

@testable import Golden
@testable import Pipeline

/// Material list cells rendered with Roboto (DejaVu Sans for Hebrew), sampled in the PNG: the
/// themed and unthemed colours (mdc-facts §8b/§8d), the ink overlay, the reference heights and
/// right-to-left text laid out from the right.
@Suite struct MaterialListRenderTests: RenderSampling {
  let pipeline: RenderPipeline
  init() throws { pipeline = try RenderPipeline() }

  /// Columns (in pixels) inside `rect` holding a pixel darker than `limit` (sum of channels).
  func inkColumns(_ image: RenderedImage, in rect: Rect, limit: Int = 450) -> [Int] {
    let s = Double(image.scale)
    return (Int(rect.minX * s)..<Int(rect.maxX * s)).filter { x in
      (Int(rect.minY * s)..<Int(rect.maxY * s)).contains { y in
        let c = image.bitmap[x, y]
        return Int(c.red) + Int(c.green) + Int(c.blue) < limit
      }
    }
  }

  @Test(arguments: [
    // facts §8d: themed title and detail onSurface 87% (black over white: #212121).
    ("material/list-item/themed-two-line-text-only/normal", "#FFFFFF", "#212121", "#212121"),
    // facts §8b: black 87% title, black 60% detail.
    ("material/list-item/unthemed-two-line-text-only/normal", "#FFFFFF", "#212121", "#666666"),
    // Highlighted: themed ink onSurface 16% (#D6D6D6 on white) over everything.
    ("material/list-item/themed-two-line-text-only/highlighted", "#D6D6D6", "#1C1C1C", "#1C1C1C"),
    // Unthemed: the seed's ripple, onSurface (black) 12% = #E0E0E0 on white.
    ("material/list-item/unthemed-two-line-text-only/highlighted", "#E0E0E0", "#1D1D1D", "#5A5A5A"),
    // MDCInkView's default black 14% (#DBDBDB on white).
    ("material/list-item/unthemed-two-line-ink-view/highlighted", "#DBDBDB", "#1C1C1C", "#585858"),
  ])
  func textAndInkAreTheReferenceColours(id: String, background: String, title: String, detail: String) throws {
    let image = try image(id, scale: 3)
    let container = try frame(image, "container")
    #expect(pixel(image, container.maxX - 4, container.minY + 4) == Color(hex: background))
    #expect(darkest(image, in: try frame(image, "title")) == Color(hex: title))
    #expect(darkest(image, in: try frame(image, "detail")) == Color(hex: detail))
  }

  func close(_ a: Color, _ b: Color) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
  }

  @Test func shrineListUsesTheShrineSurfaceAndOnSurface() throws {
    let image = try image("material/list/shrine-two-line/default", scale: 2)
    let surface = Color("#FFFBFA")
    #expect(pixel(image, 319, 1) == surface)
    // #442C2E at 87% over #FFFBFA.
    let text = Color("#442C2E").opacity(0.87).over(surface)
    // Cairo composites in premultiplied 8-bit, so a channel may differ from the exact blend by 1.
    #expect(close(darkest(image, in: try frame(image, "cell-1.title")), text))
    #expect(close(darkest(image, in: try frame(image, "cell-1.detail")), text))
    // The highlighted middle cell: onSurface 16% over the surface.
    let ink = Color("#442C2E").opacity(0.16).over(surface)
    let middle = try frame(image, "cell-2.container")
    #expect(close(pixel(image, middle.maxX - 2, middle.minY + 2), ink))
  }

  @Test(arguments: [
    ("material/list-item/themed-single-line-icon-24/normal", 56.0),
    ("material/list-item/themed-single-line-avatar-40/normal", 72.0),
    ("material/list-item/themed-single-line-image-56/normal", 72.0),
    ("material/list-item/themed-single-line-large-image/normal", 58.0),
  ])
  func cellsWithImagesHaveTheReferenceHeights(id: String, height: Double) throws {
    let image = try image(id, scale: 1)
    #expect(try frame(image, "container").height == height)
    #expect(image.bitmap.height == Int(height))
  }

  @Test func hebrewTextRunsRightToLeftFromTheLabelsTrailingEdge() throws {
    let image = try image("material/list-item/themed-three-line-rtl/normal", scale: 3)
    let detail = try frame(image, "detail")
    // The detail is "זהו טקסט משני\nשתופס שתי שורות.": two lines of equal height.
    let line = detail.height / 2
    let lines = [0.0, 1.0].map { Rect(x: detail.minX, y: detail.minY + $0 * line, width: detail.width, height: line) }
    for box in lines {
      let columns = inkColumns(image, in: box)
      let last = try #require(columns.last)
      let first = try #require(columns.first)
      // Right-aligned: each line's ink ends at the label's right edge (within a side bearing)
      // and starts well inside it.
      #expect(Double(last + 1) / 3 > detail.maxX - 2)
      #expect(Double(first) / 3 > detail.minX + 20)
    }
    // In a right-to-left paragraph the final period is drawn at the far left; its ink is a dot
    // on the baseline, so the second line's leftmost inked column has no ink in its upper half.
    let second = lines[1]
    let first = try #require(inkColumns(image, in: second).first)
    let upper = Int(second.minY * 3)..<Int(second.midY * 3)
    let leftmostHasUpperInk = upper.contains { y in
      let c = image.bitmap[first, y]
      return Int(c.red) + Int(c.green) + Int(c.blue) < 450
    }
    #expect(!leftmostHasUpperInk)
    // The leading image is on the right, the trailing one on the left.
    #expect(try frame(image, "leading-image").maxX == 320 - 16)
    #expect(try frame(image, "trailing-image").minX == 16)
  }

  @Test func rtlCellMirrorsTheSameCellLeftToRight() throws {
    let rtl = try image("material/list-item/themed-two-line-rtl/normal", scale: 1)
    let ltr = try image("material/list-item/themed-two-line-ltr-dejavu/normal", scale: 1)
    for part in ["leading-image", "trailing-image", "text-container"] {
      #expect(try frame(rtl, part) == frame(ltr, part).mirrored(inWidth: 320), "\(part)")
    }
  }

  @Test func elevation24CastsTheKeyShadowBelowTheCell() throws {
    let image = try image("material/base-cell/elevation-24/normal", scale: 1)
    let c = try frame(image, "container")
    #expect(pixel(image, c.midX, c.midY) == Color.white)
    let below = pixel(image, c.midX, c.maxY + 10)
    let above = pixel(image, c.midX, c.minY - 10)
    #expect(below.red < above.red)
    #expect(below.red < 235)
  }

  @Test func dynamicTypeCellsGrowWithTheCategory() throws {
    var heights: [Double] = []
    for size in ["xs", "xxxl", "ax-xxxl"] {
      heights.append(
        try frame(try image("material/list-item/themed-three-line-\(size)/normal", scale: 1), "container").height)
    }
    let large = try frame(try image("material/list-item/themed-three-line-avatar-40/normal", scale: 1), "container")
      .height
    #expect(heights[0] < large)
    #expect(large < heights[1])
    #expect(heights[1] < heights[2])
  }
}
