import AcmeTag
import Foundation
import SpecsheetKit
import Testing

/// Issue 38, "A team's own design system cannot take brand tokens": Acme registers its theme's
/// colour roles and their token paths (`DesignSystem.acme`, `acme.color.<role>`) through the
/// public API; specsheet.yaml maps those paths onto the brand's own token names, and
/// `--tokens tokens/brand.tokens.json` restyles the tag.
@Suite(.serialized) struct BrandTokensTests {
  /// The fill a few points inside the pill's left end, halfway down: no edge, no label there.
  static func fill(_ png: String) throws -> Color {
    let bitmap = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
    return bitmap[4 * bitmap.height / 24, bitmap.height / 2]
  }

  @Test func brandTokensChangeEveryTagsPixelsAndTheSelectedFillIsTheBrandsTeal() throws {
    let folder = try AcmeCLI.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let stock = try AcmeCLI.run(["render", "Fixtures", "--out", "stock", "--scale", "1"], in: folder)
    #expect(stock.status == 0, "\(stock.stderr)")
    let brand = try AcmeCLI.run(
      ["render", "Fixtures", "--out", "brand", "--scale", "1", "--tokens", "tokens/brand.tokens.json"], in: folder)
    #expect(brand.status == 0, "\(brand.stderr)")
    let stockFiles = AcmeCLI.files(under: folder + "/stock/acme")
    let brandFiles = AcmeCLI.files(under: folder + "/brand/acme")
    #expect(stockFiles.count == 5)
    #expect(Set(stockFiles.keys) == Set(brandFiles.keys))
    for (name, data) in stockFiles { #expect(brandFiles[name] != data, "\(name) restyled by the brand") }
    let selected = "/acme/tag/short/selected@1x.png"
    #expect(try Self.fill(folder + "/stock" + selected) == Color(red: 0x37, green: 0x30, blue: 0xA3, alpha: 255))
    #expect(try Self.fill(folder + "/brand" + selected) == Color(red: 0x0F, green: 0x76, blue: 0x6E, alpha: 255))
  }

  /// `tokens` shows each role the brand sets through specsheet.yaml's mapping, and its coverage.
  @Test func tokensListsAcmesRolesFromTheBrand() throws {
    let run = try AcmeCLI.run(["tokens", "Fixtures", "--tokens", "tokens/brand.tokens.json"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    for role in AcmeTheme.roleNames { #expect(run.stdout.contains("acme.color.\(role) ← tag.\(role)"), "\(role)") }
    #expect(run.stdout.contains("coverage: 5 of "))
  }

  /// The registry carries Acme's rows beside the shipped ones: its paths join the key tables.
  @Test func theRegistryHoldsAcmesTokenRows() throws {
    let acme = ComponentRegistry.acme.tokenMapping.filter { $0.system == "acme" }
    #expect(acme.flatMap(\.paths) == AcmeTheme.roleNames.map { "acme.color.\($0)" })
    #expect(ComponentRegistry.standard.tokenMapping.allSatisfy { $0.system != "acme" })
    #expect(FixtureSchema.markdown(for: .acme).contains("| `acme.color.<role>` | color |"))
  }
}
