import Graphics
import Testing

@testable import CairoRenderer

@Suite struct RenderingTests {
  let renderer: BitmapRenderer

  init() throws { renderer = try BitmapRenderer() }

  @Test func filledRectSamplesExactColour() throws {
    let color = Color("#0A6ED1")
    var list = DisplayList(size: Size(width: 20, height: 10))
    list.append(.fill(.rect(Rect(x: 2, y: 2, width: 10, height: 5)), color))
    let image = try renderer.render(list, scale: 1)
    #expect(image.width == 20 && image.height == 10)
    #expect(image[5, 4] == color)
    #expect(image[2, 2] == color && image[11, 6] == color)
    #expect(image[1, 4] == .clear && image[12, 4] == .clear && image[5, 1] == .clear)
    #expect(image[5, 7] == .clear)
  }

  @Test func translucentFillComesBackStraight() throws {
    let color = Color("#7E8E9D80")
    var list = DisplayList(size: Size(width: 4, height: 4))
    list.append(.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), color))
    let pixel = try renderer.render(list, scale: 1)[1, 1]
    #expect(pixel.alpha == 128)
    #expect(abs(Int(pixel.red) - 0x7E) <= 1)
    #expect(abs(Int(pixel.green) - 0x8E) <= 1)
    #expect(abs(Int(pixel.blue) - 0x9D) <= 1)
  }

  @Test func capsuleCornerIsTransparentAndCentreOpaque() throws {
    var list = DisplayList(size: Size(width: 40, height: 20))
    list.append(.fill(.capsule(Rect(x: 0, y: 0, width: 40, height: 20)), .black))
    let image = try renderer.render(list, scale: 2)
    #expect(image[0, 0].alpha == 0)
    #expect(image[79, 39].alpha == 0)
    #expect(image[40, 20] == .black)
    #expect(image[20, 20] == .black)  // inside the left semicircle
  }

  @Test func perCornerRadiiAreClampedAndCircular() throws {
    // Radii larger than half the shorter side are clamped: 100 -> 10 on a 40x20 rect.
    var list = DisplayList(size: Size(width: 40, height: 20))
    list.append(
      .fill(
        .roundedRect(
          Rect(x: 0, y: 0, width: 40, height: 20),
          CornerRadii(topLeft: 100, topRight: 0, bottomRight: 4, bottomLeft: 0)), .black))
    let image = try renderer.render(list, scale: 1)
    #expect(image[0, 0].alpha == 0)  // rounded top-left (r = 10)
    #expect(image[1, 1].alpha == 0)  // still outside a 10pt arc
    #expect(image[39, 0] == .black)  // square top-right
    #expect(image[0, 19] == .black)  // square bottom-left
    #expect(image[39, 19].alpha < 255)  // small bottom-right radius
    #expect(image[10, 10] == .black)
  }

  @Test func onePointStrokeAtScaleTwoIsTwoPixelsWide() throws {
    var list = DisplayList(size: Size(width: 30, height: 20))
    list.append(.stroke(.rect(Rect(x: 5, y: 5, width: 20, height: 10)), .black, width: 1))
    let image = try renderer.render(list, scale: 2)
    // The left edge x = 5pt is centred in the stroke: pixels 9 and 10 at scale 2.
    let row = 20
    let covered = (0..<30).filter { image[$0, row].alpha > 0 }
    #expect(covered == [9, 10])
    #expect(image[9, row] == .black && image[10, row] == .black)
  }

  @Test func pathFillAndClip() throws {
    var triangle = Path()
    triangle.move(to: Point(x: 0, y: 0))
    triangle.line(to: Point(x: 20, y: 0))
    triangle.line(to: Point(x: 0, y: 20))
    triangle.close()
    var list = DisplayList(size: Size(width: 20, height: 20))
    list.append(.pushClip(.rect(Rect(x: 0, y: 0, width: 10, height: 20))))
    list.append(.fill(.path(triangle), .black))
    list.append(.popClip)
    list.append(.fill(.rect(Rect(x: 15, y: 15, width: 5, height: 5)), .white))
    let image = try renderer.render(list, scale: 1)
    #expect(image[2, 2] == .black)
    #expect(image[12, 2] == .clear)  // inside the triangle but clipped
    #expect(image[8, 15] == .clear)  // outside the triangle
    #expect(image[17, 17] == .white)  // after the clip ended
  }

  @Test func unbalancedClipsAreErrors() throws {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.append(.popClip)
    #expect(throws: RenderError.self) { try renderer.render(list, scale: 1) }
    list.commands = [.pushClip(.rect(Rect(x: 0, y: 0, width: 5, height: 5)))]
    #expect(throws: RenderError.unbalancedClip(index: 1, reason: "1 clip(s) or opacity layer(s) never ended")) {
      try renderer.render(list, scale: 1)
    }
  }

  @Test func nonFiniteGeometryIsAnError() throws {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.append(.fill(.rect(Rect(x: .nan, y: 0, width: 5, height: 5)), .black))
    let error = #expect(throws: RenderError.self) { try renderer.render(list, scale: 1) }
    #expect(error?.description == "command #0 (fill): rectangle has non-finite coordinates")
    list.commands = [.stroke(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .black, width: -1)]
    #expect(throws: RenderError.self) { try renderer.render(list, scale: 1) }
  }

  @Test(arguments: [
    (Size(width: .nan, height: 10), 1),
    (Size(width: .infinity, height: 10), 1),
    (Size(width: 0, height: 10), 1),
    (Size(width: 10, height: -1), 1),
    (Size(width: 16_385, height: 1), 1),
    (Size(width: 8_193, height: 8), 2),
    (Size(width: 10_000, height: 10_000), 1),  // 100 Mpx
    (Size(width: 10, height: 10), 0),
    (Size(width: 10, height: 10), 100),
  ])
  func absurdSizesAreRefused(size: Size, scale: Int) throws {
    let list = DisplayList(size: size, commands: [.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .black)])
    let error = #expect(throws: RenderError.self) { try renderer.render(list, scale: scale) }
    #expect(error.map { !$0.description.isEmpty && !$0.description.contains("\n") } == true)
  }

  @Test func zeroAreaListIsAnError() throws {
    #expect(throws: RenderError.invalidCanvas(.zero)) {
      try renderer.render(DisplayList(size: .zero), scale: 1)
    }
  }

  @Test func pixelSizeRoundsUp() throws {
    let size = try BitmapRenderer.pixelSize(of: Size(width: 10.2, height: 3.01), scale: 3)
    #expect(size.width == 31 && size.height == 10)
    let big = try BitmapRenderer.pixelSize(of: Size(width: 16_384, height: 4_096), scale: 1)
    #expect(big.width == 16_384)
  }

  @Test func checkGlyphSitsOnMaterialsDesignGrid() throws {
    // Material's "check" is drawn on a 24-unit grid: ink x 3.41...21, y 5.59...19 (from the SVG).
    let frame = Rect(x: 10, y: 10, width: 24, height: 24)
    var list = DisplayList(size: Size(width: 44, height: 44))
    list.append(
      .glyph(
        GlyphRun(
          name: "check", codepoint: 0xE5CA, font: Fixtures.icons, color: .black, frame: frame)))
    let scale = 4
    let image = try renderer.render(list, scale: scale)
    let box = try #require(inkBox(image, threshold: 127))
    let s = Double(scale)
    func near(_ pixel: Int, _ expected: Double, _ edge: Double) -> Bool {
      abs(Double(pixel) + edge - expected * s) <= 1.5
    }
    #expect(near(box.minX, 10 + 3.41, 0), "minX \(box.minX)")
    #expect(near(box.maxX, 10 + 21, 1), "maxX \(box.maxX)")
    #expect(near(box.minY, 10 + 5.59, 0), "minY \(box.minY)")
    #expect(near(box.maxY, 10 + 19, 1), "maxY \(box.maxY)")
    // All ink is inside the frame.
    let any = try #require(inkBox(image))
    #expect(Double(any.minX) >= frame.minX * s && Double(any.maxX) < frame.maxX * s)
    #expect(Double(any.minY) >= frame.minY * s && Double(any.maxY) < frame.maxY * s)
  }

  @Test func iconFontMetricsAreTheExpectedOnes() throws {
    let library = try FontLibrary.shared()
    let check = try library.withSession { try $0.check(Fixtures.icons) }
    #expect(check.ascenderPerEm == 1)  // Material Icons: ascender 512, units per em 512
  }

  @Test func textAtThreeXIsTheOneXLayoutScaled() throws {
    let run = TextRun(
      text: "Received", font: Fixtures.inter500, color: .black,
      frame: Rect(x: 4.3, y: 2.7, width: 61.5, height: 17))
    let list = DisplayList(size: Size(width: 72, height: 22), commands: [.text(run)])
    let one = try #require(inkBox(try renderer.render(list, scale: 1), threshold: 64))
    let three = try #require(inkBox(try renderer.render(list, scale: 3), threshold: 64))
    // Compare ink edges in @3x pixels; pixel-edge quantisation allows up to one @1x pixel.
    #expect(abs(Double(three.minX) - Double(one.minX) * 3) <= 3)
    #expect(abs(Double(three.maxX + 1) - Double(one.maxX + 1) * 3) <= 3)
    #expect(abs(Double(three.minY) - Double(one.minY) * 3) <= 3)
    #expect(abs(Double(three.maxY + 1) - Double(one.maxY + 1) * 3) <= 3)
    // The ink box width/height themselves: 3x within 1px at @1x resolution.
    let w1 = Double(one.maxX - one.minX + 1)
    let w3 = Double(three.maxX - three.minX + 1)
    #expect(abs(w3 / 3 - w1) <= 1)
    let h1 = Double(one.maxY - one.minY + 1)
    let h3 = Double(three.maxY - three.minY + 1)
    #expect(abs(h3 / 3 - h1) <= 1)
  }

  @Test func drawnTextStaysInsideItsMeasuredBox() throws {
    let font = Fixtures.inter500
    let metrics = try renderer.measurer.measure("Received", font: font)
    let frame = Rect(origin: Point(x: 10, y: 10), size: metrics.size)
    let list = DisplayList(
      size: Size(width: 90, height: 40),
      commands: [.text(TextRun(text: "Received", font: font, color: .black, frame: frame))])
    let image = try renderer.render(list, scale: 2)
    let box = try #require(inkBox(image))
    #expect(Double(box.minX) >= frame.minX * 2 && Double(box.maxX) <= frame.maxX * 2)
    #expect(Double(box.minY) >= frame.minY * 2 && Double(box.maxY) <= frame.maxY * 2)
    // Cap height sits right above the baseline: the lowest ink row is the baseline row.
    let baseline = (frame.minY + metrics.baseline) * 2
    #expect(abs(Double(box.maxY + 1) - baseline) <= 1.5)
  }

  @Test func textWithMissingGlyphIsAnErrorWhenDrawn() throws {
    let list = DisplayList(
      size: Size(width: 50, height: 20),
      commands: [
        .text(
          TextRun(
            text: "中文", font: Fixtures.inter400, color: .black,
            frame: Rect(x: 0, y: 0, width: 50, height: 20)))
      ])
    #expect(throws: FontError.self) { try renderer.render(list, scale: 1) }
  }
}
