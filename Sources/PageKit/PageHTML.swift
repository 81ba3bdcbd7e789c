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

  /// A relative file path (`images/fiori/chip/…/normal@2x.diff.png`) as a URL for `src`, `href`
  /// and a quoted CSS `url('…')`: every byte percent-encoded but ASCII letters, digits and
  /// `-._~/!$()*+,=@` (what `CharacterSet.urlPathAllowed` keeps on Linux but `&` and `'`, so a file
  /// name reaches neither the attribute's character references nor the end of the CSS string).
  public static func url(_ path: String) -> HTML {
    guard !path.utf8.allSatisfy(isURLPathByte) else { return "\(path)" }
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in path.utf8 {
      if isURLPathByte(byte) {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return "\(String(decoding: out, as: UTF8.self))"
  }

  static func isURLPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: "-._~/!$()*+,=@".utf8.contains(byte)
    }
  }

  /// Text as a JSON string for a `<script type="application/json">` element, whose content is
  /// read raw (no entities): `"` and `\` escaped, control characters as `\u00XX`, and `<` as
  /// `\u003c` so no text closes the element.
  public static func jsonString(_ text: String) -> HTML {
    var out = "\""
    for u in text.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<": out += "\\u003c"
      case _ where u.value < 0x20:
        let hex = Array("0123456789abcdef")
        out += "\\u00" + String(hex[Int(u.value >> 4)]) + String(hex[Int(u.value & 15)])
      default: out.unicodeScalars.append(u)
      }
    }
    // Escaped above for the script element's raw text, where HTML's escaping would be wrong.
    return HTML(trusted: out + "\"")
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
