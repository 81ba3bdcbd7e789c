import Foundation
import FoundationXML
import Testing

@testable import Reports

/// Issue 35, rows 14 and 20: what a name can do to the JUnit XML and the Markdown summary.
@Suite struct ReportEscapingTests {
  /// XML 1.0 has no way to write U+FFFE, U+FFFF or most C0 controls, not even as references.
  @Test func junitSpellsOutWhatXMLCannotHold() throws {
    let name = "a\u{FFFE}b\u{FFFF}c\u{1}d\u{1B}e<&>\"'"
    let escaped = JUnitReport.escape(name)
    #expect(escaped == #"a\u{FFFE}b\u{FFFF}c\u{1}d\u{1B}e&lt;&amp;&gt;&quot;&apos;"#)
    let document = Data("<?xml version=\"1.0\"?><t name=\"\(escaped)\">\(escaped)</t>".utf8)
    #expect(XMLParser(data: document).parse())
  }

  /// CommonMark closes a code span at the next run of as many backticks as opened it.
  @Test(arguments: [
    ("plain", "`plain`"), ("a`b", "`` a`b ``"), ("a``b", "``` a``b ```"), ("``![x](y)``", "``` ``![x](y)`` ```"),
    ("```", "```` ``` ````"),
  ])
  func codeSpansAreFencedLongerThanAnyRunInside(text: String, code: String) {
    #expect(MarkdownSummary.code(text) == code)
  }
}
