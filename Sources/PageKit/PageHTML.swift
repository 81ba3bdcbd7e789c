/// The page shell every page specsheet writes shares: escaping, the head with the one stylesheet
/// (embedded in a self-contained report, linked from the site), a skip link, the header, main and
/// footer landmarks, and a breadcrumb trail.
public enum PageHTML {
  /// Where a page gets `PageStyle.css`: embedded (a report is one self-contained file) with the
  /// page's own layout rules after it, or linked (the site's pages share one `site.css`).
  public enum Stylesheet: Sendable {
    case embedded(layout: String)
    case linked(href: HTML)
  }

  /// Text and attribute values: `&`, `<`, `>` and `"` escaped.
  public static func escape(_ text: String) -> String {
    // By UTF-8 bytes: the four are ASCII, which no multi-byte sequence contains, and most text
    // has none of them (a site's pages escape every name and line: by characters, a fifth of
    // building the site).
    let special: (UInt8) -> Bool = { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }
    guard text.utf8.contains(where: special) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case 0x26: out.append(contentsOf: "&amp;".utf8)
      case 0x3C: out.append(contentsOf: "&lt;".utf8)
      case 0x3E: out.append(contentsOf: "&gt;".utf8)
      case 0x22: out.append(contentsOf: "&quot;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A whole page. `head` holds extra `<head>` lines (a generator mark), `bodyAttributes` starts
  /// with a space when given; an empty footer is left out. `title` is text.
  public static func document(
    title: String, head: HTML = "", stylesheet: Stylesheet, bodyAttributes: HTML = "", header: HTML,
    main: HTML, footer: HTML = "", script: HTML
  ) -> HTML {
    let style: HTML
    switch stylesheet {
    // The stylesheet is ours: CSS, markup by construction.
    case .embedded(let layout): style = "<style>\n\(HTML(trusted: PageStyle.css + layout))\n</style>"
    case .linked(let href): style = #"<link rel="stylesheet" href="\#(href)">"#
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      \(head.isEmpty ? HTML() : head + "\n")<meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      \(style)
      </head>
      <body\(bodyAttributes)>
      <a class="skip" href="#main">Skip to content</a>
      <header>
      \(header)
      </header>
      <main id="main" tabindex="-1">
      \(main)
      </main>
      \(footer.isEmpty ? HTML() : "<footer>\(footer)</footer>\n")\(script)
      </body>
      </html>

      """
  }

  /// A breadcrumb trail: each crumb a link (`href`, made by the function that escapes a URL) or,
  /// the last, the current page.
  public static func breadcrumb(_ crumbs: [(name: String, href: HTML?)]) -> HTML {
    let trail = crumbs.map { name, href -> HTML in
      href.map { #"<a href="\#($0)">\#(name)</a>"# } ?? #"<span aria-current="page">\#(name)</span>"#
    }.joined(separator: #" <span aria-hidden="true">/</span> "#)
    return #"<nav aria-label="Breadcrumb">\#(trail)</nav>"#
  }
}
