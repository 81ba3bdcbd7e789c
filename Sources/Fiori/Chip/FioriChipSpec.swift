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

  // MARK: - Groups (seed "Wrapped vs Horizontal Scroll")

  /// seed Key Dimensions: Chip Spacing (horizontal) 8pt; `gap: 8` in both group examples.
  public static let horizontalSpacing = 8.0
  /// seed Key Dimensions: Chip Spacing (vertical) 8pt.
  public static let verticalSpacing = 8.0
  /// seed Horizontal Scroll: `contentContainerStyle={{ paddingHorizontal: 16 }}`.
  public static let scrollContentPadding = 16.0

  // MARK: - Chip form cell (seed is silent on these; facts §4, docs/spec-decisions.md)

  /// facts §4: the title is subheadline semibold, 15pt weight 600.
  public static let formLabelFontSize = 15.0
  public static let formLabelFontWeight = 600
  /// facts §4: the required marker is "*" after the title, in the title's font and colour.
  /// seed Error State example writes it with a space: `label="Status *"`.
  public static let requiredAsterisk = " *"
  /// facts §4: 8pt between title and chip block.
  public static let formLabelToChipsGap = 8.0
  /// facts §4 (InformationView): 4pt top padding before the message line.
  public static let formMessageTopPadding = 4.0
  /// facts §4: helper text is caption1, 12pt regular.
  public static let helperTextFontSize = 12.0
  /// facts §4: the error message is footnote, 13pt regular.
  public static let errorTextFontSize = 13.0
  /// facts §4: 8pt between the error icon and its text.
  public static let errorIconTextGap = 8.0
  /// Regular weight for helper and error text (facts §4 names no other weight).
  public static let messageFontWeight = 400
  /// Form cell content insets: 16pt sides (iOS readable layout margin), 11pt top and bottom
  /// (facts §4, TextInputInfoView's 11pt bottom padding). docs/spec-decisions.md, "Form cell".
  public static let formCellInsetTop = 11.0
  public static let formCellInsetHorizontal = 16.0
  public static let formCellInsetBottom = 11.0
}
