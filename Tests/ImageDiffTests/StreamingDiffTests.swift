import Graphics
import ImageDiff
import Testing

/// `StreamingDiff` judges and draws images fed a few rows at a time exactly as `compare` and
/// `diffImage` do the whole images, whatever the pieces' sizes and their interleaving.
@Suite struct StreamingDiffTests {
  /// A pseudo-random UI-like image: flat runs of a few colours, some translucent, with noise.
  static func noisy(_ width: Int, _ height: Int, seed: UInt64, changes: Int = 0) -> Bitmap {
    var rng = SplitMix(seed: seed)
    var b = Bitmap(width: width, height: height)
    let palette: [Color] = [
      .white, grey(20), Color(red: 200, green: 30, blue: 90, alpha: 255), grey(120, alpha: 90), grey(0, alpha: 0),
    ]
    for y in 0..<height {
      var c = palette[Int(rng.next() % 5)]
      for x in 0..<width {
        if rng.next() % 7 == 0 { c = palette[Int(rng.next() % 5)] }
        b[x, y] = c
      }
    }
    var rng2 = SplitMix(seed: seed ^ 0xABCD)
    for _ in 0..<changes where width > 0 && height > 0 {
      let x = Int(rng2.next() % UInt64(width))
      let y = Int(rng2.next() % UInt64(height))
      let v = b[x, y]
      b[x, y] = Color(red: v.red &+ UInt8(1 + rng2.next() % 90), green: v.green, blue: v.blue, alpha: v.alpha)
    }
    return b
  }

  static let optionSets: [DiffOptions] = [
    .exact, DiffOptions(threshold: 0.1), DiffOptions(threshold: 0.05, detectAntialiasing: true),
    DiffOptions(threshold: 0.1, detectAntialiasing: true, pixelBudget: 40, blend: .checkerboard),
  ]

  @Test(arguments: 0..<64)
  func piecesOfAnySizeGiveTheWholeVerdictAndPicture(seed: Int) {
    var rng = SplitMix(seed: UInt64(seed) &* 7919)
    let w = 1 + Int(rng.next() % 40)
    let h = 1 + Int(rng.next() % 70)
    // A third of the pairs differ in size (wider, taller or both).
    let resize = seed % 3 == 2
    let gw = resize ? max(1, w + Int(rng.next() % 9) - 4) : w
    let gh = resize ? max(1, h + Int(rng.next() % 9) - 4) : h
    let golden = Self.noisy(gw, gh, seed: UInt64(seed))
    let actual =
      resize
      ? Self.noisy(w, h, seed: UInt64(seed), changes: 30) : Self.noisy(w, h, seed: UInt64(seed), changes: seed % 4 * 15)
    let options = Self.optionSets[seed % Self.optionSets.count]
    let frames = [PixelRect(x: 2, y: 3, width: 9, height: 12), PixelRect(x: -3, y: h - 4, width: w + 10, height: 8)]
    let whole = diffImage(actual: actual, golden: golden, options: options, frames: frames)

    var picture: [UInt8] = []
    let diff = StreamingDiff(
      actual: PixelSize(width: w, height: h), golden: PixelSize(width: gw, height: gh), options: options,
      frames: frames
    ) { picture.append(contentsOf: $0) }
    var fedActual = 0
    var fedGolden = 0
    actual.pixels.withUnsafeBytes { a in
      golden.pixels.withUnsafeBytes { g in
        while fedActual < h || fedGolden < gh {
          // Pieces of 0...9 rows, either image first, one sometimes far ahead of the other.
          if rng.next() % 2 == 0, fedActual < h {
            let n = min(h - fedActual, Int(rng.next() % 10))
            diff.addActual(a.baseAddress! + fedActual * w * 4, count: n)
            fedActual += n
          } else if fedGolden < gh {
            let n = min(gh - fedGolden, Int(rng.next() % 10))
            diff.addGolden(g.baseAddress! + fedGolden * gw * 4, count: n)
            fedGolden += n
          }
        }
      }
    }
    let verdict = diff.finish()
    #expect(verdict == compare(actual: actual, golden: golden, options: options), "seed \(seed)")
    #expect(picture == whole.pixels, "seed \(seed): picture rows")
  }

