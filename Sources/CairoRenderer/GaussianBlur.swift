import Foundation

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
  /// Blurs `image` (`width × height`, row-major, no padding) in place with `kernel`. A row equal
  /// to the row above (and in the vertical pass, a row whose whole window is such a run, and a
  /// long run of equal columns) is copied rather than blurred again: the same bits, which the
  /// tests check with `reusingRuns: false`.
  static func blur(
    _ image: inout [Float], width: Int, height: Int, kernel: GaussianKernel, reusingRuns: Bool = true
  ) {
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
    let runStart = UnsafeMutablePointer<Int>.allocate(capacity: height)
    defer { runStart.deallocate() }

    image.withUnsafeMutableBufferPointer { imageBuffer in
      horizontal.withUnsafeMutableBufferPointer { horizontalBuffer in
        line.withUnsafeMutableBufferPointer { lineBuffer in
          zeroRow.withUnsafeBufferPointer { zeroBuffer in
            kernel.weights.withUnsafeBufferPointer { weightBuffer in
              kernel.cumulative.withUnsafeBufferPointer { cumulativeBuffer in
                let img = imageBuffer.baseAddress!
                let hor = horizontalBuffer.baseAddress!
                var pass = Pass(
                  width: width, height: height, radius: radius, weights: weightBuffer.baseAddress!,
                  runningSum: cumulativeBuffer.baseAddress! + radius, taps: taps)
                pass.reusesRuns = reusingRuns
                let centre = lineBuffer.baseAddress! + radius + 1  // centre[x] is the row's pixel x
                let ink = pass.blurRows(of: img, into: hor, line: centre, changes: changes, runStart: runStart)
                img.update(repeating: 0, count: width * height)
                guard let ink else { return }
                pass.blurColumns(
                  of: hor, into: img, ink: ink, zero: zeroBuffer.baseAddress!, singles: singles, runStart: runStart)
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
