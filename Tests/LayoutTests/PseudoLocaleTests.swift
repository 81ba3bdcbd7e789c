import ComponentKit
import Testing

/// Issue 39, "Must show": pseudo-locale tests with the vectors (Android's en-XA and ar-XB,
/// IBM's expansion table for x-expand).
@Suite struct PseudoLocaleTests {
  @Test func accentedMatchesAndroidsVector() {
    #expect(PseudoLocale.accented.apply("Hello, world") == "[Ĥéļļö, ŵöŕļð one two]")
  }

  @Test func accentedChangesEveryLatinLetterAndNothingElse() {
    let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let marked = PseudoLocale.accented.apply(letters).dropFirst().prefix(letters.count)
    #expect(zip(letters, marked).allSatisfy { $0 != $1 })
    #expect(Set(marked).count == 52)
    #expect(PseudoLocale.accented.apply("12, 3!") == "[12, 3! one]")
  }

  /// Padding is whole words reaching half the source's length: "OK" gains one word, an empty
  /// text only its brackets, and a long text cycles the words.
  @Test func accentedPadsByWholeWordsToHalfTheLength() {
    #expect(PseudoLocale.accented.apply("OK") == "[ÖĶ one]")
    #expect(PseudoLocale.accented.apply("") == "[]")
    let long = String(repeating: "a", count: 200)
    let padded = PseudoLocale.accented.apply(long)
    let padding = padded.dropFirst(201).dropLast()
    #expect(padding.first == " ")
    #expect(padding.count - 1 >= 100)
    #expect(padding.split(separator: " ").allSatisfy { PseudoLocale.paddingWords.contains(String($0)) })
  }

  @Test func bidiWrapsEachWordInMarksAndOverride() {
    let (rlm, rlo, pdf) = ("\u{200F}", "\u{202E}", "\u{202C}")
    #expect(PseudoLocale.bidi.apply("Hello world") == "\(rlm)\(rlo)Hello\(pdf)\(rlm) \(rlm)\(rlo)world\(pdf)\(rlm)")
    #expect(PseudoLocale.bidi.apply("  ") == "  ")
    #expect(PseudoLocale.bidi.isRightToLeft && !PseudoLocale.accented.isRightToLeft)
  }

  /// Each band of IBM's table at its edges, and the added length exact.
  @Test(arguments: [
    (1, 200), (10, 200), (11, 100), (20, 100), (21, 80), (30, 80), (31, 60), (50, 60), (51, 40), (70, 40),
    (71, 30), (500, 30),
  ])
  func expansionFollowsIBMsBands(length: Int, percent: Int) {
    #expect(PseudoLocale.expansionPercent(length: length) == percent)
    let text = String(repeating: "x", count: length)
    let grown = PseudoLocale.expanded.apply(text)
    #expect(grown.hasPrefix(text))
    #expect(grown.count - length == (length * percent + 99) / 100)
  }

  /// The source stays first and readable; the padding is cut to the exact length (12 + 12 here).
  @Test func expandedKeepsTheSourceReadable() {
    #expect(PseudoLocale.expanded.apply("Hello, world") == "Hello, world one two thr")
    #expect(PseudoLocale.expanded.apply("OK") == "OK one")
    #expect(PseudoLocale.expanded.apply("") == "")
  }
}
