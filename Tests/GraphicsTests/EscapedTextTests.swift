import Testing

@testable import Graphics

/// `escapingControlCharacters` answers printable ASCII without Unicode's property tables (issue 37:
/// a failing check's messages spent 50 ms of its serial tail in them): the same scalars are escaped
/// as by the rule written with the properties alone.
@Suite struct EscapedTextTests {
  static func byProperties(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (scalar.properties.isPatternWhitespace && scalar != " ")
      || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  @Test func escapesTheSameScalarsAsThePropertiesSay() {
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(String.isEscaped(scalar) == Self.byProperties(scalar), "U+\(String(value, radix: 16))")
    }
    #expect("a\u{1B}b\tc ~".escapingControlCharacters == "a\\u{1B}b\\u{9}c ~")
  }
}
