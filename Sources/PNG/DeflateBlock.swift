/// Writing one block of `RowDeflater`'s symbols: dynamic Huffman codes from the block's counts,
/// or the fixed codes, or the raw bytes stored, whichever is smallest.
extension RowDeflater {
  /// The Huffman codes of a block: lengths and bit-reversed codes per symbol.
  struct Codes {
    var literalLengths: [UInt8]
    var literalCodes: [UInt16]
    var distanceLengths: [UInt8]
    var distanceCodes: [UInt16]

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
      self.literalLengths = literalLengths
      self.distanceLengths = distanceLengths
      literalCodes = HuffmanCode.codes(literalLengths)
      distanceCodes = HuffmanCode.codes(distanceLengths)
    }
  }

  /// BTYPE 1's codes.
  static let fixedCodes = Codes(
    literalLengths: DeflateTables.fixedLiteralLengths, distanceLengths: .init(repeating: 5, count: 30))

  func writeBlock(final: Bool) {
    literalCounts[256] = 1  // end of block
    for length in 3...258 where lengthCounts[length] > 0 {
      literalCounts[Int(DeflateTables.lengthSymbol[length])] += lengthCounts[length]
    }
    // zlib's inflate wants complete codes: give an unused distance code a count so at least two
    // have one (a block of literals still has a distance code table).
    var usedDistances = 0
    for code in 0..<30 where distanceCounts[code] > 0 { usedDistances += 1 }
    if usedDistances < 2 {
      distanceCounts[distanceCounts[0] == 0 ? 0 : 1] += 1
      if usedDistances == 0 { distanceCounts[1] += 1 }
    }
    let dynamic = Codes(
      literalLengths: HuffmanCode.lengths(literalCounts, count: 286, limit: 15),
      distanceLengths: HuffmanCode.lengths(distanceCounts, count: 30, limit: 15))
    let header = DynamicHeader(dynamic)
    let dynamicBits = 3 + header.bits + symbolBits(dynamic)
    let fixed = Self.fixedCodes
    let fixedBits = 3 + symbolBits(fixed)
    let bytes = rawUsed - blockStart
    let storedChunks = max(1, (bytes + 65534) / 65535)
    let storedBits = storedChunks * (3 + 7 + 32) + 8 * bytes
    var sink = output
    defer { output = sink }
    sink.reserve(bytes + 5 * storedChunks + (min(dynamicBits, fixedBits) + 7) / 8 + 8)
    if storedBits < min(dynamicBits, fixedBits) {
      writeStored(final: final, into: &sink)
    } else if fixedBits <= dynamicBits {
      sink.put(final ? 1 : 0, 1)
      sink.put(1, 2)
      writeSymbols(fixed, into: &sink)
    } else {
      sink.put(final ? 1 : 0, 1)
      sink.put(2, 2)
      header.write(to: &sink)
      writeSymbols(dynamic, into: &sink)
    }
  }

  /// The bits of the block's symbols and its end with `codes`.
  private func symbolBits(_ codes: Codes) -> Int {
    var bits = 0
    for symbol in 0..<286 where literalCounts[symbol] > 0 {
      let extra = symbol > 256 ? DeflateTables.lengthExtraBits[symbol - 257] : 0
      bits += Int(literalCounts[symbol]) * (Int(codes.literalLengths[symbol]) + extra)
    }
    for code in 0..<30 where distanceCounts[code] > 0 {
      bits += Int(distanceCounts[code]) * (Int(codes.distanceLengths[code]) + DeflateTables.distanceExtraBits[code])
    }
    return bits
  }

  private func writeSymbols(_ codes: Codes, into sink: inout DeflateBits) {
    // Per match length, its symbol's code with the extra bits above it, and their bit count.
    var lengthBits = [UInt32](repeating: 0, count: 259)
    var lengthWidth = [UInt8](repeating: 0, count: 259)
    for length in 3...258 where lengthCounts[length] > 0 {
      let symbol = Int(DeflateTables.lengthSymbol[length])
      let code = symbol - 257
      let width = Int(codes.literalLengths[symbol])
      lengthBits[length] = UInt32(codes.literalCodes[symbol]) | UInt32(length - DeflateTables.lengthBase[code]) << width
      lengthWidth[length] = UInt8(width + DeflateTables.lengthExtraBits[code])
    }
    let distanceBase = DeflateTables.distanceBase
    let distanceExtraBits = DeflateTables.distanceExtraBits
    let (literalCodes, literalLengths) = (codes.literalCodes, codes.literalLengths)
    for index in 0..<symbolCount {
      let symbol = Int(symbols[index])
      if symbol < 256 {
        sink.put(UInt32(literalCodes[symbol]), Int(literalLengths[symbol]))
        continue
      }
      let length = symbol & 0x1FF
      sink.put(lengthBits[length], Int(lengthWidth[length]))
      let distance = symbol >> 9 & 0xFFFF
      let code = Self.distanceCode(distance)
      let width = Int(codes.distanceLengths[code])
      sink.put(
        UInt32(codes.distanceCodes[code]) | UInt32(distance - distanceBase[code]) << width,
        width + distanceExtraBits[code])
    }
    sink.put(UInt32(literalCodes[256]), Int(literalLengths[256]))
  }

  /// The block's bytes in stored blocks of at most 65,535 bytes.
  private func writeStored(final: Bool, into sink: inout DeflateBits) {
    var offset = blockStart
    repeat {
      let length = min(65535, rawUsed - offset)
      let last = offset + length == rawUsed
      sink.put(final && last ? 1 : 0, 1)
      sink.put(0, 2)
      sink.alignToByte()
      for byte in [UInt16(length), ~UInt16(length)] {
        sink.append(byte: UInt8(truncatingIfNeeded: byte))
        sink.append(byte: UInt8(truncatingIfNeeded: byte >> 8))
      }
      sink.append(raw + offset, count: length)
      offset += length
    } while offset < rawUsed
  }
}

