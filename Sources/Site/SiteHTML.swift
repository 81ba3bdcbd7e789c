import Foundation
import Graphics
import PageKit

/// The pieces every site page is made of: escaping, relative links, the page shell.
public enum SiteHTML {
  /// A relative path as a URL: each segment percent-encoded (a space, `#` or `?` in a fixture's
  /// variant name stays part of the file name), then escaped for an attribute (the one place a
  /// site URL becomes markup).
  public static func href(_ path: String) -> HTML {
    // Most paths need no percent-encoding (ASCII letters, digits, `-`, `_`, `.`, `/`, `@`):
    // kept as they are without Foundation's per-segment encoding.
    if path.utf8.allSatisfy(isPlainPathByte) { return "\(path)" }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "#?;")
    let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
    return "\(encoded)"
  }

  /// Bytes `CharacterSet.urlPathAllowed` keeps (less `#`, `?` and `;`), a subset to be sure.
  static func isPlainPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "@"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// `../` once per folder a page sits below the site's root.
  public static func up(_ depth: Int) -> String { String(repeating: "../", count: depth) }

  /// An id for an anchor: letters, digits and `-` only (`single-selection--pressed`).
  public static func anchor(_ parts: String...) -> String {
    parts.map { part in
      String(part.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" })
    }.joined(separator: "--")
  }

  /// A number of points for SVG: at most two decimals, no trailing zeros.
  public static func number(_ value: Double) -> String {
    // Whole hundredths in integers: String(format:) and a regular expression per number were a
    // seventh of `site` (every redline and frame of every detail page).
    guard value.isFinite, abs(value) < 1e15 else { return String(format: "%.2f", value) }
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths.magnitude / 100
    let cents = hundredths.magnitude % 100
    if cents == 0 { return String(hundredths / 100) }
    let sign = hundredths < 0 ? "-" : ""
    let fraction = cents % 10 == 0 ? "\(cents / 10)" : cents < 10 ? "0\(cents)" : "\(cents)"
    return "\(sign)\(whole).\(fraction)"
  }

  /// `#RRGGBB` (or `#RRGGBBAA`) of a colour, for CSS.
  public static func css(_ color: Color) -> String { color.hexString }

  /// The page around `body`: the shared shell (`PageHTML.document`) linking the one stylesheet and
  /// script at the site's root (`site.css`, `site.js`), with the colour-vision filters and a
  /// breadcrumb trail.
  public static func page(title: String, depth: Int, crumbs: [(String, String?)], body: HTML) -> HTML {
    let root = up(depth)
    return PageHTML.document(
      title: title, stylesheet: .linked(href: href(root + "site.css")), bodyAttributes: #" data-root="\#(root)""#,
      header: PageHTML.breadcrumb(crumbs.map { ($0.0, $0.1.map { href(root + $0) }) }),
      main: ColorVision.filters + "\n" + body, script: #"<script src="\#(root)site.js"></script>"#)
  }

  /// The colour-vision chooser: one select that sets `data-cvd` on the page's pictures.
  public static let visionChooser: HTML = """
    <label class="chooser">Colour vision <select id="cvd" aria-describedby="cvd-note">
    <option value="">typical</option>
    <option value="protanopia">protanopia</option>
    <option value="deuteranopia">deuteranopia</option>
    <option value="tritanopia">tritanopia</option>
    <option value="achromatopsia">achromatopsia</option>
    </select></label>
    <span id="cvd-note" class="note">simulated on the pictures (Machado et al. 2009)</span>
    """

  /// A radio group choosing the scale the pictures show at; `scales` as rendered.
  public static func scaleChooser(_ scales: [Int], selected: Int) -> HTML {
    let options = scales.map { s -> HTML in
      #"<label><input type="radio" name="scale" value="\#(s)"\#(s == selected ? " checked" : HTML())> @\#(s)x</label>"#
    }.joined(separator: " ")
    return #"<fieldset class="scale"><legend>Scale</legend>\#(options)</fieldset>"#
  }

  /// The missing-baseline sentence (`SiteCatalog.missingBaseline`) as a note, or nothing.
  public static func baselineNote(_ catalog: SiteCatalog) -> HTML {
    catalog.missingBaseline.map { #"<p class="baseline-missing" role="note">\#($0)</p>"# } ?? HTML()
  }
}
