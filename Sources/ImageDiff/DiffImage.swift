import Graphics

/// Colours of the diff panel.
enum DiffColor {
  /// A changed pixel.
  static let changed: (UInt8, UInt8, UInt8) = (255, 0, 0)
  /// A pixel above the threshold that is anti-aliasing (only when detection is on).
  static let antialiased: (UInt8, UInt8, UInt8) = (255, 255, 0)
  /// The outline of a frame (an anatomy part).
  static let frame: (UInt8, UInt8, UInt8) = (0, 0, 255)
}

/// The diff panel's colours as a PNG palette, so the panel is one byte a pixel (`StreamingDiff`'s
/// `indexedPanel`): red, yellow and blue, then the greys `fadedGrey` gives (229...255: it rounds
/// 255 - 25.5 at the darkest).
public enum DiffPanelPalette {
  public static let colors: [(red: UInt8, green: UInt8, blue: UInt8)] =
    [DiffColor.changed, DiffColor.antialiased, DiffColor.frame] + (229...255).map { ($0, $0, $0) }

  /// The index of grey `v`.
  @inline(__always)
  static func grey(_ v: UInt8) -> UInt8 { 3 + (max(v, 229) - 229) }

  static let changed: UInt8 = 0

  /// The index of one of `DiffColor`'s colours.
  @inline(__always)
  static func index(of color: (UInt8, UInt8, UInt8)) -> UInt8 {
    color == DiffColor.changed ? 0 : color == DiffColor.antialiased ? 1 : 2
  }
}

/// A three-panel picture for reviewing a failure: golden | diff | actual, `gap` transparent
/// columns apart, each panel as wide and tall as the larger image.
///
/// The middle panel is the golden faded to a light grey over white (contrast cut to 10%), with
/// every changed pixel painted red and every anti-aliased one yellow, judged with `options` exactly
/// as `compare` judges them. Then each rectangle of `frames` (anatomy parts, in image coordinates)
/// is outlined with a 1 px blue line, clipped to the panel.
///
/// Images of different sizes are compared over their common top-left area; every pixel that exists
/// in only one of them counts as changed, and pixels in neither stay white.
public func diffImage(
  actual: Bitmap, golden: Bitmap, options: DiffOptions = .exact, frames: [PixelRect] = [], gap: Int = 4
) -> Bitmap {
  final class Rows { var bytes: [UInt8] = [] }
  let rows = Rows()
  let diff = StreamingDiff(
    actual: PixelSize(width: actual.width, height: actual.height),
    golden: PixelSize(width: golden.width, height: golden.height), options: options, frames: frames, gap: gap
  ) { row in rows.bytes.append(contentsOf: row) }
  let size = diff.pictureSize
  rows.bytes.reserveCapacity(size.width * size.height * 4)
  diff.add(actual: actual, golden: golden)
  _ = diff.finish()
  return Bitmap(width: size.width, height: size.height, pixels: rows.bytes)
    ?? Bitmap(width: size.width, height: size.height)
}

/// The golden pixel `p` (packed RGBA) as a light grey: composited over white, its luma kept and
/// its contrast against white cut to 10% (black becomes 230, white stays 255).
@inline(__always)
func fadedGrey(_ p: UInt32) -> UInt8 {
  let alpha = Double(p >> 24) / 255
  func overWhite(_ c: UInt32) -> Double { 255 + (Double(c) - 255) * alpha }
  let luma = 0.299 * overWhite(p & 0xFF) + 0.587 * overWhite(p >> 8 & 0xFF) + 0.114 * overWhite(p >> 16 & 0xFF)
  return UInt8(min(255, max(0, (255 - (255 - luma) * 0.1).rounded())))
}

/// The pixels of the 1 px outline of `rect` (its outermost rows and columns) that fall inside
/// `size`, each once. Empty rectangles have no outline.
func outlinePixels(of rect: PixelRect, clippedTo size: PixelSize) -> [(Int, Int)] {
  guard rect.width > 0, rect.height > 0 else { return [] }
  let left = rect.x
  let right = rect.x + rect.width - 1
  let top = rect.y
  let bottom = rect.y + rect.height - 1
  let xs = stride(from: max(left, 0), to: min(right + 1, size.width), by: 1)
  let ys = stride(from: max(top, 0), to: min(bottom + 1, size.height), by: 1)
  var pixels: [(Int, Int)] = []
  for x in xs {
    if top >= 0 && top < size.height { pixels.append((x, top)) }
    if bottom != top && bottom >= 0 && bottom < size.height { pixels.append((x, bottom)) }
  }
  for y in ys where y != top && y != bottom {
    if left >= 0 && left < size.width { pixels.append((left, y)) }
    if right != left && right >= 0 && right < size.width { pixels.append((right, y)) }
  }
  return pixels
}
