import Audit
import CairoRenderer
import Catalog
import ComponentKit
import Foundation
import Graphics
import Pipeline
import Project
import SpecSheets

/// `render --sheets`: the spec sheets from the entries `render` already resolved and drew, so
/// `make render` lays each entry out once for its images and its sheet cell, and audits the
/// cells from the images it drew. The files are the bytes `sheet --format ...` writes. A sink of
/// the render's run: it keeps each entry's resolved value and audits its images on the worker.
final class SheetSources: RunSink {
  private let resolved = Locked([String: ResolvedEntry]())
  /// Audits the drawn @1x and @2x images for the cells' badges; nil when the images are not the
  /// sheets' pixels (`--background`), then each sheet audits its cells itself.
  let audit: CheckAudit?

  init(audit: CheckAudit?) { self.audit = audit }

  /// Keeps an entry's resolved value and audits its images at the sheets' audit scales.
  func prepare(_ unit: inout RunUnit) throws {
    guard let value = unit.resolved else { return }
    resolved.withLock { $0[value.entry.id] = value }
    let images = unit.records.compactMap(\.drawn)
    audit?.audit(
      value.entry, rendering: value.rendering, images: images.filter { SheetGoldens.auditScales.contains($0.scale) })
  }

  /// The resolved values of `entries`, or nil when one was not rendered (filtered out).
  func values(of entries: [CatalogEntry]) -> [ResolvedEntry]? {
    resolved.withLock { resolved in
      var values: [ResolvedEntry] = []
      for entry in entries {
        guard let value = resolved[entry.id] else { return nil }
        values.append(value)
      }
      return values
    }
  }
}

extension Render {
  /// One sheet per component whose every entry was rendered, written to `folder` in `formats` at
  /// the `sheet` command's defaults (2x PNGs, audited against the goldens' baseline).
  func writeSheets(
    _ sources: SheetSources, catalog: Catalog, to folder: String, formats: [SheetFormat], pipeline: RenderPipeline
  ) throws {
    let start = ContinuousClock.now
    // With axes, a modes sheet per component follows the component's own (`SheetPlan.modes`).
    let named =
      SheetPlan.perComponent(catalog.entries).map { ($0.name, $0.entries, nil as [String]?) }
      + SheetPlan.modes(catalog.entries).map { ($0.name, $0.entries, $0.rows as [String]?) }
    let plans = named.compactMap { name, entries, rows in
      sources.values(of: entries).map { (name, entries, $0, rows) }
    }
    try SheetFiles.checkVectorSize(plans.map { ($0.0, $0.1.count, $0.1.first?.source ?? "") }, formats: formats)
    let baseline: AuditBaseline
    let path = (defaultGoldens as NSString).appendingPathComponent(AuditBaseline.fileName)
    do { baseline = try AuditBaseline.load(path: path) } catch { throw fail(error, Exit.badInput) }
    do { try AtomicFile.ensureWritableFolder(folder) } catch { throw fail(error, Exit.cannotWrite) }
    let vector = VectorRenderer(library: pipeline.renderer.library)
    let results = Workers.run(plans.count, jobs: options.jobs) { i -> [(String, [UInt8])] in
      let (name, entries, resolved, rows) = plans[i]
      let audited = sources.audit?.run(of: entries, scales: SheetGoldens.auditScales)
      let (pages, pdf) = try pipeline.sheetPages(
        named: name, entries: entries, resolved: resolved, baseline: baseline, audited: audited, scale: 2,
        pdf: formats.contains(.pdf), rows: rows)
      return try SheetFiles.encode(
        pages, pdf: pdf, name: name, source: entries.first?.source ?? "", formats: formats, scale: 2,
        pipeline: pipeline, vector: vector)
    }
    let files = try SheetFiles.write(results, to: folder)
    for (file, _) in files {
      print("wrote \((folder as NSString).appendingPathComponent(file).escapingControlCharacters)")
    }
    let elapsed = ContinuousClock.now - start
    let took = elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
    let kinds = formats.map(\.rawValue).joined(separator: ", ")
    print("\(plans.count) sheet\(plans.count == 1 ? "" : "s") (\(kinds)) in \(took)")
  }
}
