import Graphics

/// `compare` and `diffImage` for images that arrive a few rows at a time, holding a few rows of
/// each instead of both images and the three-panel picture (a failing 30-megapixel spec sheet
/// held 120 MB of render, 120 MB of golden and 370 MB of picture).
///
/// Feed each image's rows top to bottom, in pieces of any size and in any interleaving; a row is
/// judged once both images have the rows the anti-aliasing detector may read around it (2 above
/// and below), and the picture's rows go to `picture` in order as soon as they are judged. The
/// verdict (`finish`) and the picture's rows are exactly what `compare` and `diffImage` give for
/// the whole images (`diffImage` is built on this type; tests compare the verdicts).
public final class StreamingDiff {
  public let actualSize: PixelSize
  public let goldenSize: PixelSize
  /// golden | diff | actual: three panels as wide as the wider image, `gap` columns apart; or,
  /// with `indexedPanel`, the middle panel alone.
  public let pictureSize: PixelSize
  let options: DiffOptions
  let gap: Int
  /// The picture is the diff panel alone, one `DiffPanelPalette` index a pixel (check's failure
  /// artifact: the golden and the actual are files of their own, and the three RGBA panels
  /// deflated ten times the bytes).
  let indexedPanel: Bool
  private var actual: RowWindow
  private var golden: RowWindow
  private let picture: ((_ row: UnsafeRawBufferPointer) -> Void)?
  /// The picture row being drawn (nil without a picture).
  private var rowBuffer: UnsafeMutableRawPointer?
  /// Outline pixels of the frames, by row.
  private let outlines: [Int: [Int]]
  /// Picture rows judged and handed out so far.
  private var done = 0
  private var tally = PixelTally()
  private var lastGrey: (pixel: UInt32, grey: UInt8)?
  private var greys = GreyCache()
  /// The indexed panel's greys of golden row `greyRowOf` (its first `greyRowWidth` columns): a
  /// golden row equal to the one above takes them as they are (UI pictures repeat many rows).
  private var greyRow: UnsafeMutablePointer<UInt8>?
  private var greyRowOf = -1
  private var greyRowWidth = 0

  /// `picture`, when given, receives each row of the three-panel picture (RGBA, `pictureSize.width`
  /// pixels), top to bottom; `frames` are outlined on its middle panel as `diffImage` does.
  /// `indexedPanel` makes the picture that middle panel alone, as `DiffPanelPalette` indices (one
  /// byte a pixel): the same colours, pixel for pixel.
  public init(
    actual: PixelSize, golden: PixelSize, options: DiffOptions = .exact, frames: [PixelRect] = [], gap: Int = 4,
    indexedPanel: Bool = false, picture: ((_ row: UnsafeRawBufferPointer) -> Void)? = nil
  ) {
    DiffPassLog.note()
    actualSize = actual
    goldenSize = golden
    self.options = options
    self.gap = indexedPanel ? 0 : max(0, gap)
    self.indexedPanel = indexedPanel
    let panel = max(actual.width, golden.width)
    pictureSize = PixelSize(
      width: indexedPanel ? panel : panel * 3 + self.gap * 2, height: max(actual.height, golden.height))
    self.actual = RowWindow(width: actual.width, height: actual.height)
    self.golden = RowWindow(width: golden.width, height: golden.height)
    self.picture = picture
    rowBuffer = picture == nil ? nil : .allocate(byteCount: max(1, pictureSize.width * 4), alignment: 16)
    greyRow = picture != nil && indexedPanel ? .allocate(capacity: max(1, pictureSize.width)) : nil
    var byRow: [Int: [Int]] = [:]
    for frame in frames {
      for (x, y) in outlinePixels(of: frame, clippedTo: PixelSize(width: panel, height: pictureSize.height)) {
        byRow[y, default: []].append(x)
      }
    }
    outlines = byRow
  }

  deinit {
    rowBuffer?.deallocate()
    greyRow?.deallocate()
    actual.deallocate()
    golden.deallocate()
  }

