/// Messages that echo what a user named (tokens, fixture keys and values, file names) print
/// those names with control characters escaped: a token named `x\nerror: forged` once printed a
/// forged `error:` line, and an ESC in a name reached the terminal and CI log raw.
extension String {
  /// This text with every control character (line breaks, tab, ESC, DEL, C1 controls, other
  /// line separators and the bidirectional overrides that reorder what is shown) written as
  /// `\u{1B}`, so it stays one line and cannot drive a terminal. Plain text is returned as is.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.isEscaped) else { return self }
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if Self.isEscaped(scalar) {
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    // Printable ASCII first, without the Unicode property tables: a failing check's messages
    // spent 50 ms on them (for these scalars they say "not a control, not a line break").
    if scalar.value >= 0x20, scalar.value < 0x7F { return false }
    if scalar.properties.generalCategory == .control { return true }
    if scalar.properties.isPatternWhitespace && scalar != " " { return true }
    // Bidirectional embeddings, overrides and isolates: text shown in another order than read.
    return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
}
