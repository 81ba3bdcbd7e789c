import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics

/// What the audit found in one unit's images: the findings of the images the filter selects,
/// and the small summaries the rules across images read at the end.
public struct UnitAudit: Sendable {
  public var findings: [Finding] = []
  public var summaries: [AuditSummary] = []
  /// The images audited and selected, in scale order.
  public var images: [ImageName] = []
}

/// Audits a unit's drawn images against the spec and WCAG, from the pixels the run drew (no
/// second render). Every scale drawn is audited, since a rule may compare an image with its
/// @1x; only the images `filter` selects keep their findings. An entry whose text needs a
/// glyph no font has (`DrawStage(missingGlyphsAllowed:)`) is a `missing-glyph` finding.
public struct AuditStage: RunStage {
  public let auditor: Auditor
  public let filter: ImageFilter

  public init(auditor: Auditor, filter: ImageFilter = ImageFilter()) {
    self.auditor = auditor
    self.filter = filter
  }

  public func run(_ unit: inout RunUnit) throws {
    let selected = unit.scales.map(unit.entry.imageName(scale:)).filter(filter.matches)
    if let missing = unit.missingGlyphs {
      unit.audit = UnitAudit(
        findings: selected.map { Auditor.missingGlyph(image: $0.description, detail: missing) }, images: selected)
      return
    }
    guard let resolved = unit.resolved else { return }
    unit.audit = Self.audit(
      unit.entry, rendering: resolved.rendering, images: unit.records.compactMap(\.drawn), auditor: auditor,
      selected: Set(selected))
  }

  /// One entry's images audited; findings and summaries kept for the `selected` names (all when nil).
  static func audit(
    _ entry: CatalogEntry, rendering: Rendering, images drawn: [RenderedImage], auditor: Auditor,
    selected: Set<ImageName>? = nil
  ) -> UnitAudit {
    let images = drawn.map {
      AuditImage(name: $0.name, component: entry.content, theme: entry.theme, rendering: rendering, bitmap: $0.bitmap)
    }
    let kept = images.filter { selected?.contains($0.imageName) ?? true }
    let names = Set(kept.map(\.name))
    return UnitAudit(
      findings: auditor.audit(images).filter { names.contains($0.image) }, summaries: kept.map(auditor.summary(of:)),
      images: kept.map(\.imageName))
  }
}

/// Gathers a run's audit in order and, when the run finishes, adds the rules across images
/// (relations between variants and states) from the kept summaries: the audit as a sink.
public final class AuditLedger: RunSink {
  private let auditor: Auditor
  private let filter: ImageFilter
  private let sources: [String: String]
  private let state = Locked((findings: [Finding](), summaries: [AuditSummary](), images: [String]()))
  private let result = Locked<AuditRun?>(nil)

  /// `entries` name the fixture files baseline entries may cite (every entry selected).
  public init(auditor: Auditor, filter: ImageFilter = ImageFilter(), entries: [CatalogEntry]) {
    self.auditor = auditor
    self.filter = filter
    sources = Dictionary(entries.map { ($0.id, $0.source) }, uniquingKeysWith: { a, _ in a })
  }

  public func consume(_ unit: RunUnit) throws {
    guard let audit = unit.audit else { return }
    state.withLock {
      $0.findings += audit.findings
      $0.summaries += audit.summaries
      $0.images += audit.images.map(\.description)
    }
  }

  public func finish() throws {
    let (findings, summaries, images) = state.withLock { $0 }
    let all = findings + auditor.relations(summaries).filter { filter.matches($0.image) }
    result.withLock { $0 = AuditRun(findings: all.sorted(by: Finding.order), images: images, sources: sources) }
  }

  /// The audit of a finished run.
  public var run: AuditRun? { result.withLock { $0 } }
}
