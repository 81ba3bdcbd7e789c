import Audit
import Graphics
import PageKit

/// A theme's page: its colour roles, the contrast of every text role on every surface (WCAG
/// ratios, pairs below 4.5:1 marked), its type styles and shapes, each with the token that set it.
public enum ThemePage {
  static let depth = 1
  /// WCAG 2.x 1.4.3 (AA) for body text.
  static let minimum = 4.5

  public static func html(_ theme: SiteTheme) -> HTML {
    var body: HTML = "<h1>\(theme.title)</h1>\n"
    body += roles("Colour roles", id: "colors", theme.colors, swatch: true)
    body += matrix(theme)
    body += roles("Type styles", id: "type", theme.typeStyles, swatch: false)
    body += roles("Shapes", id: "shapes", theme.shapes, swatch: false)
    return SiteHTML.page(
      title: "\(theme.title) · specsheet catalog", depth: depth,
      crumbs: [("Catalog", "index.html"), (theme.title, nil)], body: body)
  }

  static func roles(_ title: String, id: String, _ roles: [SiteTheme.Role], swatch: Bool) -> HTML {
    guard !roles.isEmpty else { return "" }
    var html: HTML =
      #"<section aria-labelledby="\#(id)"><h2 id="\#(id)">\#(title)</h2><table class="roles"><thead><tr>"#
      + #"<th scope="col">role</th><th scope="col">value</th><th scope="col">from token</th></tr></thead><tbody>"#
    for role in roles {
      let chip =
        swatch ? role.color.map { PageViews.swatch(SiteHTML.css($0)) + " " } : nil
      html +=
        #"<tr><th scope="row">\#(role.name)</th><td>\#(chip ?? "")"#
        + #"<code>\#(role.value)</code></td>"#
        + "<td>\(role.token.map { token -> HTML in "<code>\(token)</code>" } ?? #"<span class="note">default</span>"#)"
        + "</td></tr>"
    }
    return html + "</tbody></table></section>\n"
  }

  /// The WCAG contrast ratio of each text role (rows) on each surface (columns).
  public static func ratios(_ theme: SiteTheme) -> [(text: String, surface: String, ratio: Double)] {
    let colors = Dictionary(
      theme.colors.compactMap { r in r.color.map { (r.name, $0) } }, uniquingKeysWith: { a, _ in a })
    return theme.textRoles.flatMap { text in
      theme.surfaceRoles.compactMap { surface in
        guard let ink = colors[text], let page = colors[surface] else { return nil }
        return (text, surface, Contrast.ratio(ink, page))
      }
    }
  }

  static func matrix(_ theme: SiteTheme) -> HTML {
    let all = ratios(theme)
    guard !all.isEmpty else { return "" }
    var html: HTML =
      #"<section aria-labelledby="contrast"><h2 id="contrast">Contrast</h2><p class="note">WCAG 2.x contrast of "#
      + #"each text role on each surface; below \#(SiteHTML.number(minimum)):1 (1.4.3 AA) is marked.</p>"#
      + #"<div class="grid-wrap" tabindex="0" role="group" aria-labelledby="contrast"><table class="matrix">"#
      + #"<thead><tr><th scope="col">text \ surface</th>"#
      + theme.surfaceRoles.map { #"<th scope="col">\#($0)</th>"# }.joined() + "</tr></thead><tbody>"
    for text in theme.textRoles {
      html += #"<tr><th scope="row">\#(text)</th>"#
      for surface in theme.surfaceRoles {
        guard let r = all.first(where: { $0.text == text && $0.surface == surface })?.ratio else {
          html += "<td></td>"
          continue
        }
        let fails = r < minimum
        let mark: HTML = fails ? #" <span class="bad">fails</span>"# : ""
        html += #"<td class="\#(fails ? "fail" : "pass")">\#(Contrast.format(r)):1\#(mark)</td>"#
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div></section>\n"
  }
}
