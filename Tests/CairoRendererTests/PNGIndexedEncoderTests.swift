import Graphics
import Testing

@testable import PNG

/// Indexed-colour PNGs (the diff panel's): libpng reads them back as the palette's colours.
@Suite struct PNGIndexedEncoderTests {
  @Test func indicesDecodeToThePaletteColours() throws {
    let palette: [(red: UInt8, green: UInt8, blue: UInt8)] = (0..<40).map { (UInt8($0 * 6), 255 - UInt8($0), 7) }
    let (width, height) = (37, 11)
    let indices = (0..<(width * height)).map { UInt8(($0 * 7 + $0 / width) % palette.count) }
    // Handed over in uneven pieces, as a streamed picture is.
    let png = try PNGEncoder.encodeIndexedRows(width: width, height: height, palette: palette) { emit in
      try indices.withUnsafeBytes { rows in
        try emit(rows.baseAddress!, 4)
        try emit(rows.baseAddress! + 4 * width, height - 4)
      }
    }
    #expect(png[25] == 3, "colour type 3")
    let decoded = try PNGDecoder.decodeWithLibpng(png)
    #expect(decoded.width == width && decoded.height == height)
    for y in 0..<height {
      for x in 0..<width {
        let c = palette[Int(indices[y * width + x])]
        #expect(decoded[x, y] == Color(red: c.red, green: c.green, blue: c.blue, alpha: 255))
      }
    }
  }

  @Test func wrongRowCountsAndPalettesAreRefused() {
    let palette: [(red: UInt8, green: UInt8, blue: UInt8)] = [(0, 0, 0)]
    let row = [UInt8](repeating: 0, count: 8)
    #expect(throws: PNGError.self) {
      try PNGEncoder.encodeIndexedRows(width: 8, height: 2, palette: palette) { emit in
        try row.withUnsafeBytes { try emit($0.baseAddress!, 1) }
      }
    }
    #expect(throws: PNGError.self) {
      try PNGEncoder.encodeIndexedRows(width: 8, height: 1, palette: []) { _ in }
    }
  }
}
