import Graphics

extension StreamingDiff {
  /// Feeds two whole bitmaps, `band` rows of each in turn, so the diff holds a few rows of each
  /// rather than a copy of both.
  public func add(actual: Bitmap, golden: Bitmap, band: Int = 64) {
    let none: [UInt8] = [0]  // the rows of an image 0 pixels wide
    none.withUnsafeBytes { empty in
      actual.pixels.withUnsafeBytes { a in
        golden.pixels.withUnsafeBytes { g in
          let a = a.baseAddress ?? empty.baseAddress!
          let g = g.baseAddress ?? empty.baseAddress!
          for top in stride(from: 0, to: max(actual.height, golden.height), by: band) {
            if top < actual.height { addActual(a + top * actual.width * 4, count: min(band, actual.height - top)) }
            if top < golden.height { addGolden(g + top * golden.width * 4, count: min(band, golden.height - top)) }
          }
        }
      }
    }
  }
}
