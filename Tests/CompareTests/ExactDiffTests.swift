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
}
