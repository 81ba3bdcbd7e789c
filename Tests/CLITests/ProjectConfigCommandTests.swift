import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// `specsheet.yaml`: found from a subfolder, overridden by flags, strict about its keys.
@Suite struct ProjectConfigCommandTests {
  let project: String
  let subfolder: String

  init() throws {
    project = try temporaryFolder("specsheet-cli")
    subfolder = project + "/design/review"
    try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
  }

  func config(_ text: String) throws {
    try text.write(toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
  }

  func pngs(under folder: String) -> [String] { files(under: folder).keys.filter { $0.hasSuffix(".png") }.sorted() }

  @Test func theConfigAboveTheFolderIsUsedAndFlagsOverrideIt() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    // Paths in specsheet.yaml stay inside the project: the fixture and tokens are copied in.
    try FileManager.default.createDirectory(atPath: project + "/design/fixtures", withIntermediateDirectories: true)
    for file in ["catalog/fiori/chip.yaml", "tokens/acme.tokens.json"] {
      let name = (file as NSString).lastPathComponent
      try FileManager.default.copyItem(
        atPath: packageRoot + "/Fixtures/" + file, toPath: project + "/design/fixtures/" + name)
    }
    try config(
      """
      # The Fiori chips only, at @2x, in the Acme brand.
      fixtures: design/fixtures/chip.yaml
      scales: [2]
      tokens: design/fixtures/acme.tokens.json
      """)
    let configured = try CLI.run(["render", "single-selection/selected", "--out", "out"], in: subfolder)
    #expect(configured.status == 0, "\(configured.stderr)")
    #expect(pngs(under: subfolder + "/out") == ["fiori/chip/single-selection/selected@2x.png"])
    let drawn = try PNGDecoder.decode(
      [UInt8](
        try #require(
          FileManager.default.contents(atPath: subfolder + "/out/fiori/chip/single-selection/selected@2x.png"))))
    #expect((0..<drawn.width).contains { drawn[$0, drawn.height / 2] == Color("#005F73") })

    // Flags win: --tokens names another file (it is the one read), --scale another scale.
    let stock = try CLI.run(
      [
        "render", "single-selection/selected", "--out", "stock", "--scale", "1", "--tokens",
        packageRoot + "/Fixtures/tokens/stock.tokens.json",
      ],
      in: subfolder)
    #expect(stock.status == 65)
    #expect(stock.stderr.contains("stock.tokens.json: cannot read the file"), "\(stock.stderr)")
    let scaled = try CLI.run(["render", "single-selection/selected", "--out", "one", "--scale", "1"], in: subfolder)
    #expect(scaled.status == 0, "\(scaled.stderr)")
    #expect(pngs(under: subfolder + "/one") == ["fiori/chip/single-selection/selected@1x.png"])
  }

  @Test func checkReadsGoldensAndReportFromTheConfigRelativeToIt() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    // Paths in specsheet.yaml stay inside the project: the catalog and goldens are copied in.
    try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/catalog", toPath: project + "/catalog")
    try FileManager.default.copyItem(atPath: packageRoot + "/goldens", toPath: project + "/goldens")
    try config(
      """
      fixtures: [catalog]
      goldens: goldens
      report: reports/golden
      """)
    let passing = try CLI.run(
      ["check", "fiori/chip/single-selection/selected@1x", "--no-audit", "--artifacts", project + "/artifacts"],
      in: subfolder)
    #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
    #expect(FileManager.default.fileExists(atPath: project + "/reports/golden/index.html"))
    // --goldens overrides the configured folder: an empty one has no golden to match.
    try FileManager.default.createDirectory(atPath: project + "/empty", withIntermediateDirectories: true)
    let overridden = try CLI.run(
      [
        "check", "fiori/chip/single-selection/selected@1x", "--no-audit", "--artifacts", project + "/artifacts",
        "--goldens", project + "/empty",
      ],
      in: subfolder)
    #expect(overridden.status == 2, "\(overridden.stdout)\(overridden.stderr)")
  }

  @Test func anUnknownKeyFailsWithTheFileLineAndTheKnownKeys() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    try config("scales: [1]\ngolden: goldens\n")
    let result = try CLI.run(["render", "--out", "out"], in: subfolder)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains("specsheet.yaml:2:1: golden: unknown key \"golden\"; "),
      "\(result.stderr)")
    #expect(result.stderr.contains("goldens"))
    #expect(result.stderr.components(separatedBy: "unknown key").count == 2, "said once: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: subfolder + "/out"))
  }
}
