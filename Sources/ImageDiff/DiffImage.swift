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
  let w = max(actual.width, golden.width)
  let h = max(actual.height, golden.height)
  let gap = max(0, gap)
  var out = Bitmap(width: w * 3 + gap * 2, height: h)
  let outWidth = out.width
  let diffOrigin = w + gap
  let commonWidth = min(actual.width, golden.width)
  let commonHeight = min(actual.height, golden.height)

  out.pixels.withUnsafeMutableBufferPointer { o in
    func put(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), alpha: UInt8 = 255) {
      let i = (y * outWidth + x) * 4
      o[i] = c.0
      o[i + 1] = c.1
      o[i + 2] = c.2
      o[i + 3] = alpha
    }
    func copyPanel(_ image: Bitmap, atX originX: Int) {
      image.pixels.withUnsafeBufferPointer { src in
        for y in 0..<image.height {
          (o.baseAddress! + (y * outWidth + originX) * 4).update(from: src.baseAddress! + y * image.width * 4, count: image.width * 4)
        }
      }
    }
    copyPanel(golden, atX: 0)
    copyPanel(actual, atX: 2 * (w + gap))

    // Middle panel: faded golden, white where there is no golden, red where only one image exists.
    golden.pixels.withUnsafeBufferPointer { g in
      // UI pictures are long runs of one colour: the grey of the last pixel is reused.
      var last: (pixel: UInt32, grey: UInt8)?
      for y in 0..<h {
        for x in 0..<w {
          let inGolden = x < golden.width && y < golden.height
          let inActual = x < actual.width && y < actual.height
          if inGolden != inActual {
            put(diffOrigin + x, y, DiffColor.changed)
          } else if inGolden {
            let i = (y * golden.width + x) * 4
            let pixel = UnsafeRawPointer(g.baseAddress! + i).loadUnaligned(as: UInt32.self)
            let v = last?.pixel == pixel ? last!.grey : fadedGrey(g, i)
            last = (pixel, v)
            put(diffOrigin + x, y, (v, v, v))
          } else {
            put(diffOrigin + x, y, (255, 255, 255))
          }
        }
      }
    }

    _ = actual.withPixelView { a in
      golden.withPixelView { g in
        guard let a, let g, commonWidth > 0, commonHeight > 0 else { return PixelTally() }
        return scanPixels(
          actual: a, golden: g, width: commonWidth, height: commonHeight, options: options
        ) { x, y, verdict in
          put(diffOrigin + x, y, verdict == .changed ? DiffColor.changed : DiffColor.antialiased)
        }
      }
    }

    for frame in frames {
      for (x, y) in outlinePixels(of: frame, clippedTo: PixelSize(width: w, height: h)) {
        put(diffOrigin + x, y, DiffColor.frame)
      }
    }
  }
  return out
}

/// The golden pixel at byte offset `i` as a light grey: composited over white, its luma kept and
/// its contrast against white cut to 10% (black becomes 230, white stays 255).
@inline(__always)
func fadedGrey(_ g: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt8 {
  let alpha = Double(g[i + 3]) / 255
  func overWhite(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
  let luma = 0.299 * overWhite(g[i]) + 0.587 * overWhite(g[i + 1]) + 0.114 * overWhite(g[i + 2])
  return UInt8(min(255, max(0, (255 - (255 - luma) * 0.1).rounded())))
}

/// The pixels of the 1 px outline of `rect` (its outermost rows and columns) that fall inside
/// `size`, each once. Empty rectangles have no outline.
func outlinePixels(of rect: PixelRect, clippedTo size: PixelSize) -> [(Int, Int)] {
  guard rect.width > 0, rect.height > 0 else { return [] }
  let left = rect.x, right = rect.x + rect.width - 1
  let top = rect.y, bottom = rect.y + rect.height - 1
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
