import Graphics
import Testing

@testable import ImageDiff

@Suite struct ImageComparisonTests {
  func image(_ w: Int, _ h: Int, _ color: Color = .white) -> Bitmap {
    var b = Bitmap(width: w, height: h)
    for y in 0..<h { for x in 0..<w { b[x, y] = color } }
    return b
  }

  @Test func identicalImagesAreIdentical() {
    #expect(compare(actual: image(3, 2), golden: image(3, 2)) == .identical)
  }

  @Test func sizeIsComparedFirst() {
    #expect(
      compare(actual: image(128, 64), golden: image(126, 64))
        == .sizeMismatch(actual: PixelSize(width: 128, height: 64), golden: PixelSize(width: 126, height: 64)))
    #expect(PixelSize(width: 128, height: 64).description == "128x64")
  }

  @Test func oneChangedPixelIsCountedAndLocated() {
    var a = image(4, 4)
    a[2, 1] = Color(red: 254, green: 255, blue: 255)
    #expect(
      compare(actual: a, golden: image(4, 4))
        == .changed(
          DiffStats(
            changedPixels: 1, antialiasedPixels: 0, maxDelta: 1,
            bounds: PixelRect(x: 2, y: 1, width: 1, height: 1), totalPixels: 16)))
  }

  @Test func transparentPixelsWithDifferentColourChannelsAreEqual() {
    let a = image(1, 1, Color(red: 10, green: 0, blue: 0, alpha: 0))
    let b = image(1, 1, Color(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(compare(actual: a, golden: b) == .identical)
  }

  @Test func diffImageMarksChangesRedBetweenGoldenAndActual() {
    var a = image(2, 1)
    a[1, 0] = .black
    let d = diffImage(actual: a, golden: image(2, 1), gap: 1)
    #expect(d.width == 2 * 3 + 2)
    #expect(d[3, 0] == faded(.white))
    #expect(d[4, 0] == Color(red: 255, green: 0, blue: 0))
    #expect(d[7, 0] == .black)
  }
}
