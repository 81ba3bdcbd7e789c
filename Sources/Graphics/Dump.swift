/// Text formatting shared by every stage's dump, so dumps are stable and diffable.

extension Double {
  /// Shortest form with at most three decimals: 12 -> "12", 12.5 -> "12.5", 1/3 -> "0.333". How
  /// every dump and finding prints points.
  public var dumped: String { trimmed(decimals: 3) }

  /// Shortest form with at most `decimals` (0...6) decimals, rounded half away from zero, no
  /// trailing zeros: the one way numbers are printed for people (dumps, findings, messages).
  public func trimmed(decimals: Int) -> String {
    // Non-finite and huge values print as Swift does; only everyday sizes get the short form.
    guard isFinite, abs(self) < 1e12 else { return "\(self)" }
    let digits = min(max(decimals, 0), 6)
    let scale = Self.powersOfTen[digits]
    let rounded = (self * scale).rounded() / scale
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = fixed(rounded, scale: scale, digits: digits)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }

  private static let powersOfTen: [Double] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]
}

/// `v` with exactly `digits` decimals (`scale` is 10^digits), from whole units of 1/scale.
private func fixed(_ v: Double, scale: Double, digits: Int) -> String {
  let negative = v < 0
  let units = Int((abs(v) * scale).rounded())
  let one = Int(scale)
  let fracString = String(units % one)
  let padded = String(repeating: "0", count: digits - fracString.count) + fracString
  return (negative ? "-" : "") + "\(units / one).\(padded)"
}

extension Rect {
  /// `x,y wxh` in points, e.g. `12,6 40x20`.
  public var dumped: String { "\(x.dumped),\(y.dumped) \(width.dumped)x\(height.dumped)" }
}

extension Point {
  public var dumped: String { "\(x.dumped),\(y.dumped)" }
}

extension Size {
  public var dumped: String { "\(width.dumped)x\(height.dumped)" }
}

extension UInt32 {
  /// A Unicode code point's hex digits, at least four, upper case: 0xE5CA -> "E5CA", 9 -> "0009".
  public var codePointHex: String {
    let s = String(self, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - s.count)) + s
  }
}
