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

  // MARK: Page

  /// Page margin around everything.
  public var margin = 24.0
  /// Space between the title and the subtitle line: tight, they read as one header block.
  public var titleGap = 2.0
  /// Space between the header (title, subtitle) and the first section rule: clearly more than any
  /// gap inside a section, so the header stands apart from the sections.
  public var headerGap = 16.0
  /// Thickness of the rule above each section: the redline stroke's weight, a hairline that
  /// separates without competing with the cells.
  public var ruleThickness = 0.75

  // MARK: Sections

  /// Space between a section's rule and its fixture name below it.
  public var sectionRuleGap = 8.0
  /// Space between the fixture name and its theme line: tight, they read as one heading.
  public var sectionDetailGap = 1.0
  /// Space between the theme line and the state captions: more than inside the heading, so the
  /// grid reads as a block of its own.
  public var sectionHeadingGap = 10.0
  /// Space between the state captions and the first row of cells.
  public var columnCaptionGap = 6.0
  /// Least width of the variant-name column, so short names ("a") still give the grid a clear
  /// left column and sections with different names line their grids up.
  public var rowHeaderMinWidth = 90.0
  /// Space after the widest variant name, before the first column of cells.
  public var rowHeaderGap = 12.0
  /// A long section is split into side-by-side bands until each band's grid is at most about
  /// this tall for its width (height ÷ width): the sheet stays roughly landscape instead of one
  /// very tall strip.
  public var bandAspectRatio = 1.25

  // MARK: Cells

  /// Space between columns and between rows of cells.
  public var cellGap = 20.0
  /// Space between a cell's picture, its redline picture and its swatches.
  public var cellSpacing = 8.0
  /// Room the redline tile leaves around everything the redlines draw: more than half a stroke
  /// plus antialiasing, so no line or label is clipped by the tile's edge.
  public var redlineTileMargin = 4.0

  // MARK: Redlines

  /// Distance from the component's bounds to the first dimension line.
  public var redlineOffset = 8.0
  /// Padding around a redline label's text inside its pill.
  public var labelPadding = EdgeInsets(top: 0.5, leading: 2.5, bottom: 0.5, trailing: 2.5)
  /// Corner radius of a label's pill: rounded enough to read as a tag, small enough for 7.5pt text.
  public var labelCornerRadius = 2.0
  /// Space between a tick's end and its label, and the least space between two labels in one lane
  /// (so neighbouring pills never touch).
  public var labelGap = 1.5
  /// Space between two lanes of dimension lines (beyond the label's own height).
  public var laneGap = 3.0
  /// Length of the end ticks of a dimension line.
  public var tickLength = 5.0
  /// Dimension lines and ticks: thin enough not to hide the component's own 1pt borders.
  public var lineWidth = 0.75
  /// Extension lines: thinner than dimension lines, they only point at the measured edges.
  public var extensionWidth = 0.5
  /// Diameter of the dot that marks the corner a radius leader starts from: visible on the arc
  /// without hiding it.
  public var radiusDot = 2.5
  /// How far a radius label moves left each time it would touch another label.
  public var radiusLabelStep = 4.0
  /// At most this many moves (radiusLabelStep × this = 800pt): a bound, never reached on a real
  /// cell, so placement always ends.
  public var radiusLabelMaxSteps = 200

  // MARK: Swatches

  /// Side of a colour chip in the swatch list: about the swatch text's height.
  public var swatchChip = 9.0
  /// Thickness of the outline around a colour chip, so white and page-coloured chips still show
  /// their edge (drawn inside the chip).
  public var swatchChipBorder = 0.5
  /// Space between a colour chip and its text.
  public var swatchTextGap = 4.0
  /// Space below each swatch line: keeps neighbouring chips apart.
  public var swatchLineGap = 2.0

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
