/// A fast 128-bit fingerprint of bytes, to know that two images hold equal pixels (or that a
/// file is the one a manifest describes) without decoding or encoding PNG. Not cryptographic:
/// it guards against accidents, not against someone forging pixels.
///
/// Two lanes each take every other 8-byte word in xxHash64's round:
/// `h = rotl(h &+ word &* P2, 31) &* P1`. For a fixed word that is a bijection of `h`, so
/// inputs of equal length that differ in a single word always end in different lane states, and
/// the rotation between the two multiplies turns any difference dense before the next word
/// arrives (a multiply alone keeps a flipped top bit a single known bit, which a change in the
/// next word can cancel: the tests found such pairs in simpler rounds). The length and both
/// lanes are mixed at the end. The round is xxHash64's; the rest is not, so the values are not
/// xxHash64's.
/// Written as `h1:` + 32 hex digits; another prefix is a hash this version does not know.
public enum ContentHash {
  public static let prefix = "h1:"

  public static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> String {
    var hasher = ContentHasher(seed: seed)
    hasher.update(bytes)
    return hasher.finalize()
  }

  public static func of(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { of($0) }
  }

  @inline(__always)
  static func round(_ h: UInt64, _ word: UInt64) -> UInt64 {
    let x = h &+ word &* 0xC2B2_AE3D_27D4_EB4F
    return (x << 31 | x >> 33) &* 0x9E37_79B1_85EB_CA87
  }

  /// MurmurHash3's 64-bit finaliser: every input bit affects every output bit.
  @inline(__always)
  static func mix(_ x: UInt64) -> UInt64 {
    var x = x
    x ^= x >> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    return x ^ x >> 33
  }

  static func hex(_ x: UInt64) -> String {
    let digits = String(x, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// `ContentHash.of` over bytes that arrive in pieces (an image drawn strip by strip): the same
/// value as one call over their concatenation, whatever the pieces' sizes.
public struct ContentHasher: Sendable {
  private var a: UInt64
  private var b: UInt64
  private var count = 0
  /// Bytes of an unfinished 16-byte block, carried to the next piece.
  private var carry: (UInt64, UInt64) = (0, 0)
  private var carried = 0

  public init(seed: UInt64 = 0) {
    a = 0x9E37_79B9_7F4A_7C15 ^ seed
    b = 0xC2B2_AE3D_27D4_EB4F &+ seed
  }

  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    count += bytes.count
    var i = 0
    if carried > 0 {
      let take = min(16 - carried, bytes.count)
      let offset = carried
      withUnsafeMutableBytes(of: &carry) {
        $0.baseAddress!.advanced(by: offset).copyMemory(from: base, byteCount: take)
      }
      carried += take
      i = take
      guard carried == 16 else { return }
      a = ContentHash.round(a, UInt64(littleEndian: carry.0))
      b = ContentHash.round(b, UInt64(littleEndian: carry.1))
      (carry, carried) = ((0, 0), 0)
    }
    while i + 16 <= bytes.count {
      a = ContentHash.round(a, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
      b = ContentHash.round(b, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
      i += 16
    }
    if i < bytes.count {
      let rest = bytes.count - i
      withUnsafeMutableBytes(of: &carry) { $0.baseAddress!.copyMemory(from: base + i, byteCount: rest) }
      carried = rest
    }
  }

  /// `h1:` and 32 hex digits.
  public func finalize() -> String {
    let (high, low) = words
    return ContentHash.prefix + ContentHash.hex(high) + ContentHash.hex(low)
  }

  /// The fingerprint as two words, for a key held by the million (`finalize` writes them out).
  public var words: (high: UInt64, low: UInt64) {
    var (a, b) = (a, b)
    // The tail (under 16 bytes, possibly none) as two zero-padded words, as `ContentHash.of`
    // always mixed it in for non-empty input; the length below tells padding apart.
    if count > 0 {
      a = ContentHash.round(a, UInt64(littleEndian: carry.0))
      b = ContentHash.round(b, UInt64(littleEndian: carry.1))
    }
    let n = UInt64(count)
    let high = ContentHash.mix(a ^ ContentHash.mix(b &+ n))
    let low = ContentHash.mix(b ^ ContentHash.mix(a ^ n ^ 0xD6E8_FEB8_6659_FD93))
    return (high, low)
  }
}

extension Bitmap {
  /// The fingerprint of this image's size and pixels (straight-alpha RGBA, as decoded from PNG).
  /// Fully transparent pixels count by their bytes, as in exact comparison's fast path.
  public var pixelHash: String {
    pixels.withUnsafeBytes { ContentHash.of($0, seed: UInt64(width) << 32 | UInt64(height)) }
  }
}
