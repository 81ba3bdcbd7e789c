import CPNG
import Graphics

/// A deterministic PNG writer: signature, IHDR (8-bit RGBA, not interlaced), one IDAT (a zlib
/// stream written by our `RowDeflater`), IEND. No time, text, gamma or other ancillary chunks, so
/// the same bitmap always gives the same bytes.
public enum PNGEncoder {
  /// Row filters (PNG filter method 0), or libpng's per-row heuristic.
  public enum Filter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth
    /// Per row, the filter whose output has the smallest sum of absolute (signed) bytes.
    case minimumSumOfAbsoluteDifferences
  }

  /// The pinned choice: no row filter, our `RowDeflater`. Filters were measured with zlib
  /// (`encode(_:level:filter:)`, release build, 2-core dev box, best of 20; bytes / milliseconds):
  ///
  ///                 420x128 chip with text (@2x)          1000x600 card, text and icons (@1x)
  ///              L1           L6           L9            L1            L6            L9
  ///   none     7472 0.30   6121 0.99*  5840 3.70     66711  3.6    50322  7.9*   48670 41.8
  ///   sub      9927 0.25   8610 0.72   8280 6.06     82219  3.9    66311  8.0    64966 45.8
  ///   up       9888 0.25   8602 0.72   8316 5.83     79874  3.9    64253  8.1    62844 53.6
  ///   average 11438 0.59  10121 0.86   9820 5.29     91291  5.1    75720  9.4    74473 44.0
  ///   paeth   10137 0.60   8765 1.09   8490 6.41     81155  7.6    65770 11.5    64278 57.0
  ///   per-row  9457 1.33   8130 1.76   7964 7.00     78380 15.3    63207 19.5    61958 64.0
  ///
  /// Flat UI colours with antialiased edges compress best unfiltered (filters turn long runs of
  /// one pixel value into noise at every edge). zlib level 1 was then pinned, and was still a
  /// third of a render's CPU; `RowDeflater` replaced it (`specsheet bench png` compares both on
  /// the goldens' pixels). `check` compares pixels, not bytes, and `record` rewrites only goldens
  /// whose pixels changed, so goldens written by earlier encoders stay as they are.
  /// zlib's level for the reference encoder; the environment fingerprint names it with the filter
  /// (an option the committed goldens' fingerprint records: pixels do not depend on it).
  public static let level: Int32 = 1
  public static let filter: Filter = .none

  /// The PNG for `bitmap`, compressed by `RowDeflater` (the pinned encoder).
  public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    try validate(bitmap)
    return bitmap.pixels.withUnsafeBytes { pixels in
      RowDeflater.with { deflater in
        deflater.begin(width: bitmap.width, bytesPerPixel: 4)
        deflater.feed(pixels.baseAddress!, rows: bitmap.height, rowBytes: bitmap.width * 4)
        return deflater.finish { assemble(width: bitmap.width, height: bitmap.height, compressed: $0) }
      }
    }
  }

  /// The PNG for `bitmap` compressed by zlib at `level` (0...9) with a row filter: the reference
  /// `RowDeflater` is measured against (`specsheet bench png`, tests).
  public static func encode(_ bitmap: Bitmap, level: Int32, filter: Filter) throws(PNGError)
    -> [UInt8]
  {
    let (width, height) = (bitmap.width, bitmap.height)
    try validate(bitmap)
    guard (0...9).contains(level) else { throw .invalidBitmap("zlib level \(level) is not 0...9") }
    return try Deflater.with(level: level) { (deflater) throws(PNGError) in
      try deflater.begin()
      let fed: Result<Void, PNGError> =
        filter == .none
        ? bitmap.pixels.withUnsafeBytes { pixels in
          Result { () throws(PNGError) in try feedRows(pixels.baseAddress!, width: width, rows: height, to: deflater) }
        }
        : filterRows(bitmap.pixels, width: width, height: height, filter: filter).withUnsafeBytes { bytes in
          Result { () throws(PNGError) in try deflater.feed(bytes.baseAddress!, count: bytes.count) }
        }
      try fed.get()
      return try deflater.finish { assemble(width: width, height: height, compressed: $0) }
    }
  }

  /// Throws unless `bitmap` has 1...`Bitmap.maxPixels` pixels and the bytes its size says.
  private static func validate(_ bitmap: Bitmap) throws(PNGError) {
    let (width, height) = (bitmap.width, bitmap.height)
    try validate(width: width, height: height)
    guard bitmap.pixels.count == width * height * 4 else {
      throw .invalidBitmap("\(bitmap.pixels.count) bytes for \(width)x\(height) (expected \(width * height * 4))")
    }
  }

  static func validate(width: Int, height: Int) throws(PNGError) {
    guard width > 0, height > 0 else {
      throw .invalidBitmap("\(width)x\(height) has no pixels (PNG needs at least 1x1)")
    }
    guard width <= Bitmap.maxSide, height <= Bitmap.maxSide, width * height <= Bitmap.maxPixels
    else { throw .tooLarge(width: width, height: height) }
  }

  /// The PNG of a `width × height` image whose rows arrive a few at a time: `produce` hands them
  /// to its argument (`width` RGBA pixels per row, top to bottom) and they are compressed as they
  /// come; the bytes are `encode`'s of the whole image (`RowDeflater`'s stream does not depend on
  /// how the rows were split). Throws when the rows handed over are not `height`.
  public static func encodeRows(
    width: Int, height: Int,
    _ produce: (_ rows: (_ pixels: UnsafeRawPointer, _ count: Int) throws -> Void) throws -> Void
  ) throws -> [UInt8] {
    try deflateRows(width: width, height: height, bytesPerPixel: 4, produce) {
      assemble(width: width, height: height, compressed: $0)
    }
  }

  /// `produce`'s rows of `width` pixels of `bytesPerPixel` bytes, compressed, handed to `wrap`.
  static func deflateRows(
    width: Int, height: Int, bytesPerPixel: Int,
    _ produce: (_ rows: (_ pixels: UnsafeRawPointer, _ count: Int) throws -> Void) throws -> Void,
    wrap: (UnsafeBufferPointer<UInt8>) -> [UInt8]
  ) throws -> [UInt8] {
    try validate(width: width, height: height)
    return try RowDeflater.with { deflater in
      deflater.begin(width: width, bytesPerPixel: bytesPerPixel)
      var fed = 0
      try produce { pixels, count in
        guard count >= 0, fed + count <= height else { throw PNGError.invalidBitmap("more than \(height) rows") }
        deflater.feed(pixels, rows: count, rowBytes: width * bytesPerPixel)
        fed += count
      }
      guard fed == height else { throw PNGError.invalidBitmap("\(fed) rows for \(width)x\(height)") }
      return deflater.finish(wrap)
    }
  }

  /// Unfiltered rows, each after its filter byte 0, straight from the pixels.
  static func feedRows(
    _ pixels: UnsafeRawPointer, width: Int, rows: Int, to deflater: Deflater, bytesPerPixel: Int = 4
  ) throws(PNGError) {
    var none: UInt8 = 0
    for y in 0..<rows {
      try deflater.feed(&none, count: 1)
      try deflater.feed(pixels + y * width * bytesPerPixel, count: width * bytesPerPixel)
    }
  }

  /// Signature, IHDR, PLTE when `palette` (RGB triples) is given, one IDAT holding `compressed`, IEND.
  static func assemble(
    width: Int, height: Int, compressed: UnsafeBufferPointer<UInt8>, palette: [UInt8]? = nil
  ) -> [UInt8] {
    var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    png.reserveCapacity(compressed.count + 57 + (palette.map { $0.count + 12 } ?? 0))
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, palette == nil ? 6 : 3, 0, 0, 0]  // 8 bits, RGBA or indexed, deflate, filter 0, no interlace
    header.withUnsafeBufferPointer { appendChunk("IHDR", $0, to: &png) }
    palette?.withUnsafeBufferPointer { appendChunk("PLTE", $0, to: &png) }
    appendChunk("IDAT", compressed, to: &png)
    appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0), to: &png)
    return png
  }

  static func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>, to png: inout [UInt8]) {
    png.appendBigEndian(UInt32(data.count))
    let typeBytes = type.withUTF8Buffer { Array($0) }
    png += typeBytes
    png += data
    var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    // Not for IEND: crc32 with a null buffer returns zlib's initial value, not `crc`.
    if let bytes = data.baseAddress, !data.isEmpty { crc = crc32(crc, bytes, uInt(data.count)) }
    png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
  }

  /// Each row prefixed with its filter type byte, filtered with 4 bytes per pixel.
  static func filterRows(_ pixels: [UInt8], width: Int, height: Int, filter: Filter) -> [UInt8] {
    let rowBytes = width * 4
    var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    var candidates = [[UInt8]](
      repeating: [UInt8](repeating: 0, count: rowBytes),
      count: filter == .minimumSumOfAbsoluteDifferences ? 5 : 0)
    pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          let row = src.baseAddress! + y * rowBytes  // non-empty: width, height > 0
          let above = y > 0 ? row - rowBytes : nil
          let target = dst.baseAddress! + y * (rowBytes + 1)
          switch filter {
          case .minimumSumOfAbsoluteDifferences:
            var best = 0
            var bestSum = Int.max
            for type in 0..<5 {
              let sum = candidates[type].withUnsafeMutableBufferPointer { buf in
                apply(UInt8(type), row: row, above: above, count: rowBytes, into: buf.baseAddress!)
                var s = 0
                for b in buf { s += b < 128 ? Int(b) : 256 - Int(b) }
                return s
              }
              if sum < bestSum { (best, bestSum) = (type, sum) }
            }
            target[0] = UInt8(best)
            candidates[best].withUnsafeBufferPointer {
              (target + 1).update(from: $0.baseAddress!, count: rowBytes)
            }
          default:
            let type: UInt8 =
              switch filter {
              case .none: 0
              case .sub: 1
              case .up: 2
              case .average: 3
              default: 4
              }
            target[0] = type
            apply(type, row: row, above: above, count: rowBytes, into: target + 1)
          }
        }
      }
    }
    return out
  }

  private static func apply(
    _ type: UInt8, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let bpp = 4
    switch type {
    case 0:
      out.update(from: row, count: count)
    case 1:
      for i in 0..<count { out[i] = row[i] &- (i >= bpp ? row[i - bpp] : 0) }
    case 2:
      if let above {
        for i in 0..<count { out[i] = row[i] &- above[i] }
      } else {
        out.update(from: row, count: count)
      }
    case 3:
      for i in 0..<count {
        let a = i >= bpp ? Int(row[i - bpp]) : 0
        let b = above.map { Int($0[i]) } ?? 0
        out[i] = row[i] &- UInt8((a + b) / 2)
      }
    default:
      for i in 0..<count {
        let a = i >= bpp ? Int(row[i - bpp]) : 0
        let b = above.map { Int($0[i]) } ?? 0
        let c = (i >= bpp ? above.map { Int($0[i - bpp]) } : nil) ?? 0
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        out[i] = row[i] &- UInt8(predictor)
      }
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
