import Audit
import Catalog
import ComponentKit
import Golden
import Graphics
import Pipeline
import Project
import Testing

@Suite struct SpecRuleTests {
  @Test func unmodifiedChipConformsToEveryRule() throws {
    let findings = try audit(fioriChip).filter { $0.rule.hasPrefix("spec:") }
    #expect(findings.isEmpty, "\(findings.map(\.summary))")
  }

  @Test func thirtyPointChipFromThemeMetricsBreaksTheHeightRule() throws {
    let yaml = fioriChip.replacingOccurrences(of: "variants:", with: "theme:\n  metrics: {chip-height: 30}\nvariants:")
    let findings = try audit(yaml, scales: [1]).filter { $0.rule == "spec:fiori-chip.height" }
    #expect(findings.count == 2)  // both states
    let finding = try #require(findings.first)
    #expect(finding.part == "container")
    #expect(finding.measured == "30")
    #expect(finding.expected == "32 ±0.01")
    #expect(finding.unit == "pt")
    #expect(finding.source.contains("Key Dimensions") && finding.source.contains("Chip Height 32pt"))
  }

  @Test func widerCheckMarkPaddingBreaksPaddingAndTheSelectedRelation() throws {
    let yaml = fioriChip.replacingOccurrences(
      of: "variants:", with: "theme:\n  metrics: {chip-horizontal-padding-with-check-mark: 20}\nvariants:")
    let findings = try audit(yaml, scales: [1])
    let padding = findings.filter { $0.rule == "spec:fiori-chip.leading-padding" }
    #expect(padding.map(\.image) == ["fiori/chip/plain/selected@1x"])
    #expect(padding.first?.part == "check-mark")
    #expect(padding.first?.measured == "20")
    // 2 x (20 - 12) + 16 + 4 = 36 wider than unselected, where the spec says 28.
    let relation = try #require(findings.first { $0.rule == "spec:fiori-chip.selected-width" })
    #expect(relation.measured == "36")
    #expect(relation.expected == "28")
  }

  @Test func containerColourIsSampledFromThePixels() throws {
    let entry = try #require(try entries(fioriChip).first)
    var image = try #require(try images(of: entry, scales: [2]).first)
    // Repaint the chip's leading padding, where a reviewer's colour picker would land.
    let container = try #require(image.rendering.layout.part("container"))
    for y in Int(container.minY * 2)..<Int(container.maxY * 2) {
      for x in Int(container.minX * 2 + 3)..<Int(container.minX * 2 + 22) { image.bitmap[x, y] = Color("#FF0000") }
    }
    let findings = auditor.audit([image]).filter { $0.rule == "spec:fiori-chip.background" }
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "#FF0000")
    #expect(findings.first?.expected == "#F2F2F7")
  }

  @Test func labelInkIsSampledFromThePixels() throws {
    let yaml = fioriChip
    let entry = try #require(try entries(yaml).first)
    var image = try #require(try images(of: entry, scales: [3]).first)
    // Pale every label pixel: the ink core no longer reaches the seed's #1D2D3E.
    let label = try #require(image.rendering.layout.part("label"))
    for y in Int(label.minY * 3)..<Int(label.maxY * 3) {
      for x in Int(label.minX * 3)..<Int(label.maxX * 3) {
        let c = image.bitmap[x, y]
        image.bitmap[x, y] = Color(red: c.red / 2 + 120, green: c.green / 2 + 120, blue: c.blue / 2 + 120)
      }
    }
    let findings = auditor.audit([image]).filter { $0.rule == "spec:fiori-chip.label-colour" }
    #expect(findings.count == 1)
    #expect(findings.first?.expected.hasPrefix("#1D2D3E") == true)
  }

  @Test func baselineAcceptsByGlobAndReportsStaleEntries() throws {
    let baseline = try AuditBaseline.parse(
      """
      accepted:
        - image: fiori/chip/*/selected
          rule: text-contrast
          part: "*label"
          measured: "2.35:1 #FFFFFF on #F69000"
          reason: Faithful to the seed's colour table
        - image: material/nothing/*
          rule: touch-target
          measured: 40pt
          reason: Matches nothing at all here
      """, file: "b.yaml")
    #expect(baseline.entry(state: "fiori/chip/plain/selected", rule: "text-contrast", part: "label") != nil)
    #expect(baseline.entry(state: "fiori/chip-group/x/selected", rule: "text-contrast", part: "chip-1.label") == nil)
    #expect(baseline.entry(state: "fiori/chip/plain/selected", rule: "icon-contrast", part: "label") == nil)
    let finding = Finding(
      image: "fiori/chip/plain/selected@2x", part: "label", rule: "text-contrast", severity: .error, measured: "2.35",
      expected: "≥ 4.50", unit: ":1", source: "WCAG", detail: "text #FFFFFF on #F69000")
    let report = AuditReport(
      run: AuditRun(findings: [finding], images: [finding.image]), baseline: baseline, wholeCatalog: true)
    #expect(report.open.isEmpty)
    #expect(report.accepted.count == 1)
    #expect(report.stale.map(\.image) == ["material/nothing/*"])
    #expect(report.lines(showAccepted: false).contains { $0.contains("stale baseline entry b.yaml:7") })
  }

  @Test func baselineEntryWithoutAReasonIsRefused() {
    #expect(throws: FixtureError.self) {
      try AuditBaseline.parse(
        "accepted:\n  - image: a/*\n    rule: text-contrast\n    measured: \"2.35:1 #FFFFFF on #F69000\"\n    reason: "
          + "ok\n",
        file: "b.yaml")
    }
  }

  @Test func aReasonCutByAnUnquotedHashIsRefusedAndAQuotedOneKept() throws {
    let cut =
      "accepted:\n  - image: a/*\n    rule: text-contrast\n    measured: \"2.35:1 #FFFFFF on #F69000\"\n"
      + "    reason: Faithful to the seed (white on #F69000)\n"
    #expect {
      try AuditBaseline.parse(cut, file: "b.yaml")
    } throws: { ($0 as? FixtureError)?.message.contains("quote the reason") == true }
    let quoted = cut.replacingOccurrences(
      of: "reason: Faithful to the seed (white on #F69000)", with: "reason: \"Faithful to the seed (white on #F69000)\""
    )
    #expect(
      try AuditBaseline.parse(quoted, file: "b.yaml").entries.first?.reason == "Faithful to the seed (white on #F69000)"
    )
    // A comment after the reason on its line is refused too: it cannot be told from a cut reason.
    let commented = cut.replacingOccurrences(of: "(white on #F69000)", with: "colours # as drawn")
    #expect(throws: FixtureError.self) { try AuditBaseline.parse(commented, file: "b.yaml") }
  }
}