  /// The next `count` rows of the actual image (`actualSize.width` RGBA pixels each, packed).
  public func addActual(_ rows: UnsafeRawPointer, count: Int) { add(rows, count: count, toActual: true) }

  /// The next `count` rows of the golden image.
  public func addGolden(_ rows: UnsafeRawPointer, count: Int) { add(rows, count: count, toActual: false) }

  /// The verdict, once every row of both images was added (`compare`'s for the whole images).
  public func finish() -> DiffResult {
    precondition(actual.isComplete && golden.isComplete, "StreamingDiff.finish before every row was added")
    judgeReadyRows()
    guard actualSize == goldenSize else { return .sizeMismatch(actual: actualSize, golden: goldenSize) }
    if tally.differing == 0 { return .identical }
    let stats = DiffStats(
      changedPixels: tally.changed, antialiasedPixels: tally.antialiased, maxDelta: tally.maxDelta,
      bounds: tally.bounds, totalPixels: actualSize.width * actualSize.height)
    return tally.changed <= max(0, options.pixelBudget) ? .withinTolerance(stats) : .changed(stats)
  }

  /// Both images whole, before any row of either was added: judged where they lie (`RowWindow.lend`),
  /// without copying a row. Every row of both is read before this returns.
  func addWhole(actual actualRows: UnsafeRawPointer, golden goldenRows: UnsafeRawPointer) {
    actual.lend(actualRows)
    golden.lend(goldenRows)
    judgeReadyRows()
    actual.endLoan()
    golden.endLoan()
  }

  /// Whether nothing was added yet.
  var isUnfed: Bool { actual.received == 0 && golden.received == 0 }

  private func add(_ rows: UnsafeRawPointer, count: Int, toActual: Bool) {
    let rowBytes = (toActual ? actualSize.width : goldenSize.width) * 4
    var offset = 0
    while offset < count {
      let taken =
        toActual
        ? actual.append(rows + offset * rowBytes, count: count - offset)
        : golden.append(rows + offset * rowBytes, count: count - offset)
      offset += taken
      if taken == 0 || offset == count {
        judgeReadyRows()
        // The anti-aliasing detector still reads the 2 rows above the next one to judge.
        actual.drop(below: done - 2)
        golden.drop(below: done - 2)
        // Full, and the other image is behind: hold more rows until it catches up.
        if taken == 0 { toActual ? actual.grow() : golden.grow() }
      }
    }
  }

  /// Judges (and draws and hands out) every row both images hold with enough context.
  private func judgeReadyRows() {
    let ready = min(actual.readyRows, golden.readyRows, pictureSize.height)
    guard ready > done else { return }
    let common = PixelSize(
      width: min(actualSize.width, goldenSize.width), height: min(actualSize.height, goldenSize.height))
    let sameWidth = actualSize.width == goldenSize.width
    let panel = indexedPanel ? pictureSize.width : (pictureSize.width - 2 * gap) / 3
    let diffOrigin = panel + gap
    let row = rowBuffer
    let indexed = indexedPanel
    func put(_ x: Int, _ c: (UInt8, UInt8, UInt8)) {
      if indexed {
        row!.storeBytes(of: DiffPanelPalette.index(of: c), toByteOffset: x, as: UInt8.self)
        return
      }
      let p = row! + (diffOrigin + x) * 4
      p.storeBytes(of: c.0, toByteOffset: 0, as: UInt8.self)
      p.storeBytes(of: c.1, toByteOffset: 1, as: UInt8.self)
      p.storeBytes(of: c.2, toByteOffset: 2, as: UInt8.self)
      p.storeBytes(of: 255, toByteOffset: 3, as: UInt8.self)
    }
    let a = actual.view
    let g = golden.view
    for y in done..<ready {
      if row != nil { indexed ? drawIndexedPanel(y, golden: g) : drawPanels(y, golden: g, actual: a, panel: panel) }
      if y < common.height, common.width > 0,
        // Most rows of a failing image are equal: one block compare instead of a pixel loop.
        !(sameWidth && sameBytes(actual.rowAddress(y), golden.rowAddress(y), count: common.width * 4))
      {
        scanPixels(
          actual: a, golden: g, width: common.width, height: common.height, rows: y..<(y + 1), options: options,
          into: &tally
        ) { x, _, verdict in
          if row != nil { put(x, verdict == .changed ? DiffColor.changed : DiffColor.antialiased) }
        }
      }
      guard let row, let picture else { continue }
      for x in outlines[y] ?? [] { put(x, DiffColor.frame) }
      picture(UnsafeRawBufferPointer(start: row, count: pictureSize.width * (indexed ? 1 : 4)))
    }
    done = ready
  }

