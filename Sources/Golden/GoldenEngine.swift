import Audit
import CairoRenderer
import ComponentKit
import Dispatch
import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline

/// What a check found, in golden-path order (stale goldens last).
public struct GoldenCheckRun: Sendable {
  public var results: [GoldenResult]
  /// How the running environment differs from the goldens' fingerprint, e.g.
  /// `FreeType 2.12.1 -> 2.13.0`; empty when it matches or none was recorded.
  public var environmentChanges: [String]
  /// Things worth a line that are not failures (no fingerprint recorded, no manifest...).
  public var notes: [String]
  public var options: DiffOptions
  /// The spec audit of the same renders, when the check ran it (`check` does unless `--no-audit`).
  public var audit: AuditRun?

  public init(
    results: [GoldenResult], environmentChanges: [String], notes: [String], options: DiffOptions, audit: AuditRun? = nil
  ) {
    self.results = results
    self.environmentChanges = environmentChanges
    self.notes = notes
    self.options = options
    self.audit = audit
  }

  public func count(_ status: GoldenResult.Status) -> Int { results.filter { $0.status == status }.count }
  public var failures: [GoldenResult] { results.filter { !$0.passed } }

  /// `89 images: 85 passed, 1 changed, 1 size mismatch, 1 missing, 1 unreadable; 1 stale golden`.
  public var summary: String {
    let images = results.filter { $0.status != .stale }.count
    let stale = count(.stale)
    return "\(images) image\(images == 1 ? "" : "s"): \(count(.passed)) passed, \(count(.changed)) changed, "
      + "\(count(.sizeMismatch)) size mismatch, \(count(.missing)) missing, \(count(.unreadable)) unreadable; "
      + "\(stale) stale golden\(stale == 1 ? "" : "s")"
  }
}

/// `record --only`: which goldens may be written. Whatever the mode, a golden whose pixels
/// equal the fresh render is never rewritten.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Only goldens that do not exist yet.
  case missing
  /// Missing goldens and those that fail the comparison (changed beyond the tolerance, other
  /// size, unreadable).
  case failed
  /// Every selected golden whose pixels differ at all, even within the tolerance.
  case all
}

