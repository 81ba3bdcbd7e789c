/// Text formatting shared by every stage's dump, so dumps are stable and diffable.

extension Double {
  /// Shortest form with at most three decimals: 12 -> "12", 12.5 -> "12.5", 1/3 -> "0.333".
  public var dumped: String {
    // Non-finite and huge values print as Swift does; only everyday sizes get the short form.
    guard isFinite, abs(self) < 1e12 else { return "\(self)" }
    let rounded = (self * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = String(format3(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}

private func format3(_ v: Double) -> String {
  let negative = v < 0
  let milli = Int((abs(v) * 1000).rounded())
  let whole = milli / 1000
  let frac = milli % 1000
  let fracString = String(frac)
  let padded = String(repeating: "0", count: 3 - fracString.count) + fracString
  return (negative ? "-" : "") + "\(whole).\(padded)"
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
