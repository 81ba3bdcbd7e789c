import Foundation
import TestSupport
import Testing

/// Issue 38, "Twins prove it": Examples/Twins re-declares the Fiori chip in data
/// (components/fiori-chip.component.yaml) with the catalog's fixture copied, only `system:`
/// changed to `twin-fiori`. Every image it renders is the catalog's image of the same variant,
/// state and scale, byte for byte (the encoder is deterministic, so equal bytes are equal
/// pixels), and the audit finds the same findings in both.
@Suite struct TwinsCommandTests {
  static let twins = packagePath("Examples/Twins")

  /// The catalog's fiori/chip fixture alone in a folder of its own (no goldens, no baseline:
  /// the audit lists every finding, as the twin's does).
  func catalogCopy() throws -> String {
    let folder = try temporaryFolder("twin-catalog")
    try FileManager.default.copyItem(
      atPath: packagePath("Fixtures/catalog/fiori/chip.yaml"), toPath: folder + "/chip.yaml")
    return folder
  }

  func pngs(under folder: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test func everyTwinImageIsTheCatalogsImage() throws {
    let out = try temporaryFolder("twins-out")
    let twin = try CLI.run(["render", "--out", out + "/twin"], in: Self.twins)
    #expect(twin.status == 0, "\(twin.stderr)")
    let catalog = try CLI.run(["render", "Fixtures/catalog/fiori/chip.yaml", "--out", out + "/catalog"])
    #expect(catalog.status == 0, "\(catalog.stderr)")
    let twinImages = try pngs(under: out + "/twin/twin-fiori")
    let catalogImages = try pngs(under: out + "/catalog/fiori")
    #expect(twinImages.count == 93, "every variant, state and scale of the fixture")
    #expect(twinImages == catalogImages)
    var different: [String] = []
    for path in catalogImages {
      let a = try Data(contentsOf: URL(fileURLWithPath: out + "/twin/twin-fiori/" + path))
      let b = try Data(contentsOf: URL(fileURLWithPath: out + "/catalog/fiori/" + path))
      if a != b { different.append(path) }
    }
    #expect(different.isEmpty, "not the catalog's: \(different.prefix(10))")
  }

  @Test func theTwinsAuditFindingsAreTheCatalogs() throws {
    let twin = try CLI.run(["audit", "--scale", "1,2"], in: Self.twins)
    let catalog = try CLI.run(["audit", "chip.yaml", "--scale", "1,2"], in: try catalogCopy())
    #expect(twin.status == catalog.status)
    let renamed = twin.stdout.replacingOccurrences(of: "twin-fiori/", with: "fiori/")
    #expect(renamed == catalog.stdout)
    #expect(catalog.stdout.contains("text-contrast"), "the comparison covers findings, not two empty lists")
  }

  @Test func theTwinsAccessibilityElementsAreTheCatalogs() throws {
    let twin = try CLI.run(["dump", "--stage", "accessibility", "--scale", "1"], in: Self.twins)
    let catalog = try CLI.run(["dump", "--stage", "accessibility", "--scale", "1", "chip.yaml"], in: try catalogCopy())
    #expect(twin.status == 0 && catalog.status == 0, "\(twin.stderr)\(catalog.stderr)")
    #expect(twin.stdout.replacingOccurrences(of: "# twin-fiori/", with: "# fiori/") == catalog.stdout)
    #expect(catalog.stdout.contains("1 radio \"Received\" [checked]"))
  }

  /// The twin's fixture is the catalog's with only `system:` changed, so the comparison above
  /// covers every variant the catalog draws.
  @Test func theTwinsFixtureIsTheCatalogsWithOnlyItsSystemChanged() throws {
    let twin = try String(contentsOfFile: Self.twins + "/Fixtures/chip.yaml", encoding: .utf8)
    let catalog = try String(contentsOfFile: packagePath("Fixtures/catalog/fiori/chip.yaml"), encoding: .utf8)
    #expect(twin.contains("\nsystem: twin-fiori\n"))
    #expect(twin.replacingOccurrences(of: "\nsystem: twin-fiori\n", with: "\nsystem: fiori\n") == catalog)
  }
}
