import Foundation
import Graphics
import Testing

@testable import CairoRenderer

@Suite struct ShadowTests {
  let renderer: BitmapRenderer

  init() throws { renderer = try BitmapRenderer() }

  static func alpha(_ image: Bitmap, _ x: Int, _ y: Int) -> Int {
    Int(image.pixels[(y * image.width + x) * 4 + 3])
  }

  /// 255 × the blurred coverage of the strip `left...right` (pixels) at the centre of pixel `x`.
  static func strip(_ x: Int, left: Double, right: Double, sigma: Double) -> Double {
    let c = Double(x) + 0.5
    return 255 * (normalCDF((right - c) / sigma) - normalCDF((left - c) / sigma))
  }

  static func shadow(
    _ shape: Shape, sigma: Double, offset: Point = .zero, color: Color = .black,
    outsideOnly: Bool = false
  ) -> DrawCommand {
    .shadow(Shadow(shape: shape, color: color, offset: offset, sigma: sigma, outsideOnly: outsideOnly))
  }

  /// A tall rectangle (its top and bottom far outside the canvas) blurs, across its straight left
  /// and right edges, to 255·Φ((x_edge − x)/σ) at pixel centres, σ = sigma × scale pixels.
  @Test(arguments: [1, 3], [2.0, 7.5])
  func edgeProfileIsTheGaussianCDF(scale: Int, sigma: Double) throws {
    var list = DisplayList(size: Size(width: 200, height: 60))
    list.append(Self.shadow(.rect(Rect(x: 60, y: -100, width: 80, height: 260)), sigma: sigma))
    let image = try renderer.render(list, scale: scale)
    let s = Double(scale)
    let sigmaPx = sigma * s
    let (left, right) = (60 * s, 140 * s)
    let row = 30 * scale
    var worst = 0.0
    for x in 0..<image.width {
      let expected = Self.strip(x, left: left, right: right, sigma: sigmaPx)
      worst = max(worst, abs(Double(Self.alpha(image, x, row)) - expected))
      // The right edge alone, as the brief states it.
      if Double(x) > 100 * s {
        let edgeOnly = 255 * normalCDF((right - (Double(x) + 0.5)) / sigmaPx)
        #expect(abs(Double(Self.alpha(image, x, row)) - edgeOnly) <= 1, "x \(x)")
      }
    }
    #expect(worst <= 1, "worst difference \(worst) levels")
    // The shadow really is spread out: ~Φ(-1) one sigma outside the edge.
    let oneSigmaOut = Int(right + sigmaPx)
    #expect(
      abs(
        Self.alpha(image, oneSigmaOut, row)
          - Int((255 * normalCDF(-(Double(oneSigmaOut) + 0.5 - right) / sigmaPx)).rounded())
      ) <= 1)
  }

  /// The same profile in y, for the top and bottom edges (the vertical pass).
  @Test func verticalProfileIsTheGaussianCDF() throws {
    var list = DisplayList(size: Size(width: 40, height: 120))
    list.append(Self.shadow(.rect(Rect(x: -100, y: 30, width: 300, height: 50)), sigma: 5))
    let image = try renderer.render(list, scale: 2)
    for y in 0..<image.height {
      let expected = Self.strip(y, left: 60, right: 160, sigma: 10)
      #expect(abs(Double(Self.alpha(image, 40, y)) - expected) <= 1, "y \(y)")
    }
  }

  /// A shape that runs past the canvas edge: the pixels just inside the edge get the analytic
  /// value of the whole shape (blurred in a padded buffer), not a darker or lighter cropped one.
  /// And a shape wholly outside the canvas still casts its shadow in.
  @Test(arguments: [1, 3])
  func shapesAtTheCanvasEdgeBlurAsIfTheCanvasWentOn(scale: Int) throws {
    let s = Double(scale)
    var list = DisplayList(size: Size(width: 80, height: 40))
    // Left: x -30...6 (crosses the left edge). Right: x 82...90 (entirely outside, right).
    list.append(Self.shadow(.rect(Rect(x: -30, y: -50, width: 36, height: 140)), sigma: 4))
    list.append(Self.shadow(.rect(Rect(x: 82, y: -50, width: 8, height: 140)), sigma: 4))
    let image = try renderer.render(list, scale: scale)
    let row = 20 * scale
    for x in 0..<Int(30 * s) {
      let expected = Self.strip(x, left: -30 * s, right: 6 * s, sigma: 4 * s)
      #expect(abs(Double(Self.alpha(image, x, row)) - expected) <= 1, "left, x \(x)")
    }
    // Φ(5.5/4)·255 ≈ 234 at the first pixel; a blur cropped at the canvas edge would give ≈ 119.
    #expect(Self.alpha(image, 0, row) >= 233)
    for x in Int(50 * s)..<image.width {
      let expected = Self.strip(x, left: 82 * s, right: 90 * s, sigma: 4 * s)
      #expect(abs(Double(Self.alpha(image, x, row)) - expected) <= 1, "right, x \(x)")
    }
    #expect(Self.alpha(image, image.width - 1, row) > 40)
  }

  /// With outsideOnly the shape's interior is cut out: a transparent canvas stays 0 inside it;
  /// outside it the pixels are exactly those of the uncut shadow.
  @Test(arguments: [1, 3])
  func outsideOnlyCutsTheInteriorOut(scale: Int) throws {
    let shape = Shape.roundedRect(Rect(x: 20, y: 15, width: 60, height: 30), CornerRadii(all: 6))
    func render(outsideOnly: Bool) throws -> Bitmap {
      var list = DisplayList(size: Size(width: 100, height: 60))
      list.append(Self.shadow(shape, sigma: 3, offset: Point(x: 0, y: 2), outsideOnly: outsideOnly))
      return try renderer.render(list, scale: scale)
    }
    let cut = try render(outsideOnly: true)
    let full = try render(outsideOnly: false)
    var coverage = DisplayList(size: Size(width: 100, height: 60))
    coverage.append(.fill(shape, .black))
    let inside = try renderer.render(coverage, scale: scale)
    var insideCount = 0
    for y in 0..<cut.height {
      for x in 0..<cut.width {
        let c = Self.alpha(inside, x, y)
        if c == 255 {
          #expect(Self.alpha(cut, x, y) == 0, "(\(x), \(y)) inside")
          insideCount += 1
        } else if c == 0 {
          #expect(Self.alpha(cut, x, y) == Self.alpha(full, x, y), "(\(x), \(y)) outside")
        } else {
          #expect(Self.alpha(cut, x, y) <= Self.alpha(full, x, y))
        }
      }
    }
    #expect(insideCount > 1000 * scale * scale)
    // Under the shape the uncut shadow is dark; just below it the cut one matches the profile.
    #expect(Self.alpha(full, 50 * scale, 30 * scale) == 255)
    let s = Double(scale)
    for y in Int(45 * s)..<cut.height {
      let expected = Self.strip(y, left: 17 * s, right: 47 * s, sigma: 3 * s)
      #expect(abs(Double(Self.alpha(cut, 50 * scale, y)) - expected) <= 1, "y \(y)")
    }
  }

  /// The offset moves the whole picture by offset × scale pixels.
  @Test(arguments: [1, 3])
  func offsetMovesTheProfile(scale: Int) throws {
    let shape = Shape.roundedRect(Rect(x: 30, y: 20, width: 40, height: 20), CornerRadii(all: 8))
    func render(_ offset: Point) throws -> Bitmap {
      var list = DisplayList(size: Size(width: 100, height: 70))
      list.append(Self.shadow(shape, sigma: 2.5, offset: offset))
      return try renderer.render(list, scale: scale)
    }
    let still = try render(.zero)
    let moved = try render(Point(x: 4, y: -3))
    let (dx, dy) = (4 * scale, -3 * scale)
    var same = true
    for y in 0..<still.height {
      for x in 0..<still.width {
        let (mx, my) = (x + dx, y + dy)
        guard (0..<moved.width).contains(mx), (0..<moved.height).contains(my) else { continue }
        if Self.alpha(still, x, y) != Self.alpha(moved, mx, my) { same = false }
      }
    }
    #expect(same, "an integer-pixel offset is an exact translation")

    // A fractional offset (0.5pt → 0.5px at @1x) moves the analytic profile too.
    var list = DisplayList(size: Size(width: 100, height: 70))
    list.append(Self.shadow(.rect(Rect(x: 30, y: -50, width: 40, height: 200)), sigma: 4, offset: Point(x: 10.5, y: 0)))
    let image = try renderer.render(list, scale: scale)
    let s = Double(scale)
    for x in 0..<image.width {
      let expected = Self.strip(x, left: 40.5 * s, right: 80.5 * s, sigma: 4 * s)
      #expect(abs(Double(Self.alpha(image, x, 35 * scale)) - expected) <= 1, "x \(x)")
    }
  }

  /// Straight colour: a 50%-alpha red shadow is red at half the blurred coverage, composited
  /// source-over onto what is already there, and drawn where it is in the list.
  @Test func colourAlphaScalesTheMaskAndCompositesSourceOver() throws {
    var list = DisplayList(size: Size(width: 60, height: 40))
    list.append(.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 40)), .white))
    list.append(Self.shadow(.rect(Rect(x: 10, y: -10, width: 20, height: 60)), sigma: 0, color: Color("#FF000080")))
    list.append(.fill(.rect(Rect(x: 15, y: 0, width: 5, height: 40)), Color("#0000FF")))
    let image = try renderer.render(list, scale: 1)
    #expect(image[12, 20] == Color("#FF000080").over(.white))
    #expect(image[17, 20] == Color("#0000FF"))  // the later fill covers the shadow
    #expect(image[40, 20] == .white)
  }

  /// sigma 0 is a hard silhouette: exactly the antialiased fill's coverage.
  @Test(arguments: [1, 2, 3])
  func zeroSigmaIsTheFillsSilhouette(scale: Int) throws {
    var triangle = Path()
    triangle.move(to: Point(x: 3.3, y: 2))
    triangle.line(to: Point(x: 40.7, y: 9.1))
    triangle.line(to: Point(x: 11, y: 27.6))
    triangle.close()
    for shape in [Shape.path(triangle), .capsule(Rect(x: 5.25, y: 4.5, width: 33, height: 17.3))] {
      var shadow = DisplayList(size: Size(width: 48, height: 32))
      shadow.append(Self.shadow(shape, sigma: 0))
      var fill = DisplayList(size: Size(width: 48, height: 32))
      fill.append(.fill(shape, .black))
      #expect(try renderer.render(shadow, scale: scale) == renderer.render(fill, scale: scale))
    }
  }

  /// Clips active at the shadow still apply.
  @Test func clipsApply() throws {
    var list = DisplayList(size: Size(width: 80, height: 40))
    list.append(.pushClip(.rect(Rect(x: 0, y: 0, width: 40, height: 40))))
    list.append(Self.shadow(.rect(Rect(x: 20, y: 10, width: 40, height: 20)), sigma: 3))
    list.append(.popClip)
    let image = try renderer.render(list, scale: 2)
    #expect(inkBox(image, in: (x: 80..<160, y: 0..<80)) == nil)
    #expect(Self.alpha(image, 79, 40) == 255)
    // Inside the clip it is the unclipped shadow.
    let expected =
      Self.strip(60, left: 20, right: 100, sigma: 6) * (normalCDF(40 / 6.0 - 0.5 / 6) - normalCDF(-40 / 6.0 - 0.5 / 6))
    #expect(abs(Double(Self.alpha(image, 60, 40)) - expected) <= 1)
  }

  /// A transparent shadow (Material elevation 0) changes no pixel.
  @Test func transparentShadowChangesNothing() throws {
    var plain = Fixtures.chip
    var shadowed = DisplayList(size: plain.size)
    let body = Shape.capsule(Rect(x: 8, y: 14, width: 194, height: 36))
    shadowed.append(.fill(.rect(Rect(x: 0, y: 0, width: 210, height: 64)), Color("#F7F7F7")))
    plain.commands.insert(.fill(.rect(Rect(x: 0, y: 0, width: 210, height: 64)), Color("#F7F7F7")), at: 0)
    shadowed.append(Self.shadow(body, sigma: 3, offset: Point(x: 0, y: 2), color: .clear, outsideOnly: true))
    shadowed.append(Self.shadow(body, sigma: 0, color: Color("#12345600")))
    shadowed.append(contentsOf: Array(plain.commands.dropFirst()))
    shadowed.append(Self.shadow(body, sigma: 8, color: Color(red: 0, green: 0, blue: 0, alpha: 0)))
    for scale in [1, 3] {
      #expect(try renderer.render(shadowed, scale: scale) == renderer.render(plain, scale: scale))
    }
  }

  @Test func invalidShadowsAreRejected() throws {
    let shape = Shape.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let cases: [(Shadow, String)] = [
      (Shadow(shape: shape, color: .black, offset: .zero, sigma: -1, outsideOnly: false), "sigma -1"),
      (Shadow(shape: shape, color: .black, offset: .zero, sigma: .nan, outsideOnly: false), "sigma nan"),
      (Shadow(shape: shape, color: .black, offset: .zero, sigma: .infinity, outsideOnly: true), "sigma inf"),
      (Shadow(shape: shape, color: .black, offset: Point(x: .infinity, y: 0), sigma: 1, outsideOnly: false), "offset"),
      (Shadow(shape: shape, color: .black, offset: Point(x: 0, y: .nan), sigma: 1, outsideOnly: false), "offset"),
    ]
    for (shadow, phrase) in cases {
      var list = DisplayList(size: Size(width: 20, height: 20))
      list.append(.fill(shape, .black))
      list.append(.shadow(shadow))
      do {
        _ = try renderer.render(list, scale: 1)
        Issue.record("accepted \(shadow)")
      } catch let error as RenderError {
        guard case .invalidCommand(let index, let command, let reason) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(index == 1 && command == "shadow")
        #expect(reason.contains(phrase), "\(error)")
      }
    }
    // Too large a blur for the scale is an error too, not a crash or a huge allocation.
    var huge = DisplayList(size: Size(width: 20, height: 20))
    huge.append(.shadow(Shadow(shape: shape, color: .black, offset: .zero, sigma: 1e9, outsideOnly: false)))
    #expect(throws: RenderError.self) { try renderer.render(huge, scale: 1) }
  }

  /// Huge but finite geometry (far off canvas or covering it) neither traps nor allocates much.
  @Test func hugeShapesAndOffsetsAreFine() throws {
    var list = DisplayList(size: Size(width: 20, height: 20))
    list.append(Self.shadow(.rect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), sigma: 2, outsideOnly: true))
    list.append(Self.shadow(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), sigma: 2, offset: Point(x: 1e300, y: -1e300)))
    list.append(Self.shadow(.rect(Rect(x: 0, y: 0, width: 0, height: 5)), sigma: 2))
    let image = try renderer.render(list, scale: 2)
    #expect(inkBox(image) == nil)
  }
}
