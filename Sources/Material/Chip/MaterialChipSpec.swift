import ComponentKit
import Graphics

/// Every number of the Material chip, in one place, each citing its source.
///
/// "seed" is `shared/seeds/material-chips.md`; "facts" is `shared/reference/mdc-facts.md`.
public enum MaterialChipSpec {
  // MARK: - MDCChipView defaults (facts §5a; seed "Container/Text attributes")

  /// facts §5a / seed Container: minimumSize {0, 32}.
  public static let minimumSize = Size(width: 0, height: 32)
  /// facts §5a / seed Container: contentPadding {4, 4, 4, 4}.
  public static let contentPadding = EdgeInsets(all: 4)
  /// facts §5a / seed Thumbnail: imagePadding and accessoryPadding {0, 0, 0, 0}.
  public static let imagePadding = EdgeInsets.zero
  public static let accessoryPadding = EdgeInsets.zero
  /// facts §5a / seed Text: titlePadding {3, 8, 4, 8} (UIKit order top, left, bottom, right).
  public static let titlePadding = EdgeInsets(top: 3, leading: 8, bottom: 4, trailing: 8)
  /// facts §3 and §5a: a 50% corner, fully rounded: radius = half the shorter side (a pill).
  public static let cornerShare = 0.5
  /// facts §5a: legacy Body2, system 14pt Medium (Roboto stands in for the system font).
  public static let titleFontSize = 14.0
  public static let titleFontWeight = 500
  /// facts §5a: #EBEBEB normal; lightened +0.38 brightness = #FFFFFF disabled; darkened
  /// −0.16 = #C2C2C2 selected.
  public static let backgroundNormal = Color("#EBEBEB")
  public static let backgroundDisabled = Color("#FFFFFF")
  public static let backgroundSelected = Color("#C2C2C2")
  /// facts §5a: title white 0.13 = #212121; disabled lightened = #828282.
  public static let titleNormal = Color("#212121")
  public static let titleDisabled = Color("#828282")
  /// facts §5a: elevation 0 normal, 8 highlighted and highlighted+selected
  /// (MDCShadowElevationRaisedButtonPressed).
  public static let elevationPressed = 8.0
  /// facts §5a: legacy ink view, ink colour nil, so MDCInkView's default black 14% (§9c).
  /// The seed's table says "White at 14% opacity"; docs/spec-decisions.md, "Chip ripple colour".
  public static let inkOpacity = 0.14

  // MARK: - MDCChipView+MaterialTheming (facts §5b)

  /// facts §5b: contentPadding {0, 4, 0, 8}; titlePadding {0, 8, 0, 4};
  /// accessoryPadding {0, 4, 0, 0}; imagePadding 0.
  public static let themedContentPadding = EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 8)
  public static let themedTitlePadding = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 4)
  public static let themedAccessoryPadding = EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
  public static let themedImagePadding = EdgeInsets.zero
  /// facts §5b: onSurface 12% (background), 87% (title), 38% (disabled alpha), 16% (ink).
  public static let containerOverlay = 0.12
  public static let titleEmphasis = 0.87
  public static let disabledAlpha = 0.38
  public static let themedInkOpacity = 0.16
  /// facts §5b: outlined border width 1 in every state.
  public static let outlinedBorderWidth = 1.0

  // MARK: - Images (facts §10: MDC's chip snapshot icons)

  /// facts §10: test icon `ic_mask` is 24x24 (image and selected image).
  public static let imageSize = 24.0
  /// facts §10: `ic_cancel` is 18x18 (the remove icon / accessory).
  public static let accessorySize = 18.0

  // MARK: - Collections and the chip field (facts §5c, §5d)

  /// facts §5d: the flow layout defines no spacing; every MDC example sets 10.
  public static let collectionSpacing = 10.0
  /// facts §5c: MDCChipField contentEdgeInsets {8, 15, 8, 15}.
  public static let fieldInsets = EdgeInsets(top: 8, leading: 15, bottom: 8, trailing: 15)
  /// facts §5c: 8pt between chips and between rows; chips 32pt tall.
  public static let fieldSpacing = 8.0
  public static let fieldChipHeight = 32.0
  /// facts §5c: minTextFieldWidth 44.
  public static let fieldMinTextWidth = 44.0
  /// facts §5c: text field text insets {16, 4, 16, 0}; font system 14 Regular.
  public static let fieldTextInsets = EdgeInsets(top: 16, leading: 4, bottom: 16, trailing: 0)
  public static let fieldFontSize = 14.0
  /// facts §5c: placeholder in UIColor.placeholderTextColor, iOS light: #3C3C43 at 30%.
  public static let fieldPlaceholderColor = Color("#3C3C43").opacity(0.3)

  // MARK: - Touch target (seed "Making chips accessible")

  /// seed: "Material recommends a 44x44 minimum touch target".
  public static let minTouchTarget = 44.0
}
