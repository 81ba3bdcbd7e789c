import Foundation
import Graphics

/// Our deflate (RFC 1951) in a zlib wrapper (RFC 1950), specialised for unfiltered PNG rows.
///
/// Our pictures are UI components: long flat runs of one pixel, many rows equal to the row above,
/// antialiased edges and text. zlib's level 1 hashes every position to search 32 KB, and still
/// ran at ~700 MB/s, a third of a render's CPU. Here LZ77 looks at three places only: the pixel to
/// the left (distance `bytesPerPixel`) and the same byte one row up (distance `stride`, filter
/// byte included, when within the 32 KB window), both known without looking anything up, and,
/// only where both fail (a literal), the last position where the next four bytes' hash was seen
/// (repeated glyphs, icons and sheet cells: without it files were 6-37% larger than zlib's).
/// Bytes are compared eight at a time, matches are taken greedily up to 258. A flat run is a
/// chain of 258-byte matches and a row equal to the one above costs about a `memcmp`. Symbols are
/// coded with dynamic Huffman codes (BTYPE 2) built per block from the block's counts: a UI
/// picture's few colours and two distances make counts so skewed that fixed codes waste bits; a
/// block is fixed-coded or stored when that is smaller (a 1x1 image, noise).
///
/// Rows arrive in any strips: matching stays within a row and earlier bytes, and blocks end
/// after whole rows (at `symbolLimit` symbols or `blockBytes` bytes), so the bytes depend on the
/// pixels alone. The buffers are kept from image to image (`with`).
final class RowDeflater {
  /// Symbols after which a block ends (at the end of the row): bounds the block's memory.
  static let symbolLimit = 1 << 15
  /// Raw bytes a block may hold before it ends (at least two rows): stored blocks copy them.
  static let blockBytes = 1 << 18
  /// How far back a match may reach (RFC 1951's window); kept in `raw` across blocks.
  static let window = 32768
  /// Bits of the hash of four bytes that finds a third place to match.
  static let hashBits = 13

