/// An 8-bit RGBA image with straight (non-premultiplied) alpha, rows top to bottom, no padding.
public struct Bitmap: Hashable, Sendable {
  /// Largest image side, in pixels: what the renderer draws and the PNG codec reads or writes.
  public static let maxSide = 16_384
  /// Largest image area, in pixels (64 Mpx, 256 MiB of RGBA).
  public static let maxPixels = 64 * 1_048_576

  public let width: Int
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A.
  public var pixels: [UInt8]

  /// Creates an image; returns nil when `pixels` does not hold exactly `width × height × 4` bytes.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A transparent image.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Color {
    get {
      let i = (y * width + x) * 4
      return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      pixels[i] = newValue.red
      pixels[i + 1] = newValue.green
      pixels[i + 2] = newValue.blue
      pixels[i + 3] = newValue.alpha
    }
  }
}
