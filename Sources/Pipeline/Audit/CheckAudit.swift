import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics

/// The audit as part of `check`: it reads the images the check already drew, so auditing adds
/// only its own measuring, never a second render.
package final class CheckAudit: RunStage {
  package let auditor: Auditor
  /// What each entry's images gave: the whole run, or some entries' part of it (`run(of:scales:)`).
  private let byEntry = Locked([String: Audited]())
  /// The images audited, by name (they share the entry's strings).
  private typealias Audited = (findings: [Finding], summaries: [AuditSummary], names: [ImageName], source: String)

  package init(auditor: Auditor) { self.auditor = auditor }

  /// Audits one entry's freshly drawn scales.
  /// As a stage of check's run: the unit's drawn images, audited beside the comparison.
  package func run(_ unit: inout RunUnit) throws {
    guard let entry = unit.entry, let resolved = unit.resolved else { return }
    audit(entry, rendering: resolved.rendering, images: unit.records.compactMap(\.drawn))
  }

  package func audit(_ entry: CatalogEntry, rendering: Rendering, images drawn: [RenderedImage]) {
    let audited = AuditStage.audit(entry, rendering: rendering, images: drawn, auditor: auditor)
    byEntry.withLock { $0[entry.id] = (audited.findings, audited.summaries, audited.images, entry.source) }
  }

  /// What the `audit` command finds for `entries` at `scales`, from the images check already audited:
  /// each image's own findings (every rule reads one image, or compares it with @1x) and the
  /// relations between these entries' images. Nil when an entry or a scale was not audited.
  package func run(of entries: [CatalogEntry], scales: [Int]) -> AuditRun? {
    byEntry.withLock { byEntry in
      var findings: [Finding] = []
      var summaries: [AuditSummary] = []
      var images: [String] = []
      for entry in entries {
        let wanted = scales.map(entry.imageName(scale:))
        guard let done = byEntry[entry.id], Set(done.names).isSuperset(of: wanted) else { return nil }
        let names = wanted.map(\.description)
        findings += done.findings.filter { names.contains($0.image) }
        summaries += done.summaries.filter { names.contains($0.name) }
        images += names
      }
      findings += auditor.relations(summaries)
      let sources = Dictionary(entries.map { ($0.id, $0.source) }, uniquingKeysWith: { a, _ in a })
      return AuditRun(findings: findings.sorted(by: Finding.order), images: images, sources: sources)
    }
  }

  package func run() -> AuditRun {
    byEntry.withLock { byEntry in
      let done = byEntry.values
      let findings = done.flatMap(\.findings) + auditor.relations(done.flatMap(\.summaries))
      let images = byEntry.values.flatMap { $0.names.map(\.description) }
      return AuditRun(
        findings: findings.sorted(by: Finding.order), images: images.sorted(),
        sources: byEntry.mapValues(\.source))
    }
  }
}
