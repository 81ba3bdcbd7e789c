import Graphics
import PNG

extension FuzzTargets {
  /// Raw bytes → our deflate, two ways. The first two bytes (little-endian) give a row width
  /// of 1...9,000 pixels (past the 32 KB window at 8,193); the rest are RGBA pixels, the last row
  /// padded with zeros. Our encoder's stream must inflate (zlib, through libpng, and our row
  /// reader) to the very pixels, and the same pixels must give the same bytes. The same bytes
  /// read as up to 288 little-endian 16-bit counts must give a complete length-limited Huffman
  /// code (15 bits; 7 for the first 19, as deflate's code-length code).
  public static func deflate(_ bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= 2 else { return }
    huffman(bytes)
    let width = (Int(bytes[0]) | Int(bytes[1]) << 8) % 9000 + 1
    let body = bytes.count - 2
    let height = max(1, (body + width * 4 - 1) / (width * 4))
    var bitmap = Bitmap(width: width, height: height)
    for i in 0..<body { bitmap.pixels[i] = bytes[2 + i] }
    guard let png = try? PNGEncoder.encode(bitmap) else {
      preconditionFailure("our encoder refused a \(width)x\(height) picture")
    }
    precondition((try? PNGDecoder.decodeWithLibpng(png)) == bitmap, "zlib's inflate (libpng) read other pixels")
    precondition((try? PNGDecoder.decode(png)) == bitmap, "our row reader read other pixels")
    precondition((try? PNGEncoder.encode(bitmap)) == png, "the same pixels gave other bytes")
  }

  private static func huffman(_ bytes: UnsafeRawBufferPointer) {
    let counts = (0..<min(288, bytes.count / 2)).map { UInt32(bytes[2 * $0]) | UInt32(bytes[2 * $0 + 1]) << 8 }
    for (limit, symbols) in [(7, 19), (15, 288)] {
      let some = Array(counts.prefix(symbols))
      let lengths = some.withUnsafeBufferPointer {
        HuffmanCode.lengths($0.baseAddress!, count: some.count, limit: limit)
      }
      precondition(zip(some, lengths).allSatisfy { ($0 > 0) == ($1 > 0) }, "a used symbol without a code")
      precondition(lengths.allSatisfy { $0 <= limit }, "a code longer than \(limit) bits")
      let used = some.filter { $0 > 0 }.count
      let kraft = lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - Int($1))) }
      precondition(used < 2 || kraft == 1 << limit, "an incomplete or oversubscribed code")
    }
  }
}
