// Finding the flat middle of a horizontally blurred shape, whose columns the vertical pass
// blurs once (see `GaussianBlur.Pass.blurColumns`).
extension GaussianBlur.Pass {
  /// The fewest equal columns worth copying instead of blurring.
  static let shortestFlatRun = 32

  /// The longest run of columns `a ..< b` within the ink whose columns `a + 1 ..< b` each equal
  /// the column before them, bit for bit, in every inked row (the straight top and bottom of a
  /// card or chip, more than a blur radius from its corners); an empty range at the ink's end
  /// when no run reaches `shortestFlatRun`. The vertical pass of equal columns is the same
  /// operations on the same values, so column `a`'s output is every column's in the run. Rows
  /// outside the ink are zero in every column.
  func flatColumns(of horizontal: UnsafePointer<Float>, ink: GaussianBlur.InkBounds) -> Range<Int> {
    let columns = ink.columns
    let none = columns.upperBound..<columns.upperBound
    guard columns.count > Self.shortestFlatRun else { return none }
    // changes[x − first]: over the inked rows, the OR of column x's bits XOR column x − 1's,
    // eight columns at a time (0 where the columns are equal in every row).
    var changes = [UInt32](repeating: 0, count: columns.count)
    changes.withUnsafeMutableBufferPointer { changes in
      let first = columns.lowerBound
      let slots = UnsafeMutableRawPointer(changes.baseAddress!)
      for y in ink.rows {
        let row = UnsafeRawPointer(horizontal + y * width)
        var x = first + 1
        while x + 8 <= columns.upperBound {
          let here = (row + 4 * x).loadUnaligned(as: SIMD8<UInt32>.self)
          let before = (row + 4 * (x - 1)).loadUnaligned(as: SIMD8<UInt32>.self)
          let slot = slots + 4 * (x - first)
          slot.storeBytes(of: slot.loadUnaligned(as: SIMD8<UInt32>.self) | (here ^ before), as: SIMD8<UInt32>.self)
          x += 8
        }
        while x < columns.upperBound {
          changes[x - first] |=
            (row + 4 * x).loadUnaligned(as: UInt32.self) ^ (row + 4 * (x - 1)).loadUnaligned(as: UInt32.self)
          x += 1
        }
      }
    }
    var best = none
    var start = columns.lowerBound
    for x in (columns.lowerBound + 1)...columns.upperBound
    where x == columns.upperBound || changes[x - columns.lowerBound] != 0 {
      if x - start > best.count { best = start..<x }
      start = x
    }
    return best.count >= Self.shortestFlatRun ? best : none
  }
}
