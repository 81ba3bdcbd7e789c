import Graphics
import Testing

@testable import ImageDiff

/// The anti-aliasing detector on hand-drawn images, including the cases detectors get wrong.
///
/// The rule is pixelmatch 7.2.0's (see `AntialiasingDetector`): a pixel is anti-aliasing in an
/// image when at most 2 neighbours have zero brightness difference, one is darker and one brighter,
/// and the first-found darkest or brightest neighbour has at least 3 identical neighbours in both
/// images. On the border the outside counts as one identical neighbour.
@Suite struct AntialiasingTests {
  static let detect = DiffOptions(detectAntialiasing: true)
  static let palette: [Character: Color] = [".": .white, "o": grey(128), "-": grey(100), "#": .black]

  @Test("a 1 px stroke on white moved down by one pixel is changed, not anti-aliasing")
  func thinStrokeOnWhiteMoved() {
    let golden = picture(["........", "........", "########", "........", "........", "........"], Self.palette)
    let actual = picture(["........", "........", "........", "########", "........", "........"], Self.palette)
    // Rows 2 and 3 differ: 16 pixels. None is anti-aliasing in either image:
    // - a black stroke pixel has no darker neighbour;
    // - a white pixel next to the stroke has at least 3 identical white neighbours (the row on its
    //   far side and its two row neighbours; 2 + the border on columns 0 and 7).
    let result = compare(actual: actual, golden: golden, options: Self.detect)
    #expect(stats(result)?.changedPixels == 16)
    #expect(stats(result)?.antialiasedPixels == 0)
    #expect(stats(result)?.bounds == PixelRect(x: 0, y: 2, width: 8, height: 2))
  }

  @Test("a 1 px divider between two fills moved down by one pixel passes as anti-aliasing, as in pixelmatch")
  func thinDividerBetweenFillsMoved() {
    // White above, a grey divider, black below: the divider looks exactly like the anti-aliased row
    // of a white/black edge, and pixelmatch's rule accepts it, because the white side is flat in
    // both images. This is the price of pixelmatch's counts, and why comparison is exact unless
    // `--antialiasing` is asked for.
    let golden = picture(
      ["........", "........", "........", "oooooooo", "########", "########", "########", "########"],
      Self.palette)
    let actual = picture(
      ["........", "........", "........", "........", "oooooooo", "########", "########", "########"],
      Self.palette)
    // Rows 3 and 4 differ: 16 pixels, each the grey divider in one of the images, between a darker
    // and a brighter row of which the white one has 3+ identical neighbours in both images.
    let result = compare(actual: actual, golden: golden, options: Self.detect)
    #expect(stats(result)?.changedPixels == 0)
    #expect(stats(result)?.antialiasedPixels == 16)
    #expect(stats(compare(actual: actual, golden: golden))?.changedPixels == 16, "exact comparison sees the move")
  }

  @Test("the anti-aliased row of an edge changing shade is anti-aliasing, border pixels included")
  func edgeRowChangesShade() {
    let golden = picture(
      ["........", "........", "........", "oooooooo", "########", "########", "########", "########"],
      Self.palette)
    let actual = picture(
      ["........", "........", "........", "--------", "########", "########", "########", "########"],
      Self.palette)
    // Row 3 (grey 128 → 100): 8 pixels. In the golden each has 2 identical neighbours (columns 0
    // and 7: 1 + the border), darker row 4 and brighter row 2, both unchanged; a row-2 white pixel
    // has ≥ 3 white neighbours in both images (rows 1 and 2). All 8 are anti-aliasing.
    let on = compare(actual: actual, golden: golden, options: Self.detect)
    #expect(on == .withinTolerance(stats(on)!))
    #expect(stats(on)?.changedPixels == 0)
    #expect(stats(on)?.antialiasedPixels == 8)
    #expect(stats(on)?.bounds == nil)
    // Without detection they are 8 changed pixels.
    #expect(stats(compare(actual: actual, golden: golden))?.changedPixels == 8)
  }

  /// A pill outline, 24×12, drawn by hand as alpha coverage of a 1 px stroke (#79747E, Material's
  /// outline colour) on a transparent page: `.` transparent, digits d = alpha round(d·255/9)
  /// (1 = 28, 2 = 57, 4 = 113, 6 = 170, 7 = 198), `#` opaque.
  static let pill = [
    "...47##############74...",
    ".1762..............2671.",
    ".74..................47.",
    "46....................64",
    "72....................27",
    "#......................#",
    "#......................#",
    "72....................27",
    "46....................64",
    ".74..................47.",
    ".1762..............2671.",
    "...47##############74...",
  ]

