import CCairo
import Foundation
import Graphics

/// Cairo's premultiplied ARGB32 to straight-alpha RGBA.
extension BitmapRenderer {

  /// Converts `count` pixels of Cairo's premultiplied native-endian ARGB32 into straight-alpha
  /// RGBA bytes, in place (each pixel is read whole before its bytes are written). Four pixels
  /// at a time when all four are opaque (a byte swap) or all clear; the rest one by one.
  static func unpremultiplyInPlace(_ data: UnsafeMutableRawPointer, count: Int) {
    var i = 0
    while i &+ 4 <= count {
      let offset = i &* 4
      let v = data.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
      if v &>> 24 == SIMD4(repeating: 255) {
        // Opaque: ARGB as a little-endian word is B, G, R, A in memory; RGBA swaps R and B.
        let swapped = (v & 0xFF00_FF00) | (v &>> 16 & 0xFF) | ((v & 0xFF) &<< 16)
        data.storeBytes(of: swapped, toByteOffset: offset, as: SIMD4<UInt32>.self)
      } else if v != .zero {
        for k in 0..<4 { unpremultiply(data, offset: offset &+ k &* 4) }
      }
      i &+= 4
    }
    while i < count {
      unpremultiply(data, offset: i &* 4)
      i &+= 1
    }
  }

  @inline(__always)
  private static func unpremultiply(_ data: UnsafeMutableRawPointer, offset: Int) {
    let p = data.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    let a = p >> 24
    if a == 0 {
      // Premultiplied, so the colour is 0 too; cleared anyway in case Cairo ever leaves bits.
      if p != 0 { data.storeBytes(of: 0, toByteOffset: offset, as: UInt32.self) }
      return
    }
    var r = p >> 16 & 0xFF
    var g = p >> 8 & 0xFF
    var b = p & 0xFF
    if a != 255 {
      let row = Int(a) &<< 8
      r = UInt32(straight[row | Int(r)])
      g = UInt32(straight[row | Int(g)])
      b = UInt32(straight[row | Int(b)])
    }
    data.storeBytes(of: UInt32(littleEndian: r | g << 8 | b << 16 | a << 24), toByteOffset: offset, as: UInt32.self)
  }

  /// `straight[a << 8 | c]`: the straight-alpha value of premultiplied channel `c` at alpha `a`,
  /// min(255, (c * 255 + a / 2) / a), looked up instead of divided.
  ///
  /// Built without dividing: along a row the numerator grows by 255, so the quotient grows by
  /// 255 / a and the remainder by 255 % a, carrying one when it reaches `a`. 65,536 divisions
  /// were 3% of a one-image render's instructions (the table is built in every process).
  static let straight: [UInt8] = [UInt8](unsafeUninitializedCapacity: 65536) { table, count in
    for c in 0..<256 { table[c] = 0 }  // alpha 0: nothing to recover
    for a in 1..<256 {
      let (step, stepRest) = 255.quotientAndRemainder(dividingBy: a)
      // quotient * a + rest == c * 255 + a / 2, with rest < a.
      var quotient = 0
      var rest = a / 2
      for c in 0..<256 {
        table[a &<< 8 | c] = UInt8(truncatingIfNeeded: min(255, quotient))
        quotient &+= step
        rest &+= stepRest
        if rest >= a {
          rest &-= a
          quotient &+= 1
        }
      }
    }
    count = 65536
  }
}
