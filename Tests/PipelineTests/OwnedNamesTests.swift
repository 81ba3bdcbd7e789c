import Foundation
import Testing

@testable import Pipeline

/// The list of files specsheet wrote (`.specsheet-files`): one name a line, `%` and line breaks
/// escaped, read back as written; a plain name is copied as it is.
@Suite struct OwnedNamesTests {
  @Test func namesAreEscapedAsBeforeAndReadBack() {
    let names = [
      "material/chip/a@2x.png", "100%.png", "two\nlines.png", "cr\r.png", "crlf\r\n.png", "%0A", "é%\u{301}",
    ]
    let text = OutputFolder.text(names)
    let expected = names.map {
      $0.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
        .replacingOccurrences(of: "\r", with: "%0D") + "\n"
    }.joined()
    #expect(text == Array(expected.utf8))
    #expect(OutputFolder.parse(String(decoding: text, as: UTF8.self)) == names)
  }
}
