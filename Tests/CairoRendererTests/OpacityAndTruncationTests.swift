import CairoRenderer
import Graphics
import Testing

@Suite struct OpacityLayerTests {
  let renderer: BitmapRenderer
  init() throws { renderer = try BitmapRenderer() }

  @Test func layerOpacityAppliesToTheCompositeNotToEachCommand() throws {
    var list = DisplayList(size: Size(width: 4, height: 4))
    list.append(.pushOpacity(0.5))
    list.append(.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), Color("#FF0000")))
    list.append(.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), Color("#0000FF")))
    list.append(.popOpacity)
    let pixel = try renderer.render(list, scale: 1)[1, 1]
    // Group: opaque blue, then the whole layer at 50%. Per command it would be purple.
    #expect(pixel.red == 0)
    #expect(pixel.blue == 255)
    #expect(abs(Int(pixel.alpha) - 128) <= 1)
  }

  @Test func unbalancedOrCrossedLayersAreRejected() throws {
    var open = DisplayList(size: Size(width: 4, height: 4))
    open.append(.pushOpacity(0.5))
    #expect(throws: RenderError.self) { try renderer.render(open, scale: 1) }
    var crossed = DisplayList(size: Size(width: 4, height: 4))
    crossed.append(.pushOpacity(0.5))
    crossed.append(.pushClip(.rect(Rect(x: 0, y: 0, width: 2, height: 2))))
    crossed.append(.popOpacity)
    crossed.append(.popClip)
    #expect(throws: RenderError.self) { try renderer.render(crossed, scale: 1) }
    var bad = DisplayList(size: Size(width: 4, height: 4))
    bad.append(.pushOpacity(1.5))
    bad.append(.popOpacity)
    #expect(throws: RenderError.self) { try renderer.render(bad, scale: 1) }
  }
}

@Suite struct TruncationTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }
  let font = Font(family: "Roboto", weight: 500, size: 14)

  @Test func aLineThatFitsIsNotCut() throws {
    let full = try measurer.measure("SHARE", font: font)
    let cut = try measurer.measure("SHARE", font: font, maxWidth: 200, truncation: .middle)
    #expect(cut == full)
  }

  @Test func aLongLineIsCutToTheWidthWithAnEllipsis() throws {
    let text = "ADD TO SHOPPING CART AND CHECK OUT"
    let full = try measurer.measure(text, font: font)
    let cut = try measurer.measure(text, font: font, maxWidth: 120, truncation: .middle)
    #expect(full.width > 120)
    #expect(cut.width <= 120)
    #expect(cut.width > 90)  // most of the width is still used
    #expect(cut.lineCount == 1)
    #expect(cut.height == full.height)
  }

  @Test func truncatedTextDrawsInsideItsFrame() throws {
    let text = "ADD TO SHOPPING CART AND CHECK OUT"
    let cut = try measurer.measure(text, font: font, maxWidth: 120, truncation: .middle)
    var list = DisplayList(size: Size(width: 140, height: 20))
    list.append(
      .text(
        TextRun(
          text: text, font: font, color: .black, frame: Rect(x: 10, y: 2, width: 120, height: cut.height),
          truncation: .middle)))
    let image = try BitmapRenderer().render(list, scale: 1)
    var inkRight = 0
    for y in 0..<image.height { for x in 0..<image.width where image[x, y].alpha > 0 { inkRight = max(inkRight, x) } }
    #expect(inkRight < 130)
    #expect(inkRight > 100)
  }
}
