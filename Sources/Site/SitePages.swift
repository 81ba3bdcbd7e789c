import PageKit

/// The site as files: every page's path (relative to the site's root) and text. Pure: the command
/// line writes them through the output folder's ownership rules.
public enum SitePages {
  /// One file of the site.
  public struct File: Hashable, Sendable {
    public var path: String
    public var text: String
  }

  /// Every file: the index, a page per component, a detail page per cell, a page per theme, and
  /// the one stylesheet and script they share.
  public static func files(_ catalog: SiteCatalog) -> [File] {
    var files = [
      File(path: "index.html", text: IndexPage.html(catalog).description),
      File(path: "site.css", text: SiteStyle.css),
      File(path: "site.js", text: SiteScript.js),
    ]
    for component in catalog.components {
      files.append(
        File(path: componentPath(component), text: ComponentPage.html(component, catalog: catalog).description))
      // ←/→ stay within a mode; each detail page links to its state in the other modes.
      for mode in component.allModes {
        let cells = mode.cells
        for (i, cell) in cells.enumerated() {
          let neighbours = (i > 0 ? cells[i - 1] : nil, i + 1 < cells.count ? cells[i + 1] : nil)
          let canvas = mode.sections.first { $0.rows.contains { $0.cells.contains { $0?.id == cell.id } } }?.canvas
          let page = DetailPage.html(
            cell, canvas: canvas ?? .white, neighbours: neighbours, catalog: catalog,
            modes: DetailPage.modeLinks(cell, in: component))
          files.append(File(path: detailPath(cell), text: page.description))
        }
      }
    }
    for theme in catalog.themes {
      let cells = catalog.components.flatMap { $0.allModes.flatMap(\.cells) }.filter { $0.themeSlug == theme.slug }
      files.append(File(path: themePath(theme.slug), text: ThemePage.html(theme, cells: cells).description))
    }
    return files
  }

  /// `fiori/chip/index.html`.
  public static func componentPath(_ c: SiteComponent) -> String { "\(c.system)/\(c.component)/index.html" }
  /// `fiori/chip/single-selection/selected.html`.
  public static func detailPath(_ cell: SiteCell) -> String { "\(cell.id).html" }
  /// `themes/material-dark.html`.
  public static func themePath(_ slug: String) -> String { "themes/\(slug).html" }

  /// The PNG of `cell` at `scale`, from a page `depth` folders below the root (a URL).
  public static func image(_ cell: SiteCell, scale: Int, depth: Int, catalog: SiteCatalog) -> HTML {
    SiteHTML.href(SiteHTML.up(depth) + imageBase(cell, catalog: catalog) + "@\(scale)x.png")
  }

  /// `srcset` for a picture shown at `scale` CSS pixels per point: each rendered scale at or
  /// above it, for screens of that density (@2x as `2x` of an @1x picture), so pictures stay sharp.
  public static func srcset(_ cell: SiteCell, scale: Int, depth: Int, catalog: SiteCatalog) -> HTML {
    let denser = cell.scales.filter { $0 >= scale }.sorted()
    return denser.map { t -> HTML in
      "\(image(cell, scale: t, depth: depth, catalog: catalog)) \(SiteHTML.number(Double(t) / Double(scale)))x"
    }.joined(separator: ", ")
  }

  /// The PNG's path from the root without `@Nx.png`: the script appends the chosen scale.
  public static func imageBase(_ cell: SiteCell, catalog: SiteCatalog) -> String {
    (catalog.imageRoot.isEmpty ? "" : catalog.imageRoot + "/") + cell.id
  }

  /// The scale pictures open at: @2x when rendered (sharp on most screens), else the smallest.
  public static func defaultScale(_ scales: [Int]) -> Int { scales.contains(2) ? 2 : scales.min() ?? 1 }
}
