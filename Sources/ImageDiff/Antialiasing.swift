/// Anti-aliased pixel detection after Vyšniauskas (2009), "Anti-aliased pixel and intensity slope
/// detector", as popularised by pixelmatch, with one extra guard for thin strokes.
///
/// A pixel `p` of image `img` (compared with `other`) is anti-aliasing when, in its 3×3
/// neighbourhood in `img`:
/// 1. at most 2 neighbours are identical to `p` (few equal neighbours);
/// 2. some neighbour is strictly darker and some strictly brighter (luma over white), so `p` sits on
///    a slope between a dark side and a light side;
/// 3. every neighbour of the darkest luma and every neighbour of the brightest luma is unchanged
///    between `img` and `other` (the thin-stroke guard, see below); and
/// 4. at least one of those darkest or brightest neighbours has at least 3 identical neighbours in
///    both images (it belongs to a flat area, not to another edge).
///
/// Ties are handled as sets (all neighbours of the extreme luma), so the answer does not depend on
/// scan order and is the same for mirrored images.
///
/// The guard (3) is not in the paper or in pixelmatch. Without it, a 1 px line lying between two
/// flat areas (a divider under a tinted header, a border between a fill and the page) that moves by
/// one whole pixel passes as anti-aliasing: each changed pixel still has one side that is flat in
/// both images. A real sub-pixel shift leaves both sides of the edge alone; a moved line does not.
///
/// Image borders: the neighbourhood is clipped to the image, and a pixel on the border counts the
/// outside as one identical neighbour. So an interior pixel has 8 neighbours, an edge pixel 5 and a
/// corner pixel 3; "few" means at most 1 real identical neighbour on a border and "many" means at
/// least 2. Nothing outside the image is ever read.
struct AntialiasingDetector {
  let width: Int
  let height: Int

  /// Whether the pixel at (x, y) is anti-aliasing in `img` (rules above), `other` being the image
  /// it is compared with.
  func isAntialiased(_ x: Int, _ y: Int, in img: PixelView, other: PixelView) -> Bool {
    let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
    let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
    let center = img.pixel(x, y)
    let centerLuma = ColorDelta.luma(center)
    var identical = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    var darkest = centerLuma, brightest = centerLuma
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        let n = img.pixel(nx, ny)
        if samePixel(n, center) {
          identical += 1
          if identical > 2 { return false }
        } else {
          let l = ColorDelta.luma(n)
          darkest = min(darkest, l)
          brightest = max(brightest, l)
        }
      }
    }
    guard darkest < centerLuma, brightest > centerLuma else { return false }

    var flatSide = false
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        let n = img.pixel(nx, ny)
        let l = ColorDelta.luma(n)
        guard l == darkest || l == brightest else { continue }
        if !samePixel(n, other.pixel(nx, ny)) { return false }
        if !flatSide { flatSide = hasManySiblings(nx, ny, in: img) && hasManySiblings(nx, ny, in: other) }
      }
    }
    return flatSide
  }

  /// Whether the pixel at (x, y) has at least 3 identical neighbours (the outside of the image
  /// counting as one).
  func hasManySiblings(_ x: Int, _ y: Int, in img: PixelView) -> Bool {
    let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
    let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
    let center = img.pixel(x, y)
    var identical = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    for ny in y0...y1 {
      for nx in x0...x1 where (nx != x || ny != y) && samePixel(img.pixel(nx, ny), center) {
        identical += 1
        if identical > 2 { return true }
      }
    }
    return false
  }
}