/// What a record run did.
public struct GoldenRecordRun: Sendable {
  /// Golden paths written (relative), sorted.
  public var written: [String]
  /// Selected images whose goldens were left as they are.
  public var unchanged: Int
  /// Failing images the mode did not allow to be written (e.g. changed under `--only missing`).
  public var skipped: [String]
  public var manifestWritten: Bool
  /// The fingerprint was written (or would have been written and why not).
  public var fingerprintWritten: Bool
  public var notes: [String]
}

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

  public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ name: String) -> Void

  /// Compares every planned image with its golden and lists stale goldens. Never writes.
  /// Throws `ResolveError` when an entry cannot be laid out, `PipelineError.render` when it cannot be drawn.
  public func check(_ plan: GoldenPlan, progress: Progress? = nil) throws -> GoldenCheckRun {
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
    } catch {
      notes.append("\(store.manifestPath): not a specsheet manifest: \(error); failures cannot say which parts moved")
    }
    let audit = auditor.map(CheckAudit.init(auditor:))
    let damaged = DamagedEntries()
    var results = try compareAll(
      plan, recorded: RecordedEntries(manifest, damaged: damaged), progress: progress, audit: audit,
      artifacts: artifacts
    ).map(\.result)
    if let note = damaged.note(manifest: store.manifestPath) { notes.append(note) }
    results += plan.stale.map { path in
      GoldenResult(
        name: String(path.dropLast(4)), path: path, status: .stale,
        detail: "\(store.path(path)) is produced by no catalog entry")
    }
    return GoldenCheckRun(
      results: results, environmentChanges: environmentChanges, notes: notes, options: options, audit: audit?.run())
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
    _ plan: GoldenPlan, mode: RecordMode, updateFingerprint: Bool, progress: Progress? = nil,
    interrupted: @escaping @Sendable () -> Bool = { false }
  ) throws -> GoldenRecordRun {
    var notes: [String] = []
    for leftover in store.temporaryFiles() {
      try? FileManager.default.removeItem(atPath: store.path(leftover))
      notes.append("removed \(store.path(leftover)), left by an interrupted write")
    }
    let manifest = try store.manifestForRecording()
    // Each golden to write is staged by the worker that drew it and its bytes dropped, so a
    // record holds no PNG beyond those in flight (a fresh record of ten times the catalog held
    // them all: 190 MB); they are renamed into place together below.
    let staging = StagedFiles(unchanged: "no golden was changed")
    let store = self.store
    let compared: [(result: GoldenResult, entry: Manifest.Image?)]
    do {
      compared = try compareAll(plan, recorded: RecordedEntries(manifest), progress: progress) { result in
        if interrupted() {
          throw PipelineError.write(path: store.path(result.path), reason: "interrupted before writing; no golden was changed")
        }
        if Self.writes(result, mode: mode), let png = result.actualPNG {
          try staging.stage(png, at: store.path(result.path))
          result.stagedPNGHash = ContentHash.of(png)
        }
        // Record shows no failure picture: the bitmaps go too (compact then makes none).
        result.actualSize = result.actual.map { PixelSize(width: $0.width, height: $0.height) } ?? result.actualSize
        result.actualPNG = nil
        result.actual = nil
        result.golden = nil
      }
      if interrupted() {
        throw PipelineError.write(path: store.root, reason: "interrupted before writing; no golden was changed")
      }
    } catch {
      staging.discard()
      throw error
    }
    var written: [String] = []
    var skipped: [String] = []
    var confirmed: [Manifest.Image] = []
    var confirmedSheets: [Manifest.Sheet] = []
    // Sheets come without a manifest entry; everything else about recording them is the same.
    for (result, entry) in compared {
      var entry = entry
      let pixelsDiffer = Self.pixelsDiffer(result)
      if Self.writes(result, mode: mode), let pngHash = result.stagedPNGHash {
        written.append(result.path)
        entry?.pngHash = pngHash
        if let entry { confirmed.append(entry) }
        if entry == nil, let pixels = result.actualPixelHash {
          confirmedSheets.append(Manifest.Sheet(path: result.path, pixelHash: pixels, pngHash: pngHash))
        }
      } else if !pixelsDiffer {
        // The golden stays as it is: the manifest describes that file.
        entry?.pngHash = result.goldenPNGHash
        if let entry { confirmed.append(entry) }
        if entry == nil, let pixels = result.actualPixelHash, let png = result.goldenPNGHash {
          confirmedSheets.append(Manifest.Sheet(path: result.path, pixelHash: pixels, pngHash: png))
        }
      } else {
        skipped.append(result.path)
      }
    }
    try staging.commit()

    let manifestWritten = try store.updateManifest(with: confirmed, sheets: confirmedSheets)

    var fingerprintWritten = false
    let current = try RenderFingerprint.current()
    // An unreadable fingerprint vouches for nothing: it is replaced like a missing one, and said.
    var recorded: RenderFingerprint?
    do { recorded = try store.readFingerprint() } catch { notes.append("\(error); replaced with this environment's") }
    if recorded != current {
      // Skipped goldens still hold the old environment's pixels: the fingerprint would lie.
      if (updateFingerprint && skipped.isEmpty) || recorded == nil {
        try AtomicFile.write(current.text, to: store.fingerprintPath)
        fingerprintWritten = true
      } else if let recorded {
        let why =
          skipped.isEmpty
          ? "this record covered part of the catalog; run `specsheet record` without filters or --scale"
          : "\(skipped.count) changed golden\(skipped.count == 1 ? " was" : "s were") not recorded (--only \(mode.rawValue)); "
            + "record them (`--only all` also takes changes within tolerance)"
        notes.append(
          "\(store.fingerprintPath) not updated (\(current.changes(since: recorded).joined(separator: "; "))): "
            + why + " to confirm every golden in this environment")
      }
    }
    return GoldenRecordRun(
      written: written.sorted(), unchanged: compared.count - written.count, skipped: skipped.sorted(),
      manifestWritten: manifestWritten, fingerprintWritten: fingerprintWritten, notes: notes)
  }

  /// Renders and compares on `jobs` threads; results sorted by golden path. Sheets come back
  /// without a manifest entry.
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

  /// `stage`, when given, sees each result last on its worker (record writes the golden there).
  func compareAll(
    _ plan: GoldenPlan, recorded: RecordedEntries, progress: Progress?, audit: CheckAudit? = nil, artifacts: String? = nil,
    stage: (@Sendable (inout GoldenResult) throws -> Void)? = nil
  ) throws -> [(result: GoldenResult, entry: Manifest.Image?)] {
    let options = self.options
    // A folder that did not exist holds no earlier run's artifacts to remove.
    let earlierArtifacts = artifacts.map { FileManager.default.fileExists(atPath: $0) } ?? false
    let artifacts = artifacts.map(OutputFolder.init)
    /// A compared image's last step, on its worker: the failure's picture made and its bitmaps
    /// dropped, its artifacts written (or an earlier run's removed), progress told.
    @Sendable func finish(_ result: inout GoldenResult) throws {
      if let stage { try stage(&result) }
      if !result.passed { result.compact(options: options) }
      if let artifacts {
        if earlierArtifacts { GoldenArtifacts.clear(result.path, in: artifacts) }
        do {
          result.artifactFiles = try GoldenArtifacts.write(result, options: options, to: artifacts)
        } catch {
          result.artifactError = "\(error)"
        }
      }
    }
    // One work unit per entry: its layout is computed once for all its planned scales.
    var groups: [(entry: PlannedImage, scales: [Int])] = []
    var index: [String: Int] = [:]
    for image in plan.images {
      if let i = index[image.entry.id] {
        groups[i].scales.append(image.scale)
      } else {
        index[image.entry.id] = groups.count
        groups.append((image, [image.scale]))
      }
    }
    let units = groups.map { (entry: $0.entry.entry, scales: $0.scales) }
    let sheetHashes = Dictionary(
      recorded.sheets.map { ($0.path, RecordedHashes(png: $0.pngHash, pixels: $0.pixelHash)) },
      uniquingKeysWith: { a, _ in a })
    let total = plan.count
    let sheets = plan.sheets
    let done = Counter()
    let pipeline = self.pipeline
    let store = self.store
    // The images first, then the sheets (the largest work last would leave cores idle).
    let images = Workers.run(units.count, jobs: jobs) { i -> [(GoldenResult, Manifest.Image?)] in
      let entry = units[i].entry
      // A render error (a missing glyph too) stops the check as before: no golden to compare.
      let resolved = try pipeline.resolve(entry)
      // Not encoded: an unchanged image passes on its pixel hash, and only images that are
      // written or shown (failures, changes within tolerance) are encoded, below.
      let drawn = try pipeline.render(resolved, scales: units[i].scales, encode: false)
      audit?.audit(entry, rendering: resolved.rendering, images: drawn)
      return try drawn.map { image in
        let started = ContinuousClock.now
        let entry = Manifest.Image(image: image)
        var result = store.compare(image, options: options, recorded: recorded.entry(image.path), described: entry)
        if case .withinTolerance? = result.diff {
          result.actualPNG = try image.encodedPNG()  // `record --only all` writes these too
        }
        try finish(&result)
        // A pass keeps no bitmap; its size is the render's, for `--json`.
        result.actualSize = result.actualSize ?? PixelSize(width: entry.pixelWidth, height: entry.pixelHeight)
        result.seconds = (image.drawTime + (ContinuousClock.now - started)).seconds
        if let progress, let n = done.take(below: Int.max) { progress(n + 1, total, result.name) }
        return (result, entry)
      }
    }
    // The largest sheets first, so the last one to finish is a small one (the list-item sheet,
    // 30 megapixels, took 0.6 s alone at the end). Results are sorted by path below.
    let sheetOrder = sheets.indices.sorted { sheets[$0].entries.count > sheets[$1].entries.count }
    let sheetResults = Workers.run(sheets.count, jobs: jobs, order: sheetOrder) {
      k -> [(GoldenResult, Manifest.Image?)] in
      let started = ContinuousClock.now
      let planned = sheets[k]
      let source = Set(planned.entries.map(\.source)).sorted().joined(separator: ", ")
      // Sheet goldens test the sheet's layout only: drawn without the audit's verdicts, so
      // editing the baseline (policy) changes no picture; check's audit step judges the cells.
      let sheet = try pipeline.sheet(named: planned.sheet, entries: planned.entries)
      // An unchanged sheet passes on its hash, drawn strip by strip: the whole picture
      // (120 MB for the largest) is only held when it has to be compared or shown.
      if var result = try store.passOnHashes(
        name: planned.name, path: planned.path, scale: SheetGoldens.scale, known: sheetHashes[planned.path],
        pixelHash: { try pipeline.pixelHash(sheet, scale: SheetGoldens.scale) })
      {
        result.source = source
        try finish(&result)
        result.actualSize = (try? BitmapRenderer.pixelSize(of: sheet.displayList.size, scale: SheetGoldens.scale))
          .map { PixelSize(width: $0.width, height: $0.height) }
        result.seconds = (ContinuousClock.now - started).seconds
        if let progress, let n = done.take(below: Int.max) { progress(n + 1, total, result.name) }
        return [(result, nil)]
      }
      // Changed (or new): judged strip by strip beside the golden's rows, never whole.
      let size = try BitmapRenderer.pixelSize(of: sheet.displayList.size, scale: SheetGoldens.scale)
      if var result = try store.compareStreamed(
        name: planned.name, path: planned.path, size: PixelSize(width: size.width, height: size.height),
        scale: SheetGoldens.scale, options: options,
        strips: { try pipeline.strips(sheet, scale: SheetGoldens.scale, $0) })
      {
        result.source = source
        try finish(&result)
        result.seconds = (ContinuousClock.now - started).seconds
        if let progress, let n = done.take(below: Int.max) { progress(n + 1, total, result.name) }
        return [(result, nil)]
      }
      // A golden the row reader does not read: the whole picture, compared as images are.
      let bitmap = try pipeline.renderBitmap(sheet, scale: SheetGoldens.scale)
      // Hashed here so record can describe the sheet even when no fast path applied.
      let pixelHash = bitmap.pixelHash
      var result = store.compare(
        name: planned.name, path: planned.path, bitmap: bitmap, png: nil, frames: nil,
        scale: SheetGoldens.scale, options: options, known: sheetHashes[planned.path],
        pixelHash: pixelHash)
      result.actualPixelHash = result.actualPixelHash ?? pixelHash
      result.source = source
      if case .withinTolerance? = result.diff { result.actualPNG = try PNGEncoder.encode(bitmap) }
      try finish(&result)
      result.seconds = (ContinuousClock.now - started).seconds
      if let progress, let n = done.take(below: Int.max) { progress(n + 1, total, result.name) }
      return [(result, nil)]
    }
    return try (images + sheetResults).flatMap { try $0.get() }.sorted { $0.0.path < $1.0.path }
  }
}

