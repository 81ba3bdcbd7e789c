import Audit
import Catalog
import ComponentKit
import Testing

@testable import Golden
@testable import Pipeline

/// `check` draws each sheet's badges from the audit of the cells it already drew, instead of
/// auditing them again: that must be exactly what the sheet's own audit finds.
@Suite struct CheckAuditReuseTests {
  @Test func sheetAuditFromCheckEqualsTheSheetsOwn() throws {
    let pipeline = try RenderPipeline()
    // Dynamic Type sizes of list items (relations between entries) and Fiori chip states.
    let entries = try defaultCatalog().entries.filter {
      $0.id.hasPrefix("material/list-item/unthemed-two-line-") || $0.id.hasPrefix("fiori/chip/single-selection/")
    }
    #expect(entries.count > 5)
    let checkAudit = CheckAudit(auditor: Auditor(measurer: pipeline.renderer.measurer))
    for entry in entries {
      let resolved = try pipeline.resolve(entry)
      checkAudit.audit(
        entry, rendering: resolved.rendering, images: try pipeline.render(resolved, scales: [1, 2, 3], encode: false))
    }
    let reused = try #require(checkAudit.run(of: entries, scales: SheetGoldens.auditScales))
    let own = try pipeline.audit(entries, scales: SheetGoldens.auditScales)
    #expect(reused.findings == own.findings)
    #expect(reused.images == own.images)
    #expect(!own.findings.isEmpty, "the sample has findings to compare")
    // An entry check did not audit: no answer, the sheet audits itself.
    let other = try entry("material/chip/input-themed/normal")
    #expect(checkAudit.run(of: entries + [other], scales: SheetGoldens.auditScales) == nil)
  }
}
