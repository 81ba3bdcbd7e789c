import Foundation
import Testing

@Suite struct AuditCommandTests {
  @Test func defaultCatalogConformsWithItsBaseline() throws {
    let json = try CLI.temporaryDirectory() + "/audit.json"
    defer { try? FileManager.default.removeItem(atPath: (json as NSString).deletingLastPathComponent) }
    let result = try CLI.run(["audit", "--json", json])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("audited 876 images"))
    #expect(result.stdout.contains("accepted by goldens/audit-baseline.yaml"))
    #expect(!result.stdout.contains("stale baseline entry"))
    // Every accepted finding carries the baseline's reason in the JSON.
    let document = try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: json))) as? [String: Any]
    let findings = try #require(document?["findings"] as? [[String: Any]])
    let shrine = findings.first { ($0["image"] as? String) == "material/card/shrine-themed/normal@1x" && ($0["part"] as? String) == "button-1.text-label" }
    #expect(shrine?["measured"] as? String == "1.25")
    #expect((shrine?["accepted"] as? String)?.contains("Shrine") == true)
    #expect(document?["open"] as? Int == findings.filter { $0["accepted"] == nil && ($0["severity"] as? String) != "info" }.count + findings.filter { $0["accepted"] == nil && ($0["severity"] as? String) == "info" }.count)
  }

  @Test func badThemeExitsFourNamingPartNumbersAndSource() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try """
      system: fiori
      component: chip
      theme:
        colors: {chip.unselected.label: "#C0C0C0"}
        metrics: {chip-height: 30}
      variants:
        - name: brand
          variation: single-selection
          label: Received
          states: [unselected]
      """.write(toFile: dir + "/brand.yaml", atomically: true, encoding: .utf8)
    let result = try CLI.run(["audit", dir + "/brand.yaml"])
    #expect(result.status == 4, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains {
      $0.hasPrefix("fiori/chip/brand/unselected@1x,2x,3x: label: text-contrast: 1.63:1 vs ≥ 4.50:1") && $0.contains("#C0C0C0 on #F2F2F7")
        && $0.contains("WCAG 2.2 SC 1.4.3")
    }, "\(lines)")
    #expect(lines.contains {
      $0.contains("container: spec:fiori-chip.height: 30pt vs 32 ±0.01pt") && $0.contains("Key Dimensions")
    }, "\(lines)")
    #expect(try CLI.run(["audit", dir + "/brand.yaml", "--fail-on", "never"]).status == 0)
  }
}
