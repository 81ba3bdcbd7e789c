import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// Issue 39, "SAP Horizon as data": `specsheet tokens import sap-theming DIR` on the shared copy of
/// SAP's theming base content (skipped when `../shared` is absent). What it writes, and how it
/// treats files it did not write and data that is not what it claims to be.
@Suite struct TokensImportCommandTests {
  static let folder = packageRoot + "/../shared/reference/sap-theming-base-content"
  static let present = FileManager.default.fileExists(atPath: folder + "/sap_horizon_set.theming")
  static let themes = ["sap_horizon", "sap_horizon_dark", "sap_horizon_hcb", "sap_horizon_hcw"]

  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func writesTheResolverAndASetPerThemeAndRewritesItsOwnFiles() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let resolver = out + "/horizon.resolver.json"
    let run = try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", resolver])
    #expect(run.status == 0, "\(run.stderr)")
    print(run.stdout)
    for theme in Self.themes {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(theme).tokens.json"))
      let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix(theme + " (") })
      #expect(line.contains("parameters imported"), "\(line)")
    }
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: resolver)))
    let modifiers = try #require((document as? [String: Any])?["modifiers"] as? [String: Any])
    #expect(Set(modifiers.keys) == ["colorScheme", "contrast"])
    // Its own files are replaced on the next import.
    #expect(try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", resolver]).status == 0)
    // `tokens` without a subcommand is the command it was.
    let shown = try CLI.run(["tokens", "--tokens", resolver, "--token-context", "colorScheme=dark", "fiori/chip"])
    #expect(shown.status == 0, "\(shown.stderr)")
  }

  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func aFileSpecsheetDidNotWriteIsNeverReplaced() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    try "mine".write(toFile: out + "/sap_horizon_dark.tokens.json", atomically: true, encoding: .utf8)
    let run = try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", out + "/h.resolver.json"])
    #expect(run.status == 73, "\(run.stderr)")
    #expect(try String(contentsOfFile: out + "/sap_horizon_dark.tokens.json", encoding: .utf8) == "mine")
    #expect(!FileManager.default.fileExists(atPath: out + "/h.resolver.json"))
    #expect(!FileManager.default.fileExists(atPath: out + "/sap_horizon.tokens.json"))
    // --out names the resolver: anything else is a usage error before the data is read.
    #expect(try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", out + "/h.json"]).status == 64)
    #expect(try CLI.run(["tokens", "import", "css", Self.folder]).status == 64)
  }

  /// The Fiori chips audited in each of the four themes: no error. Status chips left on the seed's
  /// light backgrounds under the dark themes' selected label failed 1.1:1 to 2.2:1 (a mixed theme).
  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func theFioriChipsPassTheAuditInEachTheme() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let resolver = out + "/horizon.resolver.json"
    #expect(try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", resolver]).status == 0)
    for (scheme, contrast) in [("light", "normal"), ("dark", "normal"), ("light", "high"), ("dark", "high")] {
      let run = try CLI.run([
        "audit", "fiori/chip", "--scale", "1", "--tokens", resolver, "--token-context", "colorScheme=\(scheme)",
        "--token-context", "contrast=\(contrast)",
      ])
      #expect(run.status == 0, "\(scheme), \(contrast): \(run.stdout.suffix(600))")
      let output = run.stdout + run.stderr
      #expect(output.contains(" 0 errors") || output.contains("no open findings"), "\(output.suffix(300))")
    }
  }

  /// Without `--out` the resolver goes to `tokens/` in the project around the current folder, and
  /// a `tokens` link that leads out of the project is refused (73) with nothing written there.
  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func theDefaultOutputStaysInsideTheProject() throws {
    let base = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let manager = FileManager.default
    for folder in ["project/.git", "project/sub", "linked/.git", "elsewhere"] {
      try manager.createDirectory(atPath: "\(base)/\(folder)", withIntermediateDirectories: true)
    }
    let run = try CLI.run(["tokens", "import", "sap-theming", Self.folder], in: base + "/project/sub")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(manager.fileExists(atPath: base + "/project/tokens/sap_horizon_set.resolver.json"))
    #expect(manager.fileExists(atPath: base + "/project/tokens/sap_horizon_dark.tokens.json"))
    try manager.createSymbolicLink(atPath: base + "/linked/tokens", withDestinationPath: base + "/elsewhere")
    let linked = try CLI.run(["tokens", "import", "sap-theming", Self.folder], in: base + "/linked")
    #expect(linked.status == 73, "\(linked.stderr)")
    #expect(linked.stderr.contains("outside the project"), "\(linked.stderr)")
    #expect(try manager.contentsOfDirectory(atPath: base + "/elsewhere").isEmpty)
  }

  /// Values the importer does not know are kept as text, not guessed or crashed on: fullwidth hex
  /// digits (which Swift calls hex digits), `0x10`, `1e400`, `inf`, a channel over 255.
  @Test func oddValuesAreKeptUnderExtensions() throws {
    let copy = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let themes = [
      ("sap_horizon", "LIGHT", "LOW"), ("d", "DARK", "LOW"), ("hw", "LIGHT", "HIGH"), ("hb", "DARK", "HIGH"),
    ]
    let list = themes.map { #"{"sId": "\#($0.0)", "sColorScheme": "\#($0.1)", "sContrast": "\#($0.2)"}"# }
    try #"{"sId": "odd", "mSet": {"aThemes": [\#(list.joined(separator: ", "))]}}"#.write(
      toFile: copy + "/odd.theming", atomically: true, encoding: .utf8)
    let values =
      "{\"root\": {\"sapA\": \"#ＦＦＦ\", \"sapB\": \"0x10\", \"sapC\": \"1e400\", \"sapD\": \"inf\", "
      + "\"sapE\": \"rgba(300,0,0,1)\", \"sapF\": \"#fff\"}}"
    for (theme, _, _) in themes {
      try FileManager.default.createDirectory(atPath: "\(copy)/\(theme)", withIntermediateDirectories: true)
      try values.write(toFile: "\(copy)/\(theme)/variables.json", atomically: true, encoding: .utf8)
    }
    let run = try CLI.run(["tokens", "import", "sap-theming", copy, "--out", copy + "/out/odd.resolver.json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("sap_horizon (colorScheme=light, contrast=normal): 1 parameters imported, 5 kept"))
    // One theme id for two themes would make two contexts one set: refused, naming the set file.
    let twice = list.joined(separator: ", ").replacingOccurrences(of: #""hb""#, with: #""hw""#)
    try #"{"sId": "odd", "mSet": {"aThemes": [\#(twice)]}}"#.write(
      toFile: copy + "/odd.theming", atomically: true, encoding: .utf8)
    let refused = try CLI.run(["tokens", "import", "sap-theming", copy, "--out", copy + "/out/odd.resolver.json"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("odd.theming") && refused.stderr.contains("same"), "\(refused.stderr)")
  }

  /// Bad data: one line naming the file, exit 65, nothing of the file's content echoed.
  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func badThemeDataIsOneBoundedLineNamingTheFile() throws {
    let copy = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try FileManager.default.copyItem(atPath: Self.folder + "/sap_horizon_set.theming", toPath: copy + "/s.theming")
    for theme in Self.themes {
      try FileManager.default.createDirectory(atPath: "\(copy)/\(theme)", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: "\(Self.folder)/\(theme)/variables.json", toPath: "\(copy)/\(theme)/variables.json")
    }
    let secret = "AKIA-SECRET-VALUE"
    let broken = "\(copy)/sap_horizon_hcb/variables.json"
    try FileManager.default.removeItem(atPath: broken)
    try "{\"root\": {\"sapBrandColor\": [\"\(secret)\"]}}".write(toFile: broken, atomically: true, encoding: .utf8)
    let run = try CLI.run(["tokens", "import", "sap-theming", copy, "--out", copy + "/out/h.resolver.json"])
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].count <= 300, "\(run.stderr)")
    #expect(run.stderr.contains("sap_horizon_hcb/variables.json"))
    #expect(!run.stderr.contains(secret))
    #expect(!FileManager.default.fileExists(atPath: copy + "/out"))
  }

  /// Each Horizon theme and the contexts that pick it (the default one needs none).
  static let contexts: [(theme: String, arguments: [String])] = [
    ("sap_horizon", []),
    ("sap_horizon_dark", ["--token-context", "colorScheme=dark"]),
    ("sap_horizon_hcw", ["--token-context", "contrast=high"]),
    ("sap_horizon_hcb", ["--token-context", "colorScheme=dark", "--token-context", "contrast=high"]),
  ]

  /// A theme's parameter as `variables.json` writes it (`#002643`, `#fff`).
  static func parameter(_ name: String, of theme: String) throws -> Color {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(theme)/variables.json"))
    let root = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["root"] as? [String: String])
    var text = try #require(root[name])
    // `#fff` is `#ffffff`: the CSS short form variables.json uses for some parameters.
    if text.count == 4 { text = "#" + text.dropFirst().map { "\($0)\($0)" }.joined() }
    return try #require(Color(hex: text))
  }

  /// The Fiori chip's roles onto SAP parameters (the import's fiori-roles set): a selected chip
  /// drawn in each of the four contexts (the default one needs no `--token-context`) has that
  /// theme's `sapButton_Selected_Background` from `variables.json`, and none of the other three's.
  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func aFioriChipTakesEachThemesSAPParameter() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let resolver = out + "/tokens/horizon.resolver.json"
    #expect(try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", resolver]).status == 0)
    let contexts = Self.contexts
    var expected: [String: Color] = [:]
    for (theme, _) in contexts { expected[theme] = try Self.parameter("sapButton_Selected_Background", of: theme) }
    #expect(Set(expected.values).count == 4)
    for (theme, arguments) in contexts {
      let run = try CLI.run(
        [
          "render", "fiori/chip/single-selection/selected", "--scale", "1", "--out", "\(out)/\(theme)", "--tokens",
          resolver,
        ]
          + arguments)
      #expect(run.status == 0, "\(run.stderr)")
      let file = "\(out)/\(theme)/fiori/chip/single-selection/selected@1x.png"
      let bitmap = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: file))))
      let drawn = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
      for (other, color) in expected {
        let count = drawn.filter { $0 == color }.count
        #expect(other == theme ? count > 100 : count == 0, "\(theme): \(count) pixels of \(other)'s colour")
      }
    }
  }

  /// The chip form cell's roles (issue 39): its background is each theme's
  /// `sapGroup_ContentBackground` and its title `sapTextColor`; before the form rows a dark theme
  /// drew the seed's white cell under dark chips. (All four themes.)
  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func theFormCellTakesEachThemesBackgroundAndTitle() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let resolver = out + "/tokens/horizon.resolver.json"
    #expect(try CLI.run(["tokens", "import", "sap-theming", Self.folder, "--out", resolver]).status == 0)
    for (theme, arguments) in Self.contexts {
      let run = try CLI.run(
        ["render", "fiori/chip-form-cell/helper-text/default", "--scale", "1", "--out", "\(out)/\(theme)"]
          + ["--tokens", resolver] + arguments)
      #expect(run.status == 0, "\(run.stderr)")
      let file = "\(out)/\(theme)/fiori/chip-form-cell/helper-text/default@1x.png"
      let bitmap = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: file))))
      let drawn = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
      let background = try Self.parameter("sapGroup_ContentBackground", of: theme)
      let title = try Self.parameter("sapTextColor", of: theme)
      #expect(drawn.filter { $0 == background }.count > drawn.count / 2, "\(theme): background")
      #expect(drawn.contains(title), "\(theme): no pixel in the title's colour")
    }
  }
}
