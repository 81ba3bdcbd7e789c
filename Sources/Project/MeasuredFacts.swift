import Graphics

/// What an audit finding measured, as a baseline entry pins it: a number with its unit and the
/// colours involved, e.g. `2.35:1 #FFFFFF on #F69000` (a contrast: ratio, ink, background),
/// `15.7pt` (a dimension) or `#F0F0F0` (a colour). Words between them are for the reader.
///
/// A pinned fact accepts a finding whose facts are the same within a small tolerance, so the
/// same rule on the same part with other colours or numbers stays open.
public struct MeasuredFacts: Hashable, Sendable, CustomStringConvertible {
  public var value: Double?
  /// `:1`, `pt`, `px`, `colour`...; empty when the text gives a bare number.
  public var unit: String
  public var colors: [Color]

  public init(value: Double?, unit: String, colors: [Color]) {
    self.value = value
    self.unit = unit
    self.colors = colors
  }

  /// Reads `2.35:1 #FFFFFF on #F69000`, `15.7pt`, `#F0F0F0`; nil when it holds neither a
  /// number nor a colour.
  public init?(parsing text: String) {
    var value: Double?
    var unit = ""
    var colors: [Color] = []
    for word in text.split(separator: " ") {
      if word.hasPrefix("#") {
        guard word.count == 7 || word.count == 9, let color = Color(hex: String(word)) else { return nil }
        colors.append(color)
      } else if value == nil, let (number, suffix) = Self.number(word) {
        value = number
        unit = suffix
      }
    }
    guard value != nil || !colors.isEmpty else { return nil }
    self.init(value: value, unit: unit, colors: colors)
  }

  /// `2.35:1` → (2.35, ":1"); `15.7pt` → (15.7, "pt"); a word not starting with a number → nil.
  static func number(_ word: Substring) -> (Double, String)? {
    let digits = word.prefix { $0.isNumber || $0 == "." || $0 == "-" }
    guard !digits.isEmpty, let number = Double(digits), number.isFinite else { return nil }
    let suffix = String(word.dropFirst(digits.count))
    guard suffix.allSatisfy(\.isLetter) || suffix == ":1" else { return nil }
    return (number, suffix)
  }

  /// Whether this pinned fact accepts `measured`: the same unit (when this names one), the
  /// number within `tolerance(unit)`, and the same colours in the same order, each channel
  /// within 2/255 (a pixel reading may differ by one step across scales or library versions).
  public func accepts(_ measured: MeasuredFacts) -> Bool {
    if let value {
      guard let other = measured.value else { return false }
      if !unit.isEmpty, unit != measured.unit { return false }
      guard abs(value - other) <= Self.tolerance(unit.isEmpty ? measured.unit : unit) + 1e-9 else { return false }
    }
    if !colors.isEmpty {
      guard colors.count == measured.colors.count else { return false }
      for (a, b) in zip(colors, measured.colors) where !Self.close(a, b) { return false }
    }
    return true
  }

  /// How far a measured number may be from the pinned one: contrast ratios print with two
  /// decimals; dimensions are read on pixels at several scales (a corner 15.64pt at @2x, 15.91pt
  /// at @3x).
  public static func tolerance(_ unit: String) -> Double {
    switch unit {
    case ":1": 0.05
    case "pt", "px": 0.5
    default: 0.01
    }
  }

  static func close(_ a: Color, _ b: Color) -> Bool {
    func near(_ x: UInt8, _ y: UInt8) -> Bool { abs(Int(x) - Int(y)) <= 2 }
    return near(a.red, b.red) && near(a.green, b.green) && near(a.blue, b.blue) && near(a.alpha, b.alpha)
  }

  /// `2.35:1 #FFFFFF on #F69000`, `15.69pt`, `#F0F0F0`: how the audit's writer and messages say it.
  public var description: String {
    var words: [String] = []
    if let value { words.append((unit == ":1" ? Self.twoDecimals(value) : Self.format(value)) + unit) }
    if colors.count == 2, unit == ":1" {
      words += [colors[0].hexString, "on", colors[1].hexString]
    } else {
      words += colors.map(\.hexString)
    }
    return words.joined(separator: " ")
  }

  /// `2.30`: ratios as the audit prints them.
  static func twoDecimals(_ value: Double) -> String {
    let cents = Int((value * 100).rounded())
    let frac = abs(cents) % 100
    return "\(cents < 0 ? "-" : "")\(abs(cents) / 100).\(frac < 10 ? "0" : "")\(frac)"
  }

  /// At most two decimals, no trailing zeros but for ratios (`2.35`, `15.69`, `4`).
  static func format(_ value: Double) -> String {
    let cents = Int((value * 100).rounded())
    let whole = "\(cents < 0 ? "-" : "")\(abs(cents) / 100)"
    let frac = abs(cents) % 100
    if frac == 0 { return whole }
    let digits = frac < 10 ? "0\(frac)" : "\(frac)"
    return whole + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
  }
}
