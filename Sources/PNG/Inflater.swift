/// Our inflate (RFC 1951), for the PNGs `PNGRowReader` reads: whole into a buffer of known size
/// (`inflate`), or a piece at a time (`run`, `InflateWindow`).
///
/// zlib 1.2.13 copies every match a byte at a time (three per loop turn): our PNGs are mostly
/// 258-byte matches one pixel or one row back, so a failing check spent a sixth of its CPU in that
/// loop. Here a match is copied eight bytes at a time (a repeated pixel as a repeated word).
///
/// It takes only what zlib takes, or less: a stream it does not finish exactly (its output's size,
/// the final block ended on the input's last byte, every code complete as zlib requires) fails,
/// and the caller leaves the file to libpng, which judges it. Every read and write is
/// bounds-checked against the buffers given.
final class Inflater {
  /// Bytes past `capacity` that the output must have room for: a match copy may overrun by up to 15.
  static let slack = 16

  private var bits: Bits
  private let tables = Tables()
  private enum Phase: Equatable {
    /// Before a block's header; in a Huffman-coded block; in a stored block with bytes left.
    case header, codes
    case stored(Int)
    case ended
  }
  private var phase = Phase.header
  private var final = false
  private let inputCount: Int

  /// An inflater of `input`, which must outlive it; nil when it is empty.
  init?(_ input: UnsafeRawBufferPointer) {
    guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count > 0 else { return nil }
    bits = Bits(base: base, end: input.count)
    inputCount = input.count
  }

  /// The final block ended, on the input's last byte (zlib counts that byte, even partly used,
  /// as read; nothing may follow it).
  var endedExactly: Bool { phase == .ended && (bits.consumedBits + 7) / 8 == inputCount }

  /// Inflates `input` into `output[0..<count]` (room for `slack` more); false unless it ends there.
  static func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard let inflater = Inflater(input) else { return false }
    var out = 0
    return inflater.run(output, out: &out, until: Int.max, capacity: count) && inflater.endedExactly && out == count
  }

  /// Inflates into `output` from `out` on, until `out` reaches `until` (a match may pass it) or the
  /// stream ends, never writing past `capacity` (but for `slack`): false when the stream is
  /// irregular or would pass `capacity`. Earlier output stays where it is: matches read it.
  func run(_ output: UnsafeMutablePointer<UInt8>, out: inout Int, until: Int, capacity: Int) -> Bool {
    while out < until {
      switch phase {
      case .ended: return true
      case .header:
        guard readHeader() else { return false }
      case .codes:
        switch codes(output, &out, until, capacity) {
        case nil: return false
        case false?: return !bits.overrun
        case true?: phase = final ? .ended : .header
        }
      case .stored(let left):
        let n = min(left, until - out)
        guard n <= capacity - out, n <= bits.end - bits.position else { return false }
        (output + out).update(from: bits.base + bits.position, count: n)
        out += n
        bits.skip(bytes: n)
        phase = left == n ? (final ? .ended : .header) : .stored(left - n)
      }
      guard !bits.overrun else { return false }
    }
    // A block that ends where the output does: its end-of-block code is read on the next call.
    return true
  }

  /// A block's header: BFINAL, BTYPE and a stored block's LEN and NLEN, or a Huffman block's codes.
  private func readHeader() -> Bool {
    bits.refill()
    final = bits.take(1) == 1
    switch bits.take(2) {
    case 0:
      _ = bits.take(bits.count & 7)
      bits.refill()
      let length = bits.take(16)
      guard length == ~bits.take(16) & 0xFFFF, bits.restartAtByte() <= bits.end else { return false }
      phase = length == 0 ? (final ? .ended : .header) : .stored(length)
    case 1:
      guard tables.fixed() else { return false }
      phase = .codes
    case 2:
      guard tables.dynamic(&bits) else { return false }
      phase = .codes
    default: return false
    }
    return !bits.overrun
  }

  /// The symbols of a Huffman-coded block: true at its end-of-block code, false on reaching `until`
  /// first, nil for an irregular stream.
  private func codes(
    _ output: UnsafeMutablePointer<UInt8>, _ out: inout Int, _ until: Int, _ capacity: Int
  ) -> Bool? {
    let (lengthCodes, distanceCodes, literals, distances) = (
      tables.lengthCodes, tables.distanceCodes, tables.literals, tables.distances
    )
    var bits = self.bits
    defer { self.bits = bits }
    while out < until {
      if bits.count < 48 { bits.refill() }
      let symbol = literals.decode(&bits)
      if symbol < 256 {
        guard symbol >= 0, out < capacity else { return nil }
        output[out] = UInt8(truncatingIfNeeded: symbol)
        out &+= 1
        continue
      }
      if symbol == 256 { return true }
      guard symbol - 257 < 29 else { return nil }
      let lengthCode = lengthCodes[symbol - 257]
      let length = Int(lengthCode >> 8) &+ bits.take(Int(lengthCode & 0xFF))
      let code = distances.decode(&bits)
      guard code >= 0, code < 30 else { return nil }
      let distanceCode = distanceCodes[code]
      let distance = Int(distanceCode >> 8) &+ bits.take(Int(distanceCode & 0xFF))
      guard distance <= out, length <= capacity &- out, !bits.overrun else { return nil }
      Self.copy(output + out, distance: distance, length: length)
      out &+= length
    }
    return false
  }

  /// Copies `length` bytes from `distance` back to `target`, 16 or 8 bytes at a time where the
  /// distance allows (writing up to 15 bytes past the end: `slack`): most matches of our PNGs are
  /// 258 bytes a row or a pixel back.
  @inline(__always)
  static func copy(_ target: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
    let to = UnsafeMutableRawPointer(target)
    let from = UnsafeRawPointer(target - distance)
    var i = 0
    if distance >= 16 {
      while i < length {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self), toByteOffset: i, as: SIMD16<UInt8>.self)
        i &+= 16
      }
    } else if distance >= 8 {
      while i < length {
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: i, as: UInt64.self), toByteOffset: i, as: UInt64.self)
        i &+= 8
      }
    } else if distance == 4 || distance == 2 || distance == 1 {
      // The repeating pattern as a word: one pixel four times, or one or two bytes repeated.
      var word = UInt64(from.loadUnaligned(as: UInt32.self))
      if distance == 2 { word = word & 0xFFFF | (word & 0xFFFF) << 16 }
      if distance == 1 { word = (word & 0xFF) &* 0x0101_0101 }
      word |= word << 32
      let pattern = SIMD2<UInt64>(repeating: word)
      while i < length {
        to.storeBytes(of: pattern, toByteOffset: i, as: SIMD2<UInt64>.self)
        i &+= 16
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
