extension Unicode.Scalar {
  /// Whether Foundation's `CharacterSet.whitespaces` holds this scalar: tab, the space
  /// separators (Unicode Zs) and U+200B zero width space. Checked without Foundation, whose
  /// character sets are built through NSString on first use (0.2 ms of a one-image render);
  /// `WhitespaceTests` holds the two to the same answer for every scalar of the BMP.
  public var isFoundationWhitespace: Bool {
    value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
  }

  /// Whether Foundation's `CharacterSet.whitespacesAndNewlines` holds this scalar: the
  /// whitespace above, U+000A to U+000D, U+0085, and the line and paragraph separators.
  public var isFoundationWhitespaceOrNewline: Bool {
    isFoundationWhitespace || (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
  }
}

extension Substring {
  /// The text without the `isFoundationWhitespace` scalars around it: Foundation's
  /// `trimmingCharacters(in: .whitespaces)`. Moves indices instead of building a new scalar
  /// view (a generic type the runtime looks up on first use).
  public func trimmingFoundationWhitespace() -> String {
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start].isFoundationWhitespace { start = scalars.index(after: start) }
    while end > start, scalars[scalars.index(before: end)].isFoundationWhitespace { end = scalars.index(before: end) }
    return String(scalars[start..<end])
  }
}

extension String {
  /// `Substring.trimmingFoundationWhitespace` of the whole text.
  public func trimmingFoundationWhitespace() -> String { self[...].trimmingFoundationWhitespace() }
}
