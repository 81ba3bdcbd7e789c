import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline

/// What `specsheet compare` found: the images whose pixels differ between two token sets and
/// the audit findings that appear, disappear or change.
public struct TokenComparisonRun: Sendable {
  /// Changed images, in catalog order, each entry's scales together.
  public var changes: [ImageChange]
  public var findings: [FindingChange]
  /// Images compared (the selection).
  public var images: Int
  /// Of those, entries whose theme or drawing did not change at all (never drawn).
  public var untouched: Int

  public var unchanged: Int { images - changes.count }
  public var newErrors: [FindingChange] { findings.filter(\.isNewError) }

  /// Exit status: nothing changed, pixels changed, or new audit errors (`ExitStatus.findings`).
  public var status: ExitStatus { !newErrors.isEmpty ? .findings : changes.isEmpty ? .success : .changed }
  public var exitCode: Int32 { status.rawValue }

  /// `64 images: 12 changed (4 states), 52 unchanged; audit: 2 new errors, 1 resolved, 0 changed`.
  public var summary: String {
    let states = Set(changes.map { StateGrouping.split($0.name).state }).count
    let new = findings.filter { $0.kind == .new && $0.finding.severity != .info }.count
    let resolved = findings.filter { $0.kind == .resolved && $0.finding.severity != .info }.count
    let changed = findings.filter { $0.kind == .changed }.count
    return
      "\(images) image\(images == 1 ? "" : "s"): \(changes.count) changed (\(states) state\(states == 1 ? "" : "s")), "
      + "\(unchanged) unchanged; audit: \(newErrors.count) new error\(newErrors.count == 1 ? "" : "s"), "
      + "\(new) new finding\(new == 1 ? "" : "s"), \(resolved) resolved, \(changed) changed value"
  }
}

/// Renders catalog entries under two token sets and compares them image by image. An entry
/// whose theme is the same on both sides, or whose layout and display list are, cannot differ
/// and is never drawn; the others are drawn on both sides, compared, and audited on both.
public struct TokenComparison: Sendable {
  public var pipeline: RenderPipeline
  public var jobs: Int?
  /// Keep the before, after and diff PNGs of changed images (for a report).
  public var pictures: Bool

  public init(pipeline: RenderPipeline, jobs: Int? = nil, pictures: Bool) {
    self.pipeline = pipeline
    self.jobs = jobs
    self.pictures = pictures
  }

  /// A failure to lay out or draw an entry on one side, naming the side.
  public struct SideError: Error, CustomStringConvertible {
    public var side: String
    public var underlying: String
    public var description: String { "under the \(side) tokens: \(underlying)" }
  }

