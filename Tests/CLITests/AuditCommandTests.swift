import Foundation
import Graphics
import TestSupport
import Testing

@Suite struct AuditCommandTests {
  @Test func defaultCatalogConformsWithItsBaseline() throws {
    let json = try temporaryFolder("specsheet-cli") + "/audit.json"
    defer { try? FileManager.default.removeItem(atPath: (json as NSString).deletingLastPathComponent) }
    let result = try CLI.run(["audit", "--json", json])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("audited 954 images"))
    #expect(result.stdout.contains("accepted by goldens/audit-baseline.yaml"))
    #expect(!result.stdout.contains("stale baseline entry"))
    // Every accepted finding carries the baseline's reason in the JSON.
    let document =
      try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: json))) as? [String: Any]
    // Findings sit on their image's record (docs/results.schema.json); flattened here, named by image.
    let images = try #require(document?["images"] as? [[String: Any]])
    #expect(images.count == 954)
    let findings = images.flatMap { image in
      ((image["findings"] as? [[String: Any]]) ?? []).map { $0.merging(["image": image["name"] as Any]) { a, _ in a } }
    }
    let shrine = findings.first {
      ($0["image"] as? String) == "material/card/shrine-themed/normal@1x"
        && ($0["part"] as? String) == "button-1.text-label"
    }
    #expect(shrine?["measured"] as? String == "1.25")
    #expect((shrine?["accepted"] as? String)?.contains("Shrine") == true)
    // The Material components meet their spec rules at every scale, but for what the baseline
    // accepts with a reason (the rules themselves are tested on altered inputs in AuditTests).
    let openSpec = findings.filter {
      ($0["rule"] as? String)?.hasPrefix("spec:") == true && ($0["image"] as? String)?.hasPrefix("material/") == true
        && $0["accepted"] == nil
    }
    #expect(openSpec.isEmpty, "\(openSpec)")
    #expect(findings.contains { ($0["image"] as? String)?.hasSuffix("@3x") == true }, "audited at @3x too")
    let totals = try #require((document?["totals"] as? [String: Any])?["audit"] as? [String: Int])
    for (severity, key) in [("error", "errors"), ("warning", "warnings"), ("info", "info")] {
      let open = findings.filter { $0["accepted"] == nil && ($0["severity"] as? String) == severity }
      #expect(totals[key] == open.count, "\(severity)")
    }
    #expect(totals["accepted"] == findings.filter { $0["accepted"] != nil }.count)
  }

  @Test func listRulesPrintsTheSpecWithSources() throws {
    let result = try CLI.run(["audit", "--list-rules", "fiori/chip/single-selection/selected@1x"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("text-contrast: ") && $0.contains("SC 1.4.3") })
    #expect(lines.contains("fiori/chip/single-selection/selected:"))
    #expect(
      lines.contains { $0.contains("spec:fiori-chip.leading-padding check-mark: 16pt from container's leading edge") })
    #expect(
      lines.contains {
        $0.contains("spec:fiori-chip.background container: fill colour #F69000") && $0.contains("Color Scheme")
      })
    #expect(!lines.contains { $0.contains(" leading-icon: ") }, "a selected plain chip draws no leading icon")
  }

  @Test func badThemeExitsFourNamingPartNumbersAndSource() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try CheckAuditTests.brand.write(toFile: dir + "/brand.yaml", atomically: true, encoding: .utf8)
    let result = try CLI.run(["audit", dir + "/brand.yaml"])
    #expect(result.status == 4, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("fiori/chip/brand/unselected@1x,2x,3x: label: text-contrast: 1.63:1 vs ≥ 4.50:1")
          && $0.contains("#C0C0C0 on #F2F2F7")
          && $0.contains("WCAG 2.2 SC 1.4.3")
      }, "\(lines)")
    #expect(
      lines.contains {
        $0.contains("container: spec:fiori-chip.height: 30pt vs 32 ±0.01pt") && $0.contains("Key Dimensions")
      }, "\(lines)")
    #expect(try CLI.run(["audit", dir + "/brand.yaml", "--fail-on", "never"]).status == 0)
  }
}

