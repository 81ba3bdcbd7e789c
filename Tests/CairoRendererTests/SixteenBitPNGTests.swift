import Graphics
import Testing

@testable import CairoRenderer
@testable import PNG

/// 16-bit PNGs as other tools write them: without gAMA or sRGB chunks, their samples are sRGB.
@Suite struct SixteenBitPNGTests {
  @Test func sixteenBitWithoutGammaChunksDecodesToTheSameEightBitPixels() throws {
    let sample = PNGCodecTests.sample
    #expect(try PNGDecoder.decode(sixteenBitPNG(sample)) == sample)
    let render = try BitmapRenderer().render(Fixtures.chip, scale: 1)
    #expect(try PNGDecoder.decode(sixteenBitPNG(render)) == render)
  }

  @Test func samplesBetweenEightBitLevelsRoundToTheNearest() throws {
    // v16 / 257, rounded: 128 is 0x8080; 0x807F and 0x80FF are within half a level of it, 0x8101 is past.
    let samples: [UInt16] = [0x807F, 0x8080, 0x80FF, 0x8101]
    var bitmap = Bitmap(width: samples.count, height: 1)
    for x in samples.indices { bitmap[x, 0] = Color(red: 128, green: 128, blue: 128, alpha: 255) }
    let decoded = try PNGDecoder.decode(
      sixteenBitPNG(bitmap) { x, channel, v in channel == 0 ? samples[x] : UInt16(v) * 257 })
    #expect(samples.indices.map { decoded[$0, 0].red } == [128, 128, 128, 129])
  }

  @Test func aGammaChunkStillSaysTheSamplesAreLinear() throws {
    var grey = Bitmap(width: 1, height: 1)
    grey[0, 0] = Color(red: 128, green: 128, blue: 128, alpha: 255)
    let linear = try PNGDecoder.decode(sixteenBitPNG(grey, gamma: 100_000))  // gAMA 1.0
    #expect(linear[0, 0].red > 180, "linear 50% is about 188 in sRGB, found \(linear[0, 0].red)")
  }
}

/// `bitmap` as a 16-bit RGBA PNG with each 8-bit value v stored as v*257 (or `sample`'s choice),
/// a gAMA chunk only when `gamma` is given, and stored (uncompressed) deflate blocks: independent
/// of our encoder and of zlib.
func sixteenBitPNG(
  _ bitmap: Bitmap, gamma: UInt32? = nil,
  sample: (_ x: Int, _ channel: Int, _ value: UInt8) -> UInt16 = { _, _, v in UInt16(v) * 257 }
) -> [UInt8] {
  func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + crc32Bytes(body)
  }
  var raw: [UInt8] = []
  for y in 0..<bitmap.height {
    raw.append(0)  // filter: none
    for x in 0..<bitmap.width {
      let c = bitmap[x, y]
      for (channel, v) in [c.red, c.green, c.blue, c.alpha].enumerated() {
        let s = sample(x, channel, v)
        raw += [UInt8(s >> 8), UInt8(s & 0xFF)]
      }
    }
  }
  var zlib: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let n = min(65_535, raw.count - offset)
    let last: UInt8 = offset + n == raw.count ? 1 : 0
    zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
    zlib += raw[offset..<offset + n]
    offset += n
  } while offset < raw.count
  var (a, b): (UInt32, UInt32) = (1, 0)
  for byte in raw { (a, b) = ((a + UInt32(byte)) % 65_521, (b + (a + UInt32(byte)) % 65_521) % 65_521) }
  zlib += be32(b << 16 | a)
  let header = be32(UInt32(bitmap.width)) + be32(UInt32(bitmap.height)) + [16, 6, 0, 0, 0]
  return PNGDecoder.signature + chunk("IHDR", header) + (gamma.map { chunk("gAMA", be32($0)) } ?? [])
    + chunk("IDAT", zlib) + chunk("IEND", [])
}
