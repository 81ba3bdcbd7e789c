import Audit
import Catalog
import ComponentKit
import Graphics
import Testing

@testable import Pipeline

/// Issue 37 (memory flat): the audit's ledger judges a variant's state relations as soon as its
/// last entry arrives and keeps only what the Dynamic Type rule reads; its findings must be
/// exactly those of relating every summary at the end, in whatever order the units come.
@Suite struct AuditLedgerTests {
  /// One summary per entry at @1x; `borrowed` draws an entry's frames from another entry's
  /// layout, so the relations between them fail (a selected chip no wider than its normal state;
  /// text sizes whose frames are swapped, the larger size with the shorter cell).
  static func summaries(
    _ ids: [String], borrowed: [String: String], auditor: Auditor, pipeline: RenderPipeline
  ) throws -> [(CatalogEntry, AuditSummary)] {
    try ids.map { id in
      let entry = try catalogEntry(id)
      let resolved = try pipeline.resolve(entry)
      let image = try #require(try pipeline.render(resolved, scales: [1], encode: false).first)
      let layout = try borrowed[id].map { try pipeline.resolve(try catalogEntry($0)).rendering } ?? resolved.rendering
      let audited = AuditImage(
        name: image.name, component: entry.content, theme: entry.theme, rendering: layout, bitmap: image.bitmap)
      return (entry, auditor.summary(of: audited))
    }
  }

  static func catalogEntry(_ id: String) throws -> CatalogEntry { try entry(id) }

  @Test(arguments: [false, true]) func earlyJudgedRelationsEqualRelatingEverythingAtTheEnd(reversed: Bool) throws {
    let pipeline = try RenderPipeline()
    let auditor = Auditor(measurer: pipeline.renderer.measurer)
    let chip = "material/chip/filter-outlined/"
    let list = "material/list-item/unthemed-two-line-"
    let ids = [chip + "normal", chip + "selected", list + "xs/normal", list + "xxxl/normal"]
    let summarized = try Self.summaries(
      ids,
      borrowed: [
        chip + "selected": chip + "normal", list + "xs/normal": list + "xxxl/normal",
        list + "xxxl/normal": list + "xs/normal",
      ], auditor: auditor,
      pipeline: pipeline)
    let expected = auditor.relations(summarized.map(\.1)).sorted(by: Finding.order)
    #expect(
      Set(expected.map(\.rule)).count == 2,
      "both kinds of relation fail in the sample: \(expected.map { "\($0.image) \($0.rule)" })")
    // Units interleaved across variants, so a variant closes while another is open.
    let order = reversed ? [3, 1, 2, 0] : [0, 2, 1, 3]
    let ledger = AuditLedger(auditor: auditor, entries: summarized.map(\.0))
    for (index, i) in order.enumerated() {
      let (entry, summary) = summarized[i]
      var unit = RunUnit(index: index, entry: entry, scales: [1], entryIndex: i)
      unit.audit = UnitAudit(summaries: [summary], images: [entry.imageName(scale: 1)])
      try ledger.consume(unit)
    }
    try ledger.finish()
    let run = try #require(ledger.run)
    #expect(run.findings == expected)
    // Held as entry and scale, read back as names; four states.
    #expect(Array(run.images) == order.map { ids[$0] + "@1x" })
    #expect(run.images.stateCount == 4)
    // Sources are kept for the states with findings, the ones a baseline entry may cite.
    #expect(Set(run.sources.keys) == Set(expected.map(\.state)))
  }
}
