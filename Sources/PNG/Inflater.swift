/// A whole-buffer inflate (RFC 1951) for the goldens `PNGDecoder` reads whole.
///
/// zlib 1.2.13 copies every match a byte at a time (three per loop turn): our PNGs are mostly
/// 258-byte matches one pixel or one row back, so a failing check spent a sixth of its CPU in that
/// loop. Here a match is copied eight bytes at a time (a repeated pixel as a repeated word).
///
/// It takes only what zlib takes, or less: any stream it does not finish exactly (`count` bytes
/// out, the final block ended on the input's last byte, every code complete as zlib requires)
/// returns false and the caller gives the stream to zlib as before, which then decides. Every read
/// and write is bounds-checked against the buffers given.
enum Inflater {
  /// Bytes past `count` that `output` must have room for: a match copy may overrun by up to 7.
  static let slack = 8

  /// Inflates the raw deflate stream `input` into `output[0..<count]`; false unless it ends there.
  static func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count > 0 else { return false }
    let tables = Tables()
    defer { tables.release() }
    var bits = Bits(base: base, end: input.count)
    var out = 0
    while true {
      bits.refill()
      let final = bits.take(1)
      let ok: Bool
      switch bits.take(2) {
      case 0: ok = stored(&bits, output, &out, count)
      case 1: ok = tables.fixed() && codes(&bits, tables, output, &out, count)
      case 2: ok = tables.dynamic(&bits) && codes(&bits, tables, output, &out, count)
      default: ok = false
      }
      guard ok, !bits.overrun else { return false }
      if final == 1 { break }
    }
    // zlib counts the final block's last, partly used byte as read, and nothing may follow it.
    return out == count && (bits.consumedBits + 7) / 8 == input.count
  }

  /// A stored block: LEN, NLEN, LEN bytes from the next byte boundary.
  private static func stored(
    _ bits: inout Bits, _ output: UnsafeMutablePointer<UInt8>, _ out: inout Int, _ count: Int
  ) -> Bool {
    _ = bits.take(bits.count & 7)
    bits.refill()
    let length = bits.take(16)
    guard length == ~bits.take(16) & 0xFFFF else { return false }
    let at = bits.restartAtByte()
    guard at <= bits.end, length <= bits.end - at, length <= count - out else { return false }
    (output + out).update(from: bits.base + at, count: length)
    out += length
    bits.skip(bytes: length)
    return true
  }

  /// The symbols of a Huffman-coded block up to its end-of-block code.
  private static func codes(
    _ bits: inout Bits, _ tables: Tables, _ output: UnsafeMutablePointer<UInt8>, _ out: inout Int, _ count: Int
  ) -> Bool {
    let (lengthCodes, distanceCodes) = (tables.lengthCodes, tables.distanceCodes)
    while true {
      if bits.count < 48 { bits.refill() }
      let symbol = tables.literals.decode(&bits)
      if symbol < 256 {
        guard symbol >= 0, out < count else { return false }
        output[out] = UInt8(truncatingIfNeeded: symbol)
        out &+= 1
        continue
      }
      if symbol == 256 { return true }
      guard symbol - 257 < 29 else { return false }
      let lengthCode = lengthCodes[symbol - 257]
      let length = Int(lengthCode >> 8) &+ bits.take(Int(lengthCode & 0xFF))
      let code = tables.distances.decode(&bits)
      guard code >= 0, code < 30 else { return false }
      let distanceCode = distanceCodes[code]
      let distance = Int(distanceCode >> 8) &+ bits.take(Int(distanceCode & 0xFF))
      guard distance <= out, length <= count &- out, !bits.overrun else { return false }
      copy(output + out, distance: distance, length: length)
      out &+= length
    }
  }

  /// Copies `length` bytes from `distance` back to `target`, words at a time where the distance
  /// allows (writing up to 7 bytes past the end: `slack`).
  @inline(__always)
  static func copy(_ target: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
    let to = UnsafeMutableRawPointer(target)
    let from = UnsafeRawPointer(target - distance)
    var i = 0
    if distance >= 8 {
      while i < length {
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: i, as: UInt64.self), toByteOffset: i, as: UInt64.self)
        i &+= 8
      }
    } else if distance == 4 || distance == 2 || distance == 1 {
      // The repeating pattern as a word: one pixel twice, or one or two bytes repeated.
      var word = UInt64(from.loadUnaligned(as: UInt32.self))
      if distance == 2 { word = word & 0xFFFF | (word & 0xFFFF) << 16 }
      if distance == 1 { word = (word & 0xFF) &* 0x0101_0101 }
      word |= word << 32
      while i < length {
        to.storeBytes(of: word, toByteOffset: i, as: UInt64.self)
        i &+= 8
      }
    } else {
      while i < length {
        target[i] = target[i &- distance]
        i &+= 1
      }
    }
  }
}

/// The input as a little-endian bit stream (RFC 1951 §3.1.1), read 64 bits at a time; reading
/// past the end gives zero bits and sets `overrun`.
struct Bits {
  let base: UnsafePointer<UInt8>
  let end: Int
  /// The next byte to load.
  var position = 0
  var buffer: UInt64 = 0
  /// Valid bits in `buffer` (its bits above may hold the next bytes' low bits: loading them again
  /// ORs in the same values).
  var count = 0

  init(base: UnsafePointer<UInt8>, end: Int) {
    self.base = base
    self.end = end
  }

  var consumedBits: Int { position * 8 - count }
  var overrun: Bool { consumedBits > end * 8 }

  /// At least 56 valid bits.
  @inline(__always)
  mutating func refill() {
    if end - position >= 8 {
      buffer |= UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) << count
      position &+= (63 &- count) >> 3
      count |= 56
    } else {
      while count <= 56 {
        buffer |= UInt64(position < end ? base[position] : 0) << count
        position &+= 1
        count &+= 8
      }
    }
  }

  /// The next `n` bits (0...32; the caller refilled), first bit lowest.
  @inline(__always)
  mutating func take(_ n: Int) -> Int {
    let value = Int(truncatingIfNeeded: buffer & ((1 << UInt64(n)) &- 1))
    buffer >>= UInt64(n)
    count &-= n
    return value
  }

  /// Empties the buffer (on a byte boundary) and returns the offset of the next unread byte.
  mutating func restartAtByte() -> Int {
    position -= count / 8
    buffer = 0
    count = 0
    return position
  }

  mutating func skip(bytes: Int) { position += bytes }
}
