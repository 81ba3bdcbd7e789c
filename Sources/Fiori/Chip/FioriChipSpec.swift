import ComponentKit

/// Every number of the Fiori chip, in one place, each citing its source.
///
/// "seed" is `shared/seeds/fiori-chip.md`; "facts" is `shared/reference/fiori-facts.md`.
/// Where a number is our reading of something ambiguous, `docs/spec-decisions.md` says why.
public enum FioriChipSpec {
  // MARK: - Chip (seed "Implementation Notes: Key Dimensions")

  /// seed Key Dimensions: Chip Height 32pt.
  public static let height = 32.0
  /// seed Key Dimensions: Chip Min Width 64pt.
  public static let minWidth = 64.0
  /// seed Key Dimensions: Chip Horizontal Padding 12pt (unselected).
  public static let horizontalPadding = 12.0
  /// seed Key Dimensions: Chip Horizontal Padding 16pt (selected with checkmark).
  /// Applied on both sides (docs/spec-decisions.md, "Selected padding").
  public static let horizontalPaddingWithCheckMark = 16.0
  /// seed Key Dimensions: Chip Vertical Padding 6pt. With the 32pt height this leaves a 20pt
  /// content box in which the label line and the 16pt icons are centred.
  public static let verticalPadding = 6.0
  /// seed Key Dimensions: Corner Radius 16pt (pill shape).
  public static let cornerRadius = 16.0
  /// seed Key Dimensions: Text Font Size 14pt.
  public static let labelFontSize = 14.0
  /// seed Key Dimensions: Text Font Weight Medium (500).
  public static let labelFontWeight = 500
  /// seed Key Dimensions: Icon/Checkmark Size 16pt x 16pt.
  public static let iconSize = 16.0
  /// seed Key Dimensions: Icon-Text Gap 4pt.
  public static let iconTextGap = 4.0
  /// seed Color Scheme, chips with leading icon: "1pt" borders. Drawn inside the container
  /// (docs/spec-decisions.md, "Border placement").
  public static let borderWidth = 1.0
  /// seed Key Dimensions: Touch Target 44pt minimum (add padding if needed).
  public static let minTouchTarget = 44.0
}
