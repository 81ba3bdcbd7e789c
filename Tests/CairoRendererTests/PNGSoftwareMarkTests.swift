import Graphics
import Testing

@testable import PNG

/// The "Software" mark `diff --out` pictures carry: after IHDR, with its CRC; decoders read the
/// same pixels; only a PNG marked so is recognised.
@Suite struct PNGSoftwareMarkTests {
  @Test func aMarkedPNGHasTheSamePixelsAndNamesItsSoftware() throws {
    let png = try PNGEncoder.encode(PNGCodecTests.sample)
    let marked = PNGSoftwareMark.marking(png, software: "specsheet diff")
    #expect(chunkTypes(marked) == ["IHDR", "tEXt", "IDAT", "IEND"])
    #expect(try PNGDecoder.decode(marked) == PNGCodecTests.sample)
    #expect(PNGSoftwareMark.software(of: marked) == "specsheet diff")
    // The chunk's CRC, bit by bit.
    let at = 8 + 25
    let length = marked[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    let typeAndData = Array(marked[(at + 4)..<(at + 8 + length)])
    let stored = marked[(at + 8 + length)..<(at + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(stored == PNGCodecTests().crc32(typeAndData))
    #expect(String(decoding: typeAndData, as: UTF8.self) == "tEXtSoftware\u{0}specsheet diff")
  }

  @Test func anythingElseIsNotRecognised() throws {
    let png = try PNGEncoder.encode(PNGCodecTests.sample)
    #expect(PNGSoftwareMark.software(of: png) == nil)
    #expect(PNGSoftwareMark.software(of: PNGSoftwareMark.marking(png, software: "other")) == "other")
    #expect(PNGSoftwareMark.software(of: Array("precious notes\n".utf8)) == nil)
    #expect(PNGSoftwareMark.software(of: [UInt8]()) == nil)
    let marked = PNGSoftwareMark.marking(png, software: "specsheet diff")
    #expect(PNGSoftwareMark.software(of: marked.prefix(40)) == nil, "cut inside the mark")
  }
}