  static func pillImage(shifting shifts: [(x: Int, y: Int, alpha: UInt8)] = []) -> Bitmap {
    let outline = Color("#79747E")
    var palette: [Character: Color] = [".": .clear, "#": outline]
    for d in 1...8 { palette[Character("\(d)")] = outline.opacity(Double(d) / 9) }
    var b = picture(pill, palette)
    for s in shifts { b[s.x, s.y] = outline.opacity(Double(s.alpha) / 255) }
    return b
  }

  @Test(
    "a pill outline whose edge pixels shift slightly in alpha is mostly anti-aliasing, and changed without detection")
  func pillOutlineAlphaShift() {
    // Three pixels of the top-left cap, and their mirrors in the other three caps (the picture and
    // the rule are both mirror-symmetric): 3 × 4 = 12 pixels, none adjacent to another.
    // - (1,1) `1` → alpha 40. Neighbours: five `.`, `7` at (2,1) and (1,2), `4` at (2,2); no
    //   identical one. Darkest: the two `7`s, brightest: the five `.`s, all unchanged. The corner
    //   `.` at (0,0) has (1,0) and (0,1) identical + the border = 3, in both images.
    // - (4,1) `2` → alpha 45. Neighbours: `4` `7` `#` above, `6` left, four `.`s; none identical.
    //   Darkest `#` (5,0), brightest the `.`s, unchanged. The `.` at (4,2) has 6 `.` neighbours.
    // - (0,4) `7` → alpha 186, on the left border. Neighbours (0,3) `4`, (1,3) `6`, (1,4) `2`,
    //   (0,5) `#`, (1,5) `.`: none identical, so 0 + the border = 1. Darkest `#` (0,5), brightest
    //   `.` (1,5), unchanged; (1,5) has 4 `.` neighbours.
    var shifts: [(x: Int, y: Int, alpha: UInt8)] = []
    for (x, y, alpha) in [(1, 1, 40), (4, 1, 45), (0, 4, 186)] as [(Int, Int, UInt8)] {
      shifts += [(x, y, alpha), (23 - x, y, alpha), (x, 11 - y, alpha), (23 - x, 11 - y, alpha)]
    }
    let golden = Self.pillImage()
    let actual = Self.pillImage(shifting: shifts)
    #expect(golden.width == 24 && golden.height == 12)

    // pixelmatch keeps the first darkest and brightest neighbour of its column-major scan, which
    // is not mirror-symmetric: on the mirrored caps that first neighbour is sometimes not on a flat
    // area, so 3 of the 12 mirrored shifts count as changed.
    let on = compare(actual: actual, golden: golden, options: Self.detect)
    #expect(!on.passes)
    #expect(stats(on)?.antialiasedPixels == 9)
    #expect(stats(on)?.changedPixels == 3)

    let off = compare(actual: actual, golden: golden)
    #expect(!off.passes)
    #expect(stats(off)?.changedPixels == 12)
    #expect(stats(off)?.antialiasedPixels == 0)
    #expect(stats(off)?.bounds == PixelRect(x: 0, y: 1, width: 24, height: 10))
  }

  @Test("in a one-row image no neighbour has enough siblings to vouch for anti-aliasing")
  func oneRowImage() {
    // White, grey, black in a row; the grey changes. (1,0) has a darker and a brighter neighbour,
    // but each of those has one neighbour (the grey) + the border = 1 identical: not flat.
    let golden = picture([".o#"], Self.palette)
    let actual = picture([".-#"], Self.palette)
    #expect(stats(compare(actual: actual, golden: golden, options: Self.detect))?.changedPixels == 1)
  }

  @Test("a single-pixel image is judged without reading outside it")
  func singlePixel() {
    // No neighbours: no darker or brighter one, so never anti-aliasing.
    let result = compare(actual: image(1, 1, .black), golden: image(1, 1), options: Self.detect)
    #expect(stats(result)?.changedPixels == 1)
    #expect(stats(result)?.antialiasedPixels == 0)
  }

  @Test("a one-column image with an edge is judged without reading outside it")
  func oneColumn() {
    // Column: . . o # # with o → -. (0,2) has 0 identical + border 1; darker (0,3) `#` has (0,4)
    // identical + border = 2: not flat; brighter (0,1) `.` has (0,0) + border = 2: not flat.
    let golden = picture([".", ".", "o", "#", "#"], Self.palette)
    let actual = picture([".", ".", "-", "#", "#"], Self.palette)
    #expect(stats(compare(actual: actual, golden: golden, options: Self.detect))?.changedPixels == 1)
  }
}
