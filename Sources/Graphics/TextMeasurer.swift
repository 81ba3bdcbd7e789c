/// What the layout pass needs to know about a piece of text, in points.
public struct TextMetrics: Hashable, Sendable {
  /// Advance width of the widest line.
  public var width: Double
  /// Height of the laid-out block (line height times line count).
  public var height: Double
  /// Distance from the top of the block to the first baseline.
  public var baseline: Double
  public var lineCount: Int
  /// Advance width of the first line (where text that follows the first line, such as a
  /// required asterisk, is placed). Equals `width` for one line.
  public var firstLineWidth: Double

  public init(width: Double, height: Double, baseline: Double, lineCount: Int = 1, firstLineWidth: Double? = nil) {
    self.width = width
    self.height = height
    self.baseline = baseline
    self.lineCount = lineCount
    self.firstLineWidth = firstLineWidth ?? width
  }

  public var size: Size { Size(width: width, height: height) }
}

/// Where a line too long for its box loses characters (an ellipsis takes their place).
/// UIKit's UIButton title label truncates in the middle; labels usually at the tail.
public enum Truncation: String, Hashable, Sendable {
  case head, middle, tail
}

/// The only door from layout to font metrics. The Pango backend implements it for real renders;
/// `FixedAdvanceMeasurer` implements it for layout tests that must not depend on fonts.
public protocol TextMeasurer: Sendable {
  /// Measures `text` set in `font`, wrapping at `wrapWidth` points when given.
  /// Throws when the font cannot be resolved exactly (no silent fallback).
  func measure(_ text: String, font: Font, wrapWidth: Double?) throws -> TextMetrics
  /// One paragraph unwrapped: `measure(_:font:wrapWidth:)` with none (the default). A
  /// requirement so a call from layout goes straight to the measurer, not through this file.
  func measure(_ text: String, font: Font) throws -> TextMetrics
  /// Measures one line cut to at most `maxWidth` points with an ellipsis at `truncation`
  /// (the full line when it fits).
  func measure(_ text: String, font: Font, maxWidth: Double, truncation: Truncation) throws -> TextMetrics
}

extension TextMeasurer {
  public func measure(_ text: String, font: Font) throws -> TextMetrics {
    try measure(text, font: font, wrapWidth: nil)
  }
}

/// A deterministic measurer: every character advances `advance × size`, lines are
/// `lineHeight × size` tall. Wraps greedily at spaces. For tests and documentation.
public struct FixedAdvanceMeasurer: TextMeasurer {
  public var advance: Double
  public var lineHeight: Double
  public var ascent: Double

  public init(advance: Double = 0.5, lineHeight: Double = 1.25, ascent: Double = 1.0) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascent = ascent
  }

  public func measure(_ text: String, font: Font, wrapWidth: Double?) throws -> TextMetrics {
    let charWidth = advance * font.size
    var lines: [Int] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let wrap = wrapWidth else {
        lines.append(paragraph.count)
        continue
      }
      var current = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = current == 0 ? word.count : current + 1 + word.count
        if current > 0, Double(candidate) * charWidth > wrap {
          lines.append(current)
          current = word.count
        } else {
          current = candidate
        }
      }
      lines.append(current)
    }
    let widest = lines.max() ?? 0
    return TextMetrics(
      width: Double(widest) * charWidth, height: Double(lines.count) * lineHeight * font.size,
      baseline: ascent * font.size, lineCount: lines.count, firstLineWidth: Double(lines.first ?? 0) * charWidth)
  }

  /// Drops whole characters (the ellipsis counts as one) until the line fits `maxWidth`.
  public func measure(_ text: String, font: Font, maxWidth: Double, truncation: Truncation) throws -> TextMetrics {
    var m = try measure(text, font: font, wrapWidth: nil)
    let charWidth = advance * font.size
    if m.width > maxWidth {
      m.width = max(1, (maxWidth / charWidth).rounded(.down)) * charWidth
      m.firstLineWidth = m.width
    }
    return m
  }
}