  /// Picture row `y` without the scan's marks: the golden, a light grey copy of it (red where only
  /// one image has pixels, white where neither has), the actual, transparent elsewhere.
  private func drawPanels(_ y: Int, golden g: PixelView, actual a: PixelView, panel: Int) {
    let row = rowBuffer!
    row.initializeMemory(as: UInt8.self, repeating: 0, count: pictureSize.width * 4)
    if y < goldenSize.height {
      row.copyMemory(from: golden.rowAddress(y), byteCount: goldenSize.width * 4)
    }
    if y < actualSize.height {
      (row + 2 * (panel + gap) * 4).copyMemory(from: actual.rowAddress(y), byteCount: actualSize.width * 4)
    }
    let middle = row + (panel + gap) * 4
    let goldenWidth = y < goldenSize.height ? goldenSize.width : 0
    let actualWidth = y < actualSize.height ? actualSize.width : 0
    for x in 0..<panel {
      let inGolden = x < goldenWidth
      let inActual = x < actualWidth
      let value: UInt32
      if inGolden != inActual {
        value = 0xFF00_00FF  // DiffColor.changed, opaque
      } else if inGolden {
        // UI pictures are long runs of one colour: the grey of the last pixel is reused.
        let pixel = g.pixel(x, y)
        let v: UInt8
        if let last = lastGrey, last.pixel == pixel {
          v = last.grey
        } else {
          v = fadedGrey(pixel)
          lastGrey = (pixel, v)
        }
        value = 0xFF00_0000 | UInt32(v) << 16 | UInt32(v) << 8 | UInt32(v)
      } else {
        value = 0xFFFF_FFFF
      }
      middle.storeBytes(of: value.littleEndian, toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// `drawPanels`' middle panel as `DiffPanelPalette` indices: the golden's columns (runs of one
  /// pixel take one grey, 16 pixels of a run at once, other pixels their grey from `greys`), then
  /// red where only one image has pixels, white where neither has. A golden row equal to the row
  /// above takes that row's greys (a failing check drew 190 megapixels here; comparing each block
  /// of 16 with the one above it as well measured slower, not faster).
  private func drawIndexedPanel(_ y: Int, golden g: PixelView) {
    let row = rowBuffer!.assumingMemoryBound(to: UInt8.self)
    let goldenWidth = y < goldenSize.height ? min(goldenSize.width, pictureSize.width) : 0
    let actualWidth = y < actualSize.height ? actualSize.width : 0
    let both = min(goldenWidth, actualWidth)
    if both > 0 {
      let pixels = UnsafeRawPointer(golden.rowAddress(y))
      let greyRow = greyRow!
      if greyRowOf == y - 1, greyRowWidth == both, golden.holds(y - 1),
        sameBytes(pixels, golden.rowAddress(y - 1), count: both * 4)
      {
        row.update(from: greyRow, count: both)
      } else {
        var last = lastGrey ?? (g.pixel(0, y) &+ 1, 0)  // a pixel the first one is not
        greys.indices(of: pixels, count: both, into: row, last: &last)
        lastGrey = last
        greyRow.update(from: row, count: both)
      }
      (greyRowOf, greyRowWidth) = (y, both)
    }
    // Past the columns both have: red where one image has pixels, white where neither has.
    let wider = max(both, min(max(goldenWidth, actualWidth), pictureSize.width))
    (row + both).update(repeating: DiffPanelPalette.changed, count: wider - both)
    (row + wider).update(repeating: DiffPanelPalette.grey(255), count: pictureSize.width - wider)
  }
}
