import Foundation
import Graphics

/// The files of SAP's theming base content the import reads: the theme set (`*_set.theming`,
/// JSON naming each theme with its colour scheme and contrast) and a theme's `variables.json`
/// (`{"root": {"sapBrandColor": "#0070f2", ...}}`).
enum SAPThemeSet {
  struct Entry {
    var id: String
    var colorScheme: String
    var contrast: String
    var isDefault: Bool
  }

  static let schemes = ["LIGHT": "light", "DARK": "dark"]
  static let contrasts = ["LOW": "normal", "HIGH": "high"]

  /// The set file, the set's id and its four themes (one per colour scheme and contrast).
  static func read(folder: String) throws(SAPImportError) -> (file: String, id: String, themes: [Entry]) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".theming")
    }
    guard names.count == 1 else {
      throw SAPImportError(
        path: folder,
        reason: "expected one theme set (*.theming) in the folder, found \(names.count) (SAP theming base content)")
    }
    let file = (folder as NSString).appendingPathComponent(names[0])
    let root = try object(file, boundary: folder)
    let setID = try id(root["sId"], file)
    guard case .object(let set)? = root["mSet"], case .array(let list)? = set["aThemes"], list.count == 4 else {
      throw SAPImportError(path: file, reason: "a theme set lists its four themes in \"mSet\".\"aThemes\"")
    }
    var entries: [Entry] = []
    for item in list {
      guard case .object(let theme) = item, case .string(let scheme)? = theme["sColorScheme"],
        case .string(let contrast)? = theme["sContrast"], let s = schemes[scheme], let c = contrasts[contrast]
      else {
        throw SAPImportError(
          path: file, reason: "each theme needs \"sColorScheme\" (LIGHT or DARK) and \"sContrast\" (LOW or HIGH)")
      }
      guard !entries.contains(where: { $0.colorScheme == s && $0.contrast == c }) else {
        throw SAPImportError(path: file, reason: "two themes have colour scheme \(s) and \(c) contrast")
      }
      let themeID = try id(theme["sId"], file)
      // Each theme is a file of its own: one id twice would make two contexts one set.
      guard !entries.contains(where: { $0.id == themeID }) else {
        throw SAPImportError(path: file, reason: "two themes have the same \"sId\"")
      }
      entries.append(Entry(id: themeID, colorScheme: s, contrast: c, isDefault: theme["bDefault"] == .bool(true)))
    }
    return (file, setID, entries)
  }

  /// A theme's parameters in the order written: names as DTCG allows them, values strings.
  static func parameters(_ file: String, boundary: String) throws(SAPImportError) -> [(String, String)] {
    guard case .object(let parameters)? = try object(file, boundary: boundary)["root"] else {
      throw SAPImportError(path: file, reason: "expected {\"root\": {parameter: value, ...}}")
    }
    guard parameters.keys.count <= InputLimits.tokenEntries else {
      throw SAPImportError(
        path: file, reason: "more than \(InputLimits.countText(InputLimits.tokenEntries)) parameters (the cap)")
    }
    var result: [(String, String)] = []
    for (name, value) in parameters.pairs {
      guard !name.isEmpty, !name.hasPrefix("$"), !name.contains(where: { "{}.".contains($0) }) else {
        throw SAPImportError(path: file, reason: "a parameter's name is empty, starts with $ or holds { } or .")
      }
      guard case .string(let text) = value else {
        throw SAPImportError(path: file, reason: "parameter \(Suggestions.quoted(name)) is \(value.kind), not text")
      }
      result.append((name, text))
    }
    return result
  }

  static func object(_ file: String, boundary: String) throws(SAPImportError) -> JSONObject {
    let bytes: [UInt8]
    do {
      bytes = try DataFile.read(file, limit: InputLimits.tokenFileBytes, boundary: boundary, what: "an SAP theme file")
    } catch {
      throw SAPImportError(path: file, reason: error.reason)
    }
    let json: TokenJSON
    do { json = try TokenJSONParser.parse(bytes) } catch { throw SAPImportError(path: file, reason: error.description) }
    guard case .object(let object) = json else { throw SAPImportError(path: file, reason: "expected a JSON object") }
    return object
  }

  /// A theme or set id, which names files: lower-case letters, digits and underscores.
  static func id(_ value: TokenJSON?, _ file: String) throws(SAPImportError) -> String {
    guard case .string(let id)? = value, (1...64).contains(id.count),
      id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
    else {
      throw SAPImportError(path: file, reason: "a theme's \"sId\" is 1-64 of a-z, 0-9 and _ (it names files)")
    }
    return id
  }
}
