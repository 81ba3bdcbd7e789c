import Graphics

/// Indexed-colour PNGs (colour type 3): a quarter of the bytes of RGBA to deflate, for the diff
/// panel of a failure (`DiffPicture`), which has a few dozen colours.
extension PNGEncoder {
  /// `encodeRows` for an opaque image of at most 256 colours: `produce` hands over rows of
  /// `width` one-byte indices into `palette` (PNG colour type 3, 8 bits). A quarter of the bytes
  /// of RGBA to deflate (the diff panel of a failure).
  public static func encodeIndexedRows(
    width: Int, height: Int, palette: [(red: UInt8, green: UInt8, blue: UInt8)],
    _ produce: (_ rows: (_ indices: UnsafeRawPointer, _ count: Int) throws -> Void) throws -> Void
  ) throws -> [UInt8] {
    guard width > 0, height > 0, (1...256).contains(palette.count) else {
      throw PNGError.invalidBitmap("\(width)x\(height) with \(palette.count) colours")
    }
    guard width <= Bitmap.maxSide, height <= Bitmap.maxSide, width * height <= Bitmap.maxPixels
    else { throw PNGError.tooLarge(width: width, height: height) }
    return try Deflater.with(level: level) { deflater in
      try deflater.begin()
      var fed = 0
      try produce { indices, count in
        guard count >= 0, fed + count <= height else { throw PNGError.invalidBitmap("more than \(height) rows") }
        try feedRows(indices, width: width, rows: count, to: deflater, bytesPerPixel: 1)
        fed += count
      }
      guard fed == height else { throw PNGError.invalidBitmap("\(fed) rows for \(width)x\(height)") }
      return try deflater.finish {
        assemble(
          width: width, height: height, compressed: $0, palette: palette.flatMap { [$0.red, $0.green, $0.blue] })
      }
    }
  }
}
