import CPNG
import Graphics
import Testing

@testable import CairoRenderer
@testable import PNG

/// Our deflate (`RowDeflater`) against zlib's inflate and libpng: every picture comes back pixel
/// for pixel, whatever strips its rows arrive in, and the same pixels always give the same bytes.
@Suite struct PNGRowDeflaterTests {
  /// A seeded generator, so a failure names a picture that can be made again.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  enum Kind: CaseIterable { case flat, noise, repeatedRows, interface }

  /// Pictures of `kind`: one colour; random bytes; a random first row repeated with a few
  /// changed rows; flat areas with runs, edges and noisy patches, like a UI component.
  static func picture(_ kind: Kind, width: Int, height: Int, seed: UInt64 = 1) -> Bitmap {
    var random = Seeded(state: seed &+ UInt64(width * 31 + height))
    var bitmap = Bitmap(width: width, height: height)
    let colours = (0..<6).map { _ in
      Color(
        red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
        blue: .random(in: 0...255, using: &random), alpha: .random(in: 0...255, using: &random))
    }
    let first = (0..<width).map { _ in colours[Int.random(in: 0..<6, using: &random)] }
    for y in 0..<height {
      let changed = Int.random(in: 0..<8, using: &random) == 0
      var run = colours[0]
      for x in 0..<width {
        switch kind {
        case .flat: bitmap[x, y] = colours[1]
        case .noise:
          bitmap[x, y] = Color(
            red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
            blue: .random(in: 0...255, using: &random), alpha: .random(in: 0...255, using: &random))
        case .repeatedRows:
          bitmap[x, y] = changed && x % 3 == 0 ? colours[Int.random(in: 0..<6, using: &random)] : first[x]
        case .interface:
          if Int.random(in: 0..<40, using: &random) == 0 { run = colours[Int.random(in: 0..<6, using: &random)] }
          let noisy = (x / 7 + y / 5) % 9 == 0
          bitmap[x, y] = noisy ? Color(red: UInt8(truncatingIfNeeded: x * y), green: 9, blue: 200, alpha: 255) : run
        }
      }
    }
    return bitmap
  }

  static let sizes: [(Int, Int)] = [(1, 1), (1, 7), (7, 1), (3, 5), (13, 11), (64, 9), (301, 67), (8193, 3)]

  @Test(arguments: Kind.allCases)
  func everyPictureComesBackFromZlibAndLibpng(kind: Kind) throws {
    for (width, height) in Self.sizes {
      let bitmap = Self.picture(kind, width: width, height: height)
      let png = try PNGEncoder.encode(bitmap)
      #expect(try inflatedIDAT(png) == unfilteredRows(bitmap), "\(kind) \(width)x\(height): zlib's inflate")
      #expect(try PNGDecoder.decodeWithLibpng(png) == bitmap, "\(kind) \(width)x\(height): libpng")
      #expect(try PNGDecoder.decode(png) == bitmap, "\(kind) \(width)x\(height): row reader")
    }
  }

  /// Pictures past a block's symbol and byte bounds: several blocks, stored ones for noise.
  @Test(arguments: Kind.allCases)
  func largePicturesTakeSeveralBlocks(kind: Kind) throws {
    let bitmap = Self.picture(kind, width: 700, height: 500, seed: 7)
    let png = try PNGEncoder.encode(bitmap)
    #expect(try inflatedIDAT(png) == unfilteredRows(bitmap))
    #expect(try PNGDecoder.decodeWithLibpng(png) == bitmap)
  }

