import Catalog
import ComponentKit
import Golden
import Pipeline
import Project
import Testing

@Suite struct SheetAuditTests {
  @Test func sheetShowsABadgePerCellAndListsTheFindings() throws {
    let yaml = fioriChip.replacingOccurrences(
      of: "variants:", with: "theme:\n  colors: {chip.unselected.label: \"#C0C0C0\"}\nvariants:")
    let sheet = try pipeline.sheet(
      named: "brand", entries: entries(yaml), baseline: AuditBaseline(entries: [], file: "none"))
    let dump = sheet.dump()
    // The unselected cell carries its contrast finding; the selected one (white on #F69000,
    // not accepted by this empty baseline) carries its own.
    #expect(dump.contains("audit fiori/chip/plain/unselected@1x,2x: label: text-contrast: 1.63:1 vs ≥ 4.50:1"))
    #expect(dump.contains("audit fiori/chip/plain/selected@1x,2x: check-mark: icon-contrast: 2.35:1"))
    #expect(sheet.layout.children.contains { $0.name == "audit" })
    let texts = sheet.displayList.commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.text }
      return nil
    }
    #expect(
      texts.contains(
        "Spec audit: 0 cells conform · 0 accepted · 2 with open findings; findings: 3 open · 0 accepted · 0 exempt"))
    #expect(texts.contains("Open findings"))
    // The badges say the verdict's word, as the site's do (issue 40).
    #expect(texts.contains("1 open") && texts.contains("2 open"))

    #expect(dump.contains("audit summary Spec audit: 0 cells conform · 0 accepted · 2 with open findings"))

    // Accepted findings are shown as accepted, with their numbers and the baseline's reason:
    // never as "conforms".
    let accepting = try AuditBaseline.parse(
      """
      accepted:
        - image: fiori/chip/plain/*
          rule: "*contrast"
          measured: ["1.63:1 #C0C0C0 on #F2F2F7", "2.35:1 #FFFFFF on #F69000"]
          reason: accepted for this test only
      """, file: "b.yaml")
    let accepted = try pipeline.sheet(named: "brand", entries: entries(yaml), baseline: accepting)
    let acceptedDump = accepted.dump()
    #expect(!acceptedDump.contains("audit conforms"))
    #expect(
      acceptedDump.contains(
        "audit accepted fiori/chip/plain/unselected@1x,2x: label: text-contrast: 1.63:1 vs ≥ 4.50:1, text #C0C0C0 on "
          + "#F2F2F7"))
    #expect(acceptedDump.contains("— accepted for this test only (b.yaml:2)"))
    #expect(acceptedDump.contains("audit summary Spec audit: 0 cells conform · 2 accepted · 0 with open findings"))
    let acceptedTexts = accepted.displayList.commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.text }
      return nil
    }
    #expect(acceptedTexts.contains("1 accepted") && acceptedTexts.contains("2 accepted"))
    #expect(!acceptedTexts.contains("conforms"))
    #expect(acceptedTexts.contains("accepted: accepted for this test only (b.yaml:2)"))

    // A cell with no finding at all conforms.
    let plain = fioriChip.replacingOccurrences(of: "states: [unselected, selected]", with: "states: [unselected]")
    let clean = try pipeline.sheet(
      named: "plain", entries: entries(plain), baseline: AuditBaseline(entries: [], file: "none"))
    #expect(clean.dump().contains("audit conforms"))
    #expect(clean.dump().contains("audit summary Spec audit: 1 cell conforms · 0 accepted · 0 with open findings"))

    // Without a baseline (audit off) the sheet has neither.
    #expect(!(try pipeline.sheet(named: "brand", entries: entries(yaml))).dump().contains("audit"))
  }
}
