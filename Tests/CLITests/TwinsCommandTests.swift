import Foundation
import TestSupport
import Testing

/// Issue 38, "Twins prove it": Examples/Twins re-declares built-in components in data with the
/// catalog's fixtures copied, only `system:` changed: the Fiori chip
/// (components/fiori-chip.component.yaml, `twin-fiori`) and the Material button
/// (components/material-button.component.yaml, `twin-material`: uppercase titles, sizes from
/// props, the touch-target and hit-area overlays, an ink layer, shadows at two elevations).
/// Every image each renders is the catalog's image of the same variant, state and scale, byte
/// for byte (the encoder is deterministic, so equal bytes are equal pixels), and the audit finds
/// the same findings in both.
@Suite struct TwinsCommandTests {
  static let twins = packagePath("Examples/Twins")

  /// A built-in and its twin: the catalog's fixture, the two systems, how many images it draws.
  struct Twin: Sendable, CustomStringConvertible {
    var system: String
    var fixture: String
    var images: Int
    var twinSystem: String { "twin-\(system)" }
    var file: String { (fixture as NSString).lastPathComponent }
    var description: String { "\(system)/\(file)" }
  }

  static let pairs = [
    Twin(system: "fiori", fixture: "Fixtures/catalog/fiori/chip.yaml", images: 93),
    Twin(system: "material", fixture: "Fixtures/catalog/material/button.yaml", images: 117),
  ]

  /// The catalog's fixture alone in a folder of its own (no goldens, no baseline: the audit
  /// lists every finding, as the twin's does).
  func catalogCopy(_ twin: Twin) throws -> String {
    let folder = try temporaryFolder("twin-catalog")
    try FileManager.default.copyItem(atPath: packagePath(twin.fixture), toPath: folder + "/" + twin.file)
    return folder
  }

  /// The twin's own fixture alone, with the components: the audit of that twin only.
  func twinCopy(_ twin: Twin) throws -> String {
    let folder = try temporaryFolder("twin-declared")
    try FileManager.default.copyItem(atPath: Self.twins + "/components", toPath: folder + "/components")
    try FileManager.default.createDirectory(atPath: folder + "/Fixtures", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.twins + "/Fixtures/" + twin.file, toPath: folder + "/Fixtures/" + twin.file)
    try "components: components\nfixtures: Fixtures\n".write(
      toFile: folder + "/specsheet.yaml", atomically: true, encoding: .utf8)
    return folder
  }

