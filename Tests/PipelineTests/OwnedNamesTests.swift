import Foundation
import Testing

@testable import Pipeline

/// The list of files specsheet wrote (`.specsheet-files`): one name a line, `%` and line breaks
/// escaped byte by byte, read back as written; a plain name is copied as it is.
@Suite struct OwnedNamesTests {
  @Test func namesAreEscapedAndReadBack() {
    let names = [
      "material/chip/a@2x.png", "100%.png", "two\nlines.png", "cr\r.png", "crlf\r\n.png", "%0A", "é%\u{301}",
    ]
    let text = OutputFolder.text(names)
    // Byte by byte: the `%` before a combining mark is escaped too (by characters it was not).
    var expected: [UInt8] = []
    for name in names {
      for byte in name.utf8 {
        switch byte {
        case UInt8(ascii: "%"): expected += Array("%25".utf8)
        case 0x0A: expected += Array("%0A".utf8)
        case 0x0D: expected += Array("%0D".utf8)
        default: expected.append(byte)
        }
      }
      expected.append(0x0A)
    }
    #expect(text == expected)
    #expect(OutputFolder.parse(String(decoding: text, as: UTF8.self)) == names)
  }
}
