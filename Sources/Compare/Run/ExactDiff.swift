import Foundation
import Graphics
import ImageDiff

/// The exact comparison of two renders of one entry, and the diff panel the compare report
/// shows: one pass over the pixels, no perceptual distance (a token change is judged exactly, as
/// `check` judges by default). Two fully transparent pixels are equal whatever their colour
/// channels hold, as in `ImageDiff.compare`.
public enum ExactDiff {
  public struct Count: Hashable, Sendable {
    public var changed: Int
    /// The box around the changed pixels.
    public var bounds: PixelRect?
    public var total: Int
  }

  /// Nil when the sizes differ; `changed` 0 when the pixels are equal.
  static func count(before: Bitmap, after: Bitmap) -> Count? {
    guard before.width == after.width, before.height == after.height else { return nil }
    let total = before.width * before.height
    if before.pixels == after.pixels { return Count(changed: 0, bounds: nil, total: total) }
    var changed = 0
    var x0 = Int.max
    var y0 = Int.max
    var x1 = -1
    var y1 = -1
    scan(before, after) { x, y, differs in
      guard differs else { return }
      changed += 1
      x0 = min(x0, x)
      x1 = max(x1, x)
      y0 = min(y0, y)
      y1 = max(y1, y)
    }
    let bounds = changed == 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    return Count(changed: changed, bounds: bounds, total: total)
  }

  /// The before image faded to a light grey over white, changed pixels red, and the `outlines`
  /// (the moved parts, before and after) in blue: the middle panel of `check`'s diff picture.
  /// `before` and `after` have the same size.
  static func panel(before: Bitmap, after: Bitmap, outlines: [PixelRect]) -> Bitmap {
    var panel = Bitmap(width: before.width, height: before.height)
    panel.pixels.withUnsafeMutableBytes { out in
      before.pixels.withUnsafeBytes { b in
        scan(before, after) { x, y, differs in
          let i = (y * before.width + x) * 4
          if differs {
            out[i] = 255
            out[i + 1] = 0
            out[i + 2] = 0
          } else {
            // Luma over white in thousandths (299, 587, 114), its distance from white cut to 10%.
            let a = Int(b[i + 3])
            let ink =
              (299 * Int(b[i]) + 587 * Int(b[i + 1]) + 114 * Int(b[i + 2])) * a / 255 + 255_000 * (255 - a) / 255
            let grey = UInt8((2_295_000 + ink + 5_000) / 10_000)  // 255 - (255 - luma) / 10, rounded
            out[i] = grey
            out[i + 1] = grey
            out[i + 2] = grey
          }
          out[i + 3] = 255
        }
      }
    }
    let blue = Color(red: 0, green: 90, blue: 255)
    func inside(_ lo: Int, _ hi: Int, _ limit: Int) -> Range<Int> { max(0, lo)..<max(max(0, lo), min(limit, hi)) }
    for r in outlines where r.width > 0 && r.height > 0 {
      for x in inside(r.x, r.x + r.width, panel.width) {
        for y in [r.y, r.y + r.height - 1] where y >= 0 && y < panel.height { panel[x, y] = blue }
      }
      for y in inside(r.y, r.y + r.height, panel.height) {
        for x in [r.x, r.x + r.width - 1] where x >= 0 && x < panel.width { panel[x, y] = blue }
      }
    }
    return panel
  }

  /// Visits every pixel of two same-size bitmaps with whether it differs.
  private static func scan(_ a: Bitmap, _ b: Bitmap, _ visit: (Int, Int, Bool) -> Void) {
    a.pixels.withUnsafeBytes { pa in
      b.pixels.withUnsafeBytes { pb in
        let wa = pa.bindMemory(to: UInt32.self)
        let wb = pb.bindMemory(to: UInt32.self)
        for y in 0..<a.height {
          let row = y * a.width
          for x in 0..<a.width {
            let p = wa[row + x]
            let q = wb[row + x]
            // Alpha is the high byte in memory order on little-endian machines.
            visit(x, y, p != q && (p >> 24 != 0 || q >> 24 != 0))
          }
        }
      }
    }
  }
}
