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

/// A separable Gaussian blur of a one-channel `Float` image, treating everything outside the image
/// as zero.
///
/// The horizontal pass runs first, then the vertical one. Every output value is accumulated in
/// `Float` in one fixed order that depends only on the input values, never on timing or threads:
/// the same input gives the same bits on every run. No threads, no allocation inside the loops.
///
/// - Direct convolution (vertical pass; horizontal rows with much detail): `w[0]·c`, then
///   `+= w[d]·(left + right)` for `d = 1, 2, ...`, `left` and `right` the pixels `d` before and
///   after. In the vertical pass, pairs of two rows without ink are left out and pairs with one
///   add `w[d]·inside` (both exact: those pixels are 0). The work is vectorised across
///   neighbouring outputs (`SIMD8<Float>`, each lane doing exactly the scalar sequence), never
///   across taps, so vector and scalar code give the same bits.
/// - Horizontal rows whose values change at few pixels (shape masks: 0 outside, 255 inside, a few
///   antialiased pixels at each end): the same convolution through the row's differences
///   `Δ[i] = m[i] − m[i−1]`: `out[j] = m[j − R − 1] + Σ Δ[i]·K(j − i)` over `|j − i| ≤ R`, in
///   increasing `i`, where `K` is the kernel's running sum (`GaussianKernel.cumulative`). This is
///   the same linear map (`m` is the running sum of `Δ`), exact in flat stretches, within a few
///   `Float` ulps elsewhere, and does `(2R + 1)` work per change instead of `R` per pixel.
enum GaussianBlur {
  /// Blurs `image` (`width × height`, row-major, no padding) in place with `kernel`.
  static func blur(_ image: inout [Float], width: Int, height: Int, kernel: GaussianKernel) {
    precondition(width >= 0 && height >= 0 && image.count == width * height, "image size mismatch")
    let radius = kernel.radius
    guard radius > 0, width > 0, height > 0 else { return }

    var horizontal = [Float](repeating: 0, count: width * height)
    // One row with `radius + 1` zeros on both sides, so no tap leaves the buffer.
    var line = [Float](repeating: 0, count: width + 2 * radius + 2)
    let zeroRow = [Float](repeating: 0, count: width)
    let taps = UnsafeMutablePointer<Tap>.allocate(capacity: radius)
    defer { taps.deallocate() }
    let singles = UnsafeMutablePointer<Tap>.allocate(capacity: radius)
    defer { singles.deallocate() }
    let changes = UnsafeMutablePointer<Int>.allocate(capacity: width + 1)
    defer { changes.deallocate() }

    image.withUnsafeMutableBufferPointer { imageBuffer in
      horizontal.withUnsafeMutableBufferPointer { horizontalBuffer in
        line.withUnsafeMutableBufferPointer { lineBuffer in
          zeroRow.withUnsafeBufferPointer { zeroBuffer in
            kernel.weights.withUnsafeBufferPointer { weightBuffer in
              kernel.cumulative.withUnsafeBufferPointer { cumulativeBuffer in
                let img = imageBuffer.baseAddress!
                let hor = horizontalBuffer.baseAddress!
                let w = weightBuffer.baseAddress!
                let runningSum = cumulativeBuffer.baseAddress! + radius  // runningSum[t] = K(t)
                let zero = zeroBuffer.baseAddress!
                let centre = lineBuffer.baseAddress! + radius + 1  // centre[x] is the row's pixel x

                // Horizontal pass: image -> horizontal, only rows with ink, only columns it reaches.
                for d in 1...radius {
                  taps[d - 1] = Tap(left: UnsafePointer(centre - d), right: UnsafePointer(centre + d), weight: w[d])
                }
                var firstRow = height
                var lastRow = -1
                var firstColumn = width
                var lastColumn = -1
                for y in 0..<height {
                  let source = img + y * width
                  var lo = 0
                  while lo < width && source[lo] == 0 { lo += 1 }
                  if lo == width { continue }
                  var hi = width - 1
                  while source[hi] == 0 { hi -= 1 }
                  if firstRow == height { firstRow = y }
                  lastRow = y
                  let start = max(0, lo - radius)
                  let end = min(width, hi + radius + 1)
                  firstColumn = min(firstColumn, start)
                  lastColumn = max(lastColumn, end - 1)
                  centre.update(from: source, count: width)
                  let out = hor + y * width

                  // Where the row changes (lo and hi + 1 always do).
                  // (centre[lo - 1] is 0, so each i with centre[i] != centre[i - 1]; eight equal
                  // neighbours at a time are skipped with one vector compare.)
                  var changeCount = 0
                  var i = lo
                  while i <= hi + 1 {
                    if i + 8 <= hi + 2,
                      all(
                        UnsafeRawPointer(centre + i).loadUnaligned(as: SIMD8<Float>.self)
                          .== UnsafeRawPointer(centre + i - 1).loadUnaligned(as: SIMD8<Float>.self))
                    {
                      i += 8
                      continue
                    }
                    if centre[i] != centre[i - 1] {
                      changes[changeCount] = i
                      changeCount += 1
                    }
                    i += 1
                  }
                  // Direct: R pairs per output; differences: 2R + 1 per change, plus one per output.
                  if changeCount * (2 * radius + 1) < (end - start) * (radius - 1) {
                    (out + start).update(from: centre + (start - radius - 1), count: end - start)
                    for c in 0..<changeCount {
                      let i = changes[c]
                      let delta = centre[i] - centre[i - 1]
                      let k = runningSum - i  // k[j] = K(j − i)
                      for j in max(start, i - radius)..<min(end, i + radius + 1) {
                        out[j] += delta * k[j]
                      }
                    }
                  } else {
                    convolve(
                      into: out, centre: centre, weight: w[0], pairs: taps, pairCount: radius,
                      singles: taps, singleCount: 0, columns: start..<end)
                  }
                }

                // Vertical pass: horizontal -> image. Rows outside firstRow...lastRow are zero:
                // for d = 1, 2, ... both rows are inside (a prefix of the d's), then one, then none.
                img.update(repeating: 0, count: width * height)
                guard lastRow >= 0 else { return }
                let columns = firstColumn..<(lastColumn + 1)
                for y in max(0, firstRow - radius)...min(height - 1, lastRow + radius) {
                  var pairCount = 0
                  var singleCount = 0
                  for d in 1...radius {
                    let above = y - d
                    let below = y + d
                    let aboveIn = above >= firstRow && above <= lastRow
                    let belowIn = below >= firstRow && below <= lastRow
                    if aboveIn && belowIn {
                      taps[pairCount] = Tap(
                        left: UnsafePointer(hor + above * width), right: UnsafePointer(hor + below * width),
                        weight: w[d])
                      pairCount += 1
                    } else if aboveIn || belowIn {
                      let inside = UnsafePointer(hor + (aboveIn ? above : below) * width)
                      singles[singleCount] = Tap(left: inside, right: inside, weight: w[d])
                      singleCount += 1
                    } else if above < firstRow && below > lastRow {
                      break
                    }
                  }
                  let middle = y >= firstRow && y <= lastRow ? UnsafePointer(hor + y * width) : zero
                  convolve(
                    into: img + y * width, centre: middle, weight: w[0], pairs: taps, pairCount: pairCount,
                    singles: singles, singleCount: singleCount, columns: columns)
                }
              }
            }
          }
        }
      }
    }
  }

