import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics

/// The audit as part of `check`: it reads the images the check already drew, so auditing adds
/// only its own measuring, never a second render.
package final class CheckAudit: Sendable {
  package let auditor: Auditor
  /// What each entry's images gave: the whole run, or some entries' part of it (`run(of:scales:)`).
  private let byEntry = Locked([String: Audited]())
  /// The scales audited, not the images' names: those are `id@Nx`, made again when asked for.
  private typealias Audited = (findings: [Finding], summaries: [AuditSummary], scales: Set<Int>, source: String)

  package init(auditor: Auditor) { self.auditor = auditor }

  /// Audits one entry's freshly drawn scales.
  package func audit(_ entry: CatalogEntry, rendering: Rendering, images drawn: [RenderedImage]) {
    let audited = drawn.map {
      AuditImage(
        id: entry.id, variant: entry.variant, state: entry.state, scale: $0.scale, component: entry.content,
        theme: entry.theme, rendering: rendering, bitmap: $0.bitmap)
    }
    let found = auditor.audit(audited)
    let summarized = audited.map(auditor.summary(of:))
    byEntry.withLock { $0[entry.id] = (found, summarized, Set(drawn.map(\.scale)), entry.source) }
  }

  /// What `RenderPipeline.audit(entries, scales:)` finds, from the images check already audited:
  /// each image's own findings (every rule reads one image, or compares it with @1x) and the
  /// relations between these entries' images. Nil when an entry or a scale was not audited.
  package func run(of entries: [CatalogEntry], scales: [Int]) -> AuditRun? {
    byEntry.withLock { byEntry in
      var findings: [Finding] = []
      var summaries: [AuditSummary] = []
      var images: [String] = []
      for entry in entries {
        let names = scales.map { entry.imageName(scale: $0).description }
        guard let done = byEntry[entry.id], done.scales.isSuperset(of: scales) else { return nil }
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
      let images = byEntry.flatMap { id, done in done.scales.map { ImageName.text(id, scale: $0) } }
      return AuditRun(
        findings: findings.sorted(by: Finding.order), images: images.sorted(),
        sources: byEntry.mapValues(\.source))
    }
  }
}
