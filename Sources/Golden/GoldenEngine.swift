import Audit
import CairoRenderer
import ComponentKit
import Dispatch
import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline

/// Check and record on top of the render pipeline: renders each selected entry once for all
/// its scales, on `jobs` threads, and compares as it goes.
public struct GoldenEngine: Sendable {
  public var store: GoldenStore
  public var options: DiffOptions
  public var jobs: Int?
  public var pipeline: RenderPipeline
  /// Audit every image `check` draws (spec and design rules); nil skips the audit.
  public var auditor: Auditor?
  /// Where `check` leaves each failure's actual and diff images (`GoldenArtifacts`), written by
  /// the worker that compared it as soon as it failed; an earlier run's are removed for images
  /// that pass. Nil writes none.
  public var artifacts: String?

  public init(
    store: GoldenStore, options: DiffOptions = .exact, jobs: Int? = nil, pipeline: RenderPipeline,
    auditor: Auditor? = nil,
    artifacts: String? = nil
  ) {
    self.store = store
    self.options = options
    self.jobs = jobs
    self.pipeline = pipeline
    self.auditor = auditor
    self.artifacts = artifacts
  }

  /// Compares every planned image with its golden and lists stale goldens. Never writes.
  /// `watching` sinks see the run's units too, in order (a progress line).
  /// Throws `ResolveError` when an entry cannot be laid out, `PipelineError.render` when it cannot be drawn.
  public func check(_ plan: GoldenPlan, watching: [any RunSink] = []) throws -> GoldenCheckRun {
    var notes: [String] = []
    var environmentChanges: [String] = []
    let current = try RenderFingerprint.current()
    do {
      if let recorded = try store.readFingerprint() {
        environmentChanges = current.changes(since: recorded)
      } else {
        notes.append(
          "\(store.fingerprintPath) does not exist: the environment cannot be compared; `specsheet record` writes it")
      }
    } catch {
      notes.append("\(error); the environment cannot be compared")
    }
    // Indexed, not decoded: each image's entry is read when that image is compared.
    var manifest: ManifestIndex?
    do {
      manifest = try ManifestIndex(path: store.manifestPath)
      if manifest == nil {
        notes.append(
          "\(store.manifestPath) does not exist: failures cannot say which parts moved; `specsheet record` writes it")
      }
    } catch let error as PipelineError {
      notes.append("\(error); failures cannot say which parts moved")
    } catch {
      notes.append("\(store.manifestPath): not a specsheet manifest: \(error); failures cannot say which parts moved")
    }
    let damaged = DamagedEntries()
    let (checked, audit) = try compareAll(
      plan, recorded: RecordedEntries(manifest, damaged: damaged), auditor: auditor,
      artifacts: artifacts, watching: watching, into: { CheckedImages(entries: $0.entries) })
    var results = checked.results
    if let note = damaged.note(manifest: store.manifestPath) { notes.append(note) }
    results.append(
      contentsOf: plan.stale.map { path in
        GoldenResult(
          name: String(path.dropLast(4)), path: path, status: .stale,
          detail: "\(store.path(path)) is produced by no catalog entry")
      })
    return GoldenCheckRun(
      results: results, environmentChanges: environmentChanges, notes: notes, options: options, audit: audit)
  }

