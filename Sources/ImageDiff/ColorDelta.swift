/// Perceived colour difference of two RGBA8 pixels: the YIQ distance of Kotsarenko & Ramos (2010),
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications".
///
/// Pixels are packed as `UInt32` in memory order (R in the low byte, A in the high byte) and
/// measured after compositing over white, so a semi-transparent pixel is judged by what it shows on
/// a white page. Fully transparent pixels are white whatever their colour channels hold.
///
/// The squared distance is `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` over 0...255 channels. Because Y, I
/// and Q are linear in R, G, B, it is computed from the channel differences directly.
enum ColorDelta {
  /// The largest possible squared distance, reached by pure red against pure cyan (and green
  /// against magenta): ≈ 35214.749. Black against white is only ≈ 32857.133.
  static let maxSquaredDistance: Double = squaredDistance(dr: 255, dg: -255, db: -255)

  @inline(__always)
  static func squaredDistance(dr: Double, dg: Double, db: Double) -> Double {
    let y = 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
    let i = 0.59597799 * dr - 0.27417610 * dg - 0.32180189 * db
    let q = 0.21147017 * dr - 0.52261711 * dg + 0.31114694 * db
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// Squared YIQ distance of two packed pixels, each composited over white.
  @inline(__always)
  static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Double {
    let aa = Double(a >> 24) / 255
    let ba = Double(b >> 24) / 255
    let dr = overWhite(a & 0xFF, aa) - overWhite(b & 0xFF, ba)
    let dg = overWhite(a >> 8 & 0xFF, aa) - overWhite(b >> 8 & 0xFF, ba)
    let db = overWhite(a >> 16 & 0xFF, aa) - overWhite(b >> 16 & 0xFF, ba)
    return squaredDistance(dr: dr, dg: dg, db: db)
  }

  /// Squared YIQ distance of two packed pixels composited over `background` (pixelmatch's
  /// blend: opaque pairs are measured as they are).
  @inline(__always)
  static func squaredDistance(_ a: UInt32, _ b: UInt32, background: (r: Double, g: Double, b: Double)) -> Double {
    let (dr, dg, db) = blendedDifference(a, b, background: background)
    return squaredDistance(dr: dr, dg: dg, db: db)
  }

  /// The luma of `center − neighbour` as pixelmatch's anti-aliasing detector measures it: 0 for
  /// identical bytes; composited over `background` when either is not opaque.
  @inline(__always)
  static func brightnessDelta(_ center: UInt32, _ neighbour: UInt32, background: (r: Double, g: Double, b: Double))
    -> Double
  {
    if center == neighbour { return 0 }
    let (dr, dg, db) = blendedDifference(center, neighbour, background: background)
    return 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
  }

  /// Per-channel difference `a − b`, each composited over `background` when either pixel is not
  /// opaque: `(c1·a1 − c2·a2 − bg·(a1 − a2)) / 255`.
  @inline(__always)
  static func blendedDifference(_ a: UInt32, _ b: UInt32, background: (r: Double, g: Double, b: Double))
    -> (Double, Double, Double)
  {
    let r1 = Double(a & 0xFF)
    let g1 = Double(a >> 8 & 0xFF)
    let b1 = Double(a >> 16 & 0xFF)
    let a1 = Double(a >> 24)
    let r2 = Double(b & 0xFF)
    let g2 = Double(b >> 8 & 0xFF)
    let b2 = Double(b >> 16 & 0xFF)
    let a2 = Double(b >> 24)
    guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
    let da = a1 - a2
    return (
      (r1 * a1 - r2 * a2 - background.r * da) / 255, (g1 * a1 - g2 * a2 - background.g * da) / 255,
      (b1 * a1 - b2 * a2 - background.b * da) / 255
    )
  }

  /// The Y (luma) of a packed pixel composited over white, 0...255.
  @inline(__always)
  static func luma(_ p: UInt32) -> Double {
    let alpha = Double(p >> 24) / 255
    return 0.29889531 * overWhite(p & 0xFF, alpha) + 0.58662247 * overWhite(p >> 8 & 0xFF, alpha)
      + 0.11448223 * overWhite(p >> 16 & 0xFF, alpha)
  }

  /// A straight-alpha channel composited over white, unrounded.
  @inline(__always)
  static func overWhite(_ channel: UInt32, _ alpha: Double) -> Double {
    255 + (Double(channel) - 255) * alpha
  }
}

/// Read-only access to a straight-alpha RGBA8 buffer, one `UInt32` per pixel.
struct PixelView {
  let base: UnsafeRawPointer
  /// Pixels per row of the underlying buffer (may exceed the compared width).
  let rowLength: Int
  /// The image row the buffer starts with: a streamed comparison holds a few rows of a larger
  /// image and reads them by their image coordinates.
  var firstRow = 0

  @inline(__always)
  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    UInt32(
      littleEndian: base.loadUnaligned(fromByteOffset: ((y &- firstRow) &* rowLength &+ x) &* 4, as: UInt32.self))
  }
}

/// Whether two packed pixels show the same thing: equal bytes, or both fully transparent.
@inline(__always)
func samePixel(_ a: UInt32, _ b: UInt32) -> Bool {
  a == b || (a | b) >> 24 == 0
}
