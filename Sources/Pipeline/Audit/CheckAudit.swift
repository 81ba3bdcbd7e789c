import Audit
import CairoRenderer
import Catalog
import Foundation
import Layout

/// The audit as part of `check`: it reads the images the check already drew, so auditing adds
/// only its own measuring, never a second render.
final class CheckAudit: @unchecked Sendable {
  let auditor: Auditor
  private let lock = NSLock()
  private var findings: [Finding] = []
  private var summaries: [AuditSummary] = []
  private var images: [String] = []

  init(auditor: Auditor) { self.auditor = auditor }

  /// Audits one entry's freshly drawn scales.
  func audit(_ entry: CatalogEntry, rendering: Rendering, images drawn: [RenderedImage]) {
    let audited = drawn.map {
      AuditImage(
        id: entry.id, variant: entry.variant, state: entry.state, scale: $0.scale, component: entry.content,
        theme: entry.theme, rendering: rendering, bitmap: $0.bitmap)
    }
    let found = auditor.audit(audited)
    let summarized = audited.map(auditor.summary(of:))
    lock.withLock {
      findings += found
      summaries += summarized
      images += audited.map(\.name)
    }
  }

  func run() -> AuditRun {
    lock.withLock {
      AuditRun(findings: (findings + auditor.relations(summaries)).sorted(by: Finding.order), images: images.sorted())
    }
  }
}