  /// Taps `d` pixels before and after an output: `weight · (left[x] + right[x])` for a pair,
  /// `weight · left[x]` for a single (the other pixel is outside the ink, 0).
  struct Tap {
    var left: UnsafePointer<Float>
    var right: UnsafePointer<Float>
    var weight: Float
  }

  /// `out[x] = weight · centre[x] + Σ pairs + Σ singles`, accumulated in that order (pairs and
  /// singles each in increasing distance; every pair is nearer than every single), for `x` in
  /// `columns`. 32 columns at a time in four `SIMD8` registers, then 8, then one by one.
  @inline(__always)
  static func convolve(
    into out: UnsafeMutablePointer<Float>, centre: UnsafePointer<Float>, weight: Float,
    pairs: UnsafePointer<Tap>, pairCount: Int, singles: UnsafePointer<Tap>, singleCount: Int,
    columns: Range<Int>
  ) {
    typealias V = SIMD8<Float>
    @inline(__always) func load(_ p: UnsafePointer<Float>, _ x: Int) -> V {
      UnsafeRawPointer(p + x).loadUnaligned(as: V.self)
    }
    @inline(__always) func store(_ v: V, _ x: Int) {
      UnsafeMutableRawPointer(out + x).storeBytes(of: v, as: V.self)
    }
    var x = columns.lowerBound
    let end = columns.upperBound
    let w0 = V(repeating: weight)
    while x + 32 <= end {
      var a0 = w0 * load(centre, x)
      var a1 = w0 * load(centre, x + 8)
      var a2 = w0 * load(centre, x + 16)
      var a3 = w0 * load(centre, x + 24)
      for i in 0..<pairCount {
        let tap = pairs[i]
        let wd = V(repeating: tap.weight)
        a0 += wd * (load(tap.left, x) + load(tap.right, x))
        a1 += wd * (load(tap.left, x + 8) + load(tap.right, x + 8))
        a2 += wd * (load(tap.left, x + 16) + load(tap.right, x + 16))
        a3 += wd * (load(tap.left, x + 24) + load(tap.right, x + 24))
      }
      for i in 0..<singleCount {
        let tap = singles[i]
        let wd = V(repeating: tap.weight)
        a0 += wd * load(tap.left, x)
        a1 += wd * load(tap.left, x + 8)
        a2 += wd * load(tap.left, x + 16)
        a3 += wd * load(tap.left, x + 24)
      }
      store(a0, x)
      store(a1, x + 8)
      store(a2, x + 16)
      store(a3, x + 24)
      x += 32
    }
    while x + 8 <= end {
      var a = w0 * load(centre, x)
      for i in 0..<pairCount {
        let tap = pairs[i]
        a += V(repeating: tap.weight) * (load(tap.left, x) + load(tap.right, x))
      }
      for i in 0..<singleCount {
        let tap = singles[i]
        a += V(repeating: tap.weight) * load(tap.left, x)
      }
      store(a, x)
      x += 8
    }
    while x < end {
      var a = weight * centre[x]
      for i in 0..<pairCount {
        let tap = pairs[i]
        a += tap.weight * (tap.left[x] + tap.right[x])
      }
      for i in 0..<singleCount {
        let tap = singles[i]
        a += tap.weight * tap.left[x]
      }
      out[x] = a
      x += 1
    }
  }
}