@Suite struct CheckAuditTests {
  /// A fixture whose goldens are recorded (so pixels pass) but whose theme breaks the spec.
  static let brand = """
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
    """

  @Test func checkRunsTheAuditIntoConsoleJUnitAndReport() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.brand.write(toFile: dir + "/brand.yaml", atomically: true, encoding: .utf8)
    let goldens = dir + "/goldens"
    #expect(try CLI.run(["record", dir + "/brand.yaml", "--goldens", goldens]).status == 0)

    let result = try CLI.run([
      "check", dir + "/brand.yaml", "--goldens", goldens, "--junit", dir + "/junit.xml", "--report", dir + "/report",
      "--artifacts", dir + "/artifacts",
    ])
    #expect(result.status == 4, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("3 passed"))
    #expect(result.stdout.contains("audit: fiori/chip/brand/unselected@1x,2x,3x: label: text-contrast: 1.63:1"))
    #expect(result.stderr.contains("audit-baseline.yaml"))

    let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"failures="3""#))
    #expect(
      junit.contains(
        #"<failure type="audit" message="3 spec audit findings: container: spec:fiori-chip.corner-radius">"#))
    #expect(junit.contains("text #C0C0C0 on #F2F2F7"))

    let report = dir + "/report/index.html"
    let dom = try Chromium.dumpDOM(report)
    #expect(dom.contains(#"data-ready="true""#))
    #expect(dom.contains(#"<article class="audit" id="audit-2" data-name="fiori/chip/brand/unselected@2x">"#))
    #expect(dom.contains("spec:fiori-chip.height: 30pt vs 32 ±0.01pt"))
    #expect(dom.contains("<rect"), "the measured frames are drawn over the picture")
    func red(_ shot: Bitmap) -> Int {
      var n = 0
      for y in 0..<shot.height {
        for x in 0..<shot.width where shot[x, y].red > 190 && shot[x, y].green < 30 && shot[x, y].blue < 60 { n += 1 }
      }
      return n
    }
    let shot = try Chromium.screenshot(report, size: (1000, 900)) { red($0) > 100 }
    #expect(red(shot) > 100, "the finding frames are on screen")

    // Without the audit the same check passes; with a baseline that accepts them, too.
    #expect(try CLI.run(["check", dir + "/brand.yaml", "--goldens", goldens, "--no-audit"]).status == 0)
    try """
    accepted:
      - image: fiori/chip/brand/*
        rule: text-contrast
        measured: "1.63:1 #C0C0C0 on #F2F2F7"
        reason: The brand's pale label, accepted for this test
      - image: fiori/chip/brand/*
        rule: spec:fiori-chip.height
        measured: 30pt
        reason: The brand's 30pt chip, accepted for this test
      - image: fiori/chip/brand/*
        rule: spec:fiori-chip.corner-radius
        measured: 14.8pt
        reason: Follows from the 30pt height, accepted for this test
    """.write(toFile: goldens + "/audit-baseline.yaml", atomically: true, encoding: .utf8)
    let accepted = try CLI.run([
      "check", dir + "/brand.yaml", "--goldens", goldens, "--report", dir + "/accepted-report", "--show-accepted",
    ])
    #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    #expect(accepted.stdout.contains("accepted by \(goldens)/audit-baseline.yaml"))
    // Accepted is said as accepted, with the reason: on the console and in the report.
    #expect(
      accepted.stdout.contains("audit: accepted: fiori/chip/brand/unselected@1x,2x,3x: label: text-contrast: 1.63:1"))
    #expect(
      accepted.stdout.contains("— The brand's pale label, accepted for this test (\(goldens)/audit-baseline.yaml:2)"))
    let acceptedReport = try String(contentsOfFile: dir + "/accepted-report/index.html", encoding: .utf8)
    #expect(acceptedReport.contains("Accepted: The brand's pale label, accepted for this test"))
    #expect(acceptedReport.contains("fiori/chip/brand/unselected@1x,2x,3x: label: text-contrast: 1.63:1"))
  }
}
