import Graphics
import Testing

@testable import ImageDiff

/// Order of work, exact mode, budget and bounds. Expected numbers are worked out in the comments.
@Suite struct ImageComparisonTests {
  @Test("identical images are identical")
  func identical() {
    #expect(compare(actual: image(3, 2), golden: image(3, 2)) == .identical)
    #expect(compare(actual: image(0, 0), golden: image(0, 0)) == .identical)
  }

  @Test("sizes are compared before any pixel, whatever the options")
  func sizesFirst() {
    let expected = DiffResult.sizeMismatch(
      actual: PixelSize(width: 128, height: 64), golden: PixelSize(width: 126, height: 64))
    #expect(compare(actual: image(128, 64), golden: image(126, 64)) == expected)
    let lenient = DiffOptions(threshold: 1, detectAntialiasing: true, pixelBudget: .max)
    #expect(compare(actual: image(128, 64), golden: image(126, 64), options: lenient) == expected)
    #expect(PixelSize(width: 128, height: 64).description == "128x64")
  }

  @Test("exact mode counts a one-level difference in one channel")
  func exactCountsOneLevel() {
    var a = image(4, 4)
    a[2, 1] = Color(red: 255, green: 255, blue: 254)
    // ΔB = 1 (ΔR = ΔG = 0): Y = 0.11448223, I = −0.32180189, Q = 0.31114694, so
    // d² = 0.5053·0.0131061 + 0.299·0.1035564 + 0.1957·0.0968124 = 0.0565322, and
    // maxDelta = √(0.0565322 / 35214.749) = 0.0012670.
    guard case .changed(let s) = compare(actual: a, golden: image(4, 4)) else {
      Issue.record("expected .changed")
      return
    }
    #expect(s.changedPixels == 1)
    #expect(s.antialiasedPixels == 0)
    #expect(s.bounds == PixelRect(x: 2, y: 1, width: 1, height: 1))
    #expect(s.totalPixels == 16)
    #expect(abs(s.maxDelta - 0.0012670) < 1e-6)
  }

  @Test("exact mode counts an alpha change that looks the same over white")
  func exactCountsInvisibleAlphaChange() {
    // White at alpha 200 and opaque white both show white on white (distance 0), but the bytes
    // differ and the PNG would show the change on any other background.
    let result = compare(actual: image(1, 1, grey(255, alpha: 200)), golden: image(1, 1))
    #expect(
      result
        == .changed(
          DiffStats(
            changedPixels: 1, antialiasedPixels: 0, maxDelta: 0,
            bounds: PixelRect(x: 0, y: 0, width: 1, height: 1), totalPixels: 1)))
  }

  @Test("fully transparent pixels are equal whatever their colour channels hold")
  func transparentPixelsAreEqual() {
    let a = image(2, 1, Color(red: 10, green: 200, blue: 0, alpha: 0))
    let b = image(2, 1, Color(red: 0, green: 0, blue: 99, alpha: 0))
    #expect(compare(actual: a, golden: b) == .identical)
    #expect(compare(actual: a, golden: b, options: DiffOptions(threshold: 0.1, detectAntialiasing: true)) == .identical)
  }

  @Test("a transparent pixel and one with alpha 1 are different in exact mode")
  func almostTransparentDiffers() {
    let result = compare(actual: image(1, 1, Color(red: 0, green: 0, blue: 0, alpha: 1)), golden: image(1, 1, .clear))
    #expect(stats(result)?.changedPixels == 1)
    #expect(!result.passes)
  }

  @Test("bounds enclose only the changed pixels")
  func boundsEncloseChanges() {
    var a = image(6, 4)
    a[1, 2] = .black
    a[4, 0] = .black
    // x from 1 to 4, y from 0 to 2.
    #expect(stats(compare(actual: a, golden: image(6, 4)))?.bounds == PixelRect(x: 1, y: 0, width: 4, height: 3))
  }

  @Test("the pixel budget passes up to and including its count")
  func budgetBoundaries() {
    var a = image(5, 1)
    a[0, 0] = .black
    a[2, 0] = .black
    a[4, 0] = .black
    // Three changed pixels (black on white, 0.965945 each): a budget of 2 fails, 3 passes.
    let tight = compare(actual: a, golden: image(5, 1), options: DiffOptions(pixelBudget: 2))
    let loose = compare(actual: a, golden: image(5, 1), options: DiffOptions(pixelBudget: 3))
    guard case .changed(let s) = tight, case .withinTolerance(let t) = loose else {
      Issue.record("expected .changed and .withinTolerance, got \(tight) and \(loose)")
      return
    }
    #expect(s == t)
    #expect(s.changedPixels == 3)
    #expect(s.bounds == PixelRect(x: 0, y: 0, width: 5, height: 1))
    #expect(abs(s.maxDelta - 0.965945) < 1e-6)
    #expect(!tight.passes && loose.passes)
  }

  @Test("the default options are exact")
  func defaultsAreExact() {
    #expect(DiffOptions() == .exact)
    #expect(DiffOptions.exact.isExact)
    #expect(DiffOptions(threshold: 0, detectAntialiasing: false, pixelBudget: 0).isExact)
    #expect(!DiffOptions(threshold: 0.1).isExact)
  }
}
