import Audit
import CairoRenderer
import Catalog
import ComponentKit
import Dispatch
import Foundation
import Graphics

/// The spec audit over catalog entries: each entry is laid out and drawn at its scales, audited,
/// and its pixels dropped before the next; across-entry rules run on the kept frames at the end.
public struct AuditRun: Sendable {
  /// Every finding, sorted by image then part then rule.
  public var findings: [Finding]
  /// Images audited (`id@Nx`).
  public var images: AuditedImages
  /// The fixture file of each audited state (entry id), for baseline entries that name one.
  public var sources: [String: String]
  /// Each colour pair drawn in two modes or more, with the mode where it has least headroom
  /// (empty without `axes:`).
  public var worstModes: [WorstMode]

  public init(findings: [Finding], images: [String], sources: [String: String] = [:]) {
    self.init(findings: findings, images: AuditedImages(images), sources: sources)
  }

  public init(
    findings: [Finding], images: AuditedImages, sources: [String: String] = [:], worstModes: [WorstMode] = []
  ) {
    self.findings = findings
    self.images = images
    self.sources = sources
    self.worstModes = worstModes
  }
}

extension RenderPipeline {
  /// Audits the images of `entries` at `scales` that `filter` selects: one run that draws each
  /// entry once (every scale, since rules compare an image with its @1x), audits the pixels and
  /// drops them, then relates the images. A missing glyph is a `missing-glyph` finding, not an
  /// error; any other render failure throws, as `render` does.
  public func audit(
    _ entries: [CatalogEntry], scales: [Int], jobs: Int? = nil, filter: ImageFilter = ImageFilter()
  ) throws -> AuditRun {
    let auditor = Auditor(measurer: renderer.measurer)
    let selected = entries.filter { e in scales.contains { filter.matches(e.imageName(scale: $0)) } }
    let ledger = AuditLedger(auditor: auditor, filter: filter, entries: entries, drawn: selected)
    try CatalogRun(jobs: jobs).run(
      RunSelection(selected, scales: scales),
      stages: [
        DrawStage(pipeline: self, missingGlyphsAllowed: true),
        AuditStage(auditor: auditor, filter: filter, measuresModes: selected.contains { !$0.modes.isEmpty }),
      ],
      sinks: [ledger])
    return ledger.run ?? AuditRun(findings: [], images: [])
  }
}

extension Finding {
  /// Image, part, rule: the order findings print and serialize in.
  public static func order(_ a: Finding, _ b: Finding) -> Bool {
    (a.state, a.scale ?? 0, a.part, a.rule) < (b.state, b.scale ?? 0, b.part, b.rule)
  }
}
