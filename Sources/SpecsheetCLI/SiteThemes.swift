import ComponentKit
import Foundation
import Graphics
import Site
import Tokens

/// The theme pages: one per distinct theme the site's entries are drawn with, as its design
/// system summarises it (`SystemTheme.summary`: colour roles, type styles, shapes or metrics).
/// A value names its token when the loaded token set (`--tokens`, or specsheet.yaml's) has a
/// field at that path whose value is the one drawn.
struct SiteThemes {
  private(set) var themes: [SiteTheme] = []
  /// Each theme seen, by its system's name and value, and the slug of its page.
  private var slugs: [AnyHashable: String] = [:]
  private var countBySystem: [String: Int] = [:]
  let tokens: TokenSet?

  init(tokens: TokenSet?) { self.tokens = tokens }

  /// The slug of `entry`'s theme page (`material-1`), adding the page the first time; nil for a
  /// component without a system theme, or one whose system has no theme page.
  mutating func slug(for entry: CatalogEntry) -> String? {
    guard let type = entry.content.model.systemTheme else { return nil }
    let theme = entry.theme.value(of: type)
    let key = AnyHashable(SeenTheme(system: entry.system, theme: AnyHashable(theme)))
    if let known = slugs[key] { return known }
    guard let summary = theme.summary else { return nil }
    let count = countBySystem[entry.system, default: 0] + 1
    countBySystem[entry.system] = count
    let slug = "\(entry.system)-\(count)"
    slugs[key] = slug
    let defaults = type.init().summary
    themes.append(page(summary, title: theme.sheetHeading.name, slug: slug, defaults: defaults, fixture: entry.source))
    return slug
  }

  /// The page of a theme first seen in `fixture`; `defaults` is its system's own summary: a value
  /// that differs from it and no token set was set by that fixture's `theme:`.
  func page(
    _ summary: ThemeSummary, title: String, slug: String, defaults: ThemeSummary? = nil, fixture: String? = nil
  ) -> SiteTheme {
    func roles(_ values: [ThemeSummary.Value], _ standard: [ThemeSummary.Value]?) -> [SiteTheme.Role] {
      let byName = Dictionary((standard ?? []).map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
      return values.map { value in
        var role = role(value)
        if role.token == nil, let fixture, let seed = byName[value.name], seed != value.text {
          role.fixture = ProjectRoot.relative(fixture)
        }
        return role
      }
    }
    return SiteTheme(
      slug: slug, title: title, colors: roles(summary.colors, defaults?.colors), textRoles: summary.textRoles,
      surfaceRoles: summary.surfaceRoles, typeStyles: roles(summary.typeStyles, defaults?.typeStyles),
      shapes: roles(summary.shapes, defaults?.shapes))
  }

  func role(_ value: ThemeSummary.Value) -> SiteTheme.Role {
    SiteTheme.Role(name: value.name, value: value.text, color: value.color, token: token(value))
  }

  /// The token behind `value` when its value is what the theme holds, with its whole alias
  /// chain and the file and line of the token holding the value: `material.color.primary ←
  /// bgColor.accent.emphasis → color.pine.700 (palette.tokens.json:61)`.
  func token(_ value: ThemeSummary.Value) -> String? {
    let path = value.tokenPath
    guard let field = tokens?.fields.first(where: { $0.path == path }), value.isDrawn(field.value) else { return nil }
    return field.provenance { ($0 as NSString).lastPathComponent }
  }
}

/// A theme as the pages tell themes apart: its system and its value.
private struct SeenTheme: Hashable {
  var system: String
  var theme: AnyHashable
}
