import CPNG
import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// `PNGRowReader` reads the rows of the PNGs we write, with every filter, in pieces of any size,
/// exactly as libpng decodes them; it declines what it does not read (the caller then decodes the
/// whole file with libpng) and throws on irregular data.
@Suite struct PNGRowReaderTests {
  static func sample(_ width: Int, _ height: Int) -> Bitmap {
    var b = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        b[x, y] = Color(
          red: UInt8(truncatingIfNeeded: x * 7 + y), green: UInt8(truncatingIfNeeded: x ^ y * 3),
          blue: x % 5 == 0 ? 255 : 0, alpha: UInt8(truncatingIfNeeded: 255 - (x + y) % 40))
      }
    }
    return b
  }

  static func readAll(_ reader: PNGRowReader, pieces: [Int]) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
    var k = 0
    try out.withUnsafeMutableBytes { raw in
      while reader.rowsRead < reader.height {
        let n = min(pieces[k % pieces.count], reader.height - reader.rowsRead)
        k += 1
        try reader.read(rows: n, into: raw.baseAddress! + reader.rowsRead * reader.width * 4)
      }
    }
    return out
  }

  @Test(arguments: PNGEncoder.Filter.allCases)
  func readsEveryFilterLikeLibpng(filter: PNGEncoder.Filter) throws {
    let bitmap = Self.sample(37, 29)
    let png = try PNGEncoder.encode(bitmap, level: 6, filter: filter)
    let reader = try #require(PNGRowReader.open(png))
    #expect(reader.width == 37 && reader.height == 29)
    #expect(try Self.readAll(reader, pieces: [1, 5, 0, 3, 11]) == bitmap.pixels)
    #expect(try PNGDecoder.decodeWithLibpng(png) == bitmap)
  }

  @Test func readsTheSheetGoldensLikeLibpng() throws {
    let root = URL(fileURLWithPath: packagePath("goldens/sheets"))
    for name in ["fiori/chip-group.png", "material/chip-field.png"] {
      let png = [UInt8](try Data(contentsOf: root.appendingPathComponent(name)))
      let reader = try #require(PNGRowReader.open(png), "\(name)")
      #expect(try Self.readAll(reader, pieces: [256]) == (try PNGDecoder.decodeWithLibpng(png)).pixels, "\(name)")
    }
  }

  /// A chunk inserted before IDAT, with a valid CRC.
  static func inserting(_ type: String, _ data: [UInt8], into png: [UInt8]) -> [UInt8] {
    var chunk: [UInt8] = withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + Array(type.utf8) + data
    let crc = chunk[4...].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, uInt($0.count)) }!
    chunk += withUnsafeBytes(of: UInt32(truncatingIfNeeded: crc).bigEndian, Array.init)
    return Array(png[0..<33]) + chunk + Array(png[33...])
  }

  @Test func declinesWhatItDoesNotRead() throws {
    let png = try PNGEncoder.encode(Self.sample(8, 8))
    #expect(PNGRowReader.open(png) != nil)
    // Gamma and colour chunks change what libpng's pixels are; it leaves them to libpng.
    #expect(PNGRowReader.open(Self.inserting("gAMA", [0, 0, 0xB1, 0x8F], into: png)) == nil)
    #expect(PNGRowReader.open(Self.inserting("sRGB", [0], into: png)) == nil)
    // Text does not.
    #expect(PNGRowReader.open(Self.inserting("tEXt", Array("a\0b".utf8), into: png)) != nil)
    var badCRC = png
    badCRC[45] ^= 1  // inside IDAT's data
    #expect(PNGRowReader.open(badCRC) == nil)
    var rgb = png
    rgb[25] = 2  // colour type RGB (the CRC is now wrong too)
    #expect(PNGRowReader.open(rgb) == nil)
    #expect(PNGRowReader.open(Array(png.prefix(png.count - 12))) == nil, "no IEND")
    #expect(PNGRowReader.open([]) == nil)
  }

  @Test func throwsOnAStreamThatEndsEarlyOrRunsOn() throws {
    let bitmap = Self.sample(16, 10)
    // The zlib stream of the 16x10 image, put in a PNG that says 16x12: it ends two rows early.
    var tall = try PNGEncoder.encode(bitmap)
    tall[23] = 12
    tall = Self.fixingCRC(tall, chunkAt: 8)
    let short = try #require(PNGRowReader.open(tall))
    #expect(throws: PNGRowReader.ReadError.self) { try Self.readAll(short, pieces: [4]) }
    // ... and in one that says 16x8, data is left over after the last row.
    var low = try PNGEncoder.encode(bitmap)
    low[23] = 8
    low = Self.fixingCRC(low, chunkAt: 8)
    let long = try #require(PNGRowReader.open(low))
    #expect(throws: PNGRowReader.ReadError.self) { try Self.readAll(long, pieces: [4]) }
  }

  /// A wrong Adler-32 (CRC fixed up, so only the zlib checksum is wrong) is irregular: the reader
  /// throws and `decode` leaves the verdict to libpng, which rejects the file.
  @Test func aWrongChecksumIsLeftToLibpng() throws {
    var png = try PNGEncoder.encode(Self.sample(16, 10))
    let iend = png.count - 12
    png[iend - 5] ^= 0x40  // the last byte of IDAT's data: Adler-32's lowest
    png = Self.fixingCRC(png, chunkAt: 33)
    let reader = try #require(PNGRowReader.open(png))
    #expect(throws: PNGRowReader.ReadError.self) { try Self.readAll(reader, pieces: [10]) }
    #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
  }

  /// Issue 37's all-failing check: `readWhole` (how `decode` reads a golden) takes each row's
  /// checksum as it moves the row into place instead of in a pass before. A checksum wrong in
  /// either half still refuses the file, whatever the rows' filters; a right one reads the pixels.
  @Test(
    arguments: zip([PNGEncoder.Filter.none, .paeth, .minimumSumOfAbsoluteDifferences], [0x40, 0x01, 0x80] as [UInt8]))
  func readWholeRefusesAWrongChecksum(filter: PNGEncoder.Filter, flip: UInt8) throws {
    let bitmap = Self.sample(23, 17)
    let good = try PNGEncoder.encode(bitmap, level: 6, filter: filter)
    let room = 17 * (23 * 4 + 1) + 64  // the stream and the inflater's slack
    func readWhole(_ png: [UInt8]) throws -> [UInt8]? {
      let reader = try #require(PNGRowReader.open(png))
      var out = [UInt8](repeating: 0, count: room)
      let read = out.withUnsafeMutableBufferPointer { reader.readWhole(into: $0.baseAddress!) }
      return read ? Array(out[0..<(23 * 17 * 4)]) : nil
    }
    #expect(try readWhole(good) == bitmap.pixels)
    let iend = good.count - 12
    // Adler-32's first byte (the high half, b) or its last (the low half, a).
    for at in [iend - 8, iend - 5] {
      var bad = good
      bad[at] ^= flip
      bad = Self.fixingCRC(bad, chunkAt: 33)
      #expect(try readWhole(bad) == nil, "byte \(at - iend) before IEND")
      #expect(throws: PNGError.self) { try PNGDecoder.decode(bad) }
    }
  }

  static func fixingCRC(_ png: [UInt8], chunkAt offset: Int) -> [UInt8] {
    var png = png
    let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
    let crc = png[(offset + 4)..<(offset + 8 + length)].withContiguousStorageIfAvailable {
      crc32(0, $0.baseAddress, uInt($0.count))
    }!
    let at = offset + 8 + length
    for (i, b) in withUnsafeBytes(of: UInt32(truncatingIfNeeded: crc).bigEndian, Array.init).enumerated() {
      png[at + i] = b
    }
    return png
  }
}
