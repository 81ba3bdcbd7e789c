import Graphics

extension StreamingDiff {
  /// Feeds two whole bitmaps: read where they lie when nothing was added before and they are the
  /// sizes the diff was made for (a failing check copied every row of both into the diff's
  /// windows), else `band` rows of each in turn.
  public func add(actual: Bitmap, golden: Bitmap, band: Int = 64) {
    let none: [UInt8] = [0]  // the rows of an image 0 pixels wide
    none.withUnsafeBytes { empty in
      actual.pixels.withUnsafeBytes { a in
        golden.pixels.withUnsafeBytes { g in
          let a = a.baseAddress ?? empty.baseAddress!
          let g = g.baseAddress ?? empty.baseAddress!
          if isUnfed, actual.width == actualSize.width, actual.height == actualSize.height,
            golden.width == goldenSize.width, golden.height == goldenSize.height
          {
            return addWhole(actual: a, golden: g)
          }
          for top in stride(from: 0, to: max(actual.height, golden.height), by: band) {
            if top < actual.height { addActual(a + top * actual.width * 4, count: min(band, actual.height - top)) }
            if top < golden.height { addGolden(g + top * golden.width * 4, count: min(band, golden.height - top)) }
          }
        }
      }
    }
  }
}
