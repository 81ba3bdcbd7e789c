import Foundation
import Graphics
import PNG
import Testing

/// The chunk walk `PNGDecoder` runs before anything is allocated (issue 35, rows 5 and 22).
@Suite struct PNGChunkWalkTests {
  static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    for (type, data) in chunks { out += chunk(type, data) }
    return out
  }

  static func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = crc32Bytes(body)
    return bigEndian(length ?? UInt32(data.count)) + body + crc
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

  static func header(_ width: UInt32, _ height: UInt32, depth: UInt8 = 8, type: UInt8 = 6) -> (String, [UInt8]) {
    ("IHDR", bigEndian(width) + bigEndian(height) + [depth, type, 0, 0, 0])
  }

  /// Issue 35, row 5: a chunk declaring more bytes than remain is refused by name, for every type.
  @Test(arguments: ["tEXt", "zTXt", "iCCP", "iTXt", "eXIf", "prVt", "IDAT"])
  func declaredLengthsMustFitTheFile(type: String) throws {
    let bytes = Self.png([Self.header(1, 1)]) + Self.bigEndian(0x7FFF_FFFF) + Array(type.utf8) + [1, 2, 3]
    #expect(bytes.count == 44)
    #expect(throws: PNGError.corrupt("chunk 1 (\(type)) declares 2147483647 bytes but only 0 remain")) {
      try PNGDecoder.decode(bytes)
    }
  }

  /// Issue 35, row 22: sizes over the pixel cap (or a side) are refused from IHDR alone.
  @Test func headersOverTheCapsAreRefused() throws {
    for (w, h) in [(16384, 4096), (16384, 16384), (6401, 5000), (20000, 1)] as [(UInt32, UInt32)] {
      let bytes = Self.png([Self.header(w, h, depth: 1, type: 0), ("IEND", [])])
      #expect(throws: PNGError.tooLarge(width: Int(w), height: Int(h))) { try PNGDecoder.header(bytes) }
    }
    let atCap = Self.png([Self.header(6400, 5000, depth: 1, type: 0), ("IDAT", [0]), ("IEND", [])])
    let header = try PNGDecoder.header(atCap)
    #expect(header.width == 6400 && header.height == 5000 && header.decodedBytes == 128_000_000)
  }

  /// Lengths the specification fixes are held to (empty ancillary chunks crashed decoders).
  @Test func lengthsTheirTypeDoesNotAllowAreRefused() {
    for (type, length) in [("gAMA", 0), ("gAMA", 5), ("cHRM", 31), ("sRGB", 2), ("tIME", 0), ("bKGD", 3), ("tEXt", 0)] {
      let bytes = Self.png([Self.header(1, 1), (type, [UInt8](repeating: 0, count: length)), ("IEND", [])])
      #expect(throws: PNGError.corrupt("chunk 1 (\(type)) has \(length) bytes, a length its type does not allow")) {
        try PNGDecoder.header(bytes)
      }
    }
    let noEnd = Self.png([Self.header(1, 1), ("IDAT", [0])])
    #expect(throws: PNGError.corrupt("ends inside the header of chunk 2, before IEND")) { try PNGDecoder.header(noEnd) }
    let binaryType = Self.png([Self.header(1, 1)]) + Self.chunk("\u{1}ab\u{7F}", [], length: 99)
    #expect(throws: PNGError.corrupt("chunk 1 (0x0161627f) declares 99 bytes but only 0 remain")) {
      try PNGDecoder.header(binaryType)
    }
  }
}
