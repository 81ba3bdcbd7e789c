import Testing

@testable import CairoRenderer

/// The unpremultiply table, built by carrying remainders, holds the rounded division everywhere.
@Suite struct UnpremultiplyTests {
  @Test func theTableIsTheRoundedDivision() {
    let table = BitmapRenderer.straight
    #expect(table.count == 65536)
    var wrong: [(alpha: Int, channel: Int)] = []
    for alpha in 0..<256 {
      for channel in 0..<256 {
        let expected = alpha == 0 ? 0 : min(255, (channel * 255 + alpha / 2) / alpha)
        if Int(table[alpha << 8 | channel]) != expected { wrong.append((alpha, channel)) }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test func aPixelBecomesStraightRGBA() {
    // Premultiplied ARGB 0x80402010 (alpha 128): each channel scaled back by 255 / 128.
    var pixels: [UInt32] = [0x8040_2010, 0xFF11_2233, 0]
    pixels.withUnsafeMutableBytes { BitmapRenderer.unpremultiplyInPlace($0.baseAddress!, count: 3) }
    let bytes = pixels.withUnsafeBytes { Array($0) }
    #expect(Array(bytes[0..<4]) == [0x80, 0x40, 0x20, 0x80])
    #expect(Array(bytes[4..<8]) == [0x11, 0x22, 0x33, 0xFF])
    #expect(Array(bytes[8..<12]) == [0, 0, 0, 0])
  }
}
