import Foundation

// The blur's two passes over raw buffers (see `GaussianBlur`): rows first, each by direct
// convolution or through its differences, then columns over the rows that have ink.
extension GaussianBlur {
  /// The rows and columns the horizontal pass wrote; everything outside them is zero.
  struct InkBounds {
    var rows: ClosedRange<Int>
    var columns: Range<Int>
  }

  /// What both passes share: the image size, the kernel and the buffer of taps (refilled per row
  /// in the vertical pass).
  struct Pass {
    let width: Int
    let height: Int
    let radius: Int
    /// `weights[d]` for `d` in `0...radius`.
    let weights: UnsafePointer<Float>
    /// The kernel's running sum, centred: `runningSum[t] = K(t)` for `t` in `-radius...radius`.
    let runningSum: UnsafePointer<Float>
    let taps: UnsafeMutablePointer<Tap>
    /// Whether repeated rows and columns are copied rather than blurred again (always, but in the
    /// tests that compare).
    var reusesRuns = true

    /// Horizontal pass: `image` -> `horizontal`, only rows with ink, only columns it reaches.
    /// `centre` is the padded row buffer's pixel 0; nil when no row has ink. `runStart[y]` is set
    /// to the first row of the run of identical inked rows that row `y` ends (`y` itself when row
    /// `y − 1` differs or has no ink): a row equal to the one above, bit for bit, blurs to the
    /// same bits (the same operations on the same values), so it is copied, not blurred again.
    @inline(__always)
    func blurRows(
      of image: UnsafePointer<Float>, into horizontal: UnsafeMutablePointer<Float>,
      line centre: UnsafeMutablePointer<Float>, changes: UnsafeMutablePointer<Int>,
      runStart: UnsafeMutablePointer<Int>
    ) -> InkBounds? {
      for d in 1...radius {
        taps[d - 1] = Tap(left: UnsafePointer(centre - d), right: UnsafePointer(centre + d), weight: weights[d])
      }
      var firstRow = height
      var lastRow = -1
      var firstColumn = width
      var lastColumn = -1
      var written = 0..<0  // the columns the last inked row wrote
      for y in 0..<height {
        let source = image + y * width
        runStart[y] = y
        if reusesRuns, y > 0, lastRow == y - 1, memcmp(source, source - width, width * MemoryLayout<Float>.size) == 0 {
          let row = horizontal + y * width + written.lowerBound
          row.update(from: row - width, count: written.count)
          runStart[y] = runStart[y - 1]
          lastRow = y
          continue
        }
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
        written = start..<end
        centre.update(from: source, count: width)
        blurRow(centre, ink: lo...hi, into: horizontal + y * width, columns: start..<end, changes: changes)
      }
      guard lastRow >= 0 else { return nil }
      return InkBounds(rows: firstRow...lastRow, columns: firstColumn..<(lastColumn + 1))
    }

    /// One row (in `centre`, ink in `ink`) into `out` over `columns`: through its differences when
    /// that is less work (R pairs per output directly; 2R + 1 per change, plus one per output).
    @inline(__always)
    func blurRow(
      _ centre: UnsafeMutablePointer<Float>, ink: ClosedRange<Int>, into out: UnsafeMutablePointer<Float>,
      columns: Range<Int>, changes: UnsafeMutablePointer<Int>
    ) {
      let changeCount = Self.findChanges(in: centre, ink: ink, into: changes)
      let start = columns.lowerBound
      let end = columns.upperBound
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
        GaussianBlur.convolve(
          into: out, centre: centre, weight: weights[0], pairs: taps, pairCount: radius,
          singles: taps, singleCount: 0, columns: columns)
      }
    }

    /// Where the row changes (`ink.lowerBound` and `ink.upperBound + 1` always do), in increasing
    /// order into `changes`; returns their count. (centre[lo - 1] is 0, so each i with
    /// centre[i] != centre[i - 1]; eight equal neighbours at a time are skipped with one vector
    /// compare.)
    @inline(__always)
    static func findChanges(
      in centre: UnsafeMutablePointer<Float>, ink: ClosedRange<Int>, into changes: UnsafeMutablePointer<Int>
    ) -> Int {
      let hi = ink.upperBound
      var changeCount = 0
      var i = ink.lowerBound
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
      return changeCount
    }

    /// Vertical pass: `horizontal` -> `image` (already zeroed), over the columns with ink. Rows
    /// outside `ink.rows` are zero: for d = 1, 2, ... both rows are inside (a prefix of the d's),
    /// then one, then none. An output row whose rows `y − 1 − radius ... y + radius` are one run
    /// of identical rows (`runStart`, e.g. the straight sides of a card) reads the same values
    /// in the same order as the row above: it is that row's copy, bit for bit.
    @inline(__always)
    func blurColumns(
      of horizontal: UnsafeMutablePointer<Float>, into image: UnsafeMutablePointer<Float>, ink: InkBounds,
      zero: UnsafePointer<Float>, singles: UnsafeMutablePointer<Tap>, runStart: UnsafePointer<Int>
    ) {
      let firstRow = ink.rows.lowerBound
      let lastRow = ink.rows.upperBound
      // Columns `flat.lowerBound + 1 ..< flat.upperBound` equal the column before them in every row:
      // their outputs are the output of column `flat.lowerBound`, copied.
      let flat = reusesRuns ? flatColumns(of: horizontal, ink: ink) : ink.columns.upperBound..<ink.columns.upperBound
      let left = ink.columns.lowerBound..<min(flat.lowerBound + 1, ink.columns.upperBound)
      let right = flat.upperBound..<ink.columns.upperBound
      for y in max(0, firstRow - radius)...min(height - 1, lastRow + radius) {
        if reusesRuns, y - 1 - radius >= firstRow, y + radius <= lastRow, runStart[y + radius] <= y - 1 - radius {
          let row = image + y * width + ink.columns.lowerBound
          row.update(from: row - width, count: ink.columns.count)
          continue
        }
        var pairCount = 0
        var singleCount = 0
        for d in 1...radius {
          let above = y - d
          let below = y + d
          let aboveIn = above >= firstRow && above <= lastRow
          let belowIn = below >= firstRow && below <= lastRow
          if aboveIn && belowIn {
            taps[pairCount] = Tap(
              left: UnsafePointer(horizontal + above * width), right: UnsafePointer(horizontal + below * width),
              weight: weights[d])
            pairCount += 1
          } else if aboveIn || belowIn {
            let inside = UnsafePointer(horizontal + (aboveIn ? above : below) * width)
            singles[singleCount] = Tap(left: inside, right: inside, weight: weights[d])
            singleCount += 1
          } else if above < firstRow && below > lastRow {
            break
          }
        }
        let middle = ink.rows.contains(y) ? UnsafePointer(horizontal + y * width) : zero
        let out = image + y * width
        GaussianBlur.convolve(
          into: out, centre: middle, weight: weights[0], pairs: taps, pairCount: pairCount,
          singles: singles, singleCount: singleCount, columns: left)
        if !right.isEmpty {
          GaussianBlur.convolve(
            into: out, centre: middle, weight: weights[0], pairs: taps, pairCount: pairCount,
            singles: singles, singleCount: singleCount, columns: right)
        }
        if flat.count > 1 { (out + flat.lowerBound + 1).update(repeating: out[flat.lowerBound], count: flat.count - 1) }
      }
    }
  }
}
