/// Pseudo-locales: text rewritten so a picture shows what translation will do to a component
/// before any translation exists: accents and brackets (`en-XA`), right-to-left runs (`ar-XB`)
/// and a length-aware expansion (`x-expand`).
///
/// `en-XA` and `ar-XB` follow Android's pseudo-locales (developer.android.com, "Test your app
/// with pseudolocales"): en-XA accents every Latin letter, wraps the text in `[` `]` and pads it
/// with the words "one two three …"; ar-XB wraps each word in RLM RLO … PDF RLM so it reads right
/// to left. `x-expand` grows text by IBM Globalization's expansion guideline (Globalization
/// Pipeline, "Planning for text expansion"): up to 10 characters +100-200 %, 11-20 +80-100 %,
/// 21-30 +60-80 %, 31-50 +40-60 %, 51-70 +31-40 %, over 70 +30 %; we take each band's upper
/// bound, the worst a review should see.
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
  case accented = "en-XA"
  case bidi = "ar-XB"
  case expanded = "x-expand"

  /// `text` in this pseudo-locale.
  public func apply(_ text: String) -> String {
    switch self {
    case .accented: Self.accented(text)
    case .bidi: Self.bidi(text)
    case .expanded: Self.expanded(text)
    }
  }

  /// Whether the pseudo-locale reads right to left (its layout mirrors, as Android's ar-XB does).
  public var isRightToLeft: Bool { self == .bidi }

  // MARK: - en-XA

  /// A Latin letter's accented stand-in, chosen from faces the catalog ships (Roboto, Inter and
  /// DejaVu cover all 52).
  static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let marked = Array("åƀçðéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()

  /// The words padding grows text with, repeated when one pass is not enough.
  public static let paddingWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  ]

  /// Accented, bracketed, and padded by whole words to at least half its length again:
  /// "Hello, world" → "[Ĥéļļö, ŵöŕļð one two]".
  static func accented(_ text: String) -> String {
    let marked = String(text.map { accents[$0] ?? $0 })
    let wanted = text.count / 2
    var padding = ""
    var word = 0
    while padding.count < wanted {
      padding += (padding.isEmpty ? "" : " ") + paddingWords[word % paddingWords.count]
      word += 1
    }
    return "[" + marked + (padding.isEmpty ? "" : " " + padding) + "]"
  }

  // MARK: - ar-XB

  static let rightToLeftMark = "\u{200F}"
  static let rightToLeftOverride = "\u{202E}"
  static let popDirectionalFormatting = "\u{202C}"

  /// Each run of non-space characters as RLM RLO word PDF RLM; spaces kept as they were.
  static func bidi(_ text: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      result += rightToLeftMark + rightToLeftOverride + word + popDirectionalFormatting + rightToLeftMark
      word = ""
    }
    for character in text {
      if character.isWhitespace {
        flush()
        result.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return result
  }

  // MARK: - x-expand

  /// IBM's bands: the longest source length a band covers and the growth we take (its upper bound).
  public static let expansionBands: [(upTo: Int, percent: Int)] = [
    (10, 200), (20, 100), (30, 80), (50, 60), (70, 40), (Int.max, 30),
  ]

  /// The growth, in percent, for text of `length` characters.
  public static func expansionPercent(length: Int) -> Int {
    expansionBands.first { length <= $0.upTo }!.percent
  }

  /// `text` followed by a space and padding words, exactly ⌈length × growth⌉ characters longer.
  static func expanded(_ text: String) -> String {
    let length = text.count
    guard length > 0 else { return text }
    let extra = (length * expansionPercent(length: length) + 99) / 100
    var padding = ""
    var word = 0
    while padding.count < extra {
      padding += " " + paddingWords[word % paddingWords.count]
      word += 1
    }
    return text + String(padding.prefix(extra))
  }
}
