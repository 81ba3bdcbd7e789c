import Foundation
import Testing

@testable import Compare
@testable import PageKit
@testable import Reports
@testable import Review
@testable import Site

/// One look: the shared stylesheet's palette passes WCAG AA in light and dark, and no page's own
/// styles define a colour (they use the tokens).
@Suite struct PageLookTests {
  /// `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(`/`rgba(`/`hsl(`/`hsla(`, and the CSS colour keywords a
  /// stylesheet is likely to use.
  static let colourLiteral = try! NSRegularExpression(
    pattern: #"#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(|:\s*(white|black|red|green|blue|gray|grey|orange)\b"#)

  static func colours(in css: String) -> [String] {
    colourLiteral.matches(in: css, range: NSRange(css.startIndex..., in: css)).compactMap {
      Range($0.range, in: css).map { String(css[$0]) }
    }
  }

  /// The token blocks' `--name:#hex` pairs: light from `:root{…}`, dark from the media query.
  static func tokens(_ block: String) -> [String: String] {
    var out: [String: String] = [:]
    let pair = try! NSRegularExpression(pattern: #"--([a-z0-9-]+):(#[0-9a-fA-F]{3,8})"#)
    for m in pair.matches(in: block, range: NSRange(block.startIndex..., in: block)) {
      out[String(block[Range(m.range(at: 1), in: block)!])] = String(block[Range(m.range(at: 2), in: block)!])
    }
    return out
  }

  /// WCAG 2.x relative luminance of `#rgb` or `#rrggbb`.
  static func luminance(_ hex: String) -> Double {
    var digits = Array(hex.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    let channels = stride(from: 0, to: 6, by: 2).map { i -> Double in
      let v = Double(Int(String(digits[i...i + 1]), radix: 16)!) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  static func ratio(_ a: String, _ b: String) -> Double {
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  @Test func colourLiteralsLiveOnlyInTheTokenBlocks() {
    #expect(!Self.colours(in: PageStyle.tokens).isEmpty, "the pattern finds the tokens' colours")
    for (name, css) in [("base", PageStyle.base), ("parts", PageStyle.parts), ("views", PageStyle.views)] {
      #expect(Self.colours(in: css).isEmpty, "\(name): \(Self.colours(in: css))")
    }
  }

  @Test func noPageDefinesItsOwnColours() {
    let pages = [
      ("check report", HTMLReport.css), ("compare report", CompareReport.css), ("review page", ReviewPage.css),
      ("site", SiteStyle.layout),
    ]
    for (page, css) in pages {
      #expect(Self.colours(in: css).isEmpty, "\(page) defines colours: \(Self.colours(in: css))")
      #expect(css.contains("var(--"), "\(page) uses the tokens")
    }
  }

  @Test func everyPageGetsTheOneStylesheet() {
    #expect(SiteStyle.css.hasPrefix(PageStyle.css))
    #expect(
      SitePages.files(SiteCatalog(components: [], themes: [], imageRoot: "", invocation: "t")).first {
        $0.path == "site.css"
      }?.text == SiteStyle.css)
    let embedded = PageHTML.document(
      title: "t", stylesheet: .embedded(layout: "main{}"), header: "", main: "", script: "")
    #expect(embedded.description.contains("<style>\n" + PageStyle.css + "main{}\n</style>"))
    let page = SiteHTML.page(title: "t", depth: 2, crumbs: [("Catalog", "index.html")], body: "")
    #expect(page.description.contains(#"<link rel="stylesheet" href="../../site.css">"#))
    #expect(!page.description.contains("<style"), "the site links its stylesheet, it does not embed another")
  }

  /// Text colours on every surface, and badge text on every badge, pass 4.5:1 in light and dark.
  @Test func thePalettePassesAAInLightAndDark() throws {
    let css = PageStyle.tokens
    let split = try #require(css.range(of: "@media (prefers-color-scheme: dark)"))
    let light = Self.tokens(String(css[..<split.lowerBound]))
    let dark = light.merging(Self.tokens(String(css[split.lowerBound...]))) { _, new in new }
    #expect(dark["fg"] != light["fg"] && dark["bg"] != light["bg"], "dark mode has its own colours")
    for (scheme, t) in [("light", light), ("dark", dark)] {
      for text in ["fg", "muted", "link", "bad", "warn", "ok"] {
        for surface in ["bg", "panel", "tint-neutral", "tint-ok", "tint-bad", "tint-warn", "code-bg"] {
          let r = Self.ratio(t[text]!, t[surface]!)
          #expect(r >= 4.5, "\(scheme): --\(text) on --\(surface) is \(r):1")
        }
      }
      for badge in ["warn", "failed", "audit"] {
        let r = Self.ratio(t["on-badge"]!, t["badge-" + badge]!)
        #expect(r >= 4.5, "\(scheme): badge \(badge) is \(r):1")
      }
      // The verdicts' ink on their fill (the sheets' badges use the same pairs, issue 40).
      for verdict in ["open", "accepted", "exempt", "conforms"] {
        let r = Self.ratio(t["verdict-\(verdict)-ink"]!, t["verdict-\(verdict)-fill"]!)
        #expect(r >= 4.5, "\(scheme): verdict \(verdict) is \(r):1")
      }
      #expect(Self.ratio(t["focus"]!, t["bg"]!) >= 3, "\(scheme): the focus ring shows (3:1)")
    }
  }
}