extension Duration {
  /// As a floating-point number of seconds.
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// The goldens' manifest entries a comparison reads: from a decoded manifest (record, which
/// rewrites it) or an index that reads each entry when asked (check).
struct RecordedEntries: Sendable {
  let entry: @Sendable (String) -> Manifest.Image?
  let sheets: [Manifest.Sheet]

  init(_ manifest: Manifest?) {
    let byPath = Dictionary((manifest?.images ?? []).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    entry = { byPath[$0] }
    sheets = manifest?.sheets ?? []
  }

  init(_ index: ManifestIndex?, damaged: DamagedEntries) {
    entry = { path in
      do { return try index?.lookup(path) } catch {
        damaged.add("\(error)")
        return nil
      }
    }
    sheets = index?.sheets ?? []
  }
}

/// Manifest entries a check found damaged, for one note after the comparisons.
final class DamagedEntries: Sendable {
  private let problems = Locked([String]())

  func add(_ problem: String) { problems.withLock { $0.append(problem) } }

  /// `manifest.json: entry …: … is out of range; failures cannot say which parts moved`.
  func note(manifest: String) -> String? {
    let found = problems.withLock { $0.sorted() }
    guard let first = found.first else { return nil }
    let count = found.count == 1 ? "" : " (\(found.count) damaged entries; the first)"
    return "\(manifest)\(count): \(first); failures cannot say which parts moved"
  }
}
