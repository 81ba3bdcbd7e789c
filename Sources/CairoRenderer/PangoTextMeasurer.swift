import CCairo
import Graphics

/// Measures text with Pango on the hermetic fonts, with exactly the settings `BitmapRenderer`
/// draws with. Metrics are in points, unrounded. Results are cached per (text, font, wrap width).
public struct PangoTextMeasurer: TextMeasurer {
  public let library: FontLibrary

  public init(library: FontLibrary) { self.library = library }

  /// A measurer on `FontLibrary.shared()`.
  public init() throws { self.library = try FontLibrary.shared() }

  public func measure(_ text: String, font: Font) throws -> TextMetrics {
    try measure(text, font: font, wrapWidth: nil)
  }

  public func measure(_ text: String, font: Font, wrapWidth: Double?) throws -> TextMetrics {
    let key = FontLibrary.MeasureKey(text: text, font: font, wrapWidth: wrapWidth)
    if let cached = library.cachedMetrics(key) { return cached }
    let metrics = try library.withDrawableSession { try $0.measure(text, font: font, wrapWidth: wrapWidth) }
    library.storeMetrics(metrics, for: key)
    return metrics
  }

  public func measure(_ text: String, font: Font, maxWidth: Double, truncation: Truncation) throws -> TextMetrics {
    let key = FontLibrary.MeasureKey(text: text, font: font, wrapWidth: nil, truncation: truncation, maxWidth: maxWidth)
    if let cached = library.cachedMetrics(key) { return cached }
    let metrics = try library.withDrawableSession {
      try $0.measure(text, font: font, maxWidth: maxWidth, truncation: truncation)
    }
    library.storeMetrics(metrics, for: key)
    return metrics
  }
}

// Reading a made layout back: its size, baseline and the glyphs each run shaped to.
extension FontSession {
  /// Width of the widest line, block height, first baseline and line count, in points.
  static func metrics(of layout: OpaquePointer) -> TextMetrics {
    var widest: Int32 = 0
    var first: Int32 = 0
    let count = pango_layout_get_line_count(layout)
    for i in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      widest = max(widest, logical.width)
      if i == 0 { first = logical.width }
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return TextMetrics(
      width: Double(widest) / scale, height: Double(logical.height) / scale,
      baseline: Double(pango_layout_get_baseline(layout)) / scale, lineCount: Int(count),
      firstLineWidth: Double(first) / scale)
  }

  /// `metrics(of:)`, checked afterwards: the extents load the glyphs, which can break a face.
  func drawableMetrics(of layout: OpaquePointer) throws(FontError) -> TextMetrics {
    let metrics = Self.metrics(of: layout)
    try requireDrawable(layout)
    return metrics
  }

  func measure(_ text: String, font: Font, maxWidth: Double, truncation: Truncation) throws -> TextMetrics {
    let layout = try makeLayout(text, font: font, wrapWidth: nil, truncation: (maxWidth, truncation))
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return try TextLock.shared.with { try drawableMetrics(of: layout) }
  }

  /// Each run of `text`'s layout in visual order: its face and the glyph ids it shaped to.
  func shapedRuns(_ text: String, font: Font) throws -> [(family: String, weight: Int, glyphs: [UInt32])] {
    let layout = try makeLayout(text, font: font, wrapWidth: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return try TextLock.shared.with { try Self.shapedRuns(of: layout) }
  }

  /// Each run of `layout` in visual order: its face and glyph ids.
  static func shapedRuns(of layout: OpaquePointer) throws -> [(family: String, weight: Int, glyphs: [UInt32])] {
    guard let iter = pango_layout_get_iter(layout) else { throw FontError.pangoFailure("could not iterate a layout") }
    defer { pango_layout_iter_free(iter) }
    var runs: [(family: String, weight: Int, glyphs: [UInt32])] = []
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
        let runFont = item.pointee.analysis.font, let glyphs = run.pointee.glyphs
      else { continue }
      let (family, weight) = Self.identity(of: runFont)
      let ids = (0..<Int(glyphs.pointee.num_glyphs)).map { glyphs.pointee.glyphs[$0].glyph }
      runs.append((family, weight, ids))
    } while pango_layout_iter_next_run(iter) != 0
    return runs
  }

  func measure(_ text: String, font: Font, wrapWidth: Double?) throws -> TextMetrics {
    let layout = try makeLayout(text, font: font, wrapWidth: wrapWidth)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return try TextLock.shared.with { try drawableMetrics(of: layout) }
  }
}
