import Audit
import PageKit

/// A component's page: per fixture file, the variant × state grid in the sheet's order, each cell
/// a picture (lazy, at the chosen scale) linking to its detail view, with its audit verdict.
public enum ComponentPage {
  static let depth = 2

  public static func html(_ component: SiteComponent, catalog: SiteCatalog) -> HTML {
    let scales = Array(Set(component.allModes.flatMap(\.cells).flatMap(\.scales))).sorted()
    let selected = scales.min() ?? 1
    var body: HTML = """
      <h1>\(component.system) / \(component.component)</h1>
      <div class="toolbar">\(SiteHTML.scaleChooser(scales, selected: selected))\(modeChooser(component))\(
        SiteHTML.visionChooser)</div>
      <p class="note">Each picture opens its detail view: redlines, swatches, accessibility, rules and findings.</p>

      """
    body += SiteHTML.baselineNote(catalog)
    body += modeViews(component, scale: selected, catalog: catalog)
    return SiteHTML.page(
      title: "\(component.name) · specsheet catalog", depth: depth,
      crumbs: [("Catalog", "index.html"), (component.name, nil)], body: body)
  }

  static func grid(
    _ section: SiteSection, number: Int, component: SiteComponent, scale: Int, catalog: SiteCatalog
  ) -> HTML {
    let heading = SiteHTML.anchor("section", String(number))
    var html: HTML =
      #"<section aria-labelledby="\#(heading)"><h2 id="\#(heading)">\#(section.source)</h2>"#
      + #"<p class="note">Theme: \#(section.theme)</p>"#
      // No scrolling box of its own: a grid wider than the window scrolls the page (SiteStyle).
      + #"<div class="grid-wrap" role="group" aria-labelledby="\#(heading)"><table class="grid">"#
      + #"<thead><tr><th scope="col">variant</th>"#
      + section.states.map { #"<th scope="col">\#($0)</th>"# }.joined() + "</tr></thead><tbody>"
    for row in section.rows {
      html += #"<tr><th scope="row">\#(row.variant)</th>"#
      for cell in row.cells {
        guard let cell else {
          html += #"<td class="empty"><span class="note">none</span></td>"#
          continue
        }
        html += cellHTML(cell, canvas: section, scale: scale, catalog: catalog)
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div></section>\n"
  }

  static func cellHTML(_ cell: SiteCell, canvas section: SiteSection, scale: Int, catalog: SiteCatalog) -> HTML {
    let id = cell.anchor
    let shown = cell.scales.contains(scale) ? scale : cell.scales.min() ?? scale
    let n = SiteHTML.number
    let detail = SiteHTML.href(SiteHTML.up(depth) + SitePages.detailPath(cell))
    let base = SiteHTML.href(SiteHTML.up(depth) + SitePages.imageBase(cell, catalog: catalog))
    let src = SitePages.image(cell, scale: shown, depth: depth, catalog: catalog)
    let scales = cell.scales.map(String.init).joined(separator: ",")
    let alt = "\(cell.variant), \(cell.state)"
    let open: HTML =
      #"<td id="\#(id)"><a class="cell" href="\#(detail)"><span class="pic-wrap" "#
      + #"style="background:\#(SiteHTML.css(section.canvas))"><img class="pic" loading="lazy" "#
    let size: HTML =
      #"src="\#(src)" srcset="\#(SitePages.srcset(cell, scale: shown, depth: depth, catalog: catalog))" "#
      + #"data-base="\#(base)" data-scales="\#(scales)" "#
      + #"data-w="\#(n(cell.size.width))" data-h="\#(n(cell.size.height))" "#
      + #"width="\#(n(cell.size.width * Double(shown)))" height="\#(n(cell.size.height * Double(shown)))" "#
    let debug: HTML = cell.debugOverlay ? #" <span class="debug-tag">debug overlay</span>"# : ""
    return open + size + #"alt="\#(alt)"></span><span class="verdict" "#
      + #"\#(SiteVerdict.attributes(cell.counts))>\#(verdict(cell))\#(debug)</span></a>"#
      + ##" <a class="perma" href="#\##(id)" aria-label="Link to \##(cell.state) of "##
      + #"\#(cell.variant)">#</a></td>"#
  }

  /// `conforms`, `1 accepted` or `2 open` (and `3 exempt`): the cell's audit verdict in words.
  public static func verdict(_ cell: SiteCell) -> HTML { SiteVerdict.badge(cell.counts) }
}
