import Graphics

/// Problems reading or writing PNG files. Every description is one line.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  case empty
  /// The file is a Git LFS pointer, not the image (run `git lfs pull`).
  case gitLFSPointer
  /// The first bytes are not the PNG signature.
  case notPNG
  /// The chunk walk or libpng refused the data (truncated, bad CRC, bad chunk...): why.
  case corrupt(String)
  /// Over `Bitmap.maxSide` a side, or (decoding) over `InputLimits.pngPixels` pixels.
  case tooLarge(width: Int, height: Int)
  /// The bitmap cannot be encoded (empty, or its pixel buffer does not match its size).
  case invalidBitmap(String)
  /// zlib failed (out of memory).
  case compressionFailed(Int32)

  public var description: String {
    switch self {
    case .empty: "PNG file is empty (0 bytes)"
    case .gitLFSPointer:
      "file is a Git LFS pointer, not a PNG; run `git lfs pull` to fetch the image"
    case .notPNG: "not a PNG file (bad signature)"
    case .corrupt(let message): "PNG is truncated or corrupt: \(message)"
    case .tooLarge(let width, let height):
      width > Bitmap.maxSide || height > Bitmap.maxSide || width * height > Bitmap.maxPixels
        ? "PNG is \(width)x\(height)px, larger than \(Bitmap.maxSide)px per side or \(Bitmap.maxPixels) pixels"
        : "PNG is \(width)x\(height)px (\(width * height) pixels), over the cap of \(InputLimits.pngPixels) pixels"
          + " a decoded image may have"
    case .invalidBitmap(let reason): "cannot encode bitmap: \(reason)"
    case .compressionFailed(let code): "zlib compression failed (code \(code))"
    }
  }
}
