import Graphics

/// What a PNG's header says, read by `PNGChunkWalk` before any pixel is decoded.
public struct PNGHeader: Equatable, Sendable {
  public var width: Int
  public var height: Int
  /// Bytes of the straight RGBA the image decodes to.
  public var decodedBytes: Int { width * height * 4 }
}

/// The chunk list walked over the bytes present, before libpng (or anything) allocates for a
/// chunk: every declared length must fit in what remains of the file (a 44-byte file declaring a
/// 2 GB tEXt chunk is refused here), IHDR must come first and be within the caps, the chunks
/// whose length the PNG specification fixes must have it, and IEND must be reached.
public enum PNGChunkWalk {
  /// Chunks whose length the specification fixes (or bounds from below: text and profiles
  /// hold at least a keyword and its NUL). Unknown chunks may have any length.
  static func allows(_ type: String, length: Int) -> Bool {
    switch type {
    case "IHDR": length == 13
    case "IEND": length == 0
    case "PLTE": length >= 3 && length <= 768 && length % 3 == 0
    case "gAMA": length == 4
    case "cHRM": length == 32
    case "sRGB", "sTER": length == 1
    case "pHYs", "oFFs": length == 9
    case "tIME": length == 7
    case "bKGD": length == 1 || length == 2 || length == 6
    case "sBIT": (1...4).contains(length)
    case "hIST": length >= 2 && length <= 512 && length % 2 == 0
    case "tRNS": (1...256).contains(length)
    case "tEXt": length >= 2
    case "zTXt", "iCCP", "sPLT": length >= 3
    case "eXIf": length >= 2
    case "iTXt": length >= 6
    case "pCAL", "sCAL": length >= 4
    default: true
    }
  }

  /// The header, once the whole chunk list has been checked; throws `.corrupt` naming the chunk,
  /// or `.tooLarge` when IHDR is over `Bitmap.maxSide` a side or `pixelCap` pixels (a whole
  /// decode's cap; `PNGRowReader`, which holds a few rows, passes `Bitmap.maxPixels`).
  public static func header(_ bytes: [UInt8], pixelCap: Int = InputLimits.pngPixels) throws(PNGError) -> PNGHeader {
    guard !bytes.isEmpty else { throw .empty }
    if bytes.starts(with: Array("version https://git-lfs".utf8)) { throw .gitLFSPointer }
    guard bytes.starts(with: PNGDecoder.signature) else { throw .notPNG }
    var offset = 8
    var index = 0
    var header: PNGHeader?
    while true {
      guard bytes.count - offset >= 8 else {
        throw .corrupt("ends inside the header of chunk \(index), before IEND")
      }
      let length = word(bytes, offset)
      let type = name(bytes[(offset + 4)..<(offset + 8)])
      let remaining = max(0, bytes.count - offset - 12)  // after its length, type and CRC
      guard length <= Int(Int32.max) else { throw .corrupt("chunk \(index) (\(type)) declares \(length) bytes") }
      guard length <= remaining, bytes.count - offset >= 12 else {
        throw .corrupt("chunk \(index) (\(type)) declares \(length) bytes but only \(remaining) remain")
      }
      guard allows(type, length: length) else {
        throw .corrupt("chunk \(index) (\(type)) has \(length) bytes, a length its type does not allow")
      }
      if index == 0 {
        guard type == "IHDR" else { throw .corrupt("the first chunk is \(type), not IHDR") }
        let (width, height) = (word(bytes, offset + 8), word(bytes, offset + 12))
        guard width > 0, height > 0 else { throw .corrupt("IHDR says \(width)x\(height)") }
        guard width <= Bitmap.maxSide, height <= Bitmap.maxSide, width * height <= pixelCap else {
          throw .tooLarge(width: width, height: height)
        }
        header = PNGHeader(width: width, height: height)
      } else if type == "IHDR" {
        throw .corrupt("chunk \(index) is a second IHDR")
      }
      if type == "IEND" { break }
      offset += 12 + length
      index += 1
    }
    return header!  // chunk 0 was IHDR, or the loop threw
  }

  /// The big-endian 32-bit unsigned value at `offset`.
  private static func word(_ bytes: [UInt8], _ offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
  }

  /// A chunk type for messages: its four letters, or hex when it has other bytes.
  private static func name(_ type: ArraySlice<UInt8>) -> String {
    let letters = type.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
    return letters
      ? String(decoding: type, as: UTF8.self)
      : "0x"
        + type.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
        .joined()
  }
}
