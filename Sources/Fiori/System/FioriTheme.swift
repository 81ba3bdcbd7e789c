import ComponentKit
import Graphics

/// Colours and fonts of the Fiori chip family. Defaults are the seed's tables ("Color Scheme");
/// fixtures override any entry by its token name (see `FioriTheme.tokens`).
public struct FioriTheme: Hashable, Sendable {
  // MARK: Fonts

  /// Inter stands in for SAP's "72", which is not redistributable (facts §3).
  public var fontFamily = "Inter"
  /// The chip label's weight and size (seed Key Dimensions: 14pt Medium); a brand font without a
  /// Medium face sets its own weight here rather than fall back.
  public var chipLabelFontWeight = FioriChipSpec.labelFontWeight
  public var chipLabelFontSize = FioriChipSpec.labelFontSize
  /// Debian's Material icons font draws check marks and icons.
  public var iconFontFamily = MaterialIconFont.family

  // MARK: Single/multiple selection chips (seed Color Scheme, "No Icon")

  public var plainUnselected = FioriChipColors(
    background: Color("#F2F2F7"), border: .clear, label: Color("#1D2D3E"), icon: .clear)
  public var plainSelected = FioriChipColors(
    background: Color("#F69000"), border: .clear, label: Color("#FFFFFF"), icon: Color("#FFFFFF"))
  public var plainPressedUnselected = FioriChipColors(
    background: Color("#E5E5E5"), border: .clear, label: Color("#1D2D3E"), icon: .clear)
  public var plainPressedSelected = FioriChipColors(
    background: Color("#DD8200"), border: .clear, label: Color("#FFFFFF"), icon: Color("#FFFFFF"))
  /// seed: text "#7e8e9d @ 50%".
  public var plainDisabled = FioriChipColors(
    background: Color("#F2F2F7"), border: .clear, label: Color("#7E8E9D").opacity(0.5),
    icon: .clear)

  // MARK: Chips with leading icon (seed Color Scheme, "Chips with Leading Icon")

  /// The icon keeps its own colour in every state ("Icon color"); this is the default for
  /// leading-icon chips that are not status chips (docs/spec-decisions.md, "Leading icon colour").
  public var iconUnselected = FioriChipColors(
    background: .clear, border: Color("#E5E5E5"), label: Color("#1D2D3E"), icon: Color("#1D2D3E"))
  public var iconSelected = FioriChipColors(
    background: Color("#EBF8FF"), border: Color("#0057D2"), label: Color("#0057D2"),
    icon: Color("#1D2D3E"))
  public var iconPressedUnselected = FioriChipColors(
    background: Color("#F5F6F7"), border: Color("#C6C6C8"), label: Color("#1D2D3E"),
    icon: Color("#1D2D3E"))
  public var iconPressedSelected = FioriChipColors(
    background: Color("#D6EFFF"), border: Color("#0040B0"), label: Color("#0040B0"),
    icon: Color("#1D2D3E"))

  // MARK: Status chips (seed Color Scheme, "Status Chips"): icon, selected background, border

  public var positive = StatusColors(
    icon: Color("#36A41D"), selectedBackground: Color("#F5FAE5"), selectedBorder: Color("#5DC122"))
  public var critical = StatusColors(
    icon: Color("#E9730C"), selectedBackground: Color("#FEF7F1"), selectedBorder: Color("#F58B1F"))
  public var negative = StatusColors(
    icon: Color("#D32030"), selectedBackground: Color("#FFF4F2"), selectedBorder: Color("#EE3939"))
  public var neutral = StatusColors(
    icon: Color("#0057D2"), selectedBackground: Color("#EBF8FF"), selectedBorder: Color("#1B90FF"))

  // MARK: Form cell (seed silent; facts §2 PaletteV8 light and §4)

  /// facts §4: title in primaryLabel #223548.
  public var formLabel = Color("#223548")
  /// facts §4: helper text in tertiaryLabel (#5B738B) at 90% opacity.
  public var helperText = Color("#5B738B").opacity(0.9)
  /// facts §4: error icon and text in negativeLabel #AA0808.
  public var errorText = Color("#AA0808")
  /// facts §2: secondaryGroupedBackground, the cell's background.
  public var formBackground = Color("#FFFFFF")

  // MARK: Metrics a theme may change (defaults: FioriChipSpec)

  /// seed Key Dimensions: 12pt unselected padding; a fixture may override it (`metrics`).
  public var chipHorizontalPadding = FioriChipSpec.horizontalPadding
  /// seed Key Dimensions: 16pt padding with the check mark.
  public var chipHorizontalPaddingWithCheckMark = FioriChipSpec.horizontalPaddingWithCheckMark
  /// seed Key Dimensions: 32pt chip height. A theme may change it; the spec audit reports it.
  public var chipHeight = FioriChipSpec.height

  public init() {}

  public struct StatusColors: Hashable, Sendable {
    public var icon: Color
    public var selectedBackground: Color
    public var selectedBorder: Color
  }

  /// The colours of `chip` in its state.
  ///
  /// Status chips are leading-icon chips whose icon colour, selected background and selected
  /// border come from the status table (docs/spec-decisions.md, "Status chips").
  public func colors(for chip: FioriChip) -> FioriChipColors {
    switch chip.variation {
    case .singleSelection, .multipleSelection:
      switch chip.state {
      case .unselected: return plainUnselected
      case .selected: return plainSelected
      case .pressedUnselected: return plainPressedUnselected
      case .pressedSelected: return plainPressedSelected
      case .disabled: return plainDisabled
      }
    case .leadingIcon:
      return iconColors(chip.state)
    case .status(let status, _):
      let palette = statusColors(status)
      var colors = iconColors(chip.state)
      colors.icon = palette.icon
      if chip.state == .selected {
        colors.background = palette.selectedBackground
        colors.border = palette.selectedBorder
      }
      return colors
    }
  }

  private func iconColors(_ state: FioriChipState) -> FioriChipColors {
    switch state {
    case .unselected, .disabled: iconUnselected
    case .selected: iconSelected
    case .pressedUnselected: iconPressedUnselected
    case .pressedSelected: iconPressedSelected
    }
  }

  public func statusColors(_ status: FioriStatus) -> StatusColors {
    switch status {
    case .positive: positive
    case .critical: critical
    case .negative: negative
    case .neutral: neutral
    }
  }
}
