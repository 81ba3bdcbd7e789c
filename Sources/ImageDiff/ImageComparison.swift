import Graphics

/// The outcome of comparing an actual image with its golden.
public enum DiffResult: Hashable, Sendable {
  case identical
  /// The images differ in size; pixels were not compared.
  case sizeMismatch(actual: PixelSize, golden: PixelSize)
  /// Same size, `changedPixels` differ; `bounds` encloses them (in pixels).
  case changed(changedPixels: Int, bounds: PixelRect)

  public var isIdentical: Bool { self == .identical }
}

public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  public var description: String { "\(width)x\(height)" }
}

public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int, y: Int, width: Int, height: Int
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var description: String { "\(width)x\(height) at \(x),\(y)" }
}

/// Exact comparison: sizes first, then a whole-buffer equality fast path, then the pixel loop.
///
/// Two fully transparent pixels are equal whatever their colour channels hold, since neither
/// shows anything (straight alpha keeps RGB around at alpha 0).
public func compare(actual: Bitmap, golden: Bitmap) -> DiffResult {
  guard actual.width == golden.width, actual.height == golden.height else {
    return .sizeMismatch(
      actual: PixelSize(width: actual.width, height: actual.height),
      golden: PixelSize(width: golden.width, height: golden.height))
  }
  if actual.pixels == golden.pixels { return .identical }
  var count = 0
  var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
  actual.pixels.withUnsafeBufferPointer { a in
    golden.pixels.withUnsafeBufferPointer { g in
      for y in 0..<actual.height {
        let row = y * actual.width * 4
        for x in 0..<actual.width where pixelDiffers(a, g, row + x * 4) {
          count += 1
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
  }
  if count == 0 { return .identical }
  return .changed(
    changedPixels: count, bounds: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
}

@inline(__always)
func pixelDiffers(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
  if a[i + 3] == 0 && b[i + 3] == 0 { return false }
  return a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3]
}
