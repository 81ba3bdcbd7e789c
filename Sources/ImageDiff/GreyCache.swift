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
