import Audit
import Graphics
import PageKit

/// A theme's page: its colour roles, the contrast of the pairs its components draw (at the
/// audit's thresholds, exempt pairs marked), its type styles and shapes, each with what set it: a
/// token, a fixture's `theme:`, or the system's default.
public enum ThemePage {
  static let depth = 1

  /// `cells`: the site's cells drawn in this theme (`SiteCell.themeSlug`), whose swatches say
  /// which colour pairs the components draw.
  public static func html(_ theme: SiteTheme, cells: [SiteCell] = []) -> HTML {
    var body: HTML = "<h1>\(theme.title)</h1>\n"
    body += roles("Colour roles", id: "colors", theme.colors, swatch: true)
    body += matrix(theme, pairs: drawnPairs(theme, cells: cells))
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
      + #"<th scope="col">role</th><th scope="col">value</th><th scope="col">set by</th></tr></thead><tbody>"#
    for role in roles {
      let chip =
        swatch ? role.color.map { PageViews.swatch(SiteHTML.css($0)) + " " } : nil
      let source: HTML =
        role.token.map { token -> HTML in "token <code>\(token)</code>" }
        ?? role.fixture.map { file -> HTML in "<code>theme:</code> in <code>\(file)</code>" }
        ?? #"<span class="note">the system's default</span>"#
      html +=
        #"<tr><th scope="row">\#(role.name)</th><td>\#(chip ?? "")"#
        + #"<code>\#(role.value)</code></td><td>\#(source)</td></tr>"#
    }
    return html + "</tbody></table></section>\n"
  }

  /// A colour pair the components draw in this theme: ink role on surface role, its ratio, the
  /// threshold the audit holds it to (the strictest where it is drawn) and whether only exempt
  /// (disabled) states draw it.
  public struct Pair: Hashable, Sendable {
    public var text: String
    public var surface: String
    public var ratio: Double
    public var minimum: Double
    public var exempt: Bool
    public var failing: Bool { !exempt && ratio < minimum }
  }

  /// The pairs drawn, read from the cells' swatches. Each colour is named by its role (a text
  /// role first for inks, a surface role first for backgrounds); a translucent ink by its role
  /// and opacity (`on-surface 87%`); a colour no role holds (a blend, a state layer) by its hex.
  public static func drawnPairs(_ theme: SiteTheme, cells: [SiteCell]) -> [Pair] {
    func role(_ color: Color, preferring names: [String]) -> String? {
      let exact = theme.colors.filter { $0.color == color }.map(\.name)
      if let name = exact.first(where: { names.contains($0) }) ?? exact.first { return name }
      let tinted = theme.colors.filter { role in
        guard let c = role.color else { return false }
        return c.alpha == 255 && c.red == color.red && c.green == color.green && c.blue == color.blue
      }.map(\.name)
      if let name = tinted.first(where: { names.contains($0) }) ?? tinted.first {
        return "\(name) \(Int((Double(color.alpha) / 255 * 100).rounded()))%"
      }
      return color.hexString
    }
    var pairs: [String: Pair] = [:]
    var order: [String] = []
    for cell in cells where cell.themeSlug == theme.slug {
      let exempt = ContrastThreshold.isExempt(state: cell.state)
      for s in cell.swatches {
        guard let background = s.background, let ratio = s.ratio, let minimum = s.minimum,
          let ink = role(s.color, preferring: theme.textRoles),
          let surface = role(background, preferring: theme.surfaceRoles)
        else { continue }
        let key = ink + "\u{0}" + surface
        if var known = pairs[key] {
          known.minimum = max(known.minimum, minimum)
          known.exempt = known.exempt && exempt
          pairs[key] = known
        } else {
          pairs[key] = Pair(text: ink, surface: surface, ratio: ratio, minimum: minimum, exempt: exempt)
          order.append(key)
        }
      }
    }
    return order.compactMap { pairs[$0] }
  }

  static func matrix(_ theme: SiteTheme, pairs: [Pair]) -> HTML {
    guard !pairs.isEmpty else { return "" }
    var texts: [String] = []
    var surfaces: [String] = []
    for p in pairs {
      if !texts.contains(p.text) { texts.append(p.text) }
      if !surfaces.contains(p.surface) { surfaces.append(p.surface) }
    }
    var html: HTML =
      #"<section aria-labelledby="contrast"><h2 id="contrast">Contrast</h2><p class="note">WCAG 2.x contrast of "#
      + #"each colour pair the components draw in this theme, named by role where a role holds the colour (a "#
      + #"pair never drawn is left empty), against the "#
      + #"threshold the audit holds it to: 4.5:1 for text, 3:1 for large text and icons. A pair drawn only by "#
      + #"disabled states is exempt (shown, never a failure).</p>"#
      + #"<div class="grid-wrap" role="group" aria-labelledby="contrast"><table class="matrix">"#
      + #"<thead><tr><th scope="col">ink \ surface</th>"#
      + surfaces.map { #"<th scope="col">\#($0)</th>"# }.joined() + "</tr></thead><tbody>"
    for text in texts {
      html += #"<tr><th scope="row">\#(text)</th>"#
      for surface in surfaces {
        guard let p = pairs.first(where: { $0.text == text && $0.surface == surface }) else {
          html += #"<td class="none"><span class="note">not drawn</span></td>"#
          continue
        }
        let threshold = " (≥ \(SiteHTML.number(p.minimum)):1)"
        let mark: HTML =
          p.exempt ? #" <span class="note">exempt</span>"# : p.failing ? #" <span class="bad">fails</span>"# : ""
        html +=
          #"<td class="\#(p.failing ? "fail" : p.exempt ? "exempt" : "pass")">\#(Contrast.format(p.ratio)):1"#
          + "\(threshold)\(mark)</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div></section>\n"
  }
}
