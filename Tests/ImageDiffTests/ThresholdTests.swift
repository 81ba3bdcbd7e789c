import Graphics
import Testing

@testable import ImageDiff

/// The YIQ metric (Kotsarenko & Ramos) and the threshold, on 1×1 images.
///
/// Hand arithmetic used below. With channel differences (ΔR, ΔG, ΔB):
///   Y = 0.29889531ΔR + 0.58662247ΔG + 0.11448223ΔB
///   I = 0.59597799ΔR − 0.27417610ΔG − 0.32180189ΔB
///   Q = 0.21147017ΔR − 0.52261711ΔG + 0.31114694ΔB
///   d² = 0.5053Y² + 0.299I² + 0.1957Q², delta = √(d² / 35214.749)
/// A grey step of k on all three channels gives Y = k·1.00000001, I = Q = 0 (their coefficients sum
/// to 0), so delta(k) = k·1.00000001·√(0.5053 / 35214.749) = k·0.0037880.
@Suite struct ThresholdTests {
  /// 1.00000001·√(0.5053 / 35214.74895545784), the delta of a one-level grey step.
  static let greyStep = 1.00000001 * (0.5053 / 35214.74895545784).squareRoot()

  @Test("pure red against pure cyan is the largest possible distance, 1.0")
  func redCyanIsMaximum() {
    // ΔRGB = (255, −255, −255): Y = −102.5634, I = 303.9488, Q = 107.8498,
    // d² = 5315.38 + 27623.08 + 2276.30 = 35214.75, the normalising constant itself.
    let s = stats(compare(actual: image(1, 1, Color("#FF0000")), golden: image(1, 1, Color("#00FFFF"))))
    #expect(s?.maxDelta == 1)
    #expect(abs(ColorDelta.maxSquaredDistance - 35214.749) < 0.001)
  }

  @Test("black against white is 0.966 of the maximum")
  func blackWhite() {
    // delta(255) = 255 · 0.0037880 = 0.96595.
    let s = stats(compare(actual: image(1, 1, .black), golden: image(1, 1)))
    #expect(abs((s?.maxDelta ?? 0) - 0.965945) < 1e-6)
  }

  @Test("a grey step just below the threshold passes, just above fails", arguments: [0.1, 0.25])
  func thresholdBoundaries(threshold: Double) {
    // The largest step at or under the threshold: k = ⌊t / 0.0037880⌋ (26 for 0.1, 65 for 0.25).
    let k = Int(threshold / Self.greyStep)
    #expect(k == (threshold == 0.1 ? 26 : 65))
    let golden = image(1, 1, grey(100))
    let options = DiffOptions(threshold: threshold)
    let below = compare(actual: image(1, 1, grey(UInt8(100 + k))), golden: golden, options: options)
    let above = compare(actual: image(1, 1, grey(UInt8(100 + k + 1))), golden: golden, options: options)
    #expect(below.passes)
    #expect(stats(below)?.changedPixels == 0)
    #expect(stats(below)?.bounds == nil)
    #expect(!above.passes)
    #expect(stats(above)?.changedPixels == 1)
  }

  @Test("the threshold compares with the measured delta exactly, not a rounded one")
  func thresholdAroundMeasuredDelta() {
    // A 27-level step measures 27 · 0.0037880 = 0.102277.
    let delta = 27 * Self.greyStep
    let golden = image(1, 1, grey(100))
    let actual = image(1, 1, grey(127))
    #expect(compare(actual: actual, golden: golden, options: DiffOptions(threshold: delta - 1e-9)).passes == false)
    #expect(compare(actual: actual, golden: golden, options: DiffOptions(threshold: delta + 1e-9)).passes)
    #expect(abs((stats(compare(actual: actual, golden: golden)))!.maxDelta - 0.102277) < 1e-6)
  }

  @Test("pixels under the threshold still report the real maximum delta")
  func maxDeltaUnderThreshold() {
    var a = image(3, 1, grey(100))
    a[0, 0] = grey(110)  // delta(10) = 0.037880
    a[2, 0] = grey(105)  // delta(5) = 0.018940
    let result = compare(actual: a, golden: image(3, 1, grey(100)), options: DiffOptions(threshold: 0.1))
    guard case .withinTolerance(let s) = result else {
      Issue.record("expected .withinTolerance, got \(result)")
      return
    }
    #expect(s.changedPixels == 0)
    #expect(abs(s.maxDelta - 0.037880) < 1e-6)
  }

  @Test("a semi-transparent pixel is blended over white before measuring")
  func semiTransparentBlendsOverWhite() {
    // Black at alpha 128 over white: 255 + (0 − 255)·128/255 = 127 on every channel, exactly the
    // opaque grey 127, so the distance is 0. Exact mode still counts it (the bytes differ).
    let a = image(1, 1, grey(0, alpha: 128))
    let g = image(1, 1, grey(127))
    let lenient = compare(actual: a, golden: g, options: DiffOptions(threshold: 0.001))
    #expect(
      lenient
        == .withinTolerance(
          DiffStats(changedPixels: 0, antialiasedPixels: 0, maxDelta: 0, bounds: nil, totalPixels: 1)))
    #expect(stats(compare(actual: a, golden: g))?.changedPixels == 1)
  }

  @Test("a transparent pixel measures as white")
  func transparentIsWhite() {
    // Blended over white, alpha 0 is white whatever the channels; against opaque white: 0.
    let a = image(1, 1, Color(red: 200, green: 0, blue: 0, alpha: 0))
    #expect(stats(compare(actual: a, golden: image(1, 1)))?.maxDelta == 0)
    #expect(compare(actual: a, golden: image(1, 1), options: DiffOptions(threshold: 0.01)).passes)
    // Against black it is the full black–white distance.
    #expect(abs(stats(compare(actual: a, golden: image(1, 1, .black)))!.maxDelta - 0.965945) < 1e-6)
  }

  @Test("a negative or NaN threshold is exact, never a pass-everything")
  func badThresholdIsExact() {
    let a = image(1, 1, grey(254))
    let g = image(1, 1)
    #expect(stats(compare(actual: a, golden: g, options: DiffOptions(threshold: -1)))?.changedPixels == 1)
    #expect(stats(compare(actual: a, golden: g, options: DiffOptions(threshold: .nan)))?.changedPixels == 1)
    #expect(DiffOptions(threshold: .nan).isExact)
  }
}
