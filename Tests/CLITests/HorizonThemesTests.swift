import Foundation
import TestSupport
import Testing

/// Issue 39, "SAP Horizon as data": Examples/Horizon renders the Fiori chips in SAP's four Horizon
/// themes from SAP's own theme data (imported from ../shared at test time, never committed) with
/// `axes: {colorScheme, contrast}`, against goldens named by mode; the audit's findings per theme
/// are the ones its README lists.
@Suite struct HorizonThemesTests {
  static let data = packageRoot + "/../shared/reference/sap-theming-base-content"
  static let present = FileManager.default.fileExists(atPath: data)

  @Test(.enabled(if: present, "../shared/reference/sap-theming-base-content is absent"))
  func theFioriChipsMatchTheirGoldensInAllFourThemes() throws {
    let project = try temporaryFolder("horizon")
    defer { try? FileManager.default.removeItem(atPath: project) }
    for item in ["specsheet.yaml", "Fixtures", "goldens"] {
      try FileManager.default.copyItem(
        atPath: packagePath("Examples/Horizon/" + item), toPath: project + "/" + item)
    }
    let imported = try CLI.run(
      ["tokens", "import", "sap-theming", Self.data, "--out", "tokens/horizon.resolver.json"], in: project)
    #expect(imported.status == 0, "\(imported.stderr)")
    let check = try CLI.run(["check", "--json", "results.json", "--report", "report"], in: project)
    #expect(check.status == 0, "\(check.stdout.suffix(800))\(check.stderr)")
    #expect(check.stdout.contains("52 images: 52 passed"), "\(check.stdout.suffix(400))")
    // Each theme draws the selected chip in its own colours: four different pictures.
    let selected = ["", "~colorScheme=dark", "~contrast=high", "~colorScheme=dark,contrast=high"].map {
      FileManager.default.contents(atPath: "\(project)/goldens/fiori/chip/single-selection/selected\($0)@2x.png")
    }
    #expect(Set(selected.compactMap { $0 }).count == 4)
    // The README's findings: no error or warning in any theme; the disabled label exempt in
    // light (4.47:1), high-contrast white (3.54:1) and black (3.65:1), passing in dark.
    let results = try #require(
      JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: project + "/results.json")))
        as? [String: Any])
    let images = try #require(results["images"] as? [[String: Any]])
    var found: [String] = []
    for image in images {
      for finding in image["findings"] as? [[String: Any]] ?? [] {
        found.append("\(image["name"] ?? "") \(finding["severity"] ?? "") \(finding["measured"] ?? "")")
      }
    }
    #expect(
      found.sorted() == [
        "fiori/chip/single-selection/disabled@2x info 4.47",
        "fiori/chip/single-selection/disabled~colorScheme=dark,contrast=high@2x info 3.65",
        "fiori/chip/single-selection/disabled~contrast=high@2x info 3.54",
      ], "\(found)")
    // Issue 39, "audit in every mode": each colour pair at its worst of the four modes, the same
    // rows in the results file, the report and `audit`'s output.
    try ResultsSchema.expectValid([project + "/results.json"])
    let worst = try #require(results["worstModes"] as? [[String: Any]])
    #expect(worst.allSatisfy { $0["modes"] as? Int == 4 }, "\(worst)")
    let disabled = try #require(
      worst.compactMap { $0["worst"] as? [String: Any] }.first {
        $0["state"] as? String == "fiori/chip/single-selection/disabled"
      })
    #expect(disabled["mode"] as? String == "contrast=high")
    #expect(disabled["ratio"] as? Double == 3.54)
    let audit = try CLI.run(["audit"], in: project)
    #expect(audit.status == 0, "\(audit.stderr)")
    let lines = audit.stdout.split(separator: "\n").filter { $0.hasPrefix("  fiori/chip/") }
    #expect(lines.count == worst.count, "\(audit.stdout)")
    #expect(
      lines.contains(
        "  fiori/chip/single-selection/disabled label text-contrast: worst in contrast=high (of 4 modes) "
          + "3.54:1 vs 4.50:1, headroom -0.96, exempt"), "\(audit.stdout)")
    let report = try String(contentsOfFile: project + "/report/index.html", encoding: .utf8)
    #expect(report.contains("Worst mode per colour pair (\(worst.count) pairs, each drawn in 4 modes)"))
  }
}
