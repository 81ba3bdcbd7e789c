import CPNGRead
import Graphics

/// Reads PNG files into straight-alpha RGBA: those our encoder writes with `PNGRowReader`, the
/// rest (and anything irregular) with libpng's low-level reader (`CPNGRead`), which gives the
/// verdict. Every file is walked first (`PNGChunkWalk`): chunk lengths against the bytes present,
/// the header within the caps, all before a pixel is allocated.
public enum PNGDecoder {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The header, from a walk of the whole chunk list (see `PNGChunkWalk`).
  public static func header(_ bytes: [UInt8]) throws(PNGError) -> PNGHeader {
    try PNGChunkWalk.header(bytes)
  }

  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
    _ = try header(bytes)
    if let reader = PNGRowReader.open(bytes) {
      // Not zeroed first: every byte is written by the reader, and a failed read is dropped. Room
      // for the whole inflated stream (a filter byte a row) and `Inflater`'s slack: it is
      // inflated there and its rows moved into place.
      var read = false
      let count = reader.width * reader.height * 4
      let pixels = [UInt8](unsafeUninitializedCapacity: count + reader.height + Inflater.slack) { out, filled in
        read = reader.readWhole(into: out.baseAddress!)
        filled = count
      }
      if read, let bitmap = Bitmap(width: reader.width, height: reader.height, pixels: pixels) { return bitmap }
    }
    return try decodeWithLibpng(bytes)
  }

  /// libpng's reading of any PNG (the reference `decode` falls back to): the same 8-bit sRGB RGBA
  /// as its simplified API gives for PNG_FORMAT_RGBA with PNG_IMAGE_FLAG_16BIT_sRGB (16-bit
  /// samples scaled, `png_set_scale_16`: v * 255 / 65535 rounded), with libpng's limits set
  /// (`InputLimits`) and the ancillary chunks that do not change pixels skipped unread.
  public static func decodeWithLibpng(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
    let header = try header(bytes)
    let limits = specsheet_png_limits(
      max_width: UInt32(Bitmap.maxSide), max_height: UInt32(Bitmap.maxSide), chunk_bytes: InputLimits.pngChunkBytes,
      chunk_cache: 128)
    // libpng reads from `bytes` in place: begin and finish within one access to them.
    let pixels: Result<[UInt8], PNGError> = bytes.withUnsafeBufferPointer { data in
      guard let reader = specsheet_png_begin(data.baseAddress, data.count, limits) else {
        return .failure(.corrupt("out of memory"))
      }
      defer { specsheet_png_free(reader) }
      guard specsheet_png_failed(reader) == 0 else { return .failure(.corrupt(message(reader))) }
      // libpng read IHDR as the walk did; were they ever to disagree, the walk's size is the buffer's.
      guard Int(specsheet_png_width(reader)) == header.width, Int(specsheet_png_height(reader)) == header.height
      else { return .failure(.corrupt("IHDR read twice gave two sizes")) }
      var finished = false
      let pixels = [UInt8](unsafeUninitializedCapacity: header.decodedBytes) { out, count in
        // Zeroed: interlaced passes combine into the rows earlier passes wrote.
        out.initialize(repeating: 0)
        finished = specsheet_png_finish(reader, out.baseAddress, out.count) != 0
        count = out.count
      }
      return finished ? .success(pixels) : .failure(.corrupt(message(reader)))
    }
    guard let bitmap = Bitmap(width: header.width, height: header.height, pixels: try pixels.get()) else {
      throw .corrupt("decoded size does not match \(header.width)x\(header.height)")
    }
    return bitmap
  }

  private static func message(_ reader: OpaquePointer) -> String {
    let text = String(cString: specsheet_png_message(reader))
    return text.isEmpty ? "libpng gave no message" : text
  }
}
