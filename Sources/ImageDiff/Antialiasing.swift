/// Anti-aliased pixel detection exactly as pixelmatch 7.2.0 does it, after Vyšniauskas (2009),
/// "Anti-aliased pixel and intensity slope detector", so `--antialiasing` counts what users of
/// Playwright, jest-image-snapshot and pixelmatch itself know (pixelmatch's own fixtures and
/// counts are checked in `PixelmatchFixtureTests`).
///
/// A pixel of `img` (compared with `other`) is anti-aliasing when, among its neighbours in `img`
/// (the 3×3 block clipped to the image; a pixel on the border counts one extra equal neighbour):
/// 1. at most 2 have zero brightness difference from it (equal bytes, or a different colour of
///    the same luma);
/// 2. one is darker and one brighter; of each, the first found (columns left to right, each
///    top to bottom) with the largest difference is kept; and
/// 3. the kept darkest or the kept brightest neighbour has at least 3 identical neighbours (same
///    bytes) in both images: it belongs to a flat area on either side of the edge.
///
/// This is pixelmatch's rule, first-found ties included, which makes the answer depend on scan
/// order in rare ties; exactness with pixelmatch is worth more here. Unlike an earlier guard of
/// ours, it lets a 1 px line that moved by one whole pixel between two flat areas pass as
/// anti-aliasing, as pixelmatch does: that is one reason comparison is exact by default.
struct AntialiasingDetector {
  let width: Int
  let height: Int
  let blend: DiffOptions.Blend

  /// Whether the pixel at (x1, y1) is anti-aliasing in `img`, `other` being the image it is
  /// compared with.
  func isAntialiased(_ x1: Int, _ y1: Int, in img: PixelView, other: PixelView) -> Bool {
    let x0 = max(x1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y0 = max(y1 - 1, 0)
    let y2 = min(y1 + 1, height - 1)
    let center = img.pixel(x1, y1)
    let background = blend.background(atByte: (y1 &* width &+ x1) &* 4)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var darkest = 0.0
    var brightest = 0.0
    var darkX = 0
    var darkY = 0
    var brightX = 0
    var brightY = 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let delta = ColorDelta.brightnessDelta(center, img.pixel(x, y), background: background)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          (darkX, darkY) = (x, y)
        } else if delta > brightest {
          brightest = delta
          (brightX, brightY) = (x, y)
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return (hasManySiblings(darkX, darkY, in: img) && hasManySiblings(darkX, darkY, in: other))
      || (hasManySiblings(brightX, brightY, in: img) && hasManySiblings(brightX, brightY, in: other))
  }

  /// Whether the pixel at (x1, y1) has at least 3 neighbours of identical bytes (the outside of
  /// the image counting as one).
  func hasManySiblings(_ x1: Int, _ y1: Int, in img: PixelView) -> Bool {
    let x0 = max(x1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y0 = max(y1 - 1, 0)
    let y2 = min(y1 + 1, height - 1)
    let value = img.pixel(x1, y1)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where (x != x1 || y != y1) && img.pixel(x, y) == value {
        zeroes += 1
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
