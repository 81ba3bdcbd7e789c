import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Pipeline
import Project
import TestSupport
import Testing

/// Baseline entries accept what was measured when they were accepted, not every finding their
/// image pattern names.
@Suite struct PinnedBaselineTests {
  static let catalogBaseline = packagePath("goldens/audit-baseline.yaml")

  @Test func theCatalogsBaselineDoesNotAcceptAUsersMintChipGroup() throws {
    let baseline = try AuditBaseline.load(path: Self.catalogBaseline)
    let run = try pipeline.audit(entries(mintChipGroupFixture), scales: [1, 2])
    let report = AuditReport(run: run, baseline: baseline, wholeCatalog: false)
    #expect(report.accepted.isEmpty, "\(report.accepted.map { "\($0.0.summary) by \($0.1.reason)" })")
    let label = report.open.first { $0.part == "chip-1.label" && $0.rule == "text-contrast" }
    #expect(label?.measured == "1.80")
    #expect(label?.detail?.contains("#7FD1AE") == true)
  }

  @Test func aChangedFindingSaysWhatWasAcceptedAndWhatIsDrawnNow() throws {
    let baseline = try AuditBaseline.load(path: Self.catalogBaseline)
    let report = AuditReport(
      run: try pipeline.audit(entries(mintChipGroupFixture), scales: [1]), baseline: baseline, wholeCatalog: false)
    let line = try #require(report.lines(showAccepted: false).first { $0.contains("chip-1.label: text-contrast") })
    #expect(line.contains("not accepted: \(Self.catalogBaseline):"))
    #expect(line.contains("accepted 2.35:1 #FFFFFF on #F69000; now 1.80:1 #FFFFFF on #7FD1AE"), "\(line)")
    #expect(report.summary.contains("no longer what the baseline accepted"))
  }

  static func finding(
    _ state: String, part: String = "label", measured: String, unit: String = ":1", detail: String? = nil
  )
    -> Finding
  {
    Finding(
      image: state + "@2x", part: part, rule: unit == ":1" ? "text-contrast" : "spec:material-card.corner-radius",
      severity: .error, measured: measured, expected: "≥ 4.50", unit: unit, source: "test", detail: detail)
  }

