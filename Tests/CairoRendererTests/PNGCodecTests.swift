import CPNG
import Graphics
import Testing

@testable import CairoRenderer
@testable import PNG

@Suite struct PNGCodecTests {
  /// Every alpha value, colour in fully transparent pixels, gradients.
  static var sample: Bitmap {
    var bitmap = Bitmap(width: 64, height: 9)
    for y in 0..<9 {
      for x in 0..<64 {
        let i = UInt8(truncatingIfNeeded: x * 4 + y * 29)
        bitmap[x, y] = Color(red: i, green: UInt8(x * 3), blue: 255 - i, alpha: UInt8(truncatingIfNeeded: x * 4 + y))
      }
    }
    bitmap[0, 0] = Color(red: 12, green: 34, blue: 56, alpha: 0)
    bitmap[1, 0] = .clear
    return bitmap
  }

  @Test(arguments: PNGEncoder.Filter.allCases)
  func roundTrip(filter: PNGEncoder.Filter) throws {
    let png = try PNGEncoder.encode(Self.sample, level: PNGEncoder.level, filter: filter)
    #expect(try PNGDecoder.decode(png) == Self.sample)
  }

  @Test func roundTripOfARender() throws {
    let image = try BitmapRenderer().render(Fixtures.chip, scale: 1)
    #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
  }

  @Test func encodingIsDeterministicAndHasOnlyCriticalChunks() throws {
    let a = try PNGEncoder.encode(Self.sample)
    let b = try PNGEncoder.encode(Self.sample)
    #expect(a == b)
    #expect(chunkTypes(a) == ["IHDR", "IDAT", "IEND"])
  }

