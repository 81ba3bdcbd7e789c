import Graphics

/// How strict a comparison is. The default is exact: any differing pixel counts.
public struct DiffOptions: Hashable, Sendable {
  /// Per-pixel colour distance a pixel may move before it counts as changed, as a fraction
  /// (0...1) of the largest possible YIQ distance (Kotsarenko & Ramos). 0 means exact.
  public var threshold: Double
  /// When true, changed pixels that sit on anti-aliased edges (Vysniauskas) are counted
  /// separately as `antialiased` and do not fail the comparison.
  public var detectAntialiasing: Bool
  /// How many changed pixels are tolerated before the comparison fails.
  public var pixelBudget: Int

  public init(threshold: Double = 0, detectAntialiasing: Bool = false, pixelBudget: Int = 0) {
    self.threshold = threshold
    self.detectAntialiasing = detectAntialiasing
    self.pixelBudget = pixelBudget
  }

  public static let exact = DiffOptions()
  public var isExact: Bool { threshold == 0 && !detectAntialiasing && pixelBudget == 0 }
}

/// What a pixel comparison measured, reported beside the options that judged it.
public struct DiffStats: Hashable, Sendable {
  /// Pixels whose difference exceeds the threshold and are not anti-aliasing.
  public var changedPixels: Int
  /// Differing pixels classified as anti-aliasing (0 unless detection is on).
  public var antialiasedPixels: Int
  /// The largest per-pixel YIQ distance seen, as a fraction of the maximum (0...1).
  public var maxDelta: Double
  /// Encloses every changed pixel (nil when none changed).
  public var bounds: PixelRect?
  public var totalPixels: Int

  public init(changedPixels: Int, antialiasedPixels: Int, maxDelta: Double, bounds: PixelRect?, totalPixels: Int) {
    self.changedPixels = changedPixels
    self.antialiasedPixels = antialiasedPixels
    self.maxDelta = maxDelta
    self.bounds = bounds
    self.totalPixels = totalPixels
  }
}

/// The outcome of comparing an actual image with its golden.
public enum DiffResult: Hashable, Sendable {
  case identical
  /// Pixels differ, but within the options' threshold, anti-aliasing and budget.
  case withinTolerance(DiffStats)
  /// The images differ in size; pixels were not compared.
  case sizeMismatch(actual: PixelSize, golden: PixelSize)
  /// Too many pixels changed.
  case changed(DiffStats)

  /// Whether the comparison passes (identical or within tolerance).
  public var passes: Bool {
    switch self {
    case .identical, .withinTolerance: true
    case .sizeMismatch, .changed: false
    }
  }
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

/// Compares in the order that costs least: sizes first, then a whole-buffer equality fast path,
/// then one pass over the pixels.
///
/// Two fully transparent pixels are equal whatever their colour channels hold, since neither
/// shows anything (straight alpha keeps RGB around at alpha 0).
public func compare(actual: Bitmap, golden: Bitmap, options: DiffOptions = .exact) -> DiffResult {
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
  let stats = DiffStats(
    changedPixels: count, antialiasedPixels: 0, maxDelta: 1,
    bounds: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
    totalPixels: actual.width * actual.height)
  return count <= options.pixelBudget ? .withinTolerance(stats) : .changed(stats)
}

@inline(__always)
func pixelDiffers(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
  if a[i + 3] == 0 && b[i + 3] == 0 { return false }
  return a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3]
}