  func pngs(under folder: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test(arguments: pairs) func everyTwinImageIsTheCatalogsImage(_ twin: Twin) throws {
    let out = try temporaryFolder("twins-out")
    let drawn = try CLI.run(["render", "--out", out + "/twin"], in: try twinCopy(twin))
    #expect(drawn.status == 0, "\(drawn.stderr)")
    let catalog = try CLI.run(["render", twin.fixture, "--out", out + "/catalog"])
    #expect(catalog.status == 0, "\(catalog.stderr)")
    let twinImages = try pngs(under: out + "/twin/" + twin.twinSystem)
    let catalogImages = try pngs(under: out + "/catalog/" + twin.system)
    #expect(twinImages.count == twin.images, "every variant, state and scale of the fixture")
    #expect(twinImages == catalogImages)
    var different: [String] = []
    for path in catalogImages {
      let a = try Data(contentsOf: URL(fileURLWithPath: out + "/twin/\(twin.twinSystem)/" + path))
      let b = try Data(contentsOf: URL(fileURLWithPath: out + "/catalog/\(twin.system)/" + path))
      if a != b { different.append(path) }
    }
    #expect(different.isEmpty, "not the catalog's: \(different.prefix(10))")
  }

  @Test(arguments: pairs) func theTwinsAuditFindingsAreTheCatalogs(_ twin: Twin) throws {
    let drawn = try CLI.run(["audit", "--scale", "1,2"], in: try twinCopy(twin))
    let catalog = try CLI.run(["audit", twin.file, "--scale", "1,2"], in: try catalogCopy(twin))
    #expect(drawn.status == catalog.status)
    let renamed = drawn.stdout.replacingOccurrences(of: "\(twin.twinSystem)/", with: "\(twin.system)/")
    #expect(renamed == catalog.stdout)
    #expect(catalog.stdout.contains("text-contrast"), "the comparison covers findings, not two empty lists")
  }

  /// Each twin's elements are the catalog's line for line: roles, labels (an icon toggle's from
  /// its accessibilityLabel, `label-from`), states and every fact's source.
  @Test(arguments: pairs) func theTwinsAccessibilityElementsAreTheCatalogs(_ twin: Twin) throws {
    let drawn = try CLI.run(["dump", "--stage", "accessibility", "--scale", "1"], in: try twinCopy(twin))
    let catalog = try CLI.run(
      ["dump", "--stage", "accessibility", "--scale", "1", twin.file], in: try catalogCopy(twin))
    #expect(drawn.status == 0 && catalog.status == 0, "\(drawn.stderr)\(catalog.stderr)")
    let renamed = drawn.stdout.replacingOccurrences(of: "# \(twin.twinSystem)/", with: "# \(twin.system)/")
    #expect(renamed == catalog.stdout)
    #expect(
      catalog.stdout.contains(twin.system == "fiori" ? "1 radio \"Received\" [checked]" : "1 button \"Favorite\""))
  }

  /// The button's sheet, in its text form, is the catalog's: every cell, redline, swatch and
  /// audit line, but for the system's name and the section's heading (the fixture's path, and
  /// the theme as its design system names it). (The chip's redlines are not yet: the built-in
  /// measures its paddings to a content box the twin does not declare.) A redline's citation of
  /// the spec rule fixing it (` cites spec:...`) is left out: each cites its own rules, and the
  /// twin declares fewer.
  @Test func theButtonTwinsSheetIsTheCatalogs() throws {
    let twin = Self.pairs[1]
    let out = try temporaryFolder("twin-sheets")
    let drawn = try CLI.run(
      ["sheet", "Fixtures/" + twin.file, "--format", "txt", "--out", out + "/twin"], in: try twinCopy(twin))
    let catalog = try CLI.run(
      ["sheet", twin.file, "--format", "txt", "--out", out + "/catalog"], in: try catalogCopy(twin))
    #expect(drawn.status == 0 && catalog.status == 0, "\(drawn.stderr)\(catalog.stderr)")
    func lines(_ file: String) throws -> [String] {
      try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map {
        String($0.split(separator: " cites ", maxSplits: 1)[0])
      }
    }
    let twinLines = try lines(out + "/twin/button.txt").filter { !$0.hasPrefix("section ") }
      .map { $0.replacingOccurrences(of: twin.twinSystem, with: twin.system) }
    let catalogLines = try lines(out + "/catalog/button.txt").filter { !$0.hasPrefix("section ") }
    #expect(twinLines.count > 400, "cells, redlines and swatches, not an empty sheet")
    #expect(twinLines == catalogLines)
  }

  /// The twin's fixture is the catalog's with only `system:` changed, so the comparisons above
  /// cover every variant the catalog draws.
  @Test(arguments: pairs) func theTwinsFixtureIsTheCatalogsWithOnlyItsSystemChanged(_ twin: Twin) throws {
    let copy = try String(contentsOfFile: Self.twins + "/Fixtures/" + twin.file, encoding: .utf8)
    let catalog = try String(contentsOfFile: packagePath(twin.fixture), encoding: .utf8)
    #expect(copy.contains("\nsystem: \(twin.twinSystem)\n"))
    #expect(
      copy.replacingOccurrences(of: "\nsystem: \(twin.twinSystem)\n", with: "\nsystem: \(twin.system)\n") == catalog)
  }
}
