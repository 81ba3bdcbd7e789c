import CPNG
import Graphics

/// Reads a PNG's rows a few at a time (or all of them: `PNGDecoder.decode` tries it first), for
/// PNGs as `PNGEncoder` writes them: 8-bit RGBA, not interlaced, no chunk that changes how pixels
/// read (gamma, colour profile...). A failing check of a 30-megapixel sheet then holds a few rows
/// of its golden instead of 120 MB.
///
/// Anything else, and anything irregular (a bad CRC, a short or overlong zlib stream, a bad filter
/// type), is not this reader's to judge: `open` returns nil or `read` throws, and the caller
/// decodes the whole file with `PNGDecoder`, whose libpng gives the verdict and the message.
public final class PNGRowReader {
  public let width: Int
  public let height: Int
  /// The IDAT chunks' data, joined: the zlib stream.
  private let data: UnsafeMutableBufferPointer<UInt8>
  /// The stream is inflated raw (`Inflater`), its Adler-32 checked here (`Adler32`).
  private var adler: UInt32 = 1
  /// Made on the first `read`.
  private var stream: InflateWindow?
  /// The previous and current filtered row (filter byte first).
  private var previous: [UInt8]
  private var current: [UInt8]
  public private(set) var rowsRead = 0

  /// A reader for `bytes`, or nil when the file is not one it reads (see the type's comment).
  public static func open(_ bytes: [UInt8]) -> PNGRowReader? {
    guard bytes.count >= 8 + 25, bytes.starts(with: PNGDecoder.signature) else { return nil }
    // The decoder's walk too, so both refuse the same files (lengths, IHDR, IEND).
    guard (try? PNGChunkWalk.header(bytes, pixelCap: Bitmap.maxPixels)) != nil else { return nil }
    var offset = 8
    var pieces: [(Int, Int)] = []
    var header: (width: Int, height: Int)?
    var ended = false
    while offset + 12 <= bytes.count, !ended {
      let length = Int(bigEndian: bytes, at: offset)
      guard length <= bytes.count - offset - 12 else { return nil }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let crc = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress! + offset + 4, uInt(length + 4)) }
      guard UInt32(truncatingIfNeeded: crc) == UInt32(Int(bigEndian: bytes, at: offset + 8 + length)) else {
        return nil
      }
      switch type {
      case "IHDR":
        guard header == nil, offset == 8, length == 13,
          bytes[(offset + 16)..<(offset + 21)].elementsEqual([8, 6, 0, 0, 0])  // 8-bit RGBA, no interlace
        else { return nil }
        header = (Int(bigEndian: bytes, at: offset + 8), Int(bigEndian: bytes, at: offset + 12))
      case "IDAT":
        // IDAT chunks must be consecutive.
        guard header != nil, pieces.isEmpty || pieces.last!.0 + pieces.last!.1 + 12 == offset + 8 else { return nil }
        pieces.append((offset + 8, length))
      case "IEND":
        ended = true
      // Text, time and physical size do not change how pixels read.
      case "tEXt", "zTXt", "iTXt", "tIME", "pHYs":
        guard pieces.isEmpty else { return nil }
      default:
        return nil
      }
      offset += length + 12
    }
    guard ended, let header, !pieces.isEmpty, header.width > 0, header.height > 0,
      header.width <= Bitmap.maxSide, header.height <= Bitmap.maxSide,
      header.width * header.height <= Bitmap.maxPixels
    else { return nil }
    let reader = PNGRowReader(bytes: bytes, width: header.width, height: header.height, pieces: pieces)
    // zlib's header: deflate with a 32 KB window (as every encoder writes), no preset dictionary.
    guard reader.data.count >= 6, reader.data[0] == 0x78, reader.data[1] & 0x20 == 0,
      (UInt16(reader.data[0]) << 8 | UInt16(reader.data[1])) % 31 == 0
    else { return nil }
    return reader
  }

  private init(bytes: [UInt8], width: Int, height: Int, pieces: [(Int, Int)]) {
    self.width = width
    self.height = height
    data = .allocate(capacity: max(1, pieces.reduce(0) { $0 + $1.1 }))
    var filled = 0
    for (offset, count) in pieces {
      _ = UnsafeMutableBufferPointer(rebasing: data[filled..<(filled + count)]).initialize(
        from: bytes[offset..<(offset + count)])
      filled += count
    }
    previous = [UInt8](repeating: 0, count: width * 4 + 1)
    current = previous
  }

  deinit {
    stream = nil  // before the bytes it reads
    data.deallocate()
  }

  public enum ReadError: Error { case irregular(String) }

  /// Decodes the next `count` rows into `pixels` (`width × count` RGBA pixels, straight alpha).
  public func read(rows count: Int, into pixels: UnsafeMutableRawPointer) throws(ReadError) {
    guard count >= 0, rowsRead + count <= height else { throw .irregular("rows past the end") }
    if stream == nil {
      // After the 2-byte header, up to the 4-byte checksum (`open` checks there are 6 bytes).
      stream = InflateWindow(UnsafeRawBufferPointer(rebasing: zlibData), largest: width * 4 + 1)
      guard stream != nil else { throw .irregular("no deflate data") }
    }
    let rowBytes = width * 4
    for r in 0..<count {
      swap(&previous, &current)
      try inflate(into: &current)
      adler = current.withUnsafeBytes { Adler32.update(adler, $0.baseAddress!, count: $0.count) }
      try unfilter(firstRow: rowsRead == 0)
      current.withUnsafeBytes { (pixels + r * rowBytes).copyMemory(from: $0.baseAddress! + 1, byteCount: rowBytes) }
      rowsRead += 1
    }
    if rowsRead == height {
      // The stream must end here, its checksum verified, with nothing left over.
      guard stream?.endsHere() == true else { throw .irregular("deflate stream does not end") }
      let trailer = data.count - 4
      let recorded =
        UInt32(data[trailer]) << 24 | UInt32(data[trailer + 1]) << 16 | UInt32(data[trailer + 2]) << 8
        | UInt32(data[trailer + 3])
      guard recorded == adler else { throw .irregular("Adler-32 \(recorded) != \(adler)") }
    }
  }

  /// Every row at once, inflated by `Inflater` into `pixels`, which has room for the stream's
  /// bytes (`height × (width × 4 + 1)`) and `Inflater.slack` more; rows are unfiltered and moved
  /// into place there. False when the stream is irregular (see `read`): libpng then judges the file.
  public func readWhole(into pixels: UnsafeMutablePointer<UInt8>) -> Bool {
    guard rowsRead == 0, stream == nil, data.count >= 6 else { return false }
    let (rowBytes, stride) = (width * 4, width * 4 + 1)
    let total = height * stride
    guard Inflater.inflate(UnsafeRawBufferPointer(rebasing: zlibData), into: pixels, count: total) else { return false }
    let trailer = data.count - 4
    let recorded =
      UInt32(data[trailer]) << 24 | UInt32(data[trailer + 1]) << 16 | UInt32(data[trailer + 2]) << 8
      | UInt32(data[trailer + 3])
    // Row y's bytes move from y × stride + 1 to y × rowBytes: left of the next row's, so in order.
    // Each row's checksum is taken just before (in cache, where a pass over the whole stream read
    // it from memory again); a mismatch still refuses the file, after the rows moved.
    var adler: UInt32 = 1
    for y in 0..<height {
      let row = pixels + y * stride
      adler = Adler32.update(adler, row, count: stride)
      let type = row[0]
      guard type <= 4 else { return false }
      if type != 0 {
        Self.unfilter(
          row + 1, above: y == 0 ? nil : UnsafePointer(pixels + (y - 1) * rowBytes), count: rowBytes, type: type)
      }
      (pixels + y * rowBytes).update(from: row + 1, count: rowBytes)
    }
    guard adler == recorded else { return false }
    rowsRead = height
    return true
  }

  /// Fills `row` (filter byte and row bytes) from the stream.
  private func inflate(into row: inout [UInt8]) throws(ReadError) {
    let count = row.count
    guard row.withUnsafeMutableBufferPointer({ stream!.take(count, into: $0.baseAddress!) }) else {
      throw .irregular("deflate stream irregular or short")
    }
  }

  /// The raw deflate data: the IDAT data less zlib's 2-byte header and 4-byte checksum.
  private var zlibData: Slice<UnsafeRawBufferPointer> { UnsafeRawBufferPointer(data)[2..<(data.count - 4)] }

  /// Undoes the row's filter (PNG filter method 0, 4 bytes per pixel) against the previous row.
  private func unfilter(firstRow: Bool) throws(ReadError) {
    let type = current[0]
    guard type <= 4 else { throw .irregular("filter type \(type)") }
    if type == 0 { return }
    current.withUnsafeMutableBufferPointer { rowBuffer in
      previous.withUnsafeBufferPointer { aboveBuffer in
        Self.unfilter(
          rowBuffer.baseAddress! + 1, above: firstRow ? nil : aboveBuffer.baseAddress! + 1, count: width * 4,
          type: type)
      }
    }
  }

  /// Undoes filter `type` (1...4) on the `count` bytes of `row`, `above` being the row above
  /// (unfiltered; nil for the first row).
  static func unfilter(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, type: UInt8) {
    for i in 0..<count {
      let a = i >= 4 ? Int(row[i - 4]) : 0
      let b = above.map { Int($0[i]) } ?? 0
      let c = i >= 4 ? above.map { Int($0[i - 4]) } ?? 0 : 0
      let predictor: Int
      switch type {
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      default:
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      }
      row[i] = row[i] &+ UInt8(truncatingIfNeeded: predictor)
    }
  }
}

extension Int {
  /// The big-endian 32-bit unsigned value at `offset`.
  fileprivate init(bigEndian bytes: [UInt8], at offset: Int) {
    self =
      Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
  }
}
