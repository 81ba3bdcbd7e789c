import Graphics

/// How strict a comparison is. The default is exact: any differing pixel counts.
public struct DiffOptions: Hashable, Sendable {
  /// Per-pixel colour distance a pixel may move before it counts as changed, as a fraction
  /// (0...1) of the largest possible YIQ distance (Kotsarenko & Ramos), measured over white.
  /// 0 means exact. pixelmatch's `threshold` has the same scale (its 35215·t² is this limit squared).
  public var threshold: Double
  /// When true, changed pixels that sit on anti-aliased edges (Vyšniauskas, see
  /// `AntialiasingDetector`) are counted separately as `antialiasedPixels` and do not fail the
  /// comparison.
  public var detectAntialiasing: Bool
  /// How many changed pixels are tolerated: the comparison passes while `changedPixels <= pixelBudget`.
  public var pixelBudget: Int
  /// What a semi-transparent pixel is measured over (exact comparison ignores it).
  public var blend: Blend

  /// The background semi-transparent pixels are composited over before measuring.
  public enum Blend: String, Hashable, Sendable, CaseIterable {
    /// A white page (the default).
    case white
    /// pixelmatch's default: a pattern of two greys (48 and 207) per channel, varying with the
    /// pixel's byte offset, so a colour change under transparency shows whatever the colour.
    case checkerboard

    /// The background at a pixel's byte offset `k` in the RGBA buffer (pixelmatch's formula).
    @inline(__always)
    func background(atByte k: Int) -> (r: Double, g: Double, b: Double) {
      switch self {
      case .white: return (255, 255, 255)
      case .checkerboard:
        let kd = Double(k)
        return (
          48 + 159 * Double(k % 2), 48 + 159 * Double(Int(kd / 1.618033988749895) % 2),
          48 + 159 * Double(Int(kd / 2.618033988749895) % 2)
        )
      }
    }
  }

  public init(threshold: Double = 0, detectAntialiasing: Bool = false, pixelBudget: Int = 0, blend: Blend = .white) {
    self.threshold = threshold
    self.detectAntialiasing = detectAntialiasing
    self.pixelBudget = pixelBudget
    self.blend = blend
  }

  public static let exact = DiffOptions()
  /// Whether these options judge exactly (a threshold of 0, negative or NaN counts as 0).
  public var isExact: Bool { !(threshold > 0) && !detectAntialiasing && pixelBudget <= 0 }
}

/// What a pixel comparison measured, reported beside the options that judged it.
public struct DiffStats: Hashable, Sendable {
  /// Pixels whose difference exceeds the threshold and are not anti-aliasing.
  public var changedPixels: Int
  /// Pixels above the threshold classified as anti-aliasing (0 unless detection is on).
  public var antialiasedPixels: Int
  /// The largest per-pixel YIQ distance seen (over white), as a fraction of the maximum (0...1),
  /// over all pixels: changed, anti-aliased or within the threshold.
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

/// Compares an actual image with its golden, in the order that costs least: sizes first, then a
/// whole-buffer equality fast path, then one pass over the pixels.
///
/// Options (`DiffOptions`), all defaulting to exact:
/// - `threshold` (default `0`): how far a pixel may move before it counts, as a fraction (0...1) of
///   the largest possible YIQ distance (`ColorDelta`). A pixel counts when its distance exceeds the
///   threshold. `0` (or a negative or NaN value) is exact: every pixel whose bytes differ counts,
///   even one whose distance over white is 0 (say an alpha change on a white pixel).
/// - `detectAntialiasing` (default `false`): counted pixels that are anti-aliasing in either image
///   (`AntialiasingDetector`) go to `antialiasedPixels` instead of `changedPixels` and do not fail.
/// - `pixelBudget` (default `0`): the comparison passes while `changedPixels <= pixelBudget`.
///
/// Pixels are measured composited over white. Two fully transparent pixels are equal whatever their
/// colour channels hold, since neither shows anything (straight alpha keeps RGB around at alpha 0).
/// `maxDelta` is the largest distance of any pixel, counted or not.
///
/// Returns `.identical` when no pixel differs, `.withinTolerance` when some differ but no more than
/// `pixelBudget` count as changed, `.changed` otherwise, and `.sizeMismatch` before reading pixels.
public func compare(actual: Bitmap, golden: Bitmap, options: DiffOptions = .exact) -> DiffResult {
  DiffPassLog.note()
  guard actual.width == golden.width, actual.height == golden.height else {
    return .sizeMismatch(
      actual: PixelSize(width: actual.width, height: actual.height),
      golden: PixelSize(width: golden.width, height: golden.height))
  }
  if sameBytes(actual.pixels, golden.pixels) { return .identical }
  let tally = actual.withPixelView { a in
    golden.withPixelView { g in
      guard let a, let g else { return PixelTally() }  // unreachable: empty buffers are equal
      return scanPixels(
        actual: a, golden: g, width: actual.width, height: actual.height, options: options,
        mark: { _, _, _ in })
    }
  }
  if tally.differing == 0 { return .identical }
  let stats = DiffStats(
    changedPixels: tally.changed, antialiasedPixels: tally.antialiased, maxDelta: tally.maxDelta,
    bounds: tally.bounds, totalPixels: actual.width * actual.height)
  return tally.changed <= max(0, options.pixelBudget) ? .withinTolerance(stats) : .changed(stats)
}
