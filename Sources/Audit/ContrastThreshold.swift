import Graphics

/// The contrast each drawn pair is held to, as the audit judges it and every page shows it: one
/// place, so a theme page's matrix and a swatch say what `audit` says.
public enum ContrastThreshold {
  /// WCAG 2.2 SC 1.4.3: 4.5:1 for text, 3:1 for large text (18pt, or 14pt bold and heavier).
  public static func text(_ font: Font) -> Double { isLarge(font) ? 3 : 4.5 }

  /// WCAG 2.2 SC 1.4.11, non-text contrast: icons and other graphics a user must see.
  public static let icon = 3.0

  /// Large-scale text in WCAG's sense.
  public static func isLarge(_ font: Font) -> Bool { font.size >= 18 || (font.size >= 14 && font.weight >= 700) }

  /// A state whose contrast is shown and never counted against it: WCAG exempts text and
  /// graphics of inactive user interface components.
  public static func isExempt(state: String) -> Bool { state.contains("disabled") }
}
