import Foundation
import TestSupport
import Testing

@testable import PageKit
@testable import Site

/// Issue 37 (guards on the hand-written primitives): pages are `HTML`, whose interpolation escapes
/// text, so a name from a pull request cannot become markup, and markup is never escaped twice.
@Suite struct HTMLTests {
  /// A fixture or token name an attacker could choose.
  static let hostile = #"<img src=x onerror=alert(1)>"&"#
  /// It as text on a page: escaped once.
  static let escaped = "&lt;img src=x onerror=alert(1)&gt;&quot;&amp;"

  /// The hostile name shows only escaped, exactly once per place it was put, never escaped twice.
  static func expectEscaped(_ html: HTML, times: Int, _ view: String) {
    let markup = html.description
    #expect(!markup.contains("<img src=x"), "\(view): unescaped: \(markup)")
    #expect(!markup.contains("&amp;lt;") && !markup.contains("&amp;amp;"), "\(view): escaped twice: \(markup)")
    #expect(markup.components(separatedBy: escaped).count - 1 == times, "\(view): \(markup)")
  }

  @Test func textInterpolatedIntoHTMLIsEscapedByPageHTMLsRules() {
    let text = "Wörter & <b>\"Überschrift\"</b> 🙂"
    let html: HTML = "<p>\(text)</p>"
    #expect(html.description == "<p>" + PageHTML.escape(text) + "</p>")
    let sub: HTML = "\(Self.hostile.dropFirst(0))"
    #expect(sub.description == Self.escaped)
    let number: HTML = #"<img width="\#(-12)" height="\#(UInt8(7))">"#
    #expect(number.description == #"<img width="-12" height="7">"#)
    let decimals: HTML = #"<rect x="\#(1.5)" y="\#(-2.0)" width="\#(Double(3) * 0.1)">"#
    #expect(decimals.description == #"<rect x="1.5" y="-2.0" width="\#(Double(3) * 0.1)">"#)
  }

  /// `PageHTML.url` percent-encodes as `CharacterSet.urlPathAllowed` did every character but `&`
  /// and `'` (a page's bytes change only for names holding them); those two are encoded as well,
  /// so a file name can neither start a character reference nor end a CSS `url('…')` string.
  @Test func urlsAreEncodedAsBeforeButForAmpersandAndQuote() {
    let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    for text in ascii + ["ü", "🙂", "images/a b/c@2x.png", "é/%41"] where text != "&" && text != "'" {
      #expect(
        PageHTML.url(text).description == text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
        "\(text.unicodeScalars.map(\.value))")
    }
    #expect(PageHTML.url("a&b'c").description == "a%26b%27c")
    #expect(PageHTML.url(HostileName.text).description == HostileName.url)
    #expect(HostileName.url.removingPercentEncoding == HostileName.text)
  }

  /// `PageHTML.jsonString` is JSON that reads back as the text, and no text closes the script
  /// element it sits in.
  @Test func jsonStringsReadBackAndCannotCloseTheirScript() throws {
    for text in [HostileName.text, "a\u{1}b\n\\\"</script><!--", "Wörter 🙂", ""] {
      let json = PageHTML.jsonString(text).description
      #expect(!json.contains("<"), "\(json)")
      let read = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
      #expect(read == [text], "\(json)")
    }
  }

  @Test func markupPassesThroughAsWritten() {
    let inner: HTML = "<b>\(Self.hostile)</b>"
    let outer: HTML = "<p>\(inner)</p>"
    #expect(outer.description == "<p><b>\(Self.escaped)</b></p>")
    #expect(HTML(trusted: "<script>a && b</script>").description == "<script>a && b</script>")
    var sum: HTML = "<ul>"
    sum += ["a", "<"].map { (item: String) -> HTML in "<li>\(item)</li>" }.joined(separator: "\n")
    #expect((sum + "</ul>").description == "<ul><li>a</li>\n<li>&lt;</li></ul>")
    #expect(([] as [HTML]).joined().isEmpty)
    #expect((HTML() + "x").description == "x")
    #expect(outer == HTML(trusted: "<p><b>\(Self.escaped)</b></p>"), "HTML compares by its markup")
  }

  @Test func everyPageViewEscapesTextOnce() {
    let h = Self.hostile
    Self.expectEscaped(PageViews.badge(kind: h, h), times: 2, "badge")
    Self.expectEscaped(PageViews.badge(.open, h), times: 1, "verdict badge")
    Self.expectEscaped(PageViews.swatch(h, showValue: true), times: 3, "swatch")
    Self.expectEscaped(PageViews.contrast(h, failing: false), times: 1, "contrast")
    Self.expectEscaped(PageViews.contrast(h, failing: true, minimumText: h), times: 2, "failing contrast")
    Self.expectEscaped(PageViews.finding(h, code: true), times: 1, "finding")
    Self.expectEscaped(PageViews.finding(h, accepted: (h, h)), times: 3, "accepted finding")
    Self.expectEscaped(PageViews.figure("<img>", caption: "\(h)", classes: h), times: 2, "figure")
    Self.expectEscaped(
      PictureViews.pixels(SiteHTML.href(h), width: 2, height: 2, scale: 3, alt: h, classes: h), times: 2, "pixels")
    Self.expectEscaped(PictureViews.stack("\(h)", width: 2, height: 2, scale: 1), times: 1, "stack")
    let zoom = PictureViews.zoom(
      .init(x: 0, y: 0, width: 1, height: 1), width: 4, height: 4, cells: [(SiteHTML.href("a.png"), h)])
    Self.expectEscaped(zoom, times: 2, "zoom")
  }

  @Test func thePageShellAndTheSiteEscapeNamesAndURLsOnce() {
    let h = Self.hostile
    let crumbs = PageHTML.breadcrumb([(h, SiteHTML.href("a&b.html")), (h, nil)])
    Self.expectEscaped(crumbs, times: 2, "breadcrumb")
    #expect(crumbs.description.contains(#"href="a&amp;b.html""#))
    let page = PageHTML.document(title: h, stylesheet: .embedded(layout: ""), header: crumbs, main: "", script: "")
    Self.expectEscaped(page, times: 3, "document")
    let site = SiteHTML.page(title: h, depth: 1, crumbs: [(h, "index.html"), (h, nil)], body: "<p>\(h)</p>")
    Self.expectEscaped(site, times: 4, "site page")
    #expect(site.description.contains(#"<a href="../index.html">"#))
  }
}
