import Foundation
import Graphics

/// Colour token values: `"#RRGGBB[AA]"`, or the 2025.10 object
/// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#RRGGBB"}`.
///
/// specsheet draws 8-bit sRGB, so every colour ends there. `srgb` is taken as is;
/// `srgb-linear` and `display-p3` are converted exactly as CSS Color 4 does (its transfer
/// function and its rational matrices, linear P3 -> XYZ D65 -> linear sRGB), then clipped:
/// each sRGB channel outside 0...1 is clamped (a plain clip, not CSS's chroma-reducing gamut
/// mapping), then rounded to 8 bits. Other colour spaces are refused: converting them would
/// need choices (white point adaptation, gamut mapping) a reviewer cannot see.
enum TokenColor {
  static let spaces = ["srgb", "srgb-linear", "display-p3"]
  /// The format's other colour spaces, named as known but refused.
  static let otherSpaces = [
    "hsl", "hwb", "lab", "lch", "oklab", "oklch", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
  ]
  static let spelled =
    "write \"#RRGGBB\", \"#RRGGBBAA\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a}"

  /// The colour, or why a valid colour cannot be drawn (its space); invalid ones throw.
  static func read(_ json: TokenJSON) throws(TokenProblem) -> Result<Color, TokenProblem> {
    switch json {
    case .string(let text):
      guard text.hasPrefix("#"), let color = Color(hex: text) else {
        throw TokenProblem("\(TokenText.described(text)) is not a colour; \(spelled)")
      }
      return .success(color)
    case .object(let fields):
      return try object(fields)
    default:
      throw TokenProblem("expected a colour, found \(json.kind); \(spelled)")
    }
  }

  static func object(_ fields: JSONObject) throws(TokenProblem) -> Result<Color, TokenProblem> {
    if let extra = fields.keys.first(where: { !["colorSpace", "components", "alpha", "hex"].contains($0) }) {
      throw TokenProblem(
        "unknown colour field \(Suggestions.quoted(extra)); expected colorSpace, components, alpha, hex")
    }
    guard case .string(let space)? = fields["colorSpace"] else {
      throw TokenProblem("a colour object needs \"colorSpace\" (e.g. \"srgb\"); \(spelled)")
    }
    guard spaces.contains(space) || otherSpaces.contains(space) else {
      throw TokenProblem(
        "unknown colour space (\(TokenText.described(space))); "
          + Suggestions.expected(space, among: spaces + otherSpaces)
      )
    }
    guard case .array(let items)? = fields["components"], items.count == 3 else {
      throw TokenProblem("\"components\" must be a list of 3 numbers (\"none\" counts as 0)")
    }
    var components: [Double] = []
    for (index, item) in items.enumerated() {
      let range = componentRange(space, index)
      // Hues are angles below 360 (360 is written 0).
      let hue = ["hsl", "hwb"].contains(space) && index == 0 || ["lch", "oklch"].contains(space) && index == 2
      switch item {
      case .number(let n) where range.contains(n) && !(hue && n == 360):
        components.append(n)
      case .string("none"): components.append(0)
      default:
        let bound =
          hue
          ? "an angle from 0 to below 360"
          : range.upperBound < 1e300
            ? "from \(range.lowerBound.tokenText) to \(range.upperBound.tokenText)" : "a number"
        throw TokenProblem("\(space) component \(index + 1) is \(bound), found \(item.kind)")
      }
    }
    var alpha = 1.0
    if let value = fields["alpha"] {
      guard case .number(let a) = value, (0...1).contains(a) else {
        throw TokenProblem("\"alpha\" is a number from 0 to 1, found \(value.kind)")
      }
      alpha = a
    }
    if let hex = fields["hex"] {
      guard case .string(let text) = hex, text.hasPrefix("#"), text.count == 7, Color(hex: text) != nil else {
        throw TokenProblem("\"hex\" is a fallback \"#RRGGBB\", found \(hex.kind)")
      }
    }
    guard spaces.contains(space) else {
      return .failure(
        TokenProblem(
          "colour space \(space) is not supported: specsheet converts only \(spaces.joined(separator: ", ")) exactly; "
            + "export this colour as srgb"
        ))
    }
    let srgb: [Double] =
      switch space {
      case "srgb-linear": components.map(gammaEncode)
      case "display-p3": displayP3ToSRGB(components)
      default: components
      }
    func byte(_ c: Double) -> UInt8 { UInt8((min(max(c, 0), 1) * 255).rounded()) }
    return .success(Color(red: byte(srgb[0]), green: byte(srgb[1]), blue: byte(srgb[2]), alpha: byte(alpha)))
  }

  /// The range of a component (Format Module, "Color"): hues 0..<360, lightness per space.
  static func componentRange(_ space: String, _ index: Int) -> ClosedRange<Double> {
    let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    switch (space, index) {
    case ("hsl", 0), ("hwb", 0), ("lch", 2), ("oklch", 2): return 0...360
    case ("hsl", _), ("hwb", _), ("lab", 0), ("lch", 0): return 0...100
    case ("oklab", 0), ("oklch", 0): return 0...1
    case ("lch", 1), ("oklch", 1): return 0...Double.greatestFiniteMagnitude
    case ("lab", _), ("oklab", _), ("xyz-d65", _), ("xyz-d50", _): return any
    default: return 0...1
    }
  }

  /// CSS Color 4 `lin_sRGB` (sRGB and Display P3 share the transfer function).
  static func gammaDecode(_ c: Double) -> Double {
    abs(c) <= 0.04045 ? c / 12.92 : (c < 0 ? -1 : 1) * pow((abs(c) + 0.055) / 1.055, 2.4)
  }

  /// CSS Color 4 `gam_sRGB`.
  static func gammaEncode(_ c: Double) -> Double {
    abs(c) > 0.0031308 ? (c < 0 ? -1 : 1) * (1.055 * pow(abs(c), 1 / 2.4) - 0.055) : 12.92 * c
  }

  /// CSS Color 4 `lin_P3_to_XYZ` and `XYZ_to_lin_sRGB` (both D65, so no adaptation).
  static let linearP3ToXYZ: [[Double]] = [
    [608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160],
    [35783 / 156275, 247089 / 357200, 198249 / 2_500_400],
    [0, 32229 / 714400, 5_220_557 / 5_000_800],
  ]
  static let xyzToLinearSRGB: [[Double]] = [
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667],
  ]

  /// Gamma-encoded Display P3 to gamma-encoded sRGB, unclipped.
  static func displayP3ToSRGB(_ p3: [Double]) -> [Double] {
    func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
      m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }
    return multiply(xyzToLinearSRGB, multiply(linearP3ToXYZ, p3.map(gammaDecode))).map(gammaEncode)
  }
}