  /// Every chunk's CRC, computed here bit by bit (independent of zlib): libpng's decoder does not
  /// check IEND's, and an encoder once wrote 0 there.
  @Test func everyChunkCarriesItsCRC() throws {
    for png in [try PNGEncoder.encode(Self.sample), try PNGEncoder.encode(Bitmap(width: 1, height: 1))] {
      var offset = 8
      while offset + 12 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
        let stored = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(stored == crc32(typeAndData), "chunk \(String(decoding: typeAndData.prefix(4), as: UTF8.self))")
        offset += 12 + length
      }
      #expect(offset == png.count)
    }
  }

  /// The encoder reuses zlib's memory between images: what was encoded before must not matter.
  @Test func bytesDoNotDependOnWhatWasEncodedBefore() throws {
    let first = try PNGEncoder.encode(Self.sample)
    var noise = Bitmap(width: 300, height: 200)
    var generator = SystemRandomNumberGenerator()
    for y in 0..<200 {
      for x in 0..<300 {
        noise[x, y] = Color(red: .random(in: 0...255, using: &generator), green: UInt8(x & 255), blue: 7, alpha: 255)
      }
    }
    _ = try PNGEncoder.encode(noise)
    #expect(try PNGEncoder.encode(Self.sample) == first)
  }

  /// The encoder feeds zlib row by row and sheets arrive in strips: how the input is split must
  /// not change the stream (zlib's, without flushes).
  @Test func theDeflateStreamDoesNotDependOnHowItsInputIsSplit() throws {
    var generator = SystemRandomNumberGenerator()
    let image = try PNGEncoder.encode(try BitmapRenderer().render(Fixtures.chip, scale: 2))
    let input = image + image.reversed() + (0..<5000).map { UInt8($0 % 7) }
    func deflated(pieces: [Int]) throws -> [UInt8] {
      let deflater = Deflater(level: PNGEncoder.level)
      try deflater.begin()
      var offset = 0
      try input.withUnsafeBytes { bytes in
        for piece in pieces {
          try deflater.feed(bytes.baseAddress! + offset, count: piece)
          offset += piece
        }
      }
      return try deflater.finish { Array($0) }
    }
    let whole = try deflated(pieces: [input.count])
    for _ in 0..<5 {
      var pieces: [Int] = []
      var left = input.count
      while left > 0 {
        pieces.append(min(left, Int.random(in: 1...3000, using: &generator)))
        left -= pieces.last!
      }
      #expect(try deflated(pieces: pieces) == whole)
    }
  }

  /// The deflater writes zlib's wrapper itself around a raw stream, with its own Adler-32: the
  /// bytes must be zlib's `compress2`'s at every level that compresses (level 0's stored blocks
  /// are cut to fit the output buffer since zlib 1.2.12, so they depend on its size).
  @Test(arguments: [1, 2, 6, 9] as [Int32])
  func theStreamIsZlibsOwn(level: Int32) throws {
    let image = try PNGEncoder.encode(try BitmapRenderer().render(Fixtures.chip, scale: 2))
    let input = image + (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 3) }
    let deflater = Deflater(level: level)
    try deflater.begin()
    try input.withUnsafeBytes { try deflater.feed($0.baseAddress!, count: $0.count) }
    let ours = try deflater.finish { Array($0) }
    var theirs = [UInt8](repeating: 0, count: Int(compressBound(uLong(input.count))))
    var size = uLongf(theirs.count)
    #expect(compress2(&theirs, &size, input, uLong(input.count), level) == Z_OK)
    let same = ours == Array(theirs.prefix(Int(size)))  // (not printed: 80 KB)
    #expect(same, "level \(level): \(ours.count) bytes, zlib's \(size)")
  }

  @Test func adler32IsZlibs() {
    var generator = SystemRandomNumberGenerator()
    // Bytes of 255 make the largest lane sums; lengths cross the block (368 bytes) and step boundaries.
    let buffers: [[UInt8]] = [
      [UInt8](repeating: 255, count: 100_000), (0..<100_003).map { _ in UInt8.random(in: 0...255, using: &generator) },
      [],
    ]
    for buffer in buffers {
      for (start, length) in [
        (0, buffer.count), (1, max(0, buffer.count - 1)), (3, min(buffer.count, 5551)), (0, min(buffer.count, 15)),
        (2, min(buffer.count, 367)), (0, min(buffer.count, 368)), (5, min(buffer.count, 369)),
      ]
      where start + length <= buffer.count {
        buffer.withUnsafeBytes { raw in
          let base = raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
          let expected = UInt32(adler32(1, base.assumingMemoryBound(to: UInt8.self) + start, uInt(length)))
          #expect(Adler32.update(1, base + start, count: length) == expected, "\(start)+\(length)")
          // Continued from a running value, as the deflater feeds rows.
          let half = length / 2
          let running = Adler32.update(
            Adler32.update(1, base + start, count: half), base + start + half, count: length - half)
          #expect(running == expected, "\(start)+\(length) in two pieces")
        }
      }
    }
  }

  func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  @Test func decodeErrors() throws {
    #expect(throws: PNGError.empty) { try PNGDecoder.decode([]) }
    let lfs = Array("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n".utf8)
    #expect(throws: PNGError.gitLFSPointer) { try PNGDecoder.decode(lfs) }
    var generator = SystemRandomNumberGenerator()
    let random = (0..<256).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(throws: PNGError.notPNG) { try PNGDecoder.decode([0x42] + random) }

    let png = try PNGEncoder.encode(Self.sample)
    for cut in [12, 40, png.count / 2, png.count - 13] {
      let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(png.prefix(cut))) }
      guard case .corrupt(let message) = error else {
        Issue.record("cut \(cut): \(String(describing: error))")
        continue
      }
      #expect(!message.isEmpty && !message.contains("\n"))
    }
    var flipped = png
    flipped[png.count / 2] ^= 0xFF  // inside IDAT: bad CRC
    #expect(throws: PNGError.self) { try PNGDecoder.decode(flipped) }
  }

  @Test func tooLargeIsRefusedBeforeDecoding() throws {
    var png = try PNGEncoder.encode(Bitmap(width: 1, height: 1))
    // Patch IHDR to 20000x20000 and fix its CRC.
    let size: [UInt8] = [0, 0, 0x4E, 0x20]
    png.replaceSubrange(16..<20, with: size)
    png.replaceSubrange(20..<24, with: size)
    let crc = crc32Bytes(Array(png[12..<29]))
    png.replaceSubrange(29..<33, with: crc)
    #expect(throws: PNGError.tooLarge(width: 20_000, height: 20_000)) { try PNGDecoder.decode(png) }
  }

  @Test func invalidBitmapsAreNotEncoded() throws {
    #expect(throws: PNGError.self) { try PNGEncoder.encode(Bitmap(width: 0, height: 0)) }
    var broken = Bitmap(width: 2, height: 2)
    broken.pixels.removeLast()
    #expect(throws: PNGError.self) { try PNGEncoder.encode(broken) }
  }

  @Test func errorDescriptionsAreOneLine() {
    let all: [PNGError] = [
      .empty, .gitLFSPointer, .notPNG, .corrupt("x"), .tooLarge(width: 1, height: 1),
      .invalidBitmap("x"), .compressionFailed(-4),
    ]
    #expect(all.allSatisfy { !$0.description.isEmpty && !$0.description.contains("\n") })
    #expect(Set(all.map(\.description)).count == all.count)
  }
}

/// Chunk types in file order.
func chunkTypes(_ png: [UInt8]) -> [String] {
  var types: [String] = []
  var offset = 8
  while offset + 8 <= png.count {
    let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
    offset += 12 + length
  }
  return types
}

/// CRC-32 (PNG polynomial) as 4 big-endian bytes; independent of zlib.
func crc32Bytes(_ bytes: [UInt8]) -> [UInt8] {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
  }
  crc ^= 0xFFFF_FFFF
  return [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
}
