import Catalog
import Golden
import Pipeline
import Testing

@Suite struct SheetAuditTests {
  @Test func sheetShowsABadgePerCellAndListsTheFindings() throws {
    let yaml = fioriChip.replacingOccurrences(of: "variants:", with: "theme:\n  colors: {chip.unselected.label: \"#C0C0C0\"}\nvariants:")
    let sheet = try pipeline.sheet(named: "brand", entries: entries(yaml), baseline: AuditBaseline(entries: [], file: "none"))
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
    #expect(texts.contains("Spec audit: 3 findings"))
    #expect(texts.contains("1 finding") && texts.contains("2 findings"))

    // Accepted findings leave the cell conforming.
    let accepting = try AuditBaseline.parse(
      "accepted:\n  - image: fiori/chip/plain/*\n    rule: \"*contrast\"\n    reason: accepted for this test only\n", file: "b.yaml")
    let clean = try pipeline.sheet(named: "brand", entries: entries(yaml), baseline: accepting)
    #expect(clean.dump().components(separatedBy: "audit conforms").count - 1 == 2)
    #expect(clean.displayList.commands.contains { if case .text(let run) = $0 { return run.text == "Spec audit: every cell conforms" } else { return false } })

    // Without a baseline (audit off) the sheet has neither.
    #expect(!(try pipeline.sheet(named: "brand", entries: entries(yaml))).dump().contains("audit"))
  }
}
