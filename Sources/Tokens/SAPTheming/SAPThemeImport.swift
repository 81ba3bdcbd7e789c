import Foundation
import Graphics

/// SAP's theming base content as DTCG 2025.10 data (`specsheet tokens import sap-theming DIR`):
/// the theme set's `.theming` file names four themes by colour scheme and contrast, and each
/// theme's `variables.json` holds its parameters. A resolver with modifiers `colorScheme` (light,
/// dark) and `contrast` (normal, high) picks one theme per pair of contexts.
///
/// A modifier's context cannot depend on another modifier's, so the high-contrast themes are
/// written under a `highContrast` group, each beside the normal theme of its colour scheme, and
/// `contrast: high` adds a set of aliases (`sapX` → `{highContrast.sapX}`) that resolve to the
/// high-contrast theme of whichever scheme was chosen. The folder is data: every file read is
/// capped and lies inside it; theme ids become file names, so only `[a-z0-9_]` is accepted.
public struct SAPThemeImport: Sendable {
  public struct Theme: Sendable {
    public var id: String
    public var colorScheme: String
    public var contrast: String
    /// Parameters written as DTCG tokens, and those kept under `$extensions` (no DTCG type).
    public var imported: Int { typed.count }
    public var skipped: Int { untyped.keys.count }
    var typed: [String] = []
    var tokens = JSONObject()
    var untyped = JSONObject()
  }

  public var setID: String
  public var themes: [Theme]
  /// The contexts of the set's default theme.
  public var defaultContexts: (colorScheme: String, contrast: String)
  static let group = "highContrast"
  /// Who wrote the files, in each set's `$extensions` and the resolver's description, for people;
  /// what specsheet may replace is decided by the folder's `.specsheet-files` (OutputFolder).
  public static let marker = "specsheet tokens import sap-theming"

  public static func read(folder: String) throws(SAPImportError) -> SAPThemeImport {
    let (_, setID, entries) = try SAPThemeSet.read(folder: folder)
    var themes: [Theme] = []
    var fallback: (String, String)?
    for entry in entries {
      var theme = Theme(id: entry.id, colorScheme: entry.colorScheme, contrast: entry.contrast)
      let file = (folder as NSString).appendingPathComponent("\(entry.id)/variables.json")
      for (name, value) in try SAPThemeSet.parameters(file, boundary: folder) {
        if name == group {
          throw SAPImportError(path: file, reason: "a parameter is named \"\(group)\", a name the import uses")
        }
        if let token = SAPParameter.token(value) {
          theme.tokens[name] = token
          theme.typed.append(name)
        } else {
          theme.untyped[name] = .string(value)
        }
      }
      if entry.isDefault || fallback == nil && entry.colorScheme == "light" && entry.contrast == "normal" {
        fallback = (entry.colorScheme, entry.contrast)
      }
      themes.append(theme)
    }
    noShadows(&themes)
    return SAPThemeImport(setID: setID, themes: themes, defaultContexts: fallback ?? ("light", "normal"))
  }

  /// `none` where another theme of the set has a shadow (Horizon's high-contrast themes drop the
  /// field and focus shadows) becomes a transparent shadow of no size, which draws nothing: kept
  /// under `$extensions`, `contrast: high` would leave the normal theme's shadow in place.
  static func noShadows(_ themes: inout [Theme]) {
    let shadows = Set(
      themes.flatMap { theme in
        theme.typed.filter { name in
          if case .object(let token)? = theme.tokens[name] { return token["$type"] == .string("shadow") }
          return false
        }
      })
    for index in themes.indices {
      for name in themes[index].untyped.keys
      where shadows.contains(name) && themes[index].untyped[name] == .string("none") {
        themes[index].untyped[name] = nil
        themes[index].tokens[name] = SAPParameter.typed("shadow", SAPParameter.shadow("0 0 transparent")![0])
        themes[index].typed.append(name)
      }
    }
  }

  func theme(_ colorScheme: String, _ contrast: String) -> Theme {
    themes.first { $0.colorScheme == colorScheme && $0.contrast == contrast }!
  }

  /// Parameters typed in a normal theme that some high-contrast theme does not type: under
  /// `contrast: high` they keep the normal theme's value (none in Horizon 11.36.4).
  public var keptUnderHighContrast: [String] {
    let high = Set(theme("light", "high").typed).intersection(theme("dark", "high").typed)
    return Set(theme("light", "normal").typed + theme("dark", "normal").typed).subtracting(high).sorted()
  }

  /// The files to write beside the resolver, by name, then the resolver's text.
  public func files() -> (sets: [(name: String, text: String)], resolver: String) {
    var sets: [(String, String)] = []
    for theme in themes {
      var body = theme.tokens
      var ext = JSONObject()
      ext["com.sap.theming"] = .object(
        JSONObject([("theme", .string(theme.id)), ("set", .string(setID)), ("parameters", .object(theme.untyped))]))
      ext["dev.specsheet"] = .object(JSONObject([("generatedBy", .string(Self.marker))]))
      body["$extensions"] = .object(ext)
      var root = JSONObject()
      root["$description"] = .string(
        "SAP theming parameters of \(theme.id) (\(theme.colorScheme), \(theme.contrast) contrast), imported by "
          + "\(Self.marker) from SAP theming base content (Apache-2.0)")
      if theme.contrast == "high" {
        root[Self.group] = .object(body)
        root["$extensions"] = .object(JSONObject([("dev.specsheet", ext["dev.specsheet"]!)]))
      } else {
        for (key, value) in body.pairs { root[key] = value }
      }
      sets.append(("\(theme.id).tokens.json", TokenJSON.object(root).text() + "\n"))
    }
    let shared = Set(theme("light", "high").typed).intersection(theme("dark", "high").typed)
    var aliases = JSONObject()
    aliases["$description"] = .string("Each parameter of the high-contrast theme of the chosen colour scheme")
    for name in theme("light", "high").typed where shared.contains(name) {
      aliases[name] = .object(JSONObject([("$value", .string("{\(Self.group).\(name)}"))]))
    }
    aliases["$extensions"] = .object(
      JSONObject([("dev.specsheet", .object(JSONObject([("generatedBy", .string(Self.marker))])))]))
    sets.append(("\(setID).high-contrast.tokens.json", TokenJSON.object(aliases).text() + "\n"))
    sets.append(("\(setID).fiori-roles.tokens.json", SAPFioriRoles.set(themes).text(inlineBelow: 4) + "\n"))
    return (sets, resolver())
  }
}

/// Why the import stops: one line naming the file, never quoting what it holds.
public struct SAPImportError: Error, CustomStringConvertible, Sendable {
  public var path: String
  public var reason: String
  public var description: String { "\(Suggestions.clippedPath(path)): \(reason)" }
}
