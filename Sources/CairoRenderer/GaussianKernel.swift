import Foundation

/// A normalised, truncated Gaussian kernel for blurring pixel images.
///
/// The weights are the Gaussian integrated over each pixel,
/// `w[d] = Φ((d + ½)/σ) − Φ((d − ½)/σ)`, rescaled so the truncated kernel sums to 1.
/// With this choice a pixel-aligned step edge blurs to exactly `Φ(distance / σ)` sampled at pixel
/// centres (the sum telescopes), for every σ down to 0 (where the kernel becomes the identity);
/// sampling `exp(−d²/2σ²)` at integer offsets instead is off by several levels for σ ≲ 1 px.
/// Everything is computed in `Double` in a fixed order, so the weights are the same on every run.
struct GaussianKernel: Hashable, Sendable {
  /// Standard deviation in pixels.
  let sigma: Double
  /// `ceil(3σ)`: the kernel covers `-radius...radius`; 0 for σ = 0.
  let radius: Int
  /// `weights[d]` for `d` in `0...radius` (the kernel is symmetric). Sums to 1 over `-radius...radius`.
  let weights: [Float]
  /// The running sum of the kernel: `cumulative[radius + t] = Σ weights[|d|]` for `d` in `-radius...t`,
  /// `t` in `-radius...radius` (so the last entry is 1). Summed in `Double`, rounded once.
  let cumulative: [Float]

  /// The largest σ the blur accepts, in pixels (radius 6144).
  static let maxSigma = 2048.0

  /// `sigma` must be finite, not negative and at most `maxSigma`.
  init(sigma: Double) {
    precondition(sigma.isFinite && sigma >= 0 && sigma <= Self.maxSigma, "invalid blur sigma \(sigma)")
    self.sigma = sigma
    let radius = sigma > 0 ? Int((3 * sigma).rounded(.up)) : 0
    self.radius = radius
    guard radius > 0 else {
      weights = [1]
      cumulative = [1]
      return
    }
    // Φ at the pixel boundaries ±½, ±3/2, ... ; by symmetry only d ≥ 0 is needed.
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / (sigma * 2.0.squareRoot()))) }
    var raw = [Double](repeating: 0, count: radius + 1)
    var lower = phi(0.5)
    raw[0] = 2 * lower - 1
    for d in 1...radius {
      let upper = phi(Double(d) + 0.5)
      raw[d] = upper - lower
      lower = upper
    }
    // Truncation keeps 2Φ((R + ½)/σ) − 1 of the mass; normalise (sum from the small tail up).
    var total = 0.0
    for d in stride(from: radius, through: 1, by: -1) { total += 2 * raw[d] }
    total += raw[0]
    let normalised = raw.map { $0 / total }
    weights = normalised.map { Float($0) }
    var running = 0.0
    var cumulative = [Float](repeating: 1, count: 2 * radius + 1)
    for t in -radius..<radius {
      running += normalised[abs(t)]
      cumulative[radius + t] = Float(running)
    }
    self.cumulative = cumulative  // the last entry stays exactly 1
  }
}
