import ComponentKit
import Graphics

/// Every number of the Material list cells, in one place, each citing its source.
///
/// "seed" is `shared/seeds/material-lists.md`; "facts" is `shared/reference/mdc-facts.md`;
/// "MDC" is material-components-ios at the facts' snapshot commit.
public enum MaterialListSpec {
  // MARK: - MDCSelfSizingStereoCellLayout (facts §8c)

  /// facts §8c: horizontal margin 16 (leading image x, text left and right, trailing image right).
  public static let horizontalMargin = 16.0
  /// facts §8c: vertical margin max 16 (text top and bottom, images up to 40pt tall).
  public static let verticalMarginMax = 16.0
  /// facts §8c: vertical margin min 8 (images taller than 40pt).
  public static let verticalMarginMin = 8.0
  /// facts §8c: images up to the medium side (40) get the 16pt margin.
  public static let imageSideMedium = 40.0
  /// facts §8c: images are scaled down (aspect kept) to fit 56x56.
  public static let imageSideMax = 56.0
  /// facts §8c: 6pt between title and detail, only when both texts exist.
  public static let titleDetailGap = 6.0

  /// facts §8c `sizeForImage:`: an image's intrinsic size, scaled down (aspect kept) to fit
  /// 56x56.
  public static func displayedSize(_ size: Size) -> Size {
    guard size.width > imageSideMax || size.height > imageSideMax else { return size }
    let ratio = min(imageSideMax / size.width, imageSideMax / size.height)
    return Size(width: size.width * ratio, height: size.height * ratio)
  }

  /// facts §8c `verticalMarginForImageViewOfSize:`: 16 above and below an image up to 40pt
  /// tall, 8 for a taller one.
  public static func verticalMargin(forImageOfSize size: Size) -> Double {
    size.height > 0 && size.height <= imageSideMedium ? verticalMarginMax : verticalMarginMin
  }

  // MARK: - MDCSelfSizingStereoCell defaults (facts §8b)

  /// facts §8b: legacy Title = system 20 Medium (Roboto stands in for the system font).
  public static let titleFontSize = 20.0
  public static let titleFontWeight = 500
  /// facts §8b: legacy Caption = system 12 Regular.
  public static let detailFontSize = 12.0
  public static let detailFontWeight = 400
  /// facts §8b (`kTitleColorOpacity`, `kDetailColorOpacity`): black 87% and black 60%.
  public static let titleOpacity = 0.87
  public static let detailOpacity = 0.60

  // MARK: - MDCBaseCell (facts §8a; seed "Container attributes")

  /// seed: elevation default 0 (facts §8a agrees).
  public static let elevation = 0.0
  /// seed: rippleColor "On surface color at 0.12 opacity" (facts §8a: MDCRippleView black 12%).
  /// docs/spec-decisions.md, "List ripple colour".
  public static let rippleOpacity = 0.12
  /// facts §8a/§9c: the MDCInkView default, black 14% (what MDCBaseCell draws without
  /// `enableRippleBehavior`); the catalog shows it beside the seed's value.
  public static let inkViewOpacity = 0.14

  // MARK: - Theming (facts §8d)

  /// facts §8d: title, detail and image tint onSurface 87%; ink onSurface 16%.
  public static let themedTextOpacity = 0.87
  public static let themedInkOpacity = 0.16

  // MARK: - Catalog images (facts §10: MDC's list snapshot images are generated 24x24 patterns)

  /// The image sizes the issue names: 24 (icon), 40 (avatar), 56 (the maximum side).
  public static let iconSide = 24.0

  // MARK: - Dynamic Type

  /// Point sizes per content size category, in `TextSizeCategory.allCases` order (ComponentKit).
  ///
  /// Unthemed cells: `MDCSelfSizingStereoCell adjustFontsForDynamicType` sizes fonts without a
  /// scaling curve by the legacy `MDCFontTextStyleTitle`/`Caption` tables
  /// (`components/Typography/src/private/MDCFontTraits.m`). Those tables stop at XXXL and
  /// `traitsForTextStyle:sizeCategory:` returns the XXXL entry for every accessibility size.
  public static let legacyTitleSizes: [Double] = [17, 18, 19, 20, 22, 24, 26, 26, 26, 26, 26, 26]
  public static let legacyCaptionSizes: [Double] = [11, 11, 11, 12, 14, 16, 18, 18, 18, 18, 18, 18]
  /// Themed cells: the `MDCFontScaler` curves of the 201902 type scale
  /// (`components/Typography/src/MDCFontScaler.m`, `MDCTextStyleSubtitle1`/`Body2`), which run
  /// through the accessibility sizes. docs/spec-decisions.md, "Dynamic Type".
  public static let subtitle1Curve: [Double] = [13, 14, 15, 16, 18, 20, 22, 25, 30, 37, 44, 52]
  public static let body2Curve: [Double] = [11, 12, 13, 14, 16, 18, 20, 22, 25, 30, 36, 42]
}

extension TextSizeCategory {
  /// `font` scaled along `curve` as `MDCFontScaler scaledValueForValue:` does: the size times
  /// curve[category] / curve[large]. For the default sizes this is exactly the curve's entry.
  public func scaled(_ font: Font, curve: [Double]) -> Font {
    var result = font
    result.size = scaled(font.size, curve: curve)
    return result
  }
}