  @Test func anEntryAcceptsOnlyItsPinnedFactsWithinASmallTolerance() throws {
    let baseline = try AuditBaseline.parse(
      """
      accepted:
        - image: fiori/chip/*/selected
          rule: text-contrast
          measured: ["2.35:1 #FFFFFF on #F69000", "2.88:1 #FFFFFF on #DD8200"]
          reason: Faithful to the seed's colour table
        - image: material/card/*
          rule: spec:material-card.corner-radius
          measured: 15.7pt
          reason: The Shrine card's corners, on purpose
      """, file: "b.yaml")
    func judged(_ f: Finding) -> String {
      switch baseline.judge(state: f.state, rule: f.rule, part: f.part, facts: f.facts, source: nil) {
      case .accepted: "accepted"
      case .changed: "changed"
      case .open: "open"
      }
    }
    let state = "fiori/chip/plain/selected"
    #expect(judged(Self.finding(state, measured: "2.35", detail: "text #FFFFFF on #F69000")) == "accepted")
    #expect(judged(Self.finding(state, measured: "2.88", detail: "text #FFFFFF on #DD8200")) == "accepted")
    #expect(judged(Self.finding(state, measured: "2.34", detail: "text #FFFFFF on #F69001")) == "accepted")
    #expect(judged(Self.finding(state, measured: "1.80", detail: "text #FFFFFF on #7FD1AE")) == "changed")
    #expect(judged(Self.finding(state, measured: "2.35", detail: "text #FFFFFF on #DD8200")) == "changed")
    #expect(
      judged(Self.finding("fiori/chip/plain/unselected", measured: "2.35", detail: "text #FFFFFF on #F69000")) == "open"
    )
    let card = "material/card/shrine/normal"
    #expect(judged(Self.finding(card, part: "container", measured: "15.644", unit: "pt")) == "accepted")
    #expect(judged(Self.finding(card, part: "container", measured: "15.914", unit: "pt")) == "accepted")
    #expect(judged(Self.finding(card, part: "container", measured: "12", unit: "pt")) == "changed")
  }

  @Test func anEntryNamingAFixtureAcceptsOnlyThatFilesImages() throws {
    let entry = AuditBaseline.Entry(
      image: "material/card/*", rule: "text-contrast", fixture: "Fixtures/catalog/material/card-shrine.yaml",
      reason: "Only the Shrine card fixture")
    #expect(
      entry.matches(
        state: "material/card/x/normal", rule: "text-contrast", part: "p",
        source: "/repo/Fixtures/catalog/material/card-shrine.yaml"))
    #expect(
      entry.matches(
        state: "material/card/x/normal", rule: "text-contrast", part: "p",
        source: "Fixtures/catalog/material/card-shrine.yaml"))
    #expect(
      !entry.matches(
        state: "material/card/x/normal", rule: "text-contrast", part: "p", source: "/mine/card-shrine.yaml"))
    #expect(!entry.matches(state: "material/card/x/normal", rule: "text-contrast", part: "p", source: nil))
  }

  @Test func theLoaderRefusesUnpinnedEntriesAndPlaceholderReasons() throws {
    func refusal(_ body: String) -> String? {
      do {
        _ = try AuditBaseline.parse("accepted:\n  - image: a/*\n    rule: text-contrast\n" + body, file: "b.yaml")
        return nil
      } catch { return "\(error)" }
    }
    let unpinned = refusal("    reason: Faithful to the seed's colour table\n")
    #expect(unpinned?.contains("missing required key \"measured\"") == true, "\(unpinned ?? "accepted")")
    // `reason` is read after `measured`: no typo of it (an unpinned entry once got "unknown key reason").
    #expect(unpinned?.contains("unknown key") == false, "\(unpinned ?? "accepted")")
    let typo = refusal("    measurd: \"2.35:1 #FFFFFF on #F69000\"\n    reason: Faithful to the seed's colour table\n")
    #expect(typo?.contains("unknown key \"measurd\"") == true, "\(typo ?? "accepted")")
    // Unquoted, the colours are a YAML comment: said so, not silently pinned to a bare ratio.
    let cut = refusal("    measured: 2.35:1 #FFFFFF on #F69000\n    reason: Faithful to the seed's colour table\n")
    #expect(cut?.contains("quote") == true, "\(cut ?? "accepted")")
    #expect(
      refusal("    measured: \"2.35:1\"\n    reason: Faithful to the seed's colour table\n")?.contains("both colours")
        == true)
    #expect(refusal("    measured: \"lots\"\n    reason: Faithful to the seed's colour table\n") != nil)
    let placeholder =
      "    measured: \"2.35:1 #FFFFFF on #F69000\"\n    reason: \"\(AuditBaseline.placeholderReason)\"\n"
    #expect(refusal(placeholder)?.contains("--write-baseline") == true)
    #expect(
      try AuditBaseline.parse(
        "accepted:\n  - image: a/*\n    rule: text-contrast\n" + placeholder, file: "b.yaml", allowPlaceholders: true
      ).entries.count == 1)
  }

  @Test func theWriterPinsOpenFindingsAndAppendsToABaselineKeepingItsText() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinned-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try pipeline.audit(entries(mintChipGroupFixture), scales: [1, 2])
    let written = BaselineWriter.entries(for: run.findings, sources: run.sources)
    // One entry per state, rule and part; the scales measured the same, so one pinned value.
    #expect(
      written.map { "\($0.rule) \($0.part ?? "")" } == [
        "icon-contrast chip-1.check-mark", "text-contrast chip-1.label",
      ])
    #expect(written.allSatisfy { $0.measured.map(\.description) == ["1.80:1 #FFFFFF on #7FD1AE"] })
    #expect(written.allSatisfy { $0.fixture == "test.yaml" })

    let path = dir + "/baseline.yaml"
    let mine =
      "# ours\naccepted:\n- image: x/*\n  rule: touch-target\n  measured: 40pt\n  reason: Kept as we wrote it, byte "
      + "for byte\n"
    try mine.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try BaselineWriter.write(written, to: path) == 2)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix(mine))
    #expect(throws: FixtureError.self) { try AuditBaseline.load(path: path) }
    // Once a person writes the reasons, the file accepts exactly what was drawn.
    try text.replacingOccurrences(of: AuditBaseline.placeholderReason, with: "Our brand's mint, reviewed by design")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let report = AuditReport(run: run, baseline: try AuditBaseline.load(path: path), wholeCatalog: false)
    #expect(report.open.isEmpty)
    #expect(report.acceptedLines.allSatisfy { $0.reason == "Our brand's mint, reviewed by design" })
    // A file that is not a baseline is not appended to.
    try "title: my notes\n".write(toFile: dir + "/notes.yaml", atomically: true, encoding: .utf8)
    #expect(throws: FixtureError.self) { try BaselineWriter.write(written, to: dir + "/notes.yaml") }
    #expect(try String(contentsOfFile: dir + "/notes.yaml", encoding: .utf8) == "title: my notes\n")
  }
}
