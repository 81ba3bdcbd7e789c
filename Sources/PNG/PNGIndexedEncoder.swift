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
    guard (1...256).contains(palette.count) else {
      throw PNGError.invalidBitmap("\(width)x\(height) with \(palette.count) colours")
    }
    return try deflateRows(width: width, height: height, bytesPerPixel: 1, produce) {
      assemble(width: width, height: height, compressed: $0, palette: palette.flatMap { [$0.red, $0.green, $0.blue] })
    }
  }
}