  /// Bytes per row in the stream: the filter byte and the row's pixels.
  private(set) var stride = 1
  private(set) var bytesPerPixel = 4
  /// The previous row (from `blockStart - stride` when there is one), then the block's rows.
  var raw: UnsafeMutablePointer<UInt8>
  private var rawCapacity: Int
  var rawUsed = 0
  var blockStart = 0
  /// Stream bytes dropped from the front of `raw`: a stream position minus this is its offset.
  var discarded = 0
  /// Per hash of four bytes, the stream position where they were last seen as a literal.
  let recent = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << RowDeflater.hashBits)
  /// A literal is its byte; a match is `1 << 31 | distance << 9 | length`.
  var symbols: UnsafeMutablePointer<UInt32>
  private var symbolCapacity: Int
  var symbolCount = 0
  /// Counts of literal/length symbols (0...285), of match lengths (3...258, added to their
  /// symbols' when the block is written) and of distance codes (0...29) in the block.
  let literalCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: 288)
  let lengthCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: 259)
  let distanceCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: 32)
  var output = DeflateBits()
  private var adler: UInt32 = 1

  init() {
    rawCapacity = Self.blockBytes + 2 * Self.window
    raw = .allocate(capacity: rawCapacity)
    symbolCapacity = Self.symbolLimit + 4096
    symbols = .allocate(capacity: symbolCapacity)
  }

  deinit {
    raw.deallocate()
    symbols.deallocate()
    literalCounts.deallocate()
    lengthCounts.deallocate()
    recent.deallocate()
    output.release()
    distanceCounts.deallocate()
  }

  /// Starts a zlib stream of rows of `width` pixels of `bytesPerPixel` bytes.
  func begin(width: Int, bytesPerPixel: Int) {
    self.bytesPerPixel = bytesPerPixel
    stride = width * bytesPerPixel + 1
    // The window kept (or the row above), a block's bytes, and the row that ends it.
    if rawCapacity < Self.blockBytes + 2 * max(stride, Self.window) {
      raw.deallocate()
      rawCapacity = Self.blockBytes + 2 * max(stride, Self.window)
      raw = .allocate(capacity: rawCapacity)
    }
    // A row adds at most `stride` symbols to a block that had fewer than `symbolLimit`.
    if symbolCapacity < Self.symbolLimit + stride {
      symbols.deallocate()
      symbolCapacity = Self.symbolLimit + stride
      symbols = .allocate(capacity: symbolCapacity)
    }
    rawUsed = 0
    blockStart = 0
    discarded = 0
    recent.update(repeating: 0, count: 1 << Self.hashBits)
    startBlock()
    adler = 1
    output.reset()
    output.reserve(2)
    // CMF 0x78: deflate, 32 KB window; FLG 0x01: fastest, no dictionary, header % 31 == 0.
    output.append(byte: 0x78)
    output.append(byte: 0x01)
  }

  /// Compresses `rows` rows of `stride - 1` bytes each, `rowBytes` apart, each after its filter
  /// byte 0.
  func feed(_ pixels: UnsafeRawPointer, rows: Int, rowBytes: Int) {
    for y in 0..<rows {
      if symbolCount >= Self.symbolLimit || rawUsed - blockStart + stride > Self.blockBytes {
        endBlock(final: false)
      }
      let row = raw + rawUsed
      row[0] = 0
      (row + 1).update(from: (pixels + y * rowBytes).assumingMemoryBound(to: UInt8.self), count: stride - 1)
      adler = Adler32.update(adler, row, count: stride)
      encodeRow(row, hasAbove: rawUsed >= stride)
      rawUsed += stride
    }
  }

  /// Ends the stream and hands its bytes to `use` (valid until the next `begin`).
  func finish<T>(_ use: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    endBlock(final: true)
    output.alignToByte()
    output.reserve(4)
    for shift in [24, 16, 8, 0] as [UInt32] { output.append(byte: UInt8(truncatingIfNeeded: adler >> shift)) }
    return use(UnsafeBufferPointer(start: output.bytes, count: output.count))
  }

  /// Writes the block and starts the next with the last row kept as the row above.
  private func endBlock(final: Bool) {
    writeBlock(final: final)
    let keep = min(rawUsed, max(stride, Self.window))
    if !final, rawUsed > keep {
      raw.update(from: raw + rawUsed - keep, count: keep)
      discarded += rawUsed - keep
    }
    rawUsed = keep
    blockStart = rawUsed
    startBlock()
  }

  private func startBlock() {
    symbolCount = 0
    literalCounts.update(repeating: 0, count: 288)
    lengthCounts.update(repeating: 0, count: 259)
    distanceCounts.update(repeating: 0, count: 32)
  }

  /// Greedy LZ77 over one row: the longest of the matches to the left, above and where the
  /// hash of the next four bytes last saw them (the left one on a tie: its distance code has no
  /// extra bits), else a literal.
  private func encodeRow(_ row: UnsafeMutablePointer<UInt8>, hasAbove: Bool) {
    let n = stride
    let left = bytesPerPixel
    let above = hasAbove && n <= Self.window ? n : 0
    let (leftCode, upCode) = (Self.distanceCode(left), Self.distanceCode(max(n, 1)))
    let (symbols, literals, lengths, distances) = (self.symbols, literalCounts, lengthCounts, distanceCounts)
    let (recent, raw) = (self.recent, self.raw)
    // Stream position of the row's first byte, and the first still in `raw`.
    let start = discarded + (row - raw)
    let oldest = discarded
    var count = symbolCount
    var i = 0
    while i < n {
      if i >= left, i + 8 <= n {
        // Literals eight bytes at a time while neither place matches three bytes (text, edges)
        // and the hash of four bytes finds no earlier copy.
        let word = Self.load(row + i)
        let fromLeft = word ^ Self.load(row + i - left)
        let fromAbove = above > 0 ? word ^ Self.load(row + i - above) : ~0
        var k = 0
        while k < 5 {
          let shift = UInt64(8 * k)
          guard (fromLeft >> shift) & 0xFF_FFFF != 0, (fromAbove >> shift) & 0xFF_FFFF != 0 else { break }
          let quad = UInt32(truncatingIfNeeded: word >> shift)
          let slot = Self.hash(quad)
          let seen = Int(recent[slot])
          let here = start + i + k
          if seen >= oldest, here - seen <= Self.window, Self.load32(raw + (seen - oldest)) == quad { break }
          recent[slot] = UInt32(truncatingIfNeeded: here)
          let byte = Int(quad & 0xFF)
          symbols[count] = UInt32(byte)
          literals[byte] += 1
          count += 1
          k += 1
        }
        i += k
        if k == 5 { continue }
      }
      let most = min(258, n - i)
      var length = i >= left ? Self.matchLength(row + i, row + i - left, most) : 0
      var (distance, code) = (left, leftCode)
      if above > 0, length < most {
        let up = Self.matchLength(row + i, row + i - above, most)
        if up > length { (length, distance, code) = (up, above, upCode) }
      }
      if length < most, i + 4 <= n {
        let quad = Self.load32(row + i)
        let slot = Self.hash(quad)
        let seen = Int(recent[slot])
        let here = start + i
        recent[slot] = UInt32(truncatingIfNeeded: here)
        if seen >= oldest, here - seen <= Self.window, here > seen {
          let found = Self.matchLength(row + i, raw + (seen - oldest), most)
          if found > max(length, 3) { (length, distance, code) = (found, here - seen, Self.distanceCode(here - seen)) }
        }
      }
      if length >= 3 {
        symbols[count] = 1 << 31 | UInt32(distance) << 9 | UInt32(length)
        lengths[length] += 1
        distances[code] += 1
        i += length
      } else {
        symbols[count] = UInt32(row[i])
        literals[Int(row[i])] += 1
        i += 1
      }
      count += 1
    }
    symbolCount = count
  }

  @inline(__always)
  static func hash(_ quad: UInt32) -> Int { Int((quad &* 0x9E37_79B1) >> (32 - UInt32(hashBits))) }

  /// Four bytes from `p`, the first in the lowest bits.
  @inline(__always)
  static func load32(_ p: UnsafePointer<UInt8>) -> UInt32 {
    UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
  }

  /// Eight bytes from `p`, the first in the lowest bits.
  @inline(__always)
  static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
  }

  /// How many bytes from `a` equal those from `b`, at most `most`, eight at a time.
  @inline(__always)
  static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ most: Int) -> Int {
    var k = 0
    while k + 8 <= most {
      let difference = load(a + k) ^ load(b + k)
      if difference != 0 { return k + difference.trailingZeroBitCount >> 3 }
      k += 8
    }
    while k < most && a[k] == b[k] { k += 1 }
    return k
  }

  /// The distance code (0...29) of `distance` (1...32768).
  @inline(__always)
  static func distanceCode(_ distance: Int) -> Int {
    guard distance > 4 else { return distance - 1 }
    let x = distance - 1
    let top = Int.bitWidth - 1 - x.leadingZeroBitCount
    return 2 * top + ((x >> (top - 1)) & 1)
  }

  /// Deflaters not in use, so each encode on any thread reuses one instead of making its own.
  private static let pool = Locked([RowDeflater]())
  /// As many as threads encode at once, not one per image ever encoded (read once: Foundation
  /// reads two cgroup files for every `activeProcessorCount`).
  private static let poolLimit = 2 * ProcessInfo.processInfo.activeProcessorCount

  static func with<T, E: Error>(_ body: (RowDeflater) throws(E) -> T) throws(E) -> T {
    let deflater = pool.withLock { $0.popLast() } ?? RowDeflater()
    defer { pool.withLock { if $0.count < poolLimit { $0.append(deflater) } } }
    return try body(deflater)
  }
}
