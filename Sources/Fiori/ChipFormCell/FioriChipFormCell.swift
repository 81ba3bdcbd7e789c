import ComponentKit

/// The chip form cell (seed "Anatomy: Chip Form Cell"): label, chips, helper text, and the
/// validation message that replaces the helper text in the error state (seed "Error State").
public struct FioriChipFormCell: Hashable, Sendable {
  public var label: String
  /// Shows the asterisk next to the label (seed "Top Tips").
  public var isRequired: Bool
  public var group: FioriChipGroup
  public var helperText: String?
  /// The validation message; when set, the cell is in its error state.
  public var errorText: String?
  /// The cell's width in points; the chips wrap or scroll inside its content width.
  public var width: Double
  /// Right to left: label, chips and message mirror in the cell; the chip group follows the cell.
  public var isRightToLeft = false

  public init(
    label: String, isRequired: Bool, group: FioriChipGroup, helperText: String?,
    errorText: String?, width: Double
  ) {
    self.label = label
    self.isRequired = isRequired
    self.group = group
    self.helperText = helperText
    self.errorText = errorText
    self.width = width
  }
}
