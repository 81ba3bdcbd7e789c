import ComponentKit
import Graphics

/// The chip group's numbers, each citing its source ("seed" is `shared/seeds/fiori-chip.md`).
extension FioriChipSpec {
  // MARK: - Groups (seed "Wrapped vs Horizontal Scroll")

  /// seed Key Dimensions: Chip Spacing (horizontal) 8pt; `gap: 8` in both group examples.
  public static let horizontalSpacing = 8.0
  /// seed Key Dimensions: Chip Spacing (vertical) 8pt.
  public static let verticalSpacing = 8.0
  /// seed Horizontal Scroll: `contentContainerStyle={{ paddingHorizontal: 16 }}`.
  public static let scrollContentPadding = 16.0
}
