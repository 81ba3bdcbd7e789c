import Audit
import Graphics
import PageKit

/// One cell's detail view: the picture at @1x/@2x/@3x with its redline, finding and
/// accessibility layers, then the audit's findings, the swatches, the accessibility elements and
/// the spec rules that apply.
public enum DetailPage {
  static let depth = 3

  public static func html(
    _ cell: SiteCell, canvas: Color, neighbours: (SiteCell?, SiteCell?), catalog: SiteCatalog,
    modes: [(label: String, cell: SiteCell?)] = []
  ) -> HTML {
    let scale = SitePages.defaultScale(cell.scales)
    let component = "\(cell.system)/\(cell.component)"
    let up = SiteHTML.up(depth)
    let componentPage = up + "\(component)/index.html"
    let base = SiteHTML.href(up + SitePages.imageBase(cell, catalog: catalog))
    let theme = cell.themeSlug.map { slug -> HTML in
      #" · <a href="\#(SiteHTML.href(up + SitePages.themePath(slug)))">theme</a>"#
    }
    var body: HTML = """
      <h1>\(cell.variant) · \(cell.state)\(modeSuffix(cell))</h1>\(cell.debugOverlay ? DetailPage.debugNote : HTML())
      <p class="note">\(cell.id) · <a href="\(SiteHTML.href(componentPage))#\(
        cell.anchor)">in the \(component) grid</a>\(
        theme ?? HTML())</p>
      \(pager(neighbours))\(modeNav(cell, modes))
      <div class="toolbar">\(SiteHTML.scaleChooser(cell.scales, selected: scale))
      <fieldset class="layers"><legend>Layers</legend>
      <label><input type="checkbox" data-layer="redlines" checked> redlines</label>
      <label><input type="checkbox" data-layer="findings" checked> measured frames</label>
      <label><input type="checkbox" data-layer="a11y"> accessibility</label></fieldset>
      \(SiteHTML.visionChooser)\(DetailInspector.zoomControls)</div>
      <div class="inspect-wrap"><figure class="detail" data-base="\(base)" data-scales="\(
        cell.scales.map(String.init).joined(separator: ","))">
      <div class="figure-wrap frame" tabindex="0" role="group" aria-label="picture">\(
        DetailFigure.svg(cell, image: SitePages.image(cell, scale: scale, depth: depth, catalog: catalog),
          scale: scale, canvas: canvas))</div>
      <figcaption>PNG: \(cell.scales.map { s -> HTML in
        #"<a href="\#(SitePages.image(cell, scale: s, depth: depth, catalog: catalog))">@\#(s)x</a>"#
      }.joined(separator: " "))
      · \(SiteHTML.number(cell.size.width))×\(SiteHTML.number(cell.size.height)) pt</figcaption>
      </figure>\(DetailInspector.panel(cell, theme: catalog.themes.first { $0.slug == cell.themeSlug }))</div>

      """
    body += SiteHTML.baselineNote(catalog)
    body += findings(cell)
    body += swatches(cell)
    body += list("Accessibility", id: "a11y", cell.accessibility.map { "\($0.order). \($0.text)" })
    body += list("Spec rules", id: "rules", cell.rules)
    return SiteHTML.page(
      title: "\(cell.id) · specsheet catalog", depth: depth,
      crumbs: [
        ("Catalog", "index.html"), (component, "\(component)/index.html"), ("\(cell.variant) · \(cell.state)", nil),
      ],
      body: body)
  }

  /// Previous and next cell of the component (also the arrow keys).
  static func pager(_ neighbours: (SiteCell?, SiteCell?)) -> HTML {
    func link(_ cell: SiteCell?, _ rel: String, _ word: String) -> HTML {
      guard let cell else { return "" }
      let target = SiteHTML.href(SiteHTML.up(depth) + SitePages.detailPath(cell))
      return #"<a rel="\#(rel)" href="\#(target)">\#(word): \#("\(cell.variant) · \(cell.state)")</a>"#
    }
    let links = [link(neighbours.0, "prev", "Previous"), link(neighbours.1, "next", "Next")].filter { !$0.isEmpty }
    guard !links.isEmpty else { return "" }
    return #"<nav class="pager" aria-label="Cells">\#(links.joined(separator: " "))"#
      + #" <span class="note">(← and → keys; r toggles the redlines)</span></nav>"#
  }

  static func findings(_ cell: SiteCell) -> HTML {
    var html: HTML =
      #"<section aria-labelledby="audit" class="verdict" \#(SiteVerdict.attributes(cell.counts))>"#
      + #"<h2 id="audit">Audit</h2>"#
    if cell.findings.isEmpty { return html + #"<p>Conforms: no finding.</p></section>"# + "\n" }
    html += "<p>\(SiteVerdict.badge(cell.counts))</p>"
    if !cell.open.isEmpty {
      html += "<h3>Open</h3><ul class=\"findings\">"
      html += cell.open.map { PageViews.finding($0.line + $0.drawnNote) }.joined() + "</ul>"
    }
    if !cell.accepted.isEmpty {
      html += "<h3>Accepted</h3><ul class=\"findings\">"
      html +=
        cell.accepted.map { f in
          PageViews.finding(f.line + f.drawnNote, accepted: (f.acceptedReason ?? "", f.location))
        }.joined() + "</ul>"
    }
    if !cell.exempt.isEmpty {
      // Informational: shown, never under "Open" nor counted as open (issue 40).
      html += #"<h3>Exempt (informational)</h3><ul class="findings">"#
      html += cell.exempt.map { PageViews.finding($0.line + $0.drawnNote, exempt: true) }.joined() + "</ul>"
    }
    return html + "</section>\n"
  }

  static func swatches(_ cell: SiteCell) -> HTML {
    guard !cell.swatches.isEmpty else { return "" }
    var html: HTML =
      #"<section aria-labelledby="swatches"><h2 id="swatches">Swatches</h2><table class="swatches"><thead><tr>"#
      + #"<th scope="col">colour</th><th scope="col">what is drawn</th><th scope="col">contrast</th></tr></thead>"#
      + "<tbody>"
    for s in cell.swatches {
      let ratio = s.ratio.map { r in
        PageViews.contrast(
          "\(Contrast.format(r)):1", failing: s.minimum.map { r < $0 } ?? false,
          minimumText: s.minimum.map { "\(SiteHTML.number($0)):1" })
      }
      html +=
        "<tr><td>\(PageViews.swatch(SiteHTML.css(s.color)))</td>"
        + #"<td>\#(s.text)</td><td>\#(ratio ?? "")</td></tr>"#
    }
    return html + "</tbody></table></section>\n"
  }

  /// A titled list; the accessibility elements carry their reading order in their text.
  static func list(_ title: String, id: String, _ lines: [String]) -> HTML {
    guard !lines.isEmpty else { return "" }
    return #"<section aria-labelledby="\#(id)"><h2 id="\#(id)">\#(title)</h2><ul class="plain">"#
      + lines.map { "<li>\($0)</li>" }.joined() + "</ul></section>\n"
  }

  /// Under a debug variant's title: what the overlay is, and that the swatches leave it out.
  static let debugNote: HTML =
    #"<p class="note"><span class="debug-tag">debug overlay</span> specsheet draws the 44pt touch target "#
    + #"(magenta) and the hit area (green) over the component; the swatches are the component's without them.</p>"#
}
