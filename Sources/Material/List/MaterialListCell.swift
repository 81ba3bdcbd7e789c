import ComponentKit
import Graphics

/// An image of a list cell: an icon-font glyph standing in for a `UIImage` of `size` points
/// (its intrinsic size; the layout scales it down to fit 56x56, facts §8c).
public struct MaterialListImage: Hashable, Sendable {
  public var icon: MaterialIcon
  public var size: Size

  public init(icon: MaterialIcon, size: Size) {
    self.icon = icon
    self.size = size
  }
}

/// Where images sit vertically (`MDCSelfSizingStereoCellImageViewVerticalPosition`; top is MDC's
/// default, center re-centres them in the final height, facts §8c).
public enum MaterialListImagePosition: String, CaseIterable, Hashable, Sendable {
  case top
  case center
}

/// What `MDCBaseCell` and `MDCSelfSizingStereoCell` draw, built by a look and then overridable
/// from fixtures. Cells have two states: normal and highlighted (the ink).
public struct MaterialListCellAppearance: Hashable, Sendable {
  public var titleFont: Font
  public var detailFont: Font
  public var titleColor: Color
  public var detailColor: Color
  /// Tint of the leading and trailing images.
  public var imageTint: Color
  /// The highlighted state's full overlay (ripple/ink at rest, facts §9).
  public var inkColor: Color
  public var elevation: Double
  public var shadowColor: Color
  /// The cell's own background; MDC sets none (facts §8a).
  public var backgroundColor: Color?

  /// The unthemed `MDCSelfSizingStereoCell` (facts §8b) at a content size category.
  ///
  /// MDC sets no image tint (template images take UIKit's tint); we tint them like the title
  /// (docs/spec-decisions.md, "List images").
  public static func unthemed(
    typography: MaterialTypographyScheme, contentSize: TextSizeCategory = .large
  ) -> MaterialListCellAppearance {
    typealias Spec = MaterialListSpec
    let title = Font(family: typography.family, weight: Spec.titleFontWeight, size: Spec.titleFontSize)
    let detail = Font(family: typography.family, weight: Spec.detailFontWeight, size: Spec.detailFontSize)
    return MaterialListCellAppearance(
      titleFont: contentSize.scaled(title, curve: Spec.legacyTitleSizes),
      detailFont: contentSize.scaled(detail, curve: Spec.legacyCaptionSizes),
      titleColor: Color.black.opacity(Spec.titleOpacity),
      detailColor: Color.black.opacity(Spec.detailOpacity),
      imageTint: Color.black.opacity(Spec.titleOpacity),
      inkColor: Color.black.opacity(Spec.rippleOpacity),
      elevation: Spec.elevation, shadowColor: .black, backgroundColor: nil)
  }

  /// `applyThemeWithScheme:` on both cell classes (facts §8d): subtitle1 and body2, onSurface 87%
  /// text and image tint, onSurface 16% ink.
  public static func themed(
    _ scheme: MaterialContainerScheme, contentSize: TextSizeCategory = .large
  ) -> MaterialListCellAppearance {
    typealias Spec = MaterialListSpec
    let text = scheme.colors.onSurface.opacity(Spec.themedTextOpacity)
    return MaterialListCellAppearance(
      titleFont: contentSize.scaled(scheme.typography.subtitle1, curve: Spec.subtitle1Curve),
      detailFont: contentSize.scaled(scheme.typography.body2, curve: Spec.body2Curve),
      titleColor: text, detailColor: text, imageTint: text,
      inkColor: scheme.colors.onSurface.opacity(Spec.themedInkOpacity),
      elevation: Spec.elevation, shadowColor: .black, backgroundColor: nil)
  }
}

/// An `MDCSelfSizingStereoCell` (seed "List anatomy"): leading image, title and detail labels
/// with unlimited lines, trailing image; self-sizing to its content at a given width.
public struct MaterialListCell: Hashable, Sendable {
  /// The seed's theming variants: the unthemed default and the themed look.
  public enum Look: String, CaseIterable, Hashable, Sendable {
    case unthemed
    case themed
  }

  /// The states a cell renders: normal and highlighted (the ink).
  public static let states: [ControlState] = [.normal, .highlighted]

  public var title: String?
  public var detail: String?
  public var leadingImage: MaterialListImage?
  public var trailingImage: MaterialListImage?
  public var imagePosition: MaterialListImagePosition
  public var width: Double
  public var state: ControlState
  public var appearance: MaterialListCellAppearance
  public var isRightToLeft: Bool

  public init(
    title: String?, detail: String? = nil, leadingImage: MaterialListImage? = nil,
    trailingImage: MaterialListImage? = nil, imagePosition: MaterialListImagePosition = .top,
    width: Double, state: ControlState = .normal, appearance: MaterialListCellAppearance,
    isRightToLeft: Bool = false
  ) {
    self.title = title
    self.detail = detail
    self.leadingImage = leadingImage
    self.trailingImage = trailingImage
    self.imagePosition = imagePosition
    self.width = width
    self.state = state
    self.appearance = appearance
    self.isRightToLeft = isRightToLeft
  }
}

/// A plain `MDCBaseCell` of a given size: background, elevation and the highlighted ink
/// (facts §8a; MDC's snapshots use 240x60 cells, facts §10).
public struct MaterialBaseCell: Hashable, Sendable {
  public var size: Size
  public var state: ControlState
  public var appearance: MaterialListCellAppearance

  public init(size: Size, state: ControlState, appearance: MaterialListCellAppearance) {
    self.size = size
    self.state = state
    self.appearance = appearance
  }
}

/// Cells stacked in a column at one width, as a list collection view shows them
/// (seed: "continuous, vertical indexes"), on the scheme's background colour.
public struct MaterialList: Hashable, Sendable {
  public var cells: [MaterialListCell]
  public var width: Double
  public var background: Color

  public init(cells: [MaterialListCell], width: Double, background: Color) {
    self.cells = cells
    self.width = width
    self.background = background
  }
}
