import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import Site
import Tokens

/// The theme pages: one per distinct Material container scheme and Fiori theme the site's
/// entries are drawn with (colour roles, type styles, shapes or metrics). A value names its
/// token when the loaded token set (`--tokens`, or specsheet.yaml's) has a field at that path
/// whose value is the one drawn.
struct SiteThemes {
  private(set) var themes: [SiteTheme] = []
  private var slugs: [MaterialContainerScheme: String] = [:]
  private var fioriSlugs: [FioriTheme: String] = [:]
  let tokens: TokenSet?

  init(tokens: TokenSet?) { self.tokens = tokens }

  /// The slug of `entry`'s theme page, adding the page the first time; nil for systems without
  /// theme pages.
  mutating func slug(for entry: CatalogEntry) -> String? {
    if entry.system == "fiori" {
      let theme = entry.theme.fiori
      if let known = fioriSlugs[theme] { return known }
      let slug = "fiori-\(fioriSlugs.count + 1)"
      fioriSlugs[theme] = slug
      themes.append(page(theme, slug: slug))
      return slug
    }
    guard entry.system == "material" else { return nil }
    let scheme = entry.theme.material
    if let known = slugs[scheme] { return known }
    let slug = "material-\(slugs.count + 1)"
    slugs[scheme] = slug
    themes.append(page(scheme, slug: slug))
    return slug
  }

  func page(_ scheme: MaterialContainerScheme, slug: String) -> SiteTheme {
    let colors = MaterialColorScheme.roleNames.compactMap { name -> SiteTheme.Role? in
      guard let role = MaterialColorScheme.role(named: name) else { return nil }
      let c = scheme.colors[keyPath: role]
      return SiteTheme.Role(
        name: name, value: c.description, color: c, token: token("material.color.\(name)") { $0 == .color(c) })
    }
    let type = MaterialTypographyScheme.styleNames.compactMap { name -> SiteTheme.Role? in
      guard let style = MaterialTypographyScheme.style(named: name) else { return nil }
      let f = scheme.typography[keyPath: style]
      return SiteTheme.Role(
        name: name, value: f.description,
        token: token("material.typography.\(name)") {
          guard case .typography(let t) = $0 else { return false }
          return t.family.first == f.family && t.weight == f.weight && t.size == f.size
        })
    }
    let shapes = [("small", scheme.shapes.small), ("medium", scheme.shapes.medium), ("large", scheme.shapes.large)]
      .map { name, radius in
        SiteTheme.Role(
          name: name, value: "corner radius \(radius.dumped)pt",
          token: token("material.shape.\(name)") { TokenMapping.number($0) == radius })
      }
    return SiteTheme(
      slug: slug, title: scheme.sheetHeading.name, colors: colors,
      textRoles: ["on-primary", "on-secondary", "on-surface", "on-background", "primary", "error"],
      surfaceRoles: ["primary", "primary-variant", "secondary", "surface", "background", "error"], typeStyles: type,
      shapes: shapes)
  }

  /// The token behind `path` when its value is what the theme holds: `material.color.primary
  /// ← color.pine.700 (palette.tokens.json)`.
  func token(_ path: String, matches: (TokenValue) -> Bool) -> String? {
    guard let field = tokens?.fields.first(where: { $0.path == path }), matches(field.value) else { return nil }
    let file = (field.sourceFile as NSString).lastPathComponent
    return field.source == field.path ? "\(path) (\(file))" : "\(path) ← \(field.source) (\(file))"
  }
}
