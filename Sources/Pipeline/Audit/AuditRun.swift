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
  public var images: [String]
  /// The fixture file of each audited state (entry id), for baseline entries that name one.
  public var sources: [String: String]

  public init(findings: [Finding], images: [String], sources: [String: String] = [:]) {
    self.findings = findings
    self.images = images
    self.sources = sources
  }
}

extension RenderPipeline {
  /// Audits `entries` at `scales`; `keep` picks which images' findings count (a filter).
  /// A render that stops on a missing glyph is a `missing-glyph` finding, not an error; any
  /// other render failure throws, as `render` does.
  public func audit(
    _ entries: [CatalogEntry], scales: [Int], jobs: Int? = nil, keep: @Sendable (String) -> Bool = { _ in true }
  ) throws -> AuditRun {
    let auditor = Auditor(measurer: renderer.measurer)
    let slots = Workers.run(entries.count, jobs: jobs) {
      try audit(entries[$0], scales: scales, auditor: auditor, keep: keep)
    }
    var findings: [Finding] = []
    var summaries: [AuditSummary] = []
    var images: [String] = []
    for slot in slots {
      let (f, s, names) = try slot.get()
      findings += f
      summaries += s
      images += names
    }
    findings += auditor.relations(summaries).filter { keep($0.image) }
    let sources = Dictionary(entries.map { ($0.id, $0.source) }, uniquingKeysWith: { a, _ in a })
    return AuditRun(findings: findings.sorted(by: Finding.order), images: images, sources: sources)
  }

  func audit(_ entry: CatalogEntry, scales: [Int], auditor: Auditor, keep: (String) -> Bool) throws
    -> ([Finding], [AuditSummary], [String])
  {
    let names = scales.map { entry.imageName(scale: $0).description }.filter(keep)
    guard !names.isEmpty else { return ([], [], []) }
    let rendering: Rendering
    do {
      rendering = try resolve(entry).rendering
    } catch {
      // A missing glyph is the audit's finding, not a failure of the run.
      guard let font = error.underlying as? FontError, case .missingGlyphs = font else { throw error }
      return (names.map { Auditor.missingGlyph(image: $0, detail: "\(font)") }, [], names)
    }
    let images = try scales.map { scale in
      let name = entry.imageName(scale: scale)
      do {
        return AuditImage(
          name: name, component: entry.content, theme: entry.theme, rendering: rendering,
          bitmap: try renderer.render(rendering.displayList, scale: scale))
      } catch {
        throw PipelineError.render(id: name.description, source: entry.location, underlying: "\(error)")
      }
    }
    let findings = auditor.audit(images).filter { keep($0.image) }
    return (findings, images.filter { keep($0.name) }.map(auditor.summary(of:)), names)
  }
}

extension Finding {
  /// Image, part, rule: the order findings print and serialize in.
  public static func order(_ a: Finding, _ b: Finding) -> Bool {
    (a.state, a.scale ?? 0, a.part, a.rule) < (b.state, b.scale ?? 0, b.part, b.rule)
  }
}
