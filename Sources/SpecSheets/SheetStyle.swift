import Graphics

/// The look of a spec sheet: one place for its fonts, colours and spacing (points).
///
/// Sheet text is Inter, which the hermetic font set always has; components keep their own fonts.
public struct SheetStyle: Hashable, Sendable {
  public var page = Color("#F2F3F5")
  public var ink = Color("#1C2228")
  public var secondaryInk = Color("#5B6673")
  public var rule = Color("#D5D9DE")
  /// Redline strokes and label pills.
  public var redline = Color("#E3165B")
  /// Extension lines: the redline colour, lighter.
  public var extensionLine = Color("#E3165B").opacity(0.45)
  public var redlineLabelText = Color("#FFFFFF")

  public var titleFont = Font(family: "Inter", weight: 600, size: 20)
  public var subtitleFont = Font(family: "Inter", weight: 400, size: 10)
  public var sectionFont = Font(family: "Inter", weight: 600, size: 12)
  public var sectionDetailFont = Font(family: "Inter", weight: 400, size: 9)
  public var captionFont = Font(family: "Inter", weight: 500, size: 10)
  public var swatchFont = Font(family: "Inter", weight: 400, size: 8)
  public var redlineFont = Font(family: "Inter", weight: 600, size: 7.5)

  /// Page margin around everything.
  public var margin = 24.0
  /// Space between columns and between rows of cells.
  public var cellGap = 20.0
  /// Space between a cell's picture, its redline picture and its swatches.
  public var cellSpacing = 8.0
  /// Distance from the component's bounds to the first dimension line.
  public var redlineOffset = 8.0
  /// Padding around a redline label's text inside its pill.
  public var labelPadding = EdgeInsets(top: 0.5, leading: 2.5, bottom: 0.5, trailing: 2.5)
  /// Space between two lanes of dimension lines (beyond the label's own height).
  public var laneGap = 3.0
  /// Length of the end ticks of a dimension line.
  public var tickLength = 5.0
  public var lineWidth = 0.75
  public var extensionWidth = 0.5
  /// Side of a colour chip in the swatch list.
  public var swatchChip = 9.0

  public init() {}
}

extension Double {
  /// A measurement as a redline shows it: at most two decimals, no trailing zeros (113.457 ->
  /// "113.46", 16 -> "16").
  public var redlineText: String {
    let hundredths = (self * 100).rounded()
    let whole = Int(hundredths / 100)
    let frac = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    if frac == 0 { return "\(whole)" }
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    return frac % 10 == 0 ? "\(sign)\(whole).\(frac / 10)" : "\(sign)\(whole).\(frac < 10 ? "0" : "")\(frac)"
  }
}
