import Graphics

/// How one compared pixel was judged.
enum PixelVerdict {
  /// Its difference exceeds the threshold and it is not anti-aliasing.
  case changed
  /// Its difference exceeds the threshold, but it is anti-aliasing in one of the images.
  case antialiased
}

/// What one pass over the pixels found.
struct PixelTally {
  /// Pixels whose bytes differ (fully transparent pairs excepted), whatever the threshold said.
  var differing = 0
  var changed = 0
  var antialiased = 0
  var maxSquaredDistance = 0.0
  var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

  var bounds: PixelRect? {
    changed == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The largest distance seen as a fraction of the largest possible one (0...1).
  var maxDelta: Double { min(1, (maxSquaredDistance / ColorDelta.maxSquaredDistance).squareRoot()) }
}

/// The one pass over the pixels shared by `compare` and `diffImage`: compares the top-left
/// `width × height` pixels of two buffers and calls `mark` for every changed or anti-aliased pixel.
///
/// Works on packed `UInt32` pixels read straight from the buffers; nothing is allocated per pixel.
/// Equal pixels cost one integer compare; the colour metric runs only on differing pixels and the
/// anti-aliasing detector only on pixels above the threshold.
func scanPixels(
  actual: PixelView, golden: PixelView, width: Int, height: Int, options: DiffOptions,
  mark: (_ x: Int, _ y: Int, _ verdict: PixelVerdict) -> Void
) -> PixelTally {
  var tally = PixelTally()
  scanPixels(
    actual: actual, golden: golden, width: width, height: height, rows: 0..<height, options: options,
    into: &tally, mark: mark)
  return tally
}

/// `scanPixels` over the image rows `rows` only, adding to `tally`: scanning an image's rows in
/// pieces, top to bottom, tallies and marks exactly what one scan of the whole does. The views
/// must hold the rows within 2 of `rows` (the anti-aliasing detector's reach) that exist.
func scanPixels(
  actual: PixelView, golden: PixelView, width: Int, height: Int, rows: Range<Int>, options: DiffOptions,
  into tally: inout PixelTally, mark: (_ x: Int, _ y: Int, _ verdict: PixelVerdict) -> Void
) {
  // NaN and negative thresholds mean exact, so a bad value can never pass everything.
  let exact = !(options.threshold > 0)
  let limit = exact ? 0 : options.threshold * options.threshold * ColorDelta.maxSquaredDistance
  let detector =
    options.detectAntialiasing ? AntialiasingDetector(width: width, height: height, blend: options.blend) : nil
  let checkerboard = options.blend == .checkerboard
  for y in rows {
    for x in 0..<width {
      let a = actual.pixel(x, y)
      let g = golden.pixel(x, y)
      if samePixel(a, g) { continue }
      tally.differing += 1
      let distance =
        checkerboard
        ? ColorDelta.squaredDistance(g, a, background: options.blend.background(atByte: (y &* width &+ x) &* 4))
        : ColorDelta.squaredDistance(a, g)
      if distance > tally.maxSquaredDistance { tally.maxSquaredDistance = distance }
      guard exact || distance > limit else { continue }
      if let detector,
        detector.isAntialiased(x, y, in: golden, other: actual)
          || detector.isAntialiased(x, y, in: actual, other: golden)
      {
        tally.antialiased += 1
        mark(x, y, .antialiased)
      } else {
        tally.changed += 1
        if x < tally.minX { tally.minX = x }
        if x > tally.maxX { tally.maxX = x }
        if y < tally.minY { tally.minY = y }
        if y > tally.maxY { tally.maxY = y }
        mark(x, y, .changed)
      }
    }
  }
}

/// Whether two byte buffers are equal, compared 8 bytes at a time in blocks (several times faster
/// than `Array.==`, which goes element by element), returning at the first differing block.
func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
  guard a.count == b.count else { return false }
  return a.withUnsafeBytes { ra in
    b.withUnsafeBytes { rb in
      guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return true }
      return sameBytes(pa, pb, count: ra.count)
    }
  }
}

/// `sameBytes` on `count` bytes at two addresses.
func sameBytes(_ pa: UnsafeRawPointer, _ pb: UnsafeRawPointer, count: Int) -> Bool {
  let words = count / 8
  let blockWords = 128
  var w = 0
  while w < words {
    let end = min(w + blockWords, words)
    var diff: UInt64 = 0
    while w < end {
      diff |=
        pa.loadUnaligned(fromByteOffset: w &* 8, as: UInt64.self)
        ^ pb.loadUnaligned(fromByteOffset: w &* 8, as: UInt64.self)
      w += 1
    }
    if diff != 0 { return false }
  }
  for i in words * 8..<count
  where pa.load(fromByteOffset: i, as: UInt8.self) != pb.load(fromByteOffset: i, as: UInt8.self) {
    return false
  }
  return true
}

extension Bitmap {
  /// Calls `body` with a pixel view of this bitmap (nil when it has no pixels).
  func withPixelView<R>(_ body: (PixelView?) throws -> R) rethrows -> R {
    try pixels.withUnsafeBytes { raw in
      try body(raw.baseAddress.map { PixelView(base: $0, rowLength: width) })
    }
  }
}
