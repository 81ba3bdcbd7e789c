import ComponentKit
import Graphics

/// Every MDCChipView property the seed's tables list, per state where MDC keys it by state.
/// Built by one of the three looks (`unthemed`, `themed`, `outlined`) and then overridable
/// from fixtures. Per-state values fall back to normal (`StateTable`).
public struct MaterialChipAppearance: Hashable, Sendable {
  /// The look that built it: which of the spec's tables its numbers come from (the spec audit
  /// holds a fixture's overrides against them).
  public var look: MaterialChip.Look
  public var contentPadding: EdgeInsets
  public var imagePadding: EdgeInsets
  public var titlePadding: EdgeInsets
  public var accessoryPadding: EdgeInsets
  public var minimumSize: Size
  public var titleFont: Font
  public var backgroundColor: StateTable<Color>
  public var titleColor: StateTable<Color>
  public var borderWidth: StateTable<Double>
  public var borderColor: StateTable<Color>
  public var elevation: StateTable<Double>
  public var inkColor: StateTable<Color>
  public var shadowColor: Color
  /// Tint of the image, selected image and accessory. MDC sets none (they take UIKit's tint);
  /// we tint them like the title unless a fixture says otherwise (docs/spec-decisions.md).
  public var imageTint: StateTable<Color>

  /// The unthemed `MDCChipView` (facts §5a).
  public static func unthemed(typography: MaterialTypographyScheme) -> MaterialChipAppearance {
    typealias Spec = MaterialChipSpec
    return MaterialChipAppearance(
      look: .unthemed, contentPadding: Spec.contentPadding, imagePadding: Spec.imagePadding,
      titlePadding: Spec.titlePadding, accessoryPadding: Spec.accessoryPadding,
      minimumSize: Spec.minimumSize,
      titleFont: Font(family: typography.family, weight: Spec.titleFontWeight, size: Spec.titleFontSize),
      backgroundColor: StateTable([
        .normal: Spec.backgroundNormal, .disabled: Spec.backgroundDisabled,
        .selected: Spec.backgroundSelected,
      ]),
      titleColor: StateTable([.normal: Spec.titleNormal, .disabled: Spec.titleDisabled]),
      borderWidth: StateTable([.normal: 0]),
      borderColor: StateTable(),
      elevation: StateTable([
        .normal: 0, .highlighted: Spec.elevationPressed, [.highlighted, .selected]: Spec.elevationPressed,
      ]),
      inkColor: StateTable([.normal: Color.black.opacity(Spec.inkOpacity)]),
      shadowColor: .black,
      imageTint: StateTable())
  }

  /// `applyThemeWithScheme:` (facts §5b, "Standard").
  public static func themed(_ scheme: MaterialContainerScheme) -> MaterialChipAppearance {
    typealias Spec = MaterialChipSpec
    let c = scheme.colors
    let background = c.surface.blending(c.onSurface, alpha: Spec.containerOverlay)
    let selected = background.blending(c.onSurface, alpha: Spec.containerOverlay)
    let title = background.blending(c.onSurface, alpha: Spec.titleEmphasis)
    var look = themedBase(scheme)
    look.look = .themed
    look.backgroundColor = StateTable([
      .normal: background, .selected: selected, .disabled: background.opacity(Spec.disabledAlpha),
    ])
    look.titleColor = StateTable([
      .normal: title, .selected: selected.blending(c.onSurface, alpha: Spec.titleEmphasis),
      .disabled: title.opacity(Spec.disabledAlpha),
    ])
    look.borderWidth = StateTable([.normal: 0])
    return look
  }

  /// `applyOutlinedThemeWithScheme:` (facts §5b, "Outlined").
  public static func outlined(_ scheme: MaterialContainerScheme) -> MaterialChipAppearance {
    typealias Spec = MaterialChipSpec
    let c = scheme.colors
    let border = c.surface.blending(c.onSurface, alpha: Spec.containerOverlay)
    let selected = c.surface.blending(c.onSurface, alpha: Spec.containerOverlay)
    let title = c.surface.blending(c.onSurface, alpha: Spec.titleEmphasis)
    var look = themedBase(scheme)
    look.look = .outlined
    look.backgroundColor = StateTable([
      .normal: c.surface, .selected: selected, .disabled: c.surface.opacity(Spec.disabledAlpha),
    ])
    look.titleColor = StateTable([
      .normal: title, .selected: selected.blending(c.onSurface, alpha: Spec.titleEmphasis),
      .disabled: title.opacity(Spec.disabledAlpha),
    ])
    // facts §5b: border 1 in all 16 state combinations; colour normal, clear when selected,
    // 38% when disabled.
    look.borderWidth = StateTable([.normal: Spec.outlinedBorderWidth])
    look.borderColor = StateTable([
      .normal: border, .selected: .clear, .disabled: border.opacity(Spec.disabledAlpha),
    ])
    return look
  }

  /// What both themes share (facts §5b "Common to both themes").
  private static func themedBase(_ scheme: MaterialContainerScheme) -> MaterialChipAppearance {
    typealias Spec = MaterialChipSpec
    var look = unthemed(typography: scheme.typography)
    look.contentPadding = Spec.themedContentPadding
    look.titlePadding = Spec.themedTitlePadding
    look.accessoryPadding = Spec.themedAccessoryPadding
    look.imagePadding = Spec.themedImagePadding
    look.titleFont = scheme.typography.body2
    look.inkColor = StateTable([.normal: scheme.colors.onSurface.opacity(Spec.themedInkOpacity)])
    look.borderColor = StateTable()
    return look
  }

  /// The image tint in `state`: the fixture's tint if any, else the title colour.
  public func tint(_ state: ControlState) -> Color {
    imageTint[state] ?? titleColor[state] ?? .black
  }
}
