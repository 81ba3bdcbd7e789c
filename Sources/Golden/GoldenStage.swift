import CairoRenderer
import ComponentKit
import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline

/// Check's and record's compare stage: a unit's drawn images, or its sheet, compared with their
/// goldens on the worker; the results ride on the unit to the run's sink (`CheckedImages`,
/// `ComparedResults`, `RecordSink`). It knows where the goldens are, how to draw a sheet, and
/// what to do with each result last.
struct GoldenStage: RunStage {
  enum Results: UnitKey { typealias Value = [(GoldenResult, Manifest.Image?)] }

  let store: GoldenStore
  let pipeline: RenderPipeline
  let options: DiffOptions
  let recorded: RecordedEntries
  /// The recorded sheets' hashes, by golden path.
  let sheetHashes: [String: RecordedHashes]
  let artifacts: OutputFolder?
  /// The artifacts folder existed before the run (else it holds no earlier run's to remove).
  let earlierArtifacts: Bool
  let stage: (@Sendable (inout GoldenResult) throws -> Void)?

  func run(_ unit: inout RunUnit) throws {
    if let sheet = unit.sheet {
      unit[Results.self] = try compareSheet(sheet)
    } else {
      unit[Results.self] = try compare(unit.records.compactMap(\.drawn))
    }
  }

  /// A compared image's last step, on its worker: the failure's bitmaps dropped (its picture
  /// came with its verdict), its artifacts written (or an earlier run's removed).
  func finish(_ result: inout GoldenResult) throws {
    if let stage {
      try stage(&result)
    } else {
      // Only record's manifest reads the hashes: a check of ten times the catalog kept 1.7 MB of them.
      result.goldenPNGHash = nil
      result.actualPixelHash = nil
    }
    if !result.passed { result.compact() }
    if let artifacts {
      if earlierArtifacts { GoldenArtifacts.clear(result.path, in: artifacts) }
      do {
        result.artifactFiles = try GoldenArtifacts.write(result, options: options, to: artifacts)
      } catch {
        result.artifactError = "\(error)"
      }
    }
  }

  /// An entry's drawn images (`DrawStage`, not encoded: an unchanged image passes on its pixel
  /// hash, and only images that are written or shown are encoded, below), each compared with
  /// its golden.
  func compare(_ drawn: [RenderedImage]) throws -> [(GoldenResult, Manifest.Image?)] {
    try drawn.map { image in
      let started = ContinuousClock.now
      // Only record's manifest keeps the pixel hash; check's comparison computes it when it can
      // pass on it (the golden's file is the one the manifest describes), once.
      let entry = Manifest.Image(image: image, hashesPixels: stage != nil)
      // Record (`stage`) shows no failure picture: it is not drawn.
      var result = store.compare(
        image, options: options, recorded: recorded.entry(image.path), described: entry, drawsPanel: stage == nil)
      if case .withinTolerance? = result.diff {
        result.actualPNG = try image.encodedPNG()  // `record --only all` writes these too
      }
      try finish(&result)
      // A pass keeps no bitmap; its size is the render's, for `--json`.
      result.actualSize = result.actualSize ?? PixelSize(width: entry.pixelWidth, height: entry.pixelHeight)
      result.seconds = (image.drawTime + (ContinuousClock.now - started)).seconds
      // Only record writes manifest entries: a check keeps none (4.6 MB at ten times the catalog).
      return (result, stage == nil ? nil : entry)
    }
  }

  /// A planned sheet compared with its golden: on its hashes when unchanged, else strip by strip,
  /// else (a golden the row reader does not read) as a whole picture.
  func compareSheet(_ planned: PlannedSheet) throws -> [(GoldenResult, Manifest.Image?)] {
    let started = ContinuousClock.now
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
      return [(result, nil)]
    }
    // Changed (or new): judged strip by strip beside the golden's rows, never whole.
    let size = try BitmapRenderer.pixelSize(of: sheet.displayList.size, scale: SheetGoldens.scale)
    if var result = try store.compareStreamed(
      name: planned.name, path: planned.path, size: PixelSize(width: size.width, height: size.height),
      scale: SheetGoldens.scale, options: options, hashesPixels: stage != nil,
      strips: { try pipeline.strips(sheet, scale: SheetGoldens.scale, $0) })
    {
      result.source = source
      try finish(&result)
      result.seconds = (ContinuousClock.now - started).seconds
      return [(result, nil)]
    }
    // A golden the row reader does not read: the whole picture, compared as images are.
    let bitmap = try pipeline.renderBitmap(sheet, scale: SheetGoldens.scale)
    // Hashed here so record can describe the sheet even when no fast path applied.
    let pixelHash = bitmap.pixelHash
    var result = store.compare(
      name: planned.name, path: planned.path, bitmap: bitmap, png: nil, frames: nil,
      scale: SheetGoldens.scale, options: options, known: sheetHashes[planned.path],
      pixelHash: pixelHash, drawsPanel: stage == nil)
    result.actualPixelHash = result.actualPixelHash ?? pixelHash
    result.source = source
    if case .withinTolerance? = result.diff { result.actualPNG = try PNGEncoder.encode(bitmap) }
    try finish(&result)
    result.seconds = (ContinuousClock.now - started).seconds
    return [(result, nil)]
  }
}
