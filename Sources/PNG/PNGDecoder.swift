import CPNG
import Graphics

/// Reads PNG files into straight-alpha RGBA: those our encoder writes with `PNGRowReader`, the
/// rest (and anything irregular) with libpng's simplified API, which gives the verdict.
public enum PNGDecoder {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
    if let reader = PNGRowReader.open(bytes) {
      // Not zeroed first: every byte is written by the reader, and a failed read is dropped.
      var read = false
      let pixels = [UInt8](unsafeUninitializedCapacity: reader.width * reader.height * 4) { out, count in
        read = (try? reader.read(rows: reader.height, into: out.baseAddress!)) != nil
        count = out.count
      }
      if read, let bitmap = Bitmap(width: reader.width, height: reader.height, pixels: pixels) { return bitmap }
    }
    return try decodeWithLibpng(bytes)
  }

  /// libpng's reading of any PNG (the reference `decode` falls back to).
  public static func decodeWithLibpng(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
    guard !bytes.isEmpty else { throw .empty }
    if bytes.starts(with: Array("version https://git-lfs".utf8)) { throw .gitLFSPointer }
    guard bytes.starts(with: signature) else { throw .notPNG }

    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = bytes.withUnsafeBytes {
      png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count)
    }
    guard began != 0 else { throw .corrupt(message(of: &image)) }
    let (width, height) = (Int(image.width), Int(image.height))
    guard width <= Bitmap.maxSide, height <= Bitmap.maxSide,
      width * height <= Bitmap.maxPixels
    else {
      png_image_free(&image)
      throw .tooLarge(width: width, height: height)
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // 8-bit sRGB, straight alpha
    // libpng's simplified API takes 16-bit samples without gAMA/sRGB chunks as linear light and
    // gamma-encodes them, so a 16-bit copy of a golden (v stored as v*257) came out 61% changed.
    // Tools write 16-bit sRGB without saying so; read it as sRGB: v16/257, rounded. A gAMA or sRGB
    // chunk still wins.
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes {
      png_image_finish_read(&image, nil, $0.baseAddress, 0, nil)
    }
    guard finished != 0 else {
      let text = message(of: &image)
      png_image_free(&image)
      throw .corrupt(text)
    }
    guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
      throw .corrupt("decoded size does not match \(width)x\(height)")
    }
    return bitmap
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      let text = String(decoding: bytes, as: UTF8.self)
      return text.isEmpty ? "libpng gave no message" : text
    }
  }
}
