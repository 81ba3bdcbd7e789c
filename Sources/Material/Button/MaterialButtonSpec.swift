import ComponentKit
import Graphics

/// Every number of the Material buttons, in one place, each citing its source.
///
/// "seed" is `shared/seeds/material-buttons.md`; "facts" is `shared/reference/mdc-facts.md`.
public enum MaterialButtonSpec {
  // MARK: - MDCButton defaults (facts §6a)

  /// facts §6a: contentEdgeInsets {8, 16, 8, 16}.
  public static let contentInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  /// facts §6a: corner radius 2.
  public static let defaultCornerRadius = 2.0
  /// facts §6a: background #191919 (the code's comment says "Blue 500", which is wrong).
  public static let defaultBackground = Color("#191919")
  /// facts §6a: MDC sets no title colour; UIKit's custom-type button draws white titles.
  /// docs/spec-decisions.md, "Unthemed button title".
  public static let defaultTitle = Color("#FFFFFF")
  /// facts §6a: with no underlyingColorHint, the disabled title is black.
  public static let defaultDisabledTitle = Color("#000000")
  /// facts §6a: disabledAlpha 0.12, the whole view's alpha when disabled.
  public static let defaultDisabledAlpha = 0.12
  /// facts §6a: ink white 20% (seed: "White @ 20% opacity" for the unthemed button).
  public static let defaultInk = Color.white.opacity(0.20)
  /// facts §6a: title font MDCTypography buttonFont, system 14 Medium.
  public static let titleFontSize = 14.0
  public static let titleFontWeight = 500

  // MARK: - MDCButton+MaterialTheming (facts §6b; seed tables)

  /// seed "Shape" 4.0 / facts §6b corner radius 4.
  public static let themedCornerRadius = 4.0
  /// seed "Making buttons accessible": minimum visual height 36, minimum visual width 64
  /// (facts §6b: the code sets (0, 36); docs/spec-decisions.md, "Button minimum size").
  public static let minimumSize = Size(width: 64, height: 36)
  /// facts §6b: disabledAlpha 1 when themed.
  public static let themedDisabledAlpha = 1.0
  /// seed Container: contained disabled background "12% onSurfaceColor"; facts §6b.
  public static let disabledContainerOpacity = 0.12
  /// seed Text label: disabled title "38% onSurfaceColor"; facts §6b.
  public static let disabledTitleOpacity = 0.38
  /// seed Container "Stroke color: 12% colorScheme" / facts §6b: onSurface 12%, width 1.
  public static let outlineOpacity = 0.12
  public static let outlineWidth = 1.0
  /// seed Container "Elevation": Normal 6, Highlighted 12, Disabled 0, for every type. Followed for
  /// contained buttons; text and outlined buttons are flat (facts §6b: 0; docs/spec-decisions.md,
  /// "Button elevation").
  public static let containedElevation = 6.0
  public static let containedPressedElevation = 12.0
  /// facts §6b ink: contained onPrimary 32%, outlined primary 12%, text primary 16%.
  /// docs/spec-decisions.md, "Button ripple colours", for the seed's values.
  public static let containedInkOpacity = 0.32
  public static let outlinedInkOpacity = 0.12
  public static let textInkOpacity = 0.16

  // MARK: - Icons (the seed is silent; docs/spec-decisions.md, "Button icons")

  /// Material's button icon: 18pt, 8pt before the title.
  public static let iconSize = 18.0
  public static let iconTitleGap = 8.0
  /// The icon toggle button (seed "Toggle button > Icon"): a text-themed MDCButton holding a
  /// 24pt icon in a 48pt square.
  public static let toggleIconSize = 24.0
  public static let toggleInsets = EdgeInsets(all: 12)

  // MARK: - Touch target (seed "Making buttons accessible")

  /// seed: touch areas at least 44 x 44.
  public static let minTouchTarget = 44.0
  /// seed: `hitAreaInsets` computed against 48 (`kMinimumAccessibleButtonSize`).
  public static let hitAreaTarget = 48.0
}
