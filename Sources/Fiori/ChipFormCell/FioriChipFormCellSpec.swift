import ComponentKit
import Graphics

/// The chip form cell's numbers, each citing its source ("facts" is
/// `shared/reference/fiori-facts.md`; the seed is silent on these).
extension FioriChipSpec {
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
