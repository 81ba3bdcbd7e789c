/// A Huffman code for `Inflater`: a 10-bit table for codes up to 10 bits (each entry its symbol
/// and length, zero for a longer code), and the code's counts and sorted symbols to decode longer
/// codes bit by bit (canonical decoding, RFC 1951 §3.2.2).
struct InflateCode {
  static let tableBits = 10
  let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << InflateCode.tableBits)
  let counts = UnsafeMutablePointer<Int>.allocate(capacity: 16)
  let symbols = UnsafeMutablePointer<UInt16>.allocate(capacity: 288)

  func release() {
    table.deallocate()
    counts.deallocate()
    symbols.deallocate()
  }

  /// The code of `n` symbols with bit lengths `lengths`. False when over-subscribed, or incomplete
  /// where zlib refuses it: only a length or distance code of at most one 1-bit code may be
  /// incomplete (its unused codes then fail to decode).
  func build(_ lengths: UnsafePointer<UInt8>, _ n: Int, incompleteAllowed: Bool) -> Bool {
    counts.update(repeating: 0, count: 16)
    for i in 0..<n { counts[Int(lengths[i])] += 1 }
    var left = 1
    var longest = 0
    for length in 1...15 {
      left = left << 1 - counts[length]
      guard left >= 0 else { return false }
      if counts[length] > 0 { longest = length }
    }
    if left > 0, !(incompleteAllowed && longest <= 1) { return false }
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
    for symbol in 0..<n where lengths[symbol] != 0 {
      symbols[offsets[Int(lengths[symbol])]] = UInt16(symbol)
      offsets[Int(lengths[symbol])] += 1
    }
    let size = 1 << Self.tableBits
    table.update(repeating: 0, count: size)
    var code = 0
    var index = 0
    for length in 1...15 {
      for _ in 0..<counts[length] {
        if length <= Self.tableBits {
          var reversed = 0
          for bit in 0..<length { reversed |= (code >> bit & 1) << (length - 1 - bit) }
          let entry = UInt32(symbols[index]) << 4 | UInt32(length)
          for k in stride(from: reversed, to: size, by: 1 << length) { table[k] = entry }
        }
        index += 1
        code += 1
      }
      code <<= 1
    }
    return true
  }

  /// The next symbol, or -1 for a code this one does not have (the caller refilled 15 bits).
  @inline(__always)
  func decode(_ bits: inout Bits) -> Int {
    let entry = table[Int(truncatingIfNeeded: bits.buffer) & (1 << Self.tableBits - 1)]
    guard entry == 0 else {
      let length = Int(entry & 15)
      bits.buffer >>= UInt64(length)
      bits.count &-= length
      return Int(entry >> 4)
    }
    return decodeLong(&bits)
  }

  private func decodeLong(_ bits: inout Bits) -> Int {
    var (code, first, index) = (0, 0, 0)
    for length in 1...15 {
      code |= bits.take(1)
      let n = counts[length]
      if code - n < first { return Int(symbols[index + code - first]) }
      index += n
      first = (first + n) << 1
      code <<= 1
    }
    return -1
  }
}

extension Inflater {
  /// The codes of the block being read, and the base and extra bits of each length and distance
  /// code (`base << 8 | extra`).
  final class Tables {
    let literals = InflateCode()
    let distances = InflateCode()
    let codeLengths = InflateCode()
    let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 320)
    let lengthCodes = UnsafeMutablePointer<UInt32>.allocate(capacity: 29)
    let distanceCodes = UnsafeMutablePointer<UInt32>.allocate(capacity: 30)

    init() {
      for i in 0..<29 {
        lengthCodes[i] = UInt32(DeflateTables.lengthBase[i]) << 8 | UInt32(DeflateTables.lengthExtraBits[i])
      }
      for i in 0..<30 {
        distanceCodes[i] = UInt32(DeflateTables.distanceBase[i]) << 8 | UInt32(DeflateTables.distanceExtraBits[i])
      }
    }

    // Freed with the tables themselves, not by the inflater's deinit, which does not run when
    // its failable init returns nil after the tables were made (an empty input leaked them).
    deinit {
      for code in [literals, distances, codeLengths] { code.release() }
      lengths.deallocate()
      lengthCodes.deallocate()
      distanceCodes.deallocate()
    }

    /// BTYPE 1's codes; distance codes 30 and 31 exist in it but decode to nothing valid.
    func fixed() -> Bool {
      for (i, length) in DeflateTables.fixedLiteralLengths.enumerated() { lengths[i] = length }
      (lengths + 288).update(repeating: 5, count: 32)
      return literals.build(lengths, 288, incompleteAllowed: false)
        && distances.build(lengths + 288, 32, incompleteAllowed: false)
    }

    /// BTYPE 2's codes, read from the block's header (RFC 1951 §3.2.7), refused as zlib refuses them.
    func dynamic(_ bits: inout Bits) -> Bool {
      bits.refill()
      let literalCount = bits.take(5) + 257
      let distanceCount = bits.take(5) + 1
      let codeLengthCount = bits.take(4) + 4
      guard literalCount <= 286, distanceCount <= 30 else { return false }
      lengths.update(repeating: 0, count: 19)
      for i in 0..<codeLengthCount {
        if bits.count < 3 { bits.refill() }
        lengths[DeflateTables.codeLengthOrder[i]] = UInt8(bits.take(3))
      }
      guard codeLengths.build(lengths, 19, incompleteAllowed: false) else { return false }
      let total = literalCount + distanceCount
      var i = 0
      while i < total {
        if bits.count < 32 { bits.refill() }
        let symbol = codeLengths.decode(&bits)
        guard symbol >= 0 else { return false }
        if symbol < 16 {
          lengths[i] = UInt8(symbol)
          i += 1
          continue
        }
        guard symbol != 16 || i > 0 else { return false }
        let value = symbol == 16 ? lengths[i - 1] : 0
        let run = symbol == 16 ? 3 + bits.take(2) : symbol == 17 ? 3 + bits.take(3) : 11 + bits.take(7)
        guard run <= total - i else { return false }
        (lengths + i).update(repeating: value, count: run)
        i += run
      }
      guard lengths[256] != 0 else { return false }
      return literals.build(lengths, literalCount, incompleteAllowed: true)
        && distances.build(lengths + literalCount, distanceCount, incompleteAllowed: true)
    }
  }
}
