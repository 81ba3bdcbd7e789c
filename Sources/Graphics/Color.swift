/// An sRGB colour with straight (non-premultiplied) 8-bit channels.
///
/// Specs give colours as hex, sometimes with an opacity ("#7E8E9D @ 50%"); 8-bit storage keeps the
/// value a PNG pixel will hold, so tests can compare sampled pixels with the spec exactly.
public struct Color: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a literal hex string known to be valid (spec tables in code).
  /// Invalid literals are programmer errors and stop the program.
  public init(_ literal: StaticString) {
    guard let color = Color(hex: "\(literal)") else {
      preconditionFailure("invalid colour literal \(literal)")
    }
    self = color
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive, `#` optional). Returns nil otherwise.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8,
      digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    if digits.count == 6 {
      self.init(
        red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else {
      self.init(
        red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
        blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let white = Color(red: 255, green: 255, blue: 255)
  public static let black = Color(red: 0, green: 0, blue: 0)

  /// The same colour with its alpha multiplied by `opacity` (0...1), rounded to the nearest step.
  public func opacity(_ opacity: Double) -> Color {
    let clamped = min(max(opacity, 0), 1)
    var result = self
    result.alpha = UInt8((Double(alpha) * clamped).rounded())
    return result
  }

  /// `self` composited over an opaque `background` (source-over), rounded per channel.
  public func over(_ background: Color) -> Color {
    let a = Double(alpha) / 255
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
    }
    return Color(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: 255)
  }

  /// `overlay` at `alpha` (0...1, exact, not rounded to 8 bits) composited over `self`, which
  /// may itself be translucent: normal source-over in straight alpha, rounded once at the end.
  ///
  /// This is how Material blends semantic colours ("onSurface 12% over surface"); keeping the
  /// overlay's alpha exact reproduces the hex values MDC computes (e.g. #E0E0E0, #1D1D1D).
  public func blending(_ overlay: Color, alpha: Double) -> Color {
    let a = min(max(alpha, 0), 1) * Double(overlay.alpha) / 255
    let bgA = Double(self.alpha) / 255
    let outA = a + bgA * (1 - a)
    guard outA > 0 else { return .clear }
    func mix(_ fg: UInt8, _ bg: UInt8) -> UInt8 {
      UInt8(((Double(fg) * a + Double(bg) * bgA * (1 - a)) / outA).rounded())
    }
    return Color(
      red: mix(overlay.red, red), green: mix(overlay.green, green), blue: mix(overlay.blue, blue),
      alpha: UInt8((outA * 255).rounded()))
  }

  public var isOpaque: Bool { alpha == 255 }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque. Uppercase, as the specs write it.
  public var hexString: String {
    func byte(_ v: UInt8) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (isOpaque ? "" : byte(alpha))
  }
}

extension Color: CustomStringConvertible {
  public var description: String { hexString }
}
