import Graphics
import ImageDiff
import Testing

@testable import Compare

/// `specsheet compare`'s exact comparison and diff panel on hand-made bitmaps.
@Suite struct ExactDiffTests {
  static func bitmap(_ width: Int, _ height: Int, _ paint: [(Int, Int, Color)] = []) -> Bitmap {
    var b = Bitmap(width: width, height: height)
    for y in 0..<height { for x in 0..<width { b[x, y] = .white } }
    for (x, y, c) in paint { b[x, y] = c }
    return b
  }

  @Test func countsChangedPixelsAndTheirBox() {
    let before = Self.bitmap(6, 4, [(0, 0, .clear)])
    // A fully transparent pixel with other channels is the same nothing; two real changes.
    let after = Self.bitmap(
      6, 4, [(0, 0, Color(red: 9, green: 9, blue: 9, alpha: 0)), (1, 1, .black), (4, 2, Color("#248C9F"))])
    let count = ExactDiff.count(before: before, after: after)
    #expect(count == ExactDiff.Count(changed: 2, bounds: PixelRect(x: 1, y: 1, width: 4, height: 2), total: 24))
    #expect(ExactDiff.count(before: before, after: before)?.changed == 0)
    #expect(ExactDiff.count(before: before, after: Self.bitmap(6, 5)) == nil, "other sizes are not compared")
  }

  @Test func thePanelIsTheFadedBeforeWithChangesRedAndMovedPartsBlue() {
    let before = Self.bitmap(5, 5, [(2, 2, .black)])
    let after = Self.bitmap(5, 5, [(3, 3, .black)])
    let panel = ExactDiff.panel(before: before, after: after, outlines: [PixelRect(x: 0, y: 0, width: 2, height: 2)])
    #expect(panel[2, 2] == Color(red: 255, green: 0, blue: 0))
    #expect(panel[3, 3] == Color(red: 255, green: 0, blue: 0))
    #expect(panel[4, 4] == .white, "white stays white")
    #expect(panel[0, 0] == Color(red: 0, green: 90, blue: 255) && panel[1, 1] == Color(red: 0, green: 90, blue: 255))
    // Black unchanged is grey 230 (its distance from white cut to a tenth).
    let grey = ExactDiff.panel(before: before, after: before, outlines: [])[2, 2]
    #expect(grey == Color(red: 230, green: 230, blue: 230))
  }

  /// Pseudo-random pixels from a few colours (so runs and blocks of eight repeat), some fully
  /// transparent with stray channels.
  static func noisy(_ width: Int, _ height: Int, seed: UInt32, palette: [Color]) -> Bitmap {
    var state = seed
    var b = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let pick = Int(state >> 28)
        b[x, y] =
          pick < palette.count ? palette[pick] : Color(red: UInt8(state >> 8 & 0xFF), green: 7, blue: 1, alpha: 0)
      }
    }
    return b
  }

  /// Issue 37 (compare light -> dark <= 2x a check): count and panel are one pass that settles
  /// eight pixels at a time where it can. Against a pixel-by-pixel reading: the same count and
  /// box, red where pixels differ, elsewhere the grey a one-pixel panel of the before pixel gets.
  @Test func eightAtATimeMatchesPixelByPixel() {
    let palette = [Color.white, .black, Color("#248C9F"), Color(red: 10, green: 200, blue: 30, alpha: 128)]
    let width = 29  // three blocks of eight and a tail
    // Row 0 white on both sides (whole blocks of one grey); in row 1 eight transparent pixels
    // whose stray channels differ (no change); rows 3-5 all changed; rows 6-11 mixed noise.
    var before = Self.bitmap(width, 12)
    for x in 0..<8 { before[x, 1] = Color(red: 9, green: 0, blue: 0, alpha: 0) }
    var after = before
    for x in 0..<8 { after[x, 1] = Color(red: 3, green: 0, blue: 0, alpha: 0) }
    for y in 3..<6 { for x in 0..<width { after[x, y] = .black } }
    let noise = Self.noisy(width, 12, seed: 7, palette: palette)
    for y in 6..<12 { for x in 0..<width where (x * 7 + y) % 3 != 0 { after[x, y] = noise[x, y] } }
    for y in 9..<12 { for x in 0..<width where x % 5 == 0 { before[x, y] = noise[width - 1 - x, y] } }
    var changed = 0
    var box: (x0: Int, y0: Int, x1: Int, y1: Int) = (.max, .max, -1, -1)
    guard let fused = ExactDiff.compare(before: before, after: after, panel: true), let panel = fused.panel else {
      Issue.record("same sizes are compared and a panel is made")
      return
    }
    for y in 0..<before.height {
      for x in 0..<width {
        let (p, q) = (before[x, y], after[x, y])
        if p != q && (p.alpha != 0 || q.alpha != 0) {
          changed += 1
          box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
          #expect(panel[x, y] == Color(red: 255, green: 0, blue: 0), "changed at \(x),\(y)")
        } else {
          let one = Self.bitmap(1, 1, [(0, 0, p)])
          #expect(panel[x, y] == ExactDiff.panel(before: one, after: one, outlines: [])[0, 0], "grey at \(x),\(y)")
        }
      }
    }
    let expected = ExactDiff.Count(
      changed: changed,
      bounds: PixelRect(x: box.x0, y: box.y0, width: box.x1 - box.x0 + 1, height: box.y1 - box.y0 + 1),
      total: width * 12)
    #expect(changed > 3 * width, "the fixture changes whole rows and noise")
    #expect(fused.count == expected)
    #expect(ExactDiff.count(before: before, after: after) == expected, "counted alone, equal rows skipped")
    #expect(
      ExactDiff.compare(before: before, after: before, panel: true).map { $0.count.changed == 0 && $0.panel == nil }
        == true)
  }
}
