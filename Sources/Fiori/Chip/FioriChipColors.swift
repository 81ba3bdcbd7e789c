import ComponentKit
import Graphics

/// The resolved colours of one chip in one state.
public struct FioriChipColors: Hashable, Sendable {
  public var background: Color
  /// `Color.clear` means no border ("None" in the seed's tables).
  public var border: Color
  public var label: Color
  /// The check mark's colour (plain chips) or the leading icon's colour (icon chips).
  public var icon: Color

  public init(background: Color, border: Color, label: Color, icon: Color) {
    self.background = background
    self.border = border
    self.label = label
    self.icon = icon
  }
}
