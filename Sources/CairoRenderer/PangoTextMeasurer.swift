import Graphics

/// Measures text with Pango on the hermetic fonts, with exactly the settings `BitmapRenderer`
/// draws with. Metrics are in points, unrounded. Results are cached per (text, font, wrap width).
public struct PangoTextMeasurer: TextMeasurer {
  public let library: FontLibrary

  public init(library: FontLibrary) { self.library = library }

  /// A measurer on `FontLibrary.shared()`.
  public init() throws { self.library = try FontLibrary.shared() }

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
