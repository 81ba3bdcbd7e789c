/// The palette index of `fadedGrey` for recent pixels: the edges of text and shapes repeat a few
/// hundred pixel values, each computed once instead of at every edge (direct-mapped, 256 slots).
struct GreyCache {
  private var keys = [UInt32](repeating: 0, count: 256)
  private var values = [UInt8](repeating: DiffPanelPalette.grey(fadedGrey(0)), count: 256)

  @inline(__always)
  mutating func index(of pixel: UInt32) -> UInt8 {
    let slot = Int((pixel &* 0x9E37_79B1) >> 24)
    if keys[slot] == pixel { return values[slot] }
    let grey = DiffPanelPalette.grey(fadedGrey(pixel))
    keys[slot] = pixel
    values[slot] = grey
    return grey
  }
}

extension GreyCache {
  /// The indices of `count` packed pixels into `row`, `last` being the last pixel seen and its
  /// index (a run of one pixel takes one index). Sixteen pixels equal to `last` are one vector
  /// compare and one store: along the runs of a UI picture the pixel loop took 8 instructions a
  /// pixel, and a failing check drew 190 megapixels with it.
  mutating func indices(
    of pixels: UnsafeRawPointer, count: Int, into row: UnsafeMutablePointer<UInt8>,
    last: inout (pixel: UInt32, grey: UInt8)
  ) {
    var (lastPixel, lastIndex) = last
    var x = 0
    while x < count {
      let end = min(count, x &+ 16)
      if end == x &+ 16,
        pixels.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt32>.self)
          == SIMD16(repeating: lastPixel.littleEndian)
      {
        UnsafeMutableRawPointer(row + x).storeBytes(of: SIMD16(repeating: lastIndex), as: SIMD16<UInt8>.self)
        x = end
        continue
      }
      while x < end {
        let pixel = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
        if pixel != lastPixel {
          lastPixel = pixel
          lastIndex = index(of: pixel)
        }
        row[x] = lastIndex
        x &+= 1
      }
    }
    last = (lastPixel, lastIndex)
  }
}
