import ComponentKit
import Graphics

extension FioriTheme {
  /// seed Key Dimensions: 14pt Medium (500) label.
  public var chipLabelFont: Font {
    Font(family: fontFamily, weight: chipLabelFontWeight, size: chipLabelFontSize)
  }
  /// facts §4: form cell title, 15pt semibold.
  public var formLabelFont: Font {
    Font(
      family: fontFamily, weight: FioriChipSpec.formLabelFontWeight,
      size: FioriChipSpec.formLabelFontSize)
  }
  /// facts §4: helper text, 12pt regular.
  public var helperTextFont: Font {
    Font(
      family: fontFamily, weight: FioriChipSpec.messageFontWeight,
      size: FioriChipSpec.helperTextFontSize)
  }
  /// facts §4: validation message, 13pt regular.
  public var errorTextFont: Font {
    Font(
      family: fontFamily, weight: FioriChipSpec.messageFontWeight,
      size: FioriChipSpec.errorTextFontSize)
  }
  /// Icons are drawn at their box size (seed: 16pt x 16pt).
  public var iconFont: Font {
    Font(family: iconFontFamily, weight: MaterialIconFont.weight, size: FioriChipSpec.iconSize)
  }
}