  /// Every strip height gives `encode`'s bytes.
  @Test(arguments: Kind.allCases)
  func theBytesDoNotDependOnTheStrips(kind: Kind) throws {
    for (width, height) in [(13, 11), (64, 9), (3, 40)] as [(Int, Int)] {
      let bitmap = Self.picture(kind, width: width, height: height)
      let whole = try PNGEncoder.encode(bitmap)
      for rows in 1...height {
        #expect(try inStrips(bitmap, rows: rows) == whole, "\(kind) \(width)x\(height) in strips of \(rows)")
      }
    }
    let large = Self.picture(kind, width: 700, height: 500, seed: 3)
    let whole = try PNGEncoder.encode(large)
    for rows in [1, 7, 64, 499] { #expect(try inStrips(large, rows: rows) == whole, "700x500 in strips of \(rows)") }
  }

  @Test func aRenderComesBackAndIsNotMuchLargerThanZlibs() throws {
    let image = try BitmapRenderer().render(Fixtures.chip, scale: 2)
    let png = try PNGEncoder.encode(image)
    #expect(try PNGDecoder.decodeWithLibpng(png) == image)
    let zlib = try PNGEncoder.encode(image, level: 1, filter: .none)
    #expect(Double(png.count) <= Double(zlib.count) * 1.15, "\(png.count) bytes, zlib level 1's \(zlib.count)")
  }

  @Test func indexedPicturesComeBack() throws {
    var random = Seeded(state: 5)
    let palette: [(red: UInt8, green: UInt8, blue: UInt8)] = (0..<17).map { (i: Int) in
      let level = UInt8(i)
      return (red: level &* 15, green: 255 &- level &* 9, blue: level &* 3)
    }
    for (width, height) in [(1, 1), (5, 3), (97, 41), (16_384, 3)] as [(Int, Int)] {
      let indices = (0..<width * height).map { i in
        i % 11 < 6 ? UInt8(3) : UInt8.random(in: 0..<17, using: &random)
      }
      let png = try PNGEncoder.encodeIndexedRows(width: width, height: height, palette: palette) { emit in
        try indices.withUnsafeBytes { bytes in
          for y in 0..<height { try emit(bytes.baseAddress! + y * width, 1) }
        }
      }
      let decoded = try PNGDecoder.decodeWithLibpng(png)
      let expected = indices.map { palette[Int($0)] }
      for (i, colour) in expected.enumerated() where i < 5000 || i % 97 == 0 {
        let pixel = decoded[i % width, i / width]
        guard pixel == Color(red: colour.red, green: colour.green, blue: colour.blue, alpha: 255) else {
          Issue.record("\(width)x\(height): pixel \(i) is \(pixel)")
          break
        }
      }
    }
  }

  /// What `encodeRows` gives for `bitmap` handed over `rows` at a time.
  func inStrips(_ bitmap: Bitmap, rows: Int) throws -> [UInt8] {
    try PNGEncoder.encodeRows(width: bitmap.width, height: bitmap.height) { emit in
      try bitmap.pixels.withUnsafeBytes { pixels in
        var top = 0
        while top < bitmap.height {
          let count = min(rows, bitmap.height - top)
          try emit(pixels.baseAddress! + top * bitmap.width * 4, count)
          top += count
        }
      }
    }
  }
}

/// Each row after its filter byte 0: what the IDAT stream must inflate to.
func unfilteredRows(_ bitmap: Bitmap) -> [UInt8] {
  var rows: [UInt8] = []
  for y in 0..<bitmap.height {
    rows.append(0)
    rows += bitmap.pixels[(y * bitmap.width * 4)..<((y + 1) * bitmap.width * 4)]
  }
  return rows
}

/// zlib's `uncompress` refused a stream (`Z_DATA_ERROR` is -3).
struct InflateFailed: Error { let status: Int32 }

/// The IDAT data of `png` inflated by zlib's `uncompress` (which checks the header and Adler-32).
func inflatedIDAT(_ png: [UInt8]) throws -> [UInt8] {
  var offset = 8
  var idat: [UInt8] = []
  while offset + 8 <= png.count {
    let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" {
      idat += png[(offset + 8)..<(offset + 8 + length)]
    }
    offset += 12 + length
  }
  let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
  let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
  let bytesPerPixel = png[25] == 3 ? 1 : 4
  var out = [UInt8](repeating: 0, count: (width * bytesPerPixel + 1) * height + 1)
  var size = uLongf(out.count)
  let status = uncompress(&out, &size, idat, uLong(idat.count))
  guard status == Z_OK else { throw InflateFailed(status: status) }
  return Array(out.prefix(Int(size)))
}
