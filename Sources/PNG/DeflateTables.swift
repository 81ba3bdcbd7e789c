/// The fixed tables of RFC 1951 §3.2.5-§3.2.7.
enum DeflateTables {
  /// The literal/length symbol (257...285) of each match length 3...258 (index = length).
  static let lengthSymbol: [UInt16] = {
    var table = [UInt16](repeating: 0, count: 259)
    for code in 0..<29 {
      let first = lengthBase[code]
      let last = code == 28 ? 258 : code == 27 ? 257 : first + (1 << lengthExtraBits[code]) - 1
      for length in first...last { table[length] = UInt16(257 + code) }
    }
    return table
  }()

  /// First length of each length code (symbol 257 + index).
  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]

  /// First distance of each distance code, and its extra bits.
  static let distanceBase: [Int] = (0..<30).map { code in
    code < 4 ? code + 1 : (2 + code & 1) << (code / 2 - 1) + 1
  }
  static let distanceExtraBits: [Int] = (0..<30).map { code in code < 4 ? 0 : code / 2 - 1 }

  /// The order code length code lengths are sent in.
  static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// The fixed Huffman code lengths (BTYPE 1) for literal/length symbols 0...287.
  static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
}
