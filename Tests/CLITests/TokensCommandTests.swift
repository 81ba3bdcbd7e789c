import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// `--tokens FILE` on the commands that render, and the sample tokens file end to end.
@Suite struct TokensCommandTests {
  static let sample = "Fixtures/tokens/acme.tokens.json"
  static let teal = Color("#005F73")
  static let stockSelected = Color("#F69000")

  func pixels(_ file: String) throws -> [Color] {
    let bitmap = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: file))))
    return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
  }

  @Test func renderWithTokensDrawsTheBrandInsteadOfTheStockColours() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let image = "/fiori/chip/single-selection/selected@2x.png"
    #expect(
      try CLI.run(["render", "fiori/chip/single-selection/selected", "--scale", "2", "--out", out + "/stock"]).status
        == 0)
    let branded = try CLI.run([
      "render", "fiori/chip/single-selection/selected", "--scale", "2", "--out", out + "/acme", "--tokens", Self.sample,
    ])
    #expect(branded.status == 0, "\(branded.stderr)")
    let stock = try pixels(out + "/stock" + image)
    let acme = try pixels(out + "/acme" + image)
    #expect(stock.filter { $0 == Self.stockSelected }.count > 500)
    #expect(!stock.contains(Self.teal))
    #expect(acme.filter { $0 == Self.teal }.count > 500)
    #expect(!acme.contains(Self.stockSelected))
  }

  @Test func theBrandedFixturesRenderAndMakeSheets() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let render = try CLI.run(["render", "Fixtures/branded", "--scale", "1", "--out", out + "/images"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(try pixels(out + "/images/material/button/acme-contained/normal@1x.png").contains(Self.teal))
    // The Trailhead resolver set: its light default on buttons, its dark context on chips.
    #expect(try pixels(out + "/images/material/button/trailhead-contained/normal@1x.png").contains(Color("#1F5F4A")))
    #expect(
      try pixels(out + "/images/fiori/chip/trailhead-dark-single-selection/selected@1x.png").contains(Color("#7CC4A4")))
    let sheet = try CLI.run([
      "sheet", "Fixtures/branded", "--format", "png,txt", "--scale", "1", "--out", out + "/sheets",
    ])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let dump = try String(contentsOfFile: out + "/sheets/fiori-chip.txt", encoding: .utf8)
    #expect(dump.contains("#005F73"))
    #expect(FileManager.default.fileExists(atPath: out + "/sheets/material-button.png"))
    #expect(FileManager.default.fileExists(atPath: out + "/sheets/trailhead-chip-dark.png"))
  }

  @Test func sheetTakesTokensForTheDefaultCatalog() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let stock = try CLI.run(["sheet", "fiori/chip", "--format", "txt", "--out", out + "/stock"])
    let acme = try CLI.run(["sheet", "fiori/chip", "--format", "txt", "--out", out + "/acme", "--tokens", Self.sample])
    #expect(stock.status == 0 && acme.status == 0, "\(acme.stderr)")
    let stockDump = try String(contentsOfFile: out + "/stock/fiori/chip.txt", encoding: .utf8)
    let acmeDump = try String(contentsOfFile: out + "/acme/fiori/chip.txt", encoding: .utf8)
    #expect(stockDump.contains("#F69000") && !stockDump.contains("#005F73"))
    #expect(acmeDump.contains("#005F73") && !acmeDump.contains("#F69000"))
  }

  @Test func checkWithTokensComparesTheBrandedRenderWithTheGoldens() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let plain = try CLI.run(["check", "fiori/chip/single-selection/selected@1x", "--no-audit", "--artifacts", out])
    #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
    let branded = try CLI.run([
      "check", "fiori/chip/single-selection/selected@1x", "--no-audit", "--artifacts", out, "--tokens", Self.sample,
    ])
    #expect(branded.status == 1, "\(branded.stdout)\(branded.stderr)")
    // The printed command records what was checked: the branded render.
    #expect(
      branded.stdout.contains("record --tokens \(Self.sample) fiori/chip/single-selection/selected@1x"),
      "\(branded.stdout)")
  }

  static let badFiles: [(name: String, json: String, expected: String)] = [
    (
      "cycle",
      ##"{"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}, "fiori": "##
        + ##"{"color": {"chip": {"selected": {"background": {"$value": "{color.a}"}}}}}}"##,
      "cycle.tokens.json:1:30: color.a: alias cycle color.a -> color.b -> color.a"
    ),
    (
      "wrong-type",
      ##"{"fiori": {"color": {"chip": {"selected": {"background": {"$type": "fontWeight", "$value": 700}}}}}}"##,
      "wrong-type.tokens.json:1:44: fiori.color.chip.selected.background: $type fontWeight where color is expected"
    ),
    (
      "unknown",
      ##"{"fiori": {"colour": {"chip": {"selected": {"background": {"$type": "color", "$value": "#005F73"}}}}}}"##,
      "unknown.tokens.json:1:45: fiori.colour.chip.selected.background: unknown token"
    ),
  ]

  @Test(arguments: badFiles.map(\.name))
  func aBadTokensFileFailsWithTheTokenPathAndWritesNothing(name: String) throws {
    let bad = try #require(Self.badFiles.first { $0.name == name })
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/\(name).tokens.json"
    try bad.json.write(toFile: file, atomically: true, encoding: .utf8)
    let result = try CLI.run([
      "render", "fiori/chip/single-selection/selected", "--out", dir + "/out", "--tokens", file,
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains(bad.expected), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    // The same file named by a fixture's theme: a fixture error at theme.tokens, same message.
    try
      ("system: fiori\ncomponent: chip\ntheme: {tokens: \(name).tokens.json}\nvariants: [{name: a, variation: "
      + "single-selection, label: A}]\n")
      .write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
    let viaFixture = try CLI.run(["render", dir + "/chip.yaml", "--out", dir + "/out"])
    #expect(viaFixture.status == 65)
    #expect(viaFixture.stderr.contains("chip.yaml:3:17: theme.tokens: "), "\(viaFixture.stderr)")
    #expect(viaFixture.stderr.contains(bad.expected), "\(viaFixture.stderr)")
  }

  // MARK: Resolver files, contexts and `specsheet tokens`

  static let trailhead = "Fixtures/tokens/trailhead/trailhead.resolver.json"

  @Test func tokensPrintsEachFieldWithItsTokenAndFileAndWhatChangesNoImage() throws {
    let result = try CLI.run(["tokens", "--tokens", Self.trailhead, "material/button"])
    #expect(result.status == 0, "\(result.stderr)")
    let out = result.stdout
    #expect(out.contains("  modifier theme = light (default; contexts: light, dark)"), "\(out)")
    // The whole chain from the mapped path through the semantic token, the palette token's file
    // and line (issue 36, provenance).
    #expect(
      out.contains(
        "  material.color.primary ← bgColor.accent.emphasis → color.pine.700 = #1F5F4A (palette.tokens.json:61), "
          + "mapped in specsheet.tokens.json:6"),
      "\(out)")
    #expect(out.contains("note: font stack (4 families) draws Inter"), "\(out)")
    // Buttons draw no Fiori chip, and white on-primary is the stock value: neither changes an image.
    let idle = try #require(out.components(separatedBy: "change no image in the selection").last)
    #expect(idle.contains("  fiori.color.chip.selected.background") && idle.contains("  material.color.on-primary"))
    #expect(!idle.contains("  material.color.primary\n"))
    #expect(out.contains("not reached (--verbose lists them)"))
    let verbose = try CLI.run(["tokens", "--tokens", Self.trailhead, "material/button", "--verbose"])
    #expect(verbose.stdout.contains("  not reached: color.pine.900"))
    #expect(verbose.stdout.contains("      via bgColor.accent.emphasis (theme-light.tokens.json:12)"))
  }

  /// Issue 36, provenance: `tokens --json` gives each field's whole alias chain, every token
  /// with its file, line and column.
  @Test func tokensJSONGivesEachFieldsChainWithFilesAndLines() throws {
    let result = try CLI.run(["tokens", "--tokens", Self.trailhead, "material/button", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let fields = try #require(document["fields"] as? [[String: Any]])
    let primary = try #require(fields.first { $0["path"] as? String == "material.color.primary" })
    let chain = try #require(primary["chain"] as? [[String: Any]])
    #expect(
      chain.compactMap { $0["token"] as? String } == [
        "material.color.primary", "bgColor.accent.emphasis", "color.pine.700",
      ])
    #expect(
      chain.compactMap { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } } == [
        "specsheet.tokens.json", "theme-light.tokens.json", "palette.tokens.json",
      ])
    #expect(chain.compactMap { $0["line"] as? Int } == [6, 12, 61])
    #expect(primary["sourceLine"] as? Int == 61 && primary["value"] as? String == "#1F5F4A")
  }

  /// Issue 36, provenance: a token error in a group written across two files names the file
  /// and line that write the token, not the last file to touch its group.
  @Test func aTokenErrorNamesTheFileAndLineOfItsTokenInASplitGroup() throws {
    let dir = try temporaryFolder("specsheet-prov")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let files = [
      "a.tokens.json": "{\n  \"g\": {\n    \"$type\": \"color\",\n    \"w\": { \"$value\": 5 }\n  }\n}\n",
      "fix.tokens.json":
        ##"{"g": {"z": {"$value": "#000000"}}, "material": {"color": {"primary": {"$value": "{g.w}"}}}}"##,
      "r.resolver.json": ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "##
        + ##""sources": [{"$ref": "a.tokens.json"}, {"$ref": "fix.tokens.json"}]}]}"##,
    ]
    for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    let result = try CLI.run(["tokens", "--tokens", dir + "/r.resolver.json"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("a.tokens.json:4:5: g.w: expected a colour"), "\(result.stderr)")
    #expect(!result.stderr.contains("fix.tokens.json"), "\(result.stderr)")
  }

  @Test func aTokenContextRendersTheDarkTheme() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let image = "material/button/contained/normal"
    let dark = try CLI.run([
      "render", image, "--scale", "1", "--out", out, "--tokens", Self.trailhead, "--token-context", "theme=dark",
    ])
    #expect(dark.status == 0, "\(dark.stderr)")
    #expect(try pixels(out + "/\(image)@1x.png").contains(Color("#7CC4A4")))
    let wrong = try CLI.run([
      "render", image, "--out", out + "/x", "--tokens", Self.sample, "--token-context", "theme=dark",
    ])
    #expect(wrong.status == 65)
    #expect(wrong.stderr.contains("chooses a context of a resolver file; this is a token file"), "\(wrong.stderr)")
  }

  @Test func strictTokensListsTheUnusedTokensBounded() throws {
    let result = try CLI.run(["tokens", "--tokens", Self.trailhead, "--strict-tokens"])
    #expect(result.status == 65)
    let lines = result.stderr.split(separator: "\n")
    #expect(
      lines.first?.hasSuffix(
        "unused token: not a path of the mapping and no mapped token refers to it (--strict-tokens)") == true,
      "\(result.stderr)")
    // Every one, no longer the first 20 (issue 36): as many as --verbose lists as not reached.
    let verbose = try CLI.run(["tokens", "--tokens", Self.trailhead, "--verbose", "material/button/contained/normal"])
    let unused = verbose.stdout.split(separator: "\n").filter { $0.hasPrefix("  not reached: ") }
    #expect(unused.count > 20 && lines.count == unused.count, "\(result.stderr)")
    #expect(!result.stderr.contains("more problems"), "\(result.stderr)")
  }
}