/// A dynamic block's header (RFC 1951 §3.2.7): the code lengths, run-length coded, with their own
/// Huffman code (at most 7 bits).
struct DynamicHeader {
  let literalCount: Int
  let distanceCount: Int
  let codeLengthCount: Int
  /// Run-length items: symbol 0...18 in the low 5 bits, its extra value above.
  let items: [UInt16]
  let lengths: [UInt8]
  let codes: [UInt16]
  let bits: Int

  init(_ codes: RowDeflater.Codes) {
    literalCount = max(257, (codes.literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
    distanceCount = max(1, (codes.distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
    let all = Array(codes.literalLengths.prefix(literalCount) + codes.distanceLengths.prefix(distanceCount))
    var items: [UInt16] = []
    var i = 0
    while i < all.count {
      var run = 1
      while i + run < all.count && all[i + run] == all[i] { run += 1 }
      Self.runItems(value: all[i], run: run, into: &items)
      i += run
    }
    var counts = [UInt32](repeating: 0, count: 19)
    for item in items { counts[Int(item & 31)] += 1 }
    // A complete code needs two symbols (zlib's inflate refuses an incomplete one here).
    if counts.filter({ $0 > 0 }).count < 2 { counts[counts[0] == 0 ? 0 : 1] += 1 }
    let lengths = counts.withUnsafeBufferPointer { HuffmanCode.lengths($0.baseAddress!, count: 19, limit: 7) }
    self.lengths = lengths
    self.codes = HuffmanCode.codes(lengths)
    var codeLengthCount = 19
    while codeLengthCount > 4 && lengths[DeflateTables.codeLengthOrder[codeLengthCount - 1]] == 0 {
      codeLengthCount -= 1
    }
    self.codeLengthCount = codeLengthCount
    self.items = items
    let extraBits = [2, 3, 7]
    bits =
      14 + 3 * codeLengthCount
      + items.reduce(0) { $0 + Int(lengths[Int($1 & 31)]) + ($1 & 31 >= 16 ? extraBits[Int($1 & 31) - 16] : 0) }
  }

  /// `run` code lengths of `value` as symbols 0-15, 16 (repeat the previous 3-6 times), 17 and
  /// 18 (3-10 and 11-138 zeros).
  private static func runItems(value: UInt8, run: Int, into items: inout [UInt16]) {
    var left = run
    if value == 0 {
      while left >= 11 {
        let take = min(left, 138)
        items.append(18 | UInt16(take - 11) << 5)
        left -= take
      }
      if left >= 3 {
        items.append(17 | UInt16(left - 3) << 5)
        left = 0
      }
    } else {
      items.append(UInt16(value))
      left -= 1
      while left >= 3 {
        let take = min(left, 6)
        items.append(16 | UInt16(take - 3) << 5)
        left -= take
      }
    }
    items.append(contentsOf: repeatElement(UInt16(value), count: left))
  }

  func write(to output: inout DeflateBits) {
    output.put(UInt32(literalCount - 257), 5)
    output.put(UInt32(distanceCount - 1), 5)
    output.put(UInt32(codeLengthCount - 4), 4)
    for index in 0..<codeLengthCount { output.put(UInt32(lengths[DeflateTables.codeLengthOrder[index]]), 3) }
    let extraBits: [Int] = [2, 3, 7]
    for item in items {
      let symbol = Int(item & 31)
      output.put(UInt32(codes[symbol]), Int(lengths[symbol]))
      if symbol >= 16 { output.put(UInt32(item >> 5), extraBits[symbol - 16]) }
    }
  }
}