  /// `indexedPanel`: the middle panel alone, as palette indices that give its colours exactly.
  @Test(arguments: 0..<24)
  func indexedPanelIsTheMiddlePanel(seed: Int) {
    var rng = SplitMix(seed: UInt64(seed) &* 104_729)
    let w = 1 + Int(rng.next() % 40)
    let h = 1 + Int(rng.next() % 50)
    // The golden wider and shorter, or narrower and taller (the columns past one image's edge).
    let gw = seed % 3 == 2 ? w + 3 : seed % 6 == 1 ? max(1, w - 3) : w
    let gh = seed % 3 == 2 ? max(1, h - 2) : seed % 6 == 1 ? h + 2 : h
    let golden = Self.noisy(gw, gh, seed: UInt64(seed))
    let actual = Self.noisy(w, h, seed: UInt64(seed), changes: 20)
    let options = Self.optionSets[seed % Self.optionSets.count]
    let frames = [PixelRect(x: 1, y: 2, width: 7, height: 9)]
    let whole = diffImage(actual: actual, golden: golden, options: options, frames: frames)
    var indices: [UInt8] = []
    let diff = StreamingDiff(
      actual: PixelSize(width: w, height: h), golden: PixelSize(width: gw, height: gh), options: options,
      frames: frames, indexedPanel: true
    ) { indices.append(contentsOf: $0) }
    actual.pixels.withUnsafeBytes { diff.addActual($0.baseAddress!, count: h) }
    golden.pixels.withUnsafeBytes { diff.addGolden($0.baseAddress!, count: gh) }
    #expect(diff.finish() == compare(actual: actual, golden: golden, options: options))
    let panel = max(w, gw)
    let gap = 4
    #expect(diff.pictureSize == PixelSize(width: panel, height: max(h, gh)))
    #expect(indices.count == panel * max(h, gh))
    for y in 0..<max(h, gh) {
      for x in 0..<panel {
        let c = DiffPanelPalette.colors[Int(indices[y * panel + x])]
        #expect(
          Color(red: c.red, green: c.green, blue: c.blue) == whole[panel + gap + x, y], "seed \(seed) at \(x),\(y)")
      }
    }
  }

  /// A golden of thousands of colours (more than the panel's grey cache holds, so its slots are
  /// taken over again and again) still gives each pixel the grey of its own colour.
  @Test func indexedPanelOfManyColours() {
    var rng = SplitMix(seed: 7)
    var golden = Bitmap(width: 67, height: 61)
    for y in 0..<61 {
      for x in 0..<67 {
        let v = rng.next()
        golden[x, y] = Color(
          red: UInt8(truncatingIfNeeded: v), green: UInt8(truncatingIfNeeded: v >> 8),
          blue: UInt8(truncatingIfNeeded: v >> 16), alpha: x % 5 == 0 ? 255 : UInt8(truncatingIfNeeded: v >> 24))
      }
    }
    var actual = golden
    actual[3, 4] = .white
    let whole = diffImage(actual: actual, golden: golden)
    var indices: [UInt8] = []
    let diff = StreamingDiff(
      actual: PixelSize(width: 67, height: 61), golden: PixelSize(width: 67, height: 61), indexedPanel: true
    ) { indices.append(contentsOf: $0) }
    actual.pixels.withUnsafeBytes { diff.addActual($0.baseAddress!, count: 61) }
    golden.pixels.withUnsafeBytes { diff.addGolden($0.baseAddress!, count: 61) }
    _ = diff.finish()
    #expect(indices.count == 67 * 61)
    for y in 0..<61 {
      for x in 0..<67 {
        let c = DiffPanelPalette.colors[Int(indices[y * 67 + x])]
        #expect(Color(red: c.red, green: c.green, blue: c.blue) == whole[67 + 4 + x, y], "at \(x),\(y)")
      }
    }
  }

  /// A UI-like golden: runs of 1...40 pixels (past the 16 the panel compares at once, and ending
  /// anywhere in a block), bands of rows equal to the row above (the panel takes their greys as
  /// they are) and rows that differ from it in one short run only; `width` need not be a multiple
  /// of 16.
  static func banded(_ width: Int, _ height: Int, seed: UInt64) -> Bitmap {
    var rng = SplitMix(seed: seed)
    let palette: [Color] = [.white, grey(20), Color(red: 9, green: 99, blue: 199, alpha: 255), grey(200, alpha: 60)]
    var b = Bitmap(width: width, height: height)
    var y = 0
    while y < height {
      if y > 0, rng.next() % 3 == 0 {
        // The row above with a short run changed: it must not take the greys of the row above.
        for k in 0..<width { b[k, y] = b[k, y - 1] }
        let at = Int(rng.next() % UInt64(width))
        for k in at..<min(width, at + 3) { b[k, y] = palette[Int(rng.next() % 4)] }
        y += 1
        continue
      }
      var x = 0
      while x < width {
        let run = 1 + Int(rng.next() % 40)
        let c = palette[Int(rng.next() % 4)]
        for k in x..<min(width, x + run) { b[k, y] = c }
        x += run
      }
      // The row repeated 0...5 times.
      let repeats = Int(rng.next() % 6)
      for r in (y + 1)..<min(height, y + 1 + repeats) {
        for k in 0..<width { b[k, r] = b[k, y] }
      }
      y += 1 + repeats
    }
    return b
  }

  /// Issue 37 (the all-failing check): the indexed panel's runs of 16 pixels, its rows taken from
  /// the row above, and whole bitmaps read where they lie (`add(actual:golden:)` before any row)
  /// give the middle panel's colours exactly, as rows fed in pieces do.
  @Test(arguments: 0..<12)
  func indexedPanelOfRunsAndRepeatedRows(seed: Int) {
    let w = [16, 53, 97, 130][seed % 4]
    let h = 30 + seed
    let (gw, gh) = seed % 3 == 1 ? (w + 5, h - 3) : seed % 3 == 2 ? (w - 5, h + 3) : (w, h)
    let golden = Self.banded(gw, gh, seed: UInt64(seed))
    var actual = Bitmap(width: w, height: h)
    for y in 0..<h {
      for x in 0..<w { actual[x, y] = x < gw && y < gh ? golden[x, y] : .white }
    }
    // Changes inside repeated rows: a mark must not stay on the rows that reuse their greys.
    var rng = SplitMix(seed: UInt64(seed) ^ 0x5EED)
    for _ in 0..<25 { actual[Int(rng.next() % UInt64(w)), Int(rng.next() % UInt64(h))] = .black }
    let options = Self.optionSets[seed % Self.optionSets.count]
    let frames = [PixelRect(x: 3, y: 1, width: 20, height: 11)]
    let whole = diffImage(actual: actual, golden: golden, options: options, frames: frames)
    func indexed(inPieces: Bool) -> [UInt8] {
      var indices: [UInt8] = []
      let diff = StreamingDiff(
        actual: PixelSize(width: w, height: h), golden: PixelSize(width: gw, height: gh), options: options,
        frames: frames, indexedPanel: true
      ) { indices.append(contentsOf: $0) }
      if inPieces {
        actual.pixels.withUnsafeBytes { a in
          for top in stride(from: 0, to: h, by: 7) {
            diff.addActual(a.baseAddress! + top * w * 4, count: min(7, h - top))
          }
        }
        golden.pixels.withUnsafeBytes { diff.addGolden($0.baseAddress!, count: gh) }
      } else {
        diff.add(actual: actual, golden: golden)
      }
      #expect(diff.finish() == compare(actual: actual, golden: golden, options: options), "seed \(seed)")
      return indices
    }
    let lent = indexed(inPieces: false)
    #expect(lent == indexed(inPieces: true), "seed \(seed)")
    let panel = max(w, gw)
    #expect(lent.count == panel * max(h, gh))
    var wrong = 0
    for y in 0..<max(h, gh) {
      for x in 0..<panel where lent.count == panel * max(h, gh) {
        let c = DiffPanelPalette.colors[Int(lent[y * panel + x])]
        if Color(red: c.red, green: c.green, blue: c.blue) != whole[panel + 4 + x, y] { wrong += 1 }
      }
    }
    #expect(wrong == 0, "seed \(seed): \(wrong) pixels of the indexed panel differ from the middle panel")
  }

  /// Every grey the panel can show has a palette entry: black, white and every alpha over them.
  @Test func everyFadedGreyIsInThePalette() {
    for value in [0, 1, 128, 254, 255] as [UInt8] {
      for alpha in 0...255 {
        let pixel = Bitmap(width: 1, height: 1, pixels: [value, value, value, UInt8(alpha)])!
        let panel = diffImage(actual: pixel, golden: pixel)
        let grey = panel[1 + 4, 0]
        #expect(DiffPanelPalette.colors.contains { $0 == (grey.red, grey.green, grey.blue) }, "\(value) alpha \(alpha)")
      }
    }
  }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
