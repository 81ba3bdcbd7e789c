/// The text-size categories of iOS Dynamic Type, extra small to accessibility 5, and the one
/// table of their Body sizes: every place that names a category or scales text by one reads it
/// from here (the Material list's fixture key, the `text-size` axis).
///
/// Body sizes in points, from Apple's Human Interface Guidelines, "Typography", "Dynamic Type
/// sizes" (iOS, iPadOS): xSmall 14, Small 15, Medium 16, Large 17 (the default), xLarge 19,
/// xxLarge 21, xxxLarge 23, AX1 28, AX2 33, AX3 40, AX4 47, AX5 53. UIKit names the
/// accessibility sizes `accessibilityMedium` … `accessibilityExtraExtraExtraLarge` (AX1 … AX5).
public enum TextSizeCategory: String, CaseIterable, Hashable, Sendable {
  case extraSmall = "extra-small"
  case small
  case medium
  case large
  case extraLarge = "extra-large"
  case extraExtraLarge = "extra-extra-large"
  case extraExtraExtraLarge = "extra-extra-extra-large"
  case accessibilityMedium = "accessibility-medium"
  case accessibilityLarge = "accessibility-large"
  case accessibilityExtraLarge = "accessibility-extra-large"
  case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
  case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

  /// The default category: every scaling curve's reference size.
  public static let standard = TextSizeCategory.large

  /// Body sizes in `allCases` order (the table above).
  public static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  /// Short names in `allCases` order, as the `text-size` axis and `min-text-size` write them.
  public static let shortNames = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

  /// The category's position, extra small = 0 … AX5 = 11: the index into a curve.
  public var index: Int { Self.allCases.firstIndex(of: self)! }

  /// `xs` … `ax5`.
  public var shortName: String { Self.shortNames[index] }

  /// Body's size in this category.
  public var bodySize: Double { Self.bodySizes[index] }

  /// Body's size here over its size at the default: the factor for text without a curve of its own.
  public var bodyScale: Double { bodySize / Self.standard.bodySize }

  /// Whether this is one of the five accessibility sizes (AX1 … AX5).
  public var isAccessibility: Bool { index >= Self.accessibilityMedium.index }

  /// The category named `xs` … `ax5` or by its fixture name (`extra-small` …); nil otherwise.
  public init?(named name: String) {
    if let index = Self.shortNames.firstIndex(of: name) {
      self = Self.allCases[index]
    } else if let category = TextSizeCategory(rawValue: name) {
      self = category
    } else {
      return nil
    }
  }

  /// `size` scaled along `curve` (one size per category, `allCases` order) as MDC's
  /// `MDCFontScaler scaledValueForValue:` does: times curve[self] / curve[large]; with no curve,
  /// by Body's table.
  public func scaled(_ size: Double, curve: [Double]? = nil) -> Double {
    guard let curve, curve.count == Self.allCases.count else { return size * bodyScale }
    return size * curve[index] / curve[Self.standard.index]
  }
}
