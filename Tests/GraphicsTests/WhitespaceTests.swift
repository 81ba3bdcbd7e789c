import Foundation
import Graphics
import Testing

/// The whitespace tests without Foundation give Foundation's answers.
@Suite struct WhitespaceTests {
  @Test func everyScalarOfTheBMPIsClassedAsFoundationClassesIt() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      if scalar.isFoundationWhitespace != text.trimmingCharacters(in: .whitespaces).isEmpty
        || scalar.isFoundationWhitespaceOrNewline != text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      {
        wrong.append(value)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
  }

  @Test func trimmingMatchesFoundation() {
    let samples = [
      "2", " 2", "2 ", "\t1\t", "\u{00A0}3\u{2003}", "\u{3000}4", "2\n", "\n2", " \r2", "", " ", "\t \u{00A0}",
      "1 2", "é ", " \u{0301}2", "2\u{200B}", "\u{2028}2", " 😀 ",
    ]
    for sample in samples {
      #expect(
        sample.trimmingFoundationWhitespace() == sample.trimmingCharacters(in: .whitespaces),
        "\(sample.debugDescription)")
      #expect(sample[...].trimmingFoundationWhitespace() == sample.trimmingCharacters(in: .whitespaces))
    }
  }
}
