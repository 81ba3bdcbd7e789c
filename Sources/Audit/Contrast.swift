import Foundation
import Graphics

/// WCAG 2.x contrast arithmetic (shared/reference/design-rules.md, "Contrast").
public enum Contrast {
  /// Relative luminance of an opaque sRGB colour.
  public static func luminance(_ c: Color) -> Double {
    func linear(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055).power(2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  /// (L_lighter + 0.05) / (L_darker + 0.05), 1...21. Both colours must already be opaque
  /// (composited over what is beneath them).
  public static func ratio(_ a: Color, _ b: Color) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// A ratio as WCAG tools print it: two decimals, truncated rather than rounded up, so 4.499
  /// never reads as a pass (4.49).
  public static func format(_ ratio: Double) -> String {
    let truncated = (ratio * 100 + 1e-9).rounded(.down) / 100
    return String(format2: truncated)
  }
}

extension Double {
  func power(_ e: Double) -> Double { pow(self, e) }
}

extension String {
  /// `n` with exactly two decimals, without Foundation's locale-dependent formatting.
  init(format2 n: Double) {
    let cents = Int((n * 100).rounded())
    let whole = cents / 100
    let frac = abs(cents % 100)
    self = "\(whole).\(frac < 10 ? "0" : "")\(frac)"
  }
}
