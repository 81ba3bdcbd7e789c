import Graphics

/// Reads colours off a bitmap the way a reviewer with a colour picker would, in points.
struct PixelProbe {
  let bitmap: Bitmap
  let scale: Double

  init(_ bitmap: Bitmap, scale: Int) {
    self.bitmap = bitmap
    self.scale = Double(scale)
  }

  /// The pixel under the point `(x, y)` in points, or nil outside the image.
  func color(atX x: Double, y: Double) -> Color? {
    pixel(Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down)))
  }

  func pixel(_ px: Int, _ py: Int) -> Color? {
    guard px >= 0, py >= 0, px < bitmap.width, py < bitmap.height else { return nil }
    return bitmap[px, py]
  }

  /// The pixel rectangle a frame in points covers (clamped to the image).
  func pixels(in frame: Rect) -> (x: Range<Int>, y: Range<Int>) {
    func clamp(_ v: Double, _ limit: Int) -> Int { min(max(Int(v), 0), limit) }
    let x0 = clamp((frame.minX * scale).rounded(.down), bitmap.width)
    let x1 = clamp((frame.maxX * scale).rounded(.up), bitmap.width)
    let y0 = clamp((frame.minY * scale).rounded(.down), bitmap.height)
    let y1 = clamp((frame.maxY * scale).rounded(.up), bitmap.height)
    return (x0..<max(x0, x1), y0..<max(y0, y1))
  }

  /// The most frequent colour inside `frame`: the background behind text or an icon.
  func dominantColor(in frame: Rect) -> Color? {
    let area = pixels(in: frame)
    var tally = ColorTally()
    for y in area.y { for x in area.x { tally.add(bitmap[x, y]) } }
    return tally.mostFrequent
  }

  /// The most frequent colour of the one-pixel ring just outside `frame`: what a glyph or line
  /// of text sits on, even when its ink fills most of its own box (a filled icon).
  func surroundingColor(of frame: Rect) -> Color? {
    let area = pixels(in: frame)
    let x0 = area.x.lowerBound - 1
    let x1 = area.x.upperBound
    let y0 = area.y.lowerBound - 1
    let y1 = area.y.upperBound
    var tally = ColorTally()
    func count(_ x: Int, _ y: Int) { if let c = pixel(x, y) { tally.add(c) } }
    for x in x0...x1 {
      count(x, y0)
      count(x, y1)
    }
    for y in (y0 + 1)..<y1 {
      count(x0, y)
      count(x1, y)
    }
    return tally.mostFrequent
  }

  /// The pixel inside `frame` furthest from `background`: the core of text or icon ink.
  func inkColor(in frame: Rect, background: Color) -> Color? {
    best(in: frame) { -$0.distance(to: background) }?.0
  }

  /// The mean premultiplied colour inside `frame`.
  func mean(in frame: Rect) -> (Double, Double, Double, Double) {
    let area = pixels(in: frame)
    // Exact integer sums of c * alpha and alpha; divided by 255 and the count once.
    var sum = (0, 0, 0, 0)
    bitmap.pixels.withUnsafeBufferPointer { p in
      for y in area.y {
        var i = (y * bitmap.width + area.x.lowerBound) * 4
        for _ in area.x {
          let a = Int(p[i + 3])
          sum = (sum.0 + Int(p[i]) * a, sum.1 + Int(p[i + 1]) * a, sum.2 + Int(p[i + 2]) * a, sum.3 + a)
          i += 4
        }
      }
    }
    let count = Double(max(1, area.x.count * area.y.count))
    return (
      Double(sum.0) / 255 / count, Double(sum.1) / 255 / count, Double(sum.2) / 255 / count, Double(sum.3) / count
    )
  }

  /// The pixel inside `frame` closest to `target`, and its distance (largest channel step,
  /// premultiplied). Stops at the first exact match: nothing later can beat it.
  func closest(to target: Color, in frame: Rect) -> (Color, Double)? {
    best(in: frame, stopAtZero: true) { $0.distance(to: target) }
  }

  /// The pixel inside `frame` with the lowest `score` (the first of equals, row by row).
  private func best(in frame: Rect, stopAtZero: Bool = false, score: (Color) -> Double) -> (Color, Double)? {
    let area = pixels(in: frame)
    var best: (Color, Double)?
    for y in area.y {
      for x in area.x {
        let c = bitmap[x, y]
        let s = score(c)
        if s < (best?.1 ?? .infinity) {
          best = (c, s)
          if stopAtZero && s == 0 { return best }
        }
      }
    }
    return best
  }
}

/// Counts of colours, for the most frequent one. Pixels come in runs of one colour, so a run is
/// counted before it touches the dictionary: hashing every pixel's colour was most of the
/// contrast rules' time.
struct ColorTally {
  private var counts: [Color: Int] = [:]
  private var last: Color?
  private var run = 0

  mutating func add(_ color: Color) {
    if color == last {
      run += 1
      return
    }
    flush()
    (last, run) = (color, 1)
  }

  private mutating func flush() {
    if let last, run > 0 { counts[last, default: 0] += run }
  }

  /// The most frequent colour; ties go to the lexically smallest hex, so the answer never
  /// depends on hashing order.
  var mostFrequent: Color? {
    var tally = self
    tally.flush()
    return tally.counts.max {
      $0.value != $1.value ? $0.value < $1.value : $0.key.hexString > $1.key.hexString
    }?.key
  }
}

extension Color {
  /// Largest per-channel difference of the premultiplied colours, in 8-bit steps: transparent
  /// pixels of any RGB are equal, and a faint colour is close to transparent.
  func distance(to other: Color) -> Double {
    let a = premultiplied
    let b = other.premultiplied
    return max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2), abs(a.3 - b.3))
  }

  var premultiplied: (Double, Double, Double, Double) {
    let a = Double(alpha) / 255
    return (Double(red) * a, Double(green) * a, Double(blue) * a, Double(alpha))
  }

  /// `self` (straight alpha) composited source-over onto `below`, which may be translucent.
  func composited(over below: Color) -> Color {
    below.blending(Color(red: red, green: green, blue: blue), alpha: Double(alpha) / 255)
  }
}
