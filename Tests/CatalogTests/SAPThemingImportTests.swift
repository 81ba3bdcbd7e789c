import Catalog
import Foundation
import Graphics
import TestSupport
import Testing
import Tokens

/// Issue 39, "SAP Horizon as data": SAP's theming base content (`../shared/reference/
/// sap-theming-base-content/`, 11.36.4, beside the package when it is there) imported as a DTCG
/// 2025.10 resolver, then read back by specsheet's own resolver reader in each of the four
/// contexts: every parameter either imported or kept under `$extensions`, and every imported
/// colour equal to the value `css_variables.css` gives that parameter in that theme.
@Suite struct SAPThemingImportTests {
  static let folder = packageRoot + "/../shared/reference/sap-theming-base-content"
  static let present = FileManager.default.fileExists(atPath: folder + "/sap_horizon_set.theming")

  /// The `--sapX: value;` declarations of a theme's `css_variables.css`.
  static func cssVariables(_ theme: String) throws -> [String: String] {
    let text = try String(contentsOfFile: "\(folder)/\(theme)/css_variables.css", encoding: .utf8)
    var result: [String: String] = [:]
    for match in text.matches(of: /--(sap[A-Za-z0-9_-]+):([^;{}]*);/) {
      result[String(match.1)] = match.2.trimmingCharacters(in: .whitespaces)
    }
    return result
  }

  /// A CSS colour as 8-bit sRGB, read here on its own (not by the importer's code).
  static func cssColor(_ text: String) -> Color? {
    if text == "transparent" { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    if text.hasPrefix("#") {
      var hex = String(text.dropFirst())
      if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
      guard hex.count == 6 || hex.count == 8, let v = UInt64(hex, radix: 16) else { return nil }
      let rgba = hex.count == 6 ? v << 8 | 0xFF : v
      return Color(
        red: UInt8(rgba >> 24 & 0xFF), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF),
        alpha: UInt8(rgba & 0xFF))
    }
    guard let open = text.firstIndex(of: "("), text.hasPrefix("rgb"), text.hasSuffix(")") else { return nil }
    let n = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard n.count == 3 || n.count == 4 else { return nil }
    return Color(
      red: UInt8(n[0]), green: UInt8(n[1]), blue: UInt8(n[2]),
      alpha: UInt8(((n.count == 4 ? n[3] : 1) * 255).rounded()))
  }

  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func eachContextReadsBackAsItsThemeWithEveryColourAsTheCSSHasIt() throws {
    let data = try SAPThemeImport.read(folder: Self.folder)
    let out = try temporaryFolder("specsheet-sap")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let files = data.files()
    for (name, text) in files.sets { try text.write(toFile: "\(out)/\(name)", atomically: true, encoding: .utf8) }
    try files.resolver.write(toFile: "\(out)/horizon.resolver.json", atomically: true, encoding: .utf8)
    #expect(data.themes.count == 4)
    // Horizon's high-contrast `none` shadows are read as shadows too: contrast=high keeps nothing of the normal theme.
    #expect(data.keptUnderHighContrast.isEmpty, "\(data.keptUnderHighContrast.prefix(5))")
    for theme in data.themes {
      let css = try Self.cssVariables(theme.id)
      let raw = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(theme.id)/variables.json")))
      let parameters = try #require((raw as? [String: Any])?["root"] as? [String: String])
      print("\(theme.id): \(theme.imported) imported, \(theme.skipped) under $extensions, of \(parameters.count)")
      #expect(theme.imported + theme.skipped == parameters.count)
      #expect(theme.imported > parameters.count * 3 / 4)
      let set = TokenSet.load(
        path: "\(out)/horizon.resolver.json", contexts: ["colorScheme": theme.colorScheme, "contrast": theme.contrast])
      #expect(set.problems.isEmpty, "\(theme.id): \(set.problems.prefix(3).map(\.description))")
      // Warnings are problems in tokens the mapping does not reach: none means every token is valid.
      #expect(set.warnings.isEmpty, "\(theme.id): \(set.warnings.prefix(3).map(\.description))")
      #expect(set.modifiers.map(\.chosen) == [theme.colorScheme, theme.contrast])
      var compared = 0
      for (name, value) in css where parameters[name] != nil {
        guard let expected = Self.cssColor(value) else { continue }
        compared += 1
        #expect(set.values[name]?.value == .color(expected), "\(theme.id) \(name)")
      }
      #expect(compared > 1_000, "\(theme.id): \(compared) colours compared")
      // rem at 16 px: `.875rem` reads back as 14.
      for (name, value) in parameters where value.hasSuffix("rem") {
        guard let rem = Double(value.dropLast(3)) else { continue }
        #expect(set.values[name]?.value == .dimension(rem * 16), "\(theme.id) \(name)")
      }
      try expectKeptUnderExtensions(theme, parameters, file: "\(out)/\(theme.id).tokens.json")
    }
  }

  /// What has no DTCG type is in the set's `$extensions["com.sap.theming"].parameters`, as written.
  func expectKeptUnderExtensions(_ theme: SAPThemeImport.Theme, _ parameters: [String: String], file: String) throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
    let body = try #require((theme.contrast == "high" ? document["highContrast"] : document) as? [String: Any])
    let extensions = try #require(body["$extensions"] as? [String: Any])
    let kept = try #require((extensions["com.sap.theming"] as? [String: Any])?["parameters"] as? [String: String])
    #expect(kept.count == theme.skipped)
    for (name, text) in kept {
      #expect(parameters[name] == text, "\(theme.id) \(name)")
      #expect(body[name] == nil, "\(theme.id) \(name) is both a token and kept")
    }
  }
}
