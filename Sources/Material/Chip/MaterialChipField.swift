import ComponentKit
import Graphics

/// `MDCChipField`: input chips flowing in a field, followed by its text field (facts §5c).
public struct MaterialChipField: Hashable, Sendable {
  /// The chips, in order. MDC creates them as plain, unthemed chips.
  public var chips: [MaterialChip]
  public var placeholder: String?
  /// Text typed into the field (shown instead of the placeholder).
  public var text: String?
  /// MDC `showPlaceholderWithChips`: keep the placeholder once chips exist.
  public var showsPlaceholderWithChips: Bool
  public var width: Double
  /// Right to left: chips flow from the right, the text field follows on their left (facts §5c).
  public var isRightToLeft = false

  public init(
    chips: [MaterialChip], placeholder: String?, text: String?, showsPlaceholderWithChips: Bool,
    width: Double
  ) {
    self.chips = chips
    self.placeholder = placeholder
    self.text = text
    self.showsPlaceholderWithChips = showsPlaceholderWithChips
    self.width = width
  }
}

extension MaterialChipField {
  /// Typed text: the scheme's onSurface at the title emphasis (87%) over its surface.
  public static func typedTextColor(_ scheme: MaterialContainerScheme) -> Color {
    scheme.colors.surface.blending(scheme.colors.onSurface, alpha: MaterialChipSpec.titleEmphasis)
  }
}

/// Chips in an `MDCChipCollectionViewFlowLayout`: left-aligned rows that wrap (facts §5d).
public struct MaterialChipCollection: Hashable, Sendable {
  public var chips: [MaterialChip]
  public var width: Double
  public var isRightToLeft: Bool

  public init(chips: [MaterialChip], width: Double, isRightToLeft: Bool) {
    self.chips = chips
    self.width = width
    self.isRightToLeft = isRightToLeft
  }
}