  /// `before` and `after` are the same fixtures loaded under the two token sets (same ids, same
  /// order); `scales` and `filter` choose the images. One run over the `before` entries: each
  /// unit draws, audits and compares both sides (`PairStage`); the ledger gathers the outcomes in
  /// order and relates images across entries at the end. `watching` sinks (a progress line)
  /// see each unit after the ledger.
  public func run(
    before: [CatalogEntry], after: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter(),
    watching: [any RunSink] = []
  ) throws -> TokenComparisonRun {
    let auditor = Auditor(measurer: pipeline.renderer.measurer)
    let newByID = Dictionary(after.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let selection = Self.selection(before: before, after: after, scales: scales, filter: filter)
    let ledger = ComparisonLedger(auditor: auditor, filter: filter)
    try CatalogRun(jobs: jobs).run(
      selection, stages: [PairStage(comparison: self, after: newByID, auditor: auditor)],
      sinks: [ledger] + watching)
    return ledger.result
  }

  /// The units `run` goes through: the `before` entries the `after` side has too.
  public static func selection(
    before: [CatalogEntry], after: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter()
  ) -> RunSelection {
    let ids = Set(after.map(\.id))
    return RunSelection(before.filter { ids.contains($0.id) }, scales: scales, filter: filter)
  }

  struct EntryOutcome: Sendable {
    var changes: [ImageChange] = []
    var images = 0
    var untouched = false
    var findings: (before: [Finding], after: [Finding]) = ([], [])
    var contrasts: (before: [Finding], after: [Finding]) = ([], [])
    var summaries: (before: [AuditSummary], after: [AuditSummary]) = ([], [])
  }

  func layout(_ entry: CatalogEntry, side: String) throws -> ResolvedEntry {
    do { return try pipeline.resolve(entry) } catch {
      throw SideError(side: side, underlying: "\(error)")
    }
  }

  func draw(_ resolved: ResolvedEntry, scales: [Int], side: String) throws -> [RenderedImage] {
    do { return try pipeline.render(resolved, scales: scales, encode: false) } catch {
      throw SideError(side: side, underlying: "\(error)")
    }
  }

  /// One entry at its selected scales: untouched, or drawn, compared and audited on both sides.
  func compare(_ old: CatalogEntry, _ new: CatalogEntry, scales: [Int], auditor: Auditor) throws -> EntryOutcome {
    var outcome = EntryOutcome()
    outcome.images = scales.count
    let resolved = try layout(old, side: "--from")
    let resolvedAfter = old.theme == new.theme ? resolved : try layout(new, side: "--to")
    let (before, after) = (resolved.rendering, resolvedAfter.rendering)
    // Summaries need no pixels: an empty bitmap stands in where nothing was drawn.
    func summaries(_ entry: CatalogEntry, _ rendering: Rendering) -> [AuditSummary] {
      scales.map { auditor.summary(of: auditImage(entry, rendering, scale: $0, bitmap: Bitmap(width: 0, height: 0))) }
    }
    guard before != after else {
      outcome.untouched = true
      outcome.summaries = (summaries(old, before), summaries(new, after))
      return outcome
    }
    let oldImages = try draw(resolved, scales: scales, side: "--from")
    let newImages = try draw(resolvedAfter, scales: scales, side: "--to")
    let audited = (
      oldImages.map { auditImage(old, before, scale: $0.scale, bitmap: $0.bitmap) },
      newImages.map { auditImage(new, after, scale: $0.scale, bitmap: $0.bitmap) }
    )
    outcome.findings = (auditor.audit(audited.0), auditor.audit(audited.1))
    // The other side's ratio is needed only where a contrast finding is on one side alone.
    func onlyIn(_ a: [Finding], not b: [Finding]) -> Set<String> {
      func keys(_ f: [Finding]) -> Set<String> {
        Set(f.filter { $0.unit == ":1" }.map { "\($0.image)\u{0}\($0.part)\u{0}\($0.rule)" })
      }
      return Set(keys(a).subtracting(keys(b)).map { String($0.prefix { $0 != "\u{0}" }) })
    }
    let wanted = (
      onlyIn(outcome.findings.1, not: outcome.findings.0), onlyIn(outcome.findings.0, not: outcome.findings.1)
    )
    outcome.contrasts = (
      audited.0.filter { wanted.0.contains($0.name) }.flatMap(auditor.contrasts),
      audited.1.filter { wanted.1.contains($0.name) }.flatMap(auditor.contrasts)
    )
    outcome.summaries = (audited.0.map(auditor.summary(of:)), audited.1.map(auditor.summary(of:)))
    let colors = PartColors.changes(before: before, after: after)
    let frames = (frames(before), frames(after))
    let moved = SemanticDiff.changes(golden: frames.0, actual: frames.1)
    for (oldImage, newImage) in zip(oldImages, newImages) {
      // Counted and, for a report, the diff panel painted in the same pass.
      let diff = ExactDiff.compare(before: oldImage.bitmap, after: newImage.bitmap, panel: pictures)
      let pixels = diff?.count
      if pixels?.changed == 0 { continue }
      let outlines = SemanticDiff.outlines(changes: moved, golden: frames.0, actual: frames.1, scale: newImage.scale)
      var change = ImageChange(
        name: new.imageName(scale: newImage.scale).description, path: newImage.path, source: new.source,
        scale: newImage.scale,
        beforeSize: PixelSize(width: oldImage.bitmap.width, height: oldImage.bitmap.height),
        afterSize: PixelSize(width: newImage.bitmap.width, height: newImage.bitmap.height), pixels: pixels,
        frameChanges: moved, colorChanges: colors, outlines: (outlines.golden, outlines.actual))
      if pictures {
        change.pictures = try Self.pictures(
          before: oldImage.bitmap, after: newImage.bitmap, panel: diff?.panel, change: change)
      }
      outcome.changes.append(change)
    }
    return outcome
  }

  func auditImage(_ entry: CatalogEntry, _ rendering: Rendering, scale: Int, bitmap: Bitmap) -> AuditImage {
    AuditImage(
      name: entry.imageName(scale: scale), component: entry.content, theme: entry.theme, rendering: rendering,
      bitmap: bitmap)
  }

  func frames(_ rendering: Rendering) -> [Manifest.Frame] {
    rendering.layout.parts.map {
      Manifest.Frame(part: $0.path, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
    }
  }

  /// The before and after PNGs and, when the sizes match, the diff panel's (`panel`, painted
  /// by `ExactDiff.compare`, gets the moved parts' outlines here).
  static func pictures(before: Bitmap, after: Bitmap, panel: Bitmap?, change: ImageChange) throws
    -> ImageChange.Pictures
  {
    var diff: [UInt8]?
    if change.pixels != nil, var panel {
      ExactDiff.outline(&panel, change.outlines.before + change.outlines.after)
      diff = try PNGEncoder.encode(panel)
    }
    return ImageChange.Pictures(before: try PNGEncoder.encode(before), after: try PNGEncoder.encode(after), diff: diff)
  }
}
