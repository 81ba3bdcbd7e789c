import Audit
import Graphics
import PageKit

/// The site's front page: the design systems and their components, a thumbnail each, the theme
/// pages, and a search over system, component, variant and state names.
public enum IndexPage {
  public static func html(_ catalog: SiteCatalog) -> HTML {
    var body: HTML = """
      <h1>Component catalog</h1>
      <section class="search" aria-labelledby="search-heading">
      <h2 id="search-heading">Search</h2>
      <label for="q">System, component, variant or state</label>
      <input id="q" type="search" autocomplete="off" spellcheck="false" aria-describedby="search-help" \
      aria-controls="results">
      <p id="search-help" class="note">Press / to search; every word must match. Enter opens the first result.</p>
      <p id="count" role="status"></p>
      <ul id="results" class="results"></ul>
      <script type="application/json" id="search-index">\(searchIndex(catalog))</script>
      </section>

      """
    body += SiteHTML.baselineNote(catalog)
    if catalog.components.isEmpty {
      body += #"<p class="note">No components yet: nothing was built (a failed build shows its error here).</p>"#
    }
    var systems: [String] = []
    for c in catalog.components where !systems.contains(c.system) { systems.append(c.system) }
    for system in systems {
      let id = SiteHTML.anchor("system", system)
      body += #"<section aria-labelledby="\#(id)"><h2 id="\#(id)">\#(system)</h2><ul class="cards">"#
      for c in catalog.components where c.system == system { body += card(c, catalog: catalog) }
      body += "</ul></section>\n"
    }
    if !catalog.themes.isEmpty {
      body += #"<section aria-labelledby="themes"><h2 id="themes">Themes</h2><ul class="themes">"#
      body += catalog.themes.map {
        #"<li><a href="\#(SiteHTML.href(SitePages.themePath($0.slug)))">\#($0.title)</a></li>"#
      }.joined()
      body += "</ul></section>\n"
    }
    if !catalog.invocation.isEmpty {
      body += #"<footer><p class="note">Built by <code>\#(catalog.invocation)</code></p></footer>"#
    }
    return SiteHTML.page(title: "specsheet catalog", depth: 0, crumbs: [("Catalog", nil)], body: body)
  }

  /// A component's card: its most telling cell's picture at @1x (lazy), name and counts.
  static func card(_ c: SiteComponent, catalog: SiteCatalog) -> HTML {
    let cells = c.cells
    var picture = HTML()
    if let first = thumbnail(cells), let scale = first.scales.min() {
      let canvas = c.sections.first?.canvas ?? .white
      picture =
        #"<span class="thumb" style="background:\#(SiteHTML.css(canvas))"><img loading="lazy" "#
        + #"src="\#(SitePages.image(first, scale: scale, depth: 0, catalog: catalog))" "#
        + #"srcset="\#(SitePages.srcset(first, scale: scale, depth: 0, catalog: catalog))" alt="" "#
        + #"width="\#(SiteHTML.number(first.size.width))" height="\#(SiteHTML.number(first.size.height))"></span>"#
    }
    let counts = c.counts
    return #"<li><a class="card" href="\#(SiteHTML.href(SitePages.componentPath(c)))">\#(picture)"#
      + #"<span class="name">\#(c.component)</span><span class="note">\#(cells.count) "#
      + #"state\#(cells.count == 1 ? "" : "s") · <span class="verdict" \#(SiteVerdict.attributes(counts))>"#
      + #"\#(SiteVerdict.badge(counts))</span></span></a></li>"#
  }

  /// One record per cell, `[words, link]`, as JSON safe inside a script element
  /// (`PageHTML.jsonString`).
  public static func searchIndex(_ catalog: SiteCatalog) -> HTML {
    let records = catalog.components.flatMap { c in
      c.cells.map { cell -> HTML in
        let words = PageHTML.jsonString("\(cell.system) \(cell.component) \(cell.variant) \(cell.state)")
        return "[\(words),\(PageHTML.jsonString(SitePages.detailPath(cell)))]"
      }
    }
    return "[\(records.joined(separator: ",\n"))]"
  }

  /// The cell that shows most of the component: the one with the most coloured parts (the first
  /// of those), so an empty card or a blank cell does not stand for a component with content;
  /// never a debug variant (`SiteCell.debugOverlay`).
  package static func thumbnail(_ cells: [SiteCell]) -> SiteCell? {
    var best: SiteCell?
    // A debug variant's overlay is no picture of the component.
    for cell in cells where !cell.debugOverlay && cell.swatches.count > (best?.swatches.count ?? -1) { best = cell }
    return best
  }
}
