import ComponentKit
import Foundation
import Graphics
import Material
import TestSupport
import Testing

@testable import Catalog

/// Fixture errors stay one short line whatever the fixture holds: a bad value is echoed to at
/// most 60 characters, a long list of valid names becomes the closest few and where the list is.
@Suite struct ErrorLengthTests {
  func error(_ yaml: String) throws -> FixtureError {
    do {
      _ = try Fixture.parse(yaml, file: "test.yaml")
    } catch let error as FixtureError {
      #expect(error.description.count <= 300, "\(error.description.count) characters: \(error.description.prefix(400))")
      #expect(!error.description.contains("\n"), "\(error.description.prefix(400))")
      return error
    }
    throw CancellationError()  // parsed: the test's fixture is wrong
  }

  static let huge = String(repeating: "x", count: 100_000)

  @Test func aHugeIconNameIsCutAndTheListIsReplacedByWhereItIs() throws {
    let fiori = try error(
      """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: leading-icon, icon: \(Self.huge), label: A}
      """)
    #expect(
      fiori.message
        == "unknown Material icon \"\(String(repeating: "x", count: 59))…\"; all \(MaterialIcon.known.count) are "
        + "listed in Fixtures/README.md, \"Material icons\""
    )
    let material = try error(
      """
      system: material
      component: chip
      variants:
        - {name: a, type: input, look: themed, title: A, image: \(Self.huge)}
      """)
    #expect(material.message.hasPrefix("unknown Material icon \"xxxxxxxx"))
    #expect(
      material.message.hasSuffix(
        "all \(MaterialIcon.known.count + 1) are listed in Fixtures/README.md, \"Material icons\""))
  }

  @Test func aMistypedIconOrTokenGetsTheClosestNames() throws {
    let icon = try error(
      """
      system: fiori
      component: chip
      variants:
        - {name: a, variation: status, status: positive, icon: check_circel, label: A}
      """)
    #expect(
      icon.message.hasPrefix("unknown Material icon \"check_circel\"; did you mean check_circle"), "\(icon.message)")
    let token = try error(
      """
      system: fiori
      component: chip
      theme: {colors: {chip.selected.backgrund: "#0070F2"}}
      variants:
        - {name: a, variation: single-selection, label: A}
      """)
    #expect(
      token.message.hasPrefix(
        "unknown colour token \"chip.selected.backgrund\"; did you mean chip.selected.background"), "\(token.message)")
    #expect(
      token.message.hasSuffix("? All 52 are listed in Fixtures/README.md, \"Theme colour tokens (Fiori)\""),
      "\(token.message)")
    let size = try error(
      """
      system: material
      component: list-item
      variants:
        - {name: a, look: themed, width: 320, title: A, content-size: extra-smal}
      """)
    #expect(
      size.message.hasPrefix("unknown content size category \"extra-smal\"; did you mean extra-small"),
      "\(size.message)")
    #expect(size.message.hasSuffix("Fixtures/README.md, \"Material lists\""))
  }

  @Test func aMistypedKeyGetsTheClosestKeys() throws {
    let key = try error(
      """
      system: material
      component: chip
      variants:
        - {name: a, type: input, look: themed, title: A, titel-color: {normal: "#000000"}}
      """)
    #expect(key.keyPath == "variants[0].titel-color")
    #expect(
      key.message == "unknown key \"titel-color\"; did you mean title-color? 23 in all, see Fixtures/README.md",
      "\(key.message)")
  }

  @Test func shortListsAreStillWrittenOut() throws {
    let role = try error(
      """
      system: material
      component: chip
      theme: {colors: {primery: "#6200EE"}}
      variants:
        - {name: a, type: input, look: themed, title: A}
      """)
    #expect(role.message.hasPrefix("unknown colour role \"primery\"; expected one of: primary, primary-variant, "))
  }

  @Test func hugeKeysAndValuesAreCutEverywhere() throws {
    // YAML keys are at most 1024 characters.
    let long = String(repeating: "k", count: 1000)
    let cases = [
      // An unknown key and an unknown token: both the key path and the message echo them.
      "system: fiori\ncomponent: chip\nvariants:\n  - {name: a, variation: single-selection, label: A, \(long): 1}\n",
      "system: fiori\ncomponent: chip\ntheme: {colors: {\(long): \"#000000\"}}\nvariants:\n  - {name: a, variation: "
        + "single-selection, label: A}\n",
      "system: fiori\ncomponent: chip\ntheme: {colors: {chip.selected.label: \"#\(Self.huge)\"}}\nvariants:\n  - "
        + "{name: a, variation: single-selection, label: A}\n",
      "system: fiori\ncomponent: chip-group\nvariants:\n  - {name: a, layout: wrapped, width: "
        + "1\(String(repeating: "0", count: 100_000)), selection: single, variation: single-selection, chips: [A]}\n",
      "system: fiori\ncomponent: chip-group\nvariants:\n  - {name: a, layout: \(Self.huge), width: 300, selection: "
        + "single, variation: single-selection, chips: [A]}\n",
      "system: material\ncomponent: card-collection\nvariants:\n  - {name: a, look: themed, width: 400, columns: "
        + "9\(String(repeating: "9", count: 100_000)), cards: [{header: A}]}\n",
      "system: fiori\ncomponent: chip-form-cell\nvariants:\n  - {name: a, label: L, required: \(Self.huge), width: "
        + "300, layout: wrapped, selection: single, variation: single-selection, chips: [A]}\n",
      "system: material\ncomponent: chip\nvariants:\n  - {name: a, type: input, look: themed, title: A, background: "
        + "{\(long): \"#000000\"}}\n",
      "system: \(Self.huge)\ncomponent: chip\nvariants: []\n",
      // A key with line breaks is escaped: one line.
      "system: fiori\ncomponent: chip\nvariants:\n  - {name: a, variation: single-selection, label: A, "
        + "\"two\\nlines\": 1}\n",
    ]
    for yaml in cases {
      let e = try error(yaml)
      #expect(e.description.contains("…") || e.description.contains("\\u{A}"), "\(e.description.prefix(300))")
    }
    let duplicate = try error("system: fiori\n\(long): 1\n\(long): 2\ncomponent: chip\nvariants: []\n")
    #expect(duplicate.message.hasPrefix("duplicate key \"kkkk"))
  }

  /// Every component's key list, the longest lists there are, fits in a line.
  @Test func anUnknownKeyInEveryCatalogFixtureGivesAShortLine() throws {
    let root = packageRoot + "/" + Catalog.defaultDirectory
    let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".yaml") }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let broken = text.replacingOccurrences(
        of: "\n  - name: ", with: "\n  - zzz-unknown: 1\n    name: ", range: text.range(of: "\n  - name: "))
      #expect(broken != text, "\(file)")
      let e = try error(broken)
      #expect(e.message.hasPrefix("unknown key \"zzz-unknown\""), "\(file): \(e)")
    }
  }

  /// The sections the messages point to exist, and the icon list is the one the parser knows.
  @Test func theListsTheMessagesPointToAreInTheReadme() throws {
    let readme = try String(contentsOfFile: packageRoot + "/" + Suggestions.readme, encoding: .utf8)
    for section in ["Material icons", "Theme colour tokens (Fiori)", "Material lists"] {
      #expect(readme.contains("\n### \(section)"), "\(section)")
    }
    let icons = try #require(
      readme.components(separatedBy: "\n### Material icons\n").last?.components(separatedBy: "\n### ").first)
    let list = try #require(
      icons.components(separatedBy: "\n\n").last { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
    let names = list.split(whereSeparator: { ", `\n".contains($0) }).map(String.init)
    #expect(names == MaterialIcon.known.keys.sorted())
  }

  @Test func closestNamesByEditDistance() {
    #expect(Suggestions.closest(to: "chekc", among: ["check", "cancel", "chip", "add"]) == ["check", "chip"])
    #expect(Suggestions.closest(to: "zzzzzzzz", among: ["check", "cancel"]).isEmpty, "nothing alike, no guess")
    #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestions.clipped("short") == "short")
    #expect(Suggestions.clipped(String(repeating: "é", count: 61)) == String(repeating: "é", count: 59) + "…")
    #expect(Suggestions.clipped("a\tb") == "a\\u{9}b")
  }
}
