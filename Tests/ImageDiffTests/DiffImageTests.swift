import Graphics
import Testing

@testable import ImageDiff

/// The three-panel picture: golden | diff | actual.
@Suite struct DiffImageTests {
  static let red = Color(red: 255, green: 0, blue: 0)
  static let yellow = Color(red: 255, green: 255, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 255)
  /// Black faded: luma 0 → 255 − (255 − 0)·0.1 = 229.5, rounded to 230.
  static let fadedBlack = grey(230)

  @Test("the diff panel shows faded golden, red changes, yellow anti-aliasing and blue frames")
  func panelColours() {
    let palette: [Character: Color] = [".": .white, "o": grey(128), "-": grey(100), "#": .black]
    let golden = picture(
      ["........", "........", "........", "oooooooo", "########", "########", "########", "########"], palette)
    // Row 3 changes shade (anti-aliasing, see AntialiasingTests) and (6,0) turns black (changed:
    // a black pixel has no darker neighbour, and the white golden pixel has 5 white neighbours).
    let actual = picture(
      ["......#.", "........", "........", "--------", "########", "########", "########", "########"], palette)
    let frame = PixelRect(x: 1, y: 4, width: 4, height: 3)
    let d = diffImage(
      actual: actual, golden: golden, options: DiffOptions(detectAntialiasing: true), frames: [frame], gap: 1)
    // Panels 8 wide, 1 px gaps: golden at 0, diff at 9, actual at 18; 8·3 + 2 = 26 wide.
    #expect(d.width == 26 && d.height == 8)
    #expect(d[0, 3] == grey(128))
    #expect(d[18 + 3, 3] == grey(100))
    #expect(d[8, 0] == .clear)

    #expect(d[9 + 6, 0] == Self.red)
    for x in 0..<8 { #expect(d[9 + x, 3] == Self.yellow) }
    #expect(d[9 + 0, 0] == .white)  // white fades to white
    #expect(d[9 + 0, 7] == Self.fadedBlack)

    // The frame's outline: rows 4 and 6 from x = 1 to 4, and x = 1 and 4 on row 5.
    for x in 1...4 {
      #expect(d[9 + x, 4] == Self.blue)
      #expect(d[9 + x, 6] == Self.blue)
    }
    #expect(d[9 + 1, 5] == Self.blue)
    #expect(d[9 + 4, 5] == Self.blue)
    // Inside and outside the outline the faded golden shows.
    #expect(d[9 + 2, 5] == Self.fadedBlack)
    #expect(d[9 + 5, 5] == Self.fadedBlack)
    #expect(d[9 + 0, 4] == Self.fadedBlack)
    // Frames go on the diff panel only.
    #expect(d[1, 4] == .black)
  }

  @Test("without detection the anti-aliased row is red")
  func antialiasingOffIsRed() {
    let palette: [Character: Color] = [".": .white, "o": grey(128), "-": grey(100), "#": .black]
    let golden = picture(["....", "oooo", "####"], palette)
    let actual = picture(["....", "----", "####"], palette)
    let d = diffImage(actual: actual, golden: golden, gap: 0)
    for x in 0..<4 { #expect(d[4 + x, 1] == Self.red) }
  }

  @Test("changes under the threshold are not painted")
  func underThresholdIsFaded() {
    // Grey 100 → 110 is delta(10) = 0.0379, under 0.1: the panel shows the faded golden,
    // 255 − (255 − 100)·0.1 = 239.5 → 240.
    let d = diffImage(
      actual: image(1, 1, grey(110)), golden: image(1, 1, grey(100)), options: DiffOptions(threshold: 0.1))
    #expect(d[1 + 4, 0] == grey(240))
  }

  @Test("images of different sizes: the common area is compared, the rest is changed")
  func differentSizes() {
    // Golden 2×2, actual 3×1, both white: panels 3×2. (0,0) and (1,0) are in both and equal;
    // (2,0) is only in the actual and (0,1), (1,1) only in the golden: red; (2,1) is in neither.
    let d = diffImage(actual: image(3, 1), golden: image(2, 2), gap: 0)
    #expect(d.width == 9 && d.height == 2)
    #expect(d[3 + 0, 0] == .white)
    #expect(d[3 + 1, 0] == .white)
    #expect(d[3 + 2, 0] == Self.red)
    #expect(d[3 + 0, 1] == Self.red)
    #expect(d[3 + 1, 1] == Self.red)
    #expect(d[3 + 2, 1] == .white)
    #expect(d[2, 0] == .clear)  // the golden panel has nothing there
    #expect(d[6 + 2, 0] == .white)
    #expect(d[6 + 2, 1] == .clear)
  }

  @Test("frames are clipped to the panel and never spill into the next one")
  func framesClipped() {
    let d = diffImage(
      actual: image(4, 4), golden: image(4, 4),
      frames: [
        PixelRect(x: -1, y: -1, width: 3, height: 3),  // outline x, y ∈ {−1, 1}: inside only (0,1), (1,1), (1,0)
        PixelRect(x: 3, y: 2, width: 5, height: 1),  // a one-row frame running off the right: (3,2) only
        PixelRect(x: 10, y: 10, width: 2, height: 2),  // entirely outside
        PixelRect(x: 1, y: 1, width: 0, height: 3),  // empty
      ], gap: 1)
    let blues = Set((0..<d.height).flatMap { y in (0..<d.width).filter { d[$0, y] == Self.blue }.map { [$0, y] } })
    #expect(blues == [[5 + 0, 1], [5 + 1, 1], [5 + 1, 0], [5 + 3, 2]])
  }

  @Test("identical images give a plain faded panel and the default gap of 4")
  func identicalImages() {
    let d = diffImage(actual: image(2, 1, .black), golden: image(2, 1, .black))
    #expect(d.width == 2 * 3 + 2 * 4)
    #expect(d[6, 0] == Self.fadedBlack && d[7, 0] == Self.fadedBlack)
    #expect(d[12, 0] == .black)
  }
}