  /// Writes the goldens `mode` selects, all or nothing per phase: every new file is first
  /// written to a temporary file beside its target, and only when all of them are written are
  /// they renamed over the targets. A failure (or `interrupted()` turning true) while writing
  /// removes the temporary files and leaves every old golden untouched.
  ///
  /// Then updates `manifest.json` for the images recorded or confirmed, and `fingerprint.txt`
  /// when `updateFingerprint` is true and nothing was skipped, or none exists. Files whose content would not change are
  /// not rewritten.
  public func record(
    _ plan: GoldenPlan, mode: RecordMode, updateFingerprint: Bool, watching: [any RunSink] = [],
    interrupted: (@Sendable () -> Bool)? = nil
  ) throws -> GoldenRecordRun {
    // A caught SIGINT or SIGTERM by default (`Interruption`), as the run's own stop test.
    let interrupted = interrupted ?? { Interruption.requested }
    var notes: [String] = []
    for leftover in store.temporaryFiles() where OwnedRemoval.remove(leftover, in: store.root) == .removed {
      notes.append("removed \(store.path(leftover)), left by an interrupted write")
    }
    let manifest = try store.manifestForRecording()
    // Each golden to write is staged by the worker that drew it and its bytes dropped, so a
    // record holds no PNG beyond those in flight (a fresh record of ten times the catalog held
    // them all: 190 MB); they are renamed into place together below. Each confirmed entry goes
    // to the spool as it comes, and the manifest is merged from it entry by entry.
    let staging = StagedFiles(unchanged: "no golden was changed")
    let spool = ManifestSpool(for: store.manifestPath)
    defer { spool.remove() }
    let store = self.store
    let sink: RecordSink
    do {
      sink = try compareAll(
        plan, recorded: RecordedEntries(manifest, damaged: DamagedEntries()),
        stage: { result in
          if interrupted() {
            throw PipelineError.write(
              path: store.path(result.path), reason: "interrupted before writing; no golden was changed")
          }
          if Self.writes(result, mode: mode), let png = result.actualPNG {
            // The root and the result's own path string: the staging list then holds no
            // second copy of each path (95,400 of them at a hundred times the catalog).
            try staging.stage(png, in: store.root, at: result.path)
            result.stagedPNGHash = ContentHash.of(png)
          }
          // Record shows no failure picture: the bitmaps go too (compact then makes none).
          result.actualSize = result.actual.map { PixelSize(width: $0.width, height: $0.height) } ?? result.actualSize
          result.actualPNG = nil
          result.actual = nil
          result.golden = nil
        }, watching: watching, into: { _ in RecordSink(mode: mode, spool: spool) }
      ).sink
      if interrupted() {
        throw PipelineError.write(path: store.root, reason: "interrupted before writing; no golden was changed")
      }
    } catch {
      // The spool first: the folders staging created go only when empty.
      spool.remove()
      staging.discard()
      throw error
    }
    let written = sink.written
    let skipped = sink.skipped
    try staging.commit()

    let manifestWritten = try store.updateManifest(with: try spool.entries(), sheets: sink.sheets)
    spool.remove()

    let fingerprintWritten = try recordFingerprint(
      update: updateFingerprint, skipped: skipped, mode: mode, notes: &notes)
    return GoldenRecordRun(
      written: written.sorted(), unchanged: sink.count - written.count, skipped: skipped.sorted(),
      manifestWritten: manifestWritten, fingerprintWritten: fingerprintWritten, notes: notes)
  }

  /// Writes `fingerprint.txt` when the environment changed and the record vouches for every golden
  /// (or none existed, or it was unreadable); otherwise notes why not. Whether it was written.
  private func recordFingerprint(
    update: Bool, skipped: [String], mode: RecordMode, notes: inout [String]
  ) throws -> Bool {
    let current = try RenderFingerprint.current()
    // An unreadable fingerprint vouches for nothing: it is replaced like a missing one, and said.
    var recorded: RenderFingerprint?
    do { recorded = try store.readFingerprint() } catch { notes.append("\(error); replaced with this environment's") }
    // Rewritten only for a change `changes(since:)` tells: a fingerprint that differs only in
    // what no pixel depends on (the old png.* options) stays, so re-recording changes no byte.
    if recorded.map({ !current.changes(since: $0).isEmpty }) ?? true {
      // Skipped goldens still hold the old environment's pixels: the fingerprint would lie.
      if (update && skipped.isEmpty) || recorded == nil {
        try AtomicFile.write(current.text, to: store.fingerprintPath)
        return true
      } else if let recorded {
        let why =
          skipped.isEmpty
          ? "this record covered part of the catalog; run `specsheet record` without filters or --scale"
          : "\(skipped.count) changed golden\(skipped.count == 1 ? " was" : "s were") not recorded (--only "
            + "\(mode.rawValue)); "
            + "record them (`--only all` also takes changes within tolerance)"
        notes.append(
          "\(store.fingerprintPath) not updated (\(current.changes(since: recorded).joined(separator: "; "))): "
            + why + " to confirm every golden in this environment")
      }
    }
    return false
  }

