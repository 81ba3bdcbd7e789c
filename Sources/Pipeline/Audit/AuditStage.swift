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
  /// Every colour pair of the entry's first scale, passing or not, when the run has modes: what
  /// the worst-mode table reads (issue 39).
  public var contrasts: [ModeContrast] = []
}

/// Audits a unit's drawn images against the spec and WCAG, from the pixels the run drew (no
/// second render). Every scale drawn is audited, since a rule may compare an image with its
/// @1x; only the images `filter` selects keep their findings. An entry whose text needs a
/// glyph no font has (`DrawStage(missingGlyphsAllowed:)`) is a `missing-glyph` finding.
public struct AuditStage: RunStage {
  public let auditor: Auditor
  public let filter: ImageFilter
  /// Whether the run draws entries in several modes (`axes:`): each entry's colour pairs are
  /// then measured for the worst-mode table.
  public let measuresModes: Bool

  public init(auditor: Auditor, filter: ImageFilter = ImageFilter(), measuresModes: Bool = false) {
    self.auditor = auditor
    self.filter = filter
    self.measuresModes = measuresModes
  }

  public func run(_ unit: inout RunUnit) throws {
    guard let entry = unit.entry else { return }
    let selected = unit.scales.map(entry.imageName(scale:)).filter(filter.matches)
    if let missing = unit.missingGlyphs {
      unit.audit = UnitAudit(
        findings: selected.map { Auditor.missingGlyph(image: $0.description, detail: missing) }, images: selected)
      return
    }
    guard let resolved = unit.resolved else { return }
    unit.audit = Self.audit(
      entry, rendering: resolved.rendering, images: unit.records.compactMap(\.drawn), auditor: auditor,
      selected: Set(selected), measuresModes: measuresModes)
  }

  /// One entry's images audited; findings and summaries kept for the `selected` names (all when nil).
  static func audit(
    _ entry: CatalogEntry, rendering: Rendering, images drawn: [RenderedImage], auditor: Auditor,
    selected: Set<ImageName>? = nil, measuresModes: Bool = false
  ) -> UnitAudit {
    let images = drawn.map {
      AuditImage(name: $0.name, component: entry.content, theme: entry.theme, rendering: rendering, bitmap: $0.bitmap)
    }
    let kept = images.filter { selected?.contains($0.imageName) ?? true }
    let names = Set(kept.map(\.name))
    // One scale is enough: a pair's colours are the same at every scale.
    let first = measuresModes ? kept.min { $0.scale < $1.scale } : nil
    return UnitAudit(
      findings: auditor.audit(images).filter { names.contains($0.image) }, summaries: kept.map(auditor.summary(of:)),
      images: kept.map(\.imageName), contrasts: first.map(ModeContrast.measured(in:)) ?? [])
  }
}

/// Gathers a run's audit in order and adds the rules across images: a variant's state
/// relations as soon as its last entry arrives (its summaries then dropped, but for what the
/// Dynamic Type rule reads), the Dynamic Type relations when the run finishes. A check of a
/// hundred times the catalog kept every image's summary, parts and all, to the end.
public final class AuditLedger: RunSink {
  private struct State {
    var findings: [Finding] = []
    var images: AuditedImages
    /// Per variant not yet judged: its entries still to come, its summaries so far.
    var open: [String: (remaining: Int, summaries: [AuditSummary])] = [:]
    /// The Dynamic Type summaries of the variants judged.
    var dynamicType: [AuditSummary] = []
    /// Each colour pair's worst mode so far.
    var worstModes = WorstModes()
  }

  private let auditor: Auditor
  private let filter: ImageFilter
  /// The entries baseline entries may cite by fixture file (every entry selected); their
  /// sources are looked up at the end for the states with findings only.
  private let entries: [CatalogEntry]
  private let state: Locked<State>
  private let result = Locked<AuditRun?>(nil)

  /// `entries` name the fixture files baseline entries may cite (every entry selected);
  /// `drawn`, the run's selection's entries (default: `entries`), tell when a variant is complete.
  public init(
    auditor: Auditor, filter: ImageFilter = ImageFilter(), entries: [CatalogEntry], drawn: [CatalogEntry]? = nil
  ) {
    self.auditor = auditor
    self.filter = filter
    self.entries = entries
    var open: [String: (remaining: Int, summaries: [AuditSummary])] = [:]
    for entry in drawn ?? entries { open[Self.variant(of: entry), default: (0, [])].remaining += 1 }
    state = Locked(State(images: AuditedImages(entries: drawn ?? entries), open: open))
  }

  private static func variant(of entry: CatalogEntry) -> String { entry.imageName(scale: 1).variantKey }

  public func consume(_ unit: RunUnit) throws {
    guard let audit = unit.audit, let entry = unit.entry else { return }
    let key = Self.variant(of: entry)
    state.withLock { state in
      state.findings += audit.findings
      state.worstModes.add(audit.contrasts)
      for name in audit.images { state.images.append(name, entry: unit.entryIndex) }
      state.open[key, default: (1, [])].summaries += audit.summaries
      state.open[key]!.remaining -= 1
      if state.open[key]!.remaining <= 0 { close(key, in: &state) }
    }
  }

  private func close(_ variant: String, in state: inout State) {
    guard let (_, summaries) = state.open.removeValue(forKey: variant) else { return }
    state.findings += auditor.stateRelations(summaries).filter { filter.matches($0.image) }
    state.dynamicType += summaries.compactMap(\.forDynamicType)
  }

  public func finish() throws {
    // Sorted where they lie and moved out: copies of every finding were the end of a check's peak.
    let (findings, images, worst) = state.withLock { state in
      for variant in state.open.keys.sorted() { close(variant, in: &state) }
      state.findings += auditor.dynamicTypeRelations(state.dynamicType).filter { filter.matches($0.image) }
      state.dynamicType = []
      state.findings.sort(by: Finding.order)
      defer { state.findings = [] }
      return (state.findings, state.images, state.worstModes.table)
    }
    let cited = Set(findings.map(\.state))
    var sources: [String: String] = [:]
    for entry in entries where cited.contains(entry.id) { sources[entry.id] = sources[entry.id] ?? entry.source }
    result.withLock { $0 = AuditRun(findings: findings, images: images, sources: sources, worstModes: worst) }
  }

  /// The audit of a finished run.
  public var run: AuditRun? { result.withLock { $0 } }
}
