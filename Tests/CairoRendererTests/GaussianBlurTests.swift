import Foundation
import Testing

@testable import CairoRenderer

/// Standard normal CDF.
func normalCDF(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

@Suite struct GaussianBlurTests {
  @Test(arguments: [0.3, 0.665, 1, 2.5, 7, 33])
  func kernelIsNormalisedSymmetricAndReachesThreeSigma(sigma: Double) {
    let kernel = GaussianKernel(sigma: sigma)
    #expect(kernel.radius == Int((3 * sigma).rounded(.up)))
    #expect(Double(kernel.radius) >= 3 * sigma)
    #expect(kernel.weights.count == kernel.radius + 1)
    let total = Double(kernel.weights[0]) + 2 * kernel.weights.dropFirst().reduce(0.0) { $0 + Double($1) }
    #expect(abs(total - 1) < 1e-6)
    // Decreasing away from the centre, and each weight is the pixel-integrated Gaussian.
    let mass = 2 * normalCDF((Double(kernel.radius) + 0.5) / sigma) - 1
    for d in 0...kernel.radius {
      if d > 0 { #expect(kernel.weights[d] < kernel.weights[d - 1]) }
      let exact =
        d == 0
        ? 2 * normalCDF(0.5 / sigma) - 1
        : normalCDF((Double(d) + 0.5) / sigma) - normalCDF((Double(d) - 0.5) / sigma)
      #expect(abs(Double(kernel.weights[d]) - exact / mass) < 1e-6)
    }
  }

  @Test func zeroSigmaLeavesTheImageAlone() {
    let kernel = GaussianKernel(sigma: 0)
    #expect(kernel.radius == 0 && kernel.weights == [1])
    var image = pseudoRandomImage(width: 9, height: 7)
    let before = image
    GaussianBlur.blur(&image, width: 9, height: 7, kernel: kernel)
    #expect(image == before)
  }

  /// Against a direct 2D convolution in Double with zero outside the image, on an image that has
  /// ink on its borders (the edges of the buffer are handled as zeros, not clamped or wrapped).
  @Test(arguments: [0.8, 1.7, 4.2])
  func matchesDirectConvolutionWithZeroOutside(sigma: Double) {
    let (width, height) = (23, 17)
    var image = pseudoRandomImage(width: width, height: height)
    let original = image
    let kernel = GaussianKernel(sigma: sigma)
    GaussianBlur.blur(&image, width: width, height: height, kernel: kernel)
    let r = kernel.radius
    func w(_ d: Int) -> Double { abs(d) <= r ? Double(kernel.weights[abs(d)]) : 0 }
    var worst = 0.0
    for y in 0..<height {
      for x in 0..<width {
        var sum = 0.0
        for v in 0..<height {
          for u in 0..<width { sum += w(x - u) * w(y - v) * Double(original[v * width + u]) }
        }
        worst = max(worst, abs(sum - Double(image[y * width + x])))
      }
    }
    #expect(worst < 1e-3, "max difference \(worst)")
  }

  /// Rows that are long runs with a few antialiased ends (what shape masks look like) take the
  /// running-sum path in the horizontal pass; it is the same convolution.
  @Test(arguments: [0.9, 2.5, 6.0])
  func maskLikeRowsMatchDirectConvolution(sigma: Double) {
    let kernel = GaussianKernel(sigma: sigma)
    let (width, height) = (90, 40)
    var image = [Float](repeating: 0, count: width * height)
    for y in 3..<37 {
      // A slanted run with fractional coverage at both ends; a few rows touch the buffer edges.
      let a = max(0, 20 - y)
      let b = min(width, 60 + y / 2)
      for x in a..<b { image[y * width + x] = 255 }
      if a > 0 { image[y * width + a - 1] = Float((y * 37) % 255) }
      if b < width { image[y * width + b] = Float((y * 91) % 200 + 1) }
    }
    let original = image
    GaussianBlur.blur(&image, width: width, height: height, kernel: kernel)
    let r = kernel.radius
    func w(_ d: Int) -> Double { abs(d) <= r ? Double(kernel.weights[abs(d)]) : 0 }
    var horizontal = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        for u in max(0, x - r)...min(width - 1, x + r) {
          horizontal[y * width + x] += w(x - u) * Double(original[y * width + u])
        }
      }
    }
    var worst = 0.0
    for y in 0..<height {
      for x in 0..<width {
        var sum = 0.0
        for v in max(0, y - r)...min(height - 1, y + r) { sum += w(y - v) * horizontal[v * width + x] }
        worst = max(worst, abs(sum - Double(image[y * width + x])))
      }
    }
    #expect(worst < 1e-3, "max difference \(worst)")
  }

  /// Normalisation: blurring moves ink around but keeps all of it (the mask sits ≥ radius from
  /// the buffer's edges, so nothing is blurred out of it).
  @Test(arguments: [0.665, 2.3, 9.0])
  func blurKeepsTheMasksSum(sigma: Double) {
    let kernel = GaussianKernel(sigma: sigma)
    let pad = kernel.radius + 2
    let (inner, height) = (40, 30)
    let width = inner + 2 * pad
    let fullHeight = height + 2 * pad
    var image = [Float](repeating: 0, count: width * fullHeight)
    let ink = pseudoRandomImage(width: inner, height: height)
    for y in 0..<height {
      for x in 0..<inner { image[(y + pad) * width + x + pad] = ink[y * inner + x] }
    }
    let before = image.reduce(0.0) { $0 + Double($1) }
    GaussianBlur.blur(&image, width: width, height: fullHeight, kernel: kernel)
    let after = image.reduce(0.0) { $0 + Double($1) }
    #expect(abs(after - before) / before < 2e-6, "before \(before) after \(after)")
  }

  /// A pixel-aligned step blurs to 255·Φ(distance/σ) at pixel centres, before rounding, to within
  /// the truncation error 255·(1 − Φ(3)) ≈ 0.35 — also for σ below a pixel.
  @Test(arguments: [0.665, 1, 3, 22.5])
  func stepEdgeIsTheNormalCDFAtPixelCentres(sigma: Double) {
    let kernel = GaussianKernel(sigma: sigma)
    // Ink on 0..<edge, at least 2R + 2 pixels before the first pixel checked.
    let edge = 2 * kernel.radius + 5
    let width = edge + kernel.radius + 5
    // 2R + 1 identical rows: the middle row gets the whole vertical kernel.
    let height = 2 * kernel.radius + 1
    var image = [Float](repeating: 0, count: width * height)
    for y in 0..<height { for x in 0..<edge { image[y * width + x] = 255 } }
    GaussianBlur.blur(&image, width: width, height: height, kernel: kernel)
    let middle = kernel.radius * width
    for x in (edge - kernel.radius - 2)..<(edge + kernel.radius + 2) {
      let expected = 255 * normalCDF((Double(edge) - (Double(x) + 0.5)) / sigma)
      #expect(abs(Double(image[middle + x]) - expected) < 0.35, "x \(x)")
    }
  }

  /// The same ink blurred in a tight buffer and in a larger one gives the same bits where both
  /// are computed (skipped taps are exact zeros), and blurring twice gives the same bits.
  @Test func bitsDoNotDependOnTheBufferOrTheRun() {
    let kernel = GaussianKernel(sigma: 3.7)
    let ink = pseudoRandomImage(width: 12, height: 9)
    func blurred(pad: Int) -> [Float] {
      let (w, h) = (12 + 2 * pad, 9 + 2 * pad)
      var image = [Float](repeating: 0, count: w * h)
      for y in 0..<9 { for x in 0..<12 { image[(y + pad) * w + x + pad] = ink[y * 12 + x] } }
      GaussianBlur.blur(&image, width: w, height: h, kernel: kernel)
      return image
    }
    let tight = blurred(pad: kernel.radius)
    let loose = blurred(pad: kernel.radius + 13)
    let tw = 12 + 2 * kernel.radius
    let lw = tw + 26
    var same = true
    for y in 0..<(9 + 2 * kernel.radius) {
      for x in 0..<tw where tight[y * tw + x].bitPattern != loose[(y + 13) * lw + x + 13].bitPattern {
        same = false
      }
    }
    #expect(same)
    #expect(tight.map(\.bitPattern) == blurred(pad: kernel.radius).map(\.bitPattern))
  }
}

/// Deterministic values in 0...255 (a linear congruential generator), with about a third zeros.
func pseudoRandomImage(width: Int, height: Int, seed: UInt32 = 12345) -> [Float] {
  var state = seed
  return (0..<(width * height)).map { _ in
    state = state &* 1_664_525 &+ 1_013_904_223
    let v = state >> 24
    return v < 85 ? 0 : Float(v)
  }
}