  /// Whether `record` in `mode` writes the golden of `result`.
  package static func writes(_ result: GoldenResult, mode: RecordMode) -> Bool {
    switch mode {
    case .missing: result.status == .missing
    case .failed: !result.passed
    case .all: pixelsDiffer(result)
    }
  }

  /// Whether the render's pixels differ from the golden's at all (within tolerance too).
  static func pixelsDiffer(_ result: GoldenResult) -> Bool {
    switch result.diff {
    case .withinTolerance?: true
    case .identical?, nil: !result.passed
    default: true
    }
  }

  /// Renders and compares on `jobs` threads into `sink` (made for the run's selection), which
  /// sees the results in golden-path order. Sheets come without a manifest entry, and so does
  /// everything without `stage`. `stage`, when given, sees each result last on its worker
  /// (record writes the golden there). With an `auditor`, every drawn image is audited too (as
  /// `audit` does, from the same pixels) and the audit's run comes back beside the sink.
  func compareAll<Sink: RunSink>(
    _ plan: GoldenPlan, recorded: RecordedEntries, auditor: Auditor? = nil,
    artifacts: String? = nil,
    stage: (@Sendable (inout GoldenResult) throws -> Void)? = nil, watching: [any RunSink] = [],
    into makeSink: (RunSelection) -> Sink
  ) throws -> (sink: Sink, audit: AuditRun?) {
    // A folder that did not exist holds no earlier run's artifacts to remove.
    let earlierArtifacts = artifacts.map { FileManager.default.fileExists(atPath: $0) } ?? false
    let artifacts = try artifacts.map { try OutputFolder($0) }
    let sheetHashes = Dictionary(
      recorded.sheets.map { ($0.path, RecordedHashes(png: $0.pngHash, pixels: $0.pixelHash)) },
      uniquingKeysWith: { a, _ in a })
    let compare = GoldenStage(
      store: store, pipeline: pipeline, options: options, recorded: recorded, sheetHashes: sheetHashes,
      artifacts: artifacts, earlierArtifacts: earlierArtifacts, stage: stage)
    // Units in golden-path order (sheets among them), taken by the workers sheets first.
    let units = Self.units(plan.images)
    let selection = RunSelection(goldenOrder: units.entries, scales: units.scales, sheets: plan.sheets)
    let sink = makeSink(selection)
    let ledger = auditor.map { AuditLedger(auditor: $0, entries: selection.entries) }
    // A render error (a missing glyph too) stops the check: no golden to compare.
    let stages: [any RunStage] =
      [DrawStage(pipeline: pipeline)]
      + (auditor.map { [AuditStage(auditor: $0, measuresModes: selection.entries.contains { !$0.modes.isEmpty })] }
        ?? [])
      + [compare]
    try CatalogRun(jobs: jobs).run(selection, stages: stages, sinks: [sink] + (ledger.map { [$0] } ?? []) + watching)
    return (sink, ledger?.run)
  }

  /// One unit per entry, with its planned scales: its layout is computed once for all of them.
  /// A plan's own images point into one list of exactly their entries, which the selection then
  /// shares rather than copies.
  static func units(_ images: [PlannedImage]) -> (entries: [CatalogEntry], scales: [[Int]]) {
    var keys: [PlanEntries.Key] = []
    var scales: [[Int]] = []
    var index: [PlanEntries.Key: Int] = [:]
    for image in images {
      if let i = index[image.entryKey] {
        scales[i].append(image.scale)
      } else {
        index[image.entryKey] = keys.count
        keys.append(image.entryKey)
        scales.append([image.scale])
      }
    }
    if let first = images.first, first.entries.list.count == keys.count,
      keys.enumerated().allSatisfy({ $1 == PlanEntries.Key(list: ObjectIdentifier(first.entries), index: $0) })
    {
      return (first.entries.list, scales)
    }
    var entries: [CatalogEntry] = []
    for image in images where entries.count < keys.count && index[image.entryKey] == entries.count {
      entries.append(image.entry)
    }
    return (entries, scales)
  }
}

extension Duration {
  /// As a floating-point number of seconds.
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
