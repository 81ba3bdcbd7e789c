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
    compare(before: before, after: after, panel: false)?.count
  }

  /// The before image faded to a light grey over white, changed pixels red, and the `outlines`
  /// (the moved parts, before and after) in blue: the middle panel of `check`'s diff picture.
  /// `before` and `after` have the same size.
  static func panel(before: Bitmap, after: Bitmap, outlines: [PixelRect]) -> Bitmap {
    var panel =
      compare(before: before, after: after, panel: true, equalFirst: false)?.panel ?? Bitmap(width: 0, height: 0)
    outline(&panel, outlines)
    return panel
  }

  /// The count and, when `panel`, the panel without its outlines, in one pass over both
  /// bitmaps (a light-to-dark compare reads some 100 million pixel pairs): nil when the sizes
  /// differ. Equal bitmaps (when `equalFirst`) and, when no panel is wanted, equal rows are
  /// skipped by `memcmp`: no panel is made for equal bitmaps.
  static func compare(before: Bitmap, after: Bitmap, panel wanted: Bool, equalFirst: Bool = true)
    -> (count: Count, panel: Bitmap?)?
  {
    guard before.width == after.width, before.height == after.height else { return nil }
    let (width, height) = (before.width, before.height)
    let total = width * height
    if equalFirst || !wanted, equal(before, after) { return (Count(changed: 0, bounds: nil, total: total), nil) }
    var tally = Tally()
    var panel: [UInt8]?
    before.pixels.withUnsafeBytes { pa in
      after.pixels.withUnsafeBytes { pb in
        let a = pa.bindMemory(to: UInt32.self)
        let b = pb.bindMemory(to: UInt32.self)
        guard wanted else {
          for y in 0..<height {
            let start = y * width
            if memcmp(a.baseAddress! + start, b.baseAddress! + start, width * 4) == 0 { continue }
            tally.add(row: y, countRow(a, b, from: start, width: width))
          }
          return
        }
        // Every pixel of the panel is written below: no zero fill first.
        panel = [UInt8](unsafeUninitializedCapacity: total * 4) { bytes, count in
          let o = UnsafeMutableRawBufferPointer(bytes).bindMemory(to: UInt32.self)
          for y in 0..<height { tally.add(row: y, panelRow(a, b, o, from: y * width, width: width)) }
          count = total * 4
        }
      }
    }
    let out = panel.map { Bitmap(width: width, height: height, pixels: $0)! }
    return (Count(changed: tally.changed, bounds: tally.bounds, total: total), out)
  }

  private static func equal(_ a: Bitmap, _ b: Bitmap) -> Bool {
    a.pixels.withUnsafeBytes { pa in
      b.pixels.withUnsafeBytes { pb in
        pa.count == pb.count && (pa.isEmpty || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0)
      }
    }
  }

  /// A row's changed pixels: how many, the first and the last column.
  typealias RowChange = (changed: Int, first: Int, last: Int)

  /// Changed pixels and their box, row by row.
  private struct Tally {
    var changed = 0
    var x0 = Int.max
    var y0 = Int.max
    var x1 = -1
    var y1 = -1

    mutating func add(row y: Int, _ row: RowChange) {
      guard row.changed > 0 else { return }
      changed += row.changed
      x0 = min(x0, row.first)
      x1 = max(x1, row.last)
      y0 = min(y0, y)
      y1 = y
    }

    var bounds: PixelRect? { changed == 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
  }

  /// Whether two pixels differ: not equal, and not both fully transparent (alpha is the high
  /// byte in memory order on little-endian machines).
  @inline(__always) static func differs(_ p: UInt32, _ q: UInt32) -> Bool { p != q && (p | q) >> 24 != 0 }

  /// Eight pixels, from `p + i`.
  typealias Lanes = SIMD8<UInt32>

  @inline(__always) private static func lanes(_ p: UnsafeBufferPointer<UInt32>, _ i: Int) -> Lanes {
    UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: Lanes.self)
  }

  /// Which of eight pixel pairs differ (as `differs`).
  @inline(__always) private static func differing(_ p: Lanes, _ q: Lanes) -> SIMDMask<Lanes.MaskStorage> {
    (p .!= q) .& ((p | q) .>= Lanes(repeating: 0x0100_0000))
  }

  /// Eight pixels at a time: a block all changed or all unchanged is settled without looking at
  /// its pixels one by one.
  private static func countRow(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, from start: Int, width: Int
  ) -> RowChange {
    var row: RowChange = (0, -1, -1)
    func note(_ x: Int, _ n: Int) {
      if row.changed == 0 { row.first = x }
      row.changed += n
      row.last = x + n - 1
    }
    var x = 0
    while x + 8 <= width {
      let m = differing(lanes(a, start + x), lanes(b, start + x))
      if all(m) {
        note(x, 8)
      } else if any(m) {
        for k in x..<x + 8 where differs(a[start + k], b[start + k]) { note(k, 1) }
      }
      x += 8
    }
    for k in x..<width where differs(a[start + k], b[start + k]) { note(k, 1) }
    return row
  }

  /// Red where the pixels differ (R 255, A 255 in memory order), else the before pixel's grey.
  private static let red: UInt32 = 0xFF00_00FF

  /// One panel row and its changes, eight pixels at a time where all eight are changed (red) or
  /// are unchanged and of one colour (its grey). Runs of one colour are the rule, so the last
  /// grey is kept.
  private static func panelRow(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, _ o: UnsafeMutableBufferPointer<UInt32>,
    from start: Int, width: Int
  ) -> RowChange {
    var row: RowChange = (0, -1, -1)
    guard width > 0 else { return row }
    var last = a[start]
    var lastGrey = grey(last)
    func pixel(_ x: Int) {
      let p = a[start + x]
      if differs(p, b[start + x]) {
        if row.changed == 0 { row.first = x }
        row.changed += 1
        row.last = x
        o[start + x] = red
        return
      }
      if p != last {
        last = p
        lastGrey = grey(p)
      }
      o[start + x] = lastGrey
    }
    var x = 0
    while x + 8 <= width {
      let p = lanes(a, start + x)
      let m = differing(p, lanes(b, start + x))
      let out = UnsafeMutableRawPointer(o.baseAddress! + start + x)
      if all(m) {
        out.storeBytes(of: Lanes(repeating: red), as: Lanes.self)
        if row.changed == 0 { row.first = x }
        row.changed += 8
        row.last = x + 7
      } else if !any(m), p == Lanes(repeating: last) {
        out.storeBytes(of: Lanes(repeating: lastGrey), as: Lanes.self)
      } else {
        for k in x..<x + 8 { pixel(k) }
      }
      x += 8
    }
    for k in x..<width { pixel(k) }
    return row
  }

  /// An opaque grey pixel for `p`: its luma over white in thousandths (299, 587, 114), its
  /// distance from white cut to 10%.
  @inline(__always) static func grey(_ p: UInt32) -> UInt32 {
    let (r, g, b, a) = (Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF), Int(p >> 24))
    let ink = (299 * r + 587 * g + 114 * b) * a / 255 + 255_000 * (255 - a) / 255
    let level = UInt32((2_295_000 + ink + 5_000) / 10_000)  // 255 - (255 - luma) / 10, rounded
    return 0xFF00_0000 | level << 16 | level << 8 | level
  }

  /// The moved parts' outlines in blue.
  static func outline(_ panel: inout Bitmap, _ outlines: [PixelRect]) {
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
  }
}
