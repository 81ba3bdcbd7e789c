import Catalog
import ComponentKit
import Foundation
import Graphics
import PNG
import Project
import SpecSheets

/// Where sheet goldens live and at which scale: `goldens/sheets/<system>/<component>.png`, @1x.
///
/// Sheets are for people; goldens stay per cell. A sheet golden only tests the sheet's own layout,
/// so there is one per default-catalog component, at one scale, and none in `manifest.json`.
public enum SheetGoldens {
  public static let folder = "sheets"
  public static let scale = 1
  /// The scales a sheet's cells are audited at for their badges: @2x adds the rules that need
  /// whole-pixel strokes (ink colours, corner radii) and the scale comparison.
  public static let auditScales = [1, 2]

  /// `sheets/fiori/chip.png` for the sheet `fiori/chip`.
  public static func path(_ sheet: String) -> String { "\(folder)/\(sheet).png" }

  /// Whether a golden path (relative to the goldens folder) is a sheet's.
  public static func isSheet(_ path: String) -> Bool { path.hasPrefix(folder + "/") }
}

/// A sheet a golden command works on.
public struct PlannedSheet: Sendable {
  /// `fiori/chip`.
  public var sheet: String
  public var entries: [CatalogEntry]

  public init(sheet: String, entries: [CatalogEntry]) {
    self.sheet = sheet
    self.entries = entries
  }

  /// `sheets/fiori/chip`: what filters match and messages name.
  public var name: String { "\(SheetGoldens.folder)/\(sheet)" }
  public var path: String { SheetGoldens.path(sheet) }
}

extension RenderPipeline {
  /// Lays out a sheet with the renderer's measurer (the cells are the single images' renderings).
  ///
  /// With a `baseline`, the cells are audited (@1x and @2x) and each shows a badge with its
  /// verdict: conforms, accepted (by the baseline, with its reason) or open findings, all listed
  /// at the sheet's foot with the exempt ones; nil leaves both out (sheet goldens: the sheet's layout only).
  /// `audited`, when given, is that audit already done (check's, from the images it drew).
  /// `annotations` adds optional layers under each cell (`--annotate a11y`); sheet goldens have none.
  /// `resolved`, when given, is `entries` already resolved by this pipeline (`render --sheets`),
  /// so the cells are not laid out again.
  public func sheet(
    named name: String, entries: [CatalogEntry], resolved: [ResolvedEntry]? = nil, baseline: AuditBaseline? = nil,
    audited: AuditRun? = nil, annotations: Set<SheetAnnotation> = []
  ) throws -> SpecSheet {
    let audit = baseline.map { cellVerdicts(entries, baseline: $0, audited: audited) }
    return try layOut(
      name, entries: entries, resolved: resolved ?? entries.map { try resolve($0) }, audit: audit,
      annotations: annotations)
  }

  /// Each cell's verdict (open findings, accepted ones with their reasons, exempt ones) against `baseline`,
  /// from `audited` when given, else from an audit of `entries` at the sheets' audit scales.
  func cellVerdicts(_ entries: [CatalogEntry], baseline: AuditBaseline, audited: AuditRun?) -> [String: CellVerdict] {
    // A cell too large to draw as pixels (a PDF/SVG-only sheet) is left unaudited, unbadged.
    let runs =
      audited.map { [$0] } ?? (try? [self.audit(entries, scales: SheetGoldens.auditScales)])
      ?? entries.compactMap { try? self.audit([$0], scales: SheetGoldens.auditScales) }
    var audit: [String: CellVerdict] = [:]
    for run in runs {
      // The lists and counts come from the report's one classification (`AuditReport.findings(_:)`).
      let report = AuditReport(run: run, baseline: baseline, wholeCatalog: false)
      for (state, counts) in report.countsByState { audit[state] = CellVerdict(tallied: counts) }
      for line in AuditReport.grouped(report.findings(.open), note: report.changeNote) {
        audit[line.state, default: CellVerdict()].open.append(line.line)
      }
      for line in AuditReport.grouped(report.findings(.exempt), note: report.changeNote) {
        audit[line.state, default: CellVerdict()].exempt.append(line.line)
      }
      for found in report.acceptedLines {
        audit[found.state, default: CellVerdict()].accepted.append(
          CellVerdict.Accepted(line: found.line, reason: found.reason, location: found.location))
      }
    }
    return audit
  }

  /// Lays out the sheet of `resolved`, naming the sheet in any error.
  func layOut(
    _ name: String, entries: [CatalogEntry], resolved: [ResolvedEntry], audit: [String: CellVerdict]?,
    annotations: Set<SheetAnnotation>, page: SheetPage? = nil
  ) throws -> SpecSheet {
    do {
      return try SpecSheet.make(
        name: name, resolved: resolved, measurer: renderer.measurer, audit: audit, annotations: annotations,
        page: page)
    } catch let error as SheetError {
      throw PipelineError.render(id: "sheet \(name)", source: "", underlying: "\(error)")
    } catch let error as ResolveError {
      throw error
    } catch {
      throw PipelineError.render(id: "sheet \(name)", source: entries.first?.source ?? "", underlying: "\(error)")
    }
  }

  /// Draws a sheet at `scale` and encodes it as PNG.
  public func renderPNG(_ sheet: SpecSheet, scale: Int) throws -> (bitmap: Bitmap, png: [UInt8]) {
    let bitmap = try renderBitmap(sheet, scale: scale)
    return (bitmap, try drawing(sheet, scale) { try PNGEncoder.encode(bitmap) })
  }

  /// The pixel hash of a sheet at `scale`, drawn in strips: what `check` compares with the
  /// recorded hash before it would hold the whole picture (see `BitmapRenderer.pixelHash`).
  public func pixelHash(_ sheet: SpecSheet, scale: Int) throws -> String {
    try drawing(sheet, scale) { try renderer.pixelHash(sheet.displayList, scale: scale) }
  }

  /// Draws a sheet at `scale` strip by strip (see `BitmapRenderer.strips`), for comparisons that
  /// never hold the whole picture.
  public func strips(_ sheet: SpecSheet, scale: Int, _ body: (UnsafeRawPointer, Int) throws -> Void) throws {
    try drawing(sheet, scale) { try renderer.strips(sheet.displayList, scale: scale, rows: 256, body) }
  }

  /// Draws a sheet at `scale` (check compares its pixels and encodes it only when it fails).
  public func renderBitmap(_ sheet: SpecSheet, scale: Int) throws -> Bitmap {
    try drawing(sheet, scale) { try renderer.render(sheet.displayList, scale: scale) }
  }

  /// Runs `work` on a sheet, naming the sheet and scale in any error it throws (a pipeline
  /// error, e.g. from a strip consumer, passes unchanged).
  private func drawing<T>(_ sheet: SpecSheet, _ scale: Int, _ work: () throws -> T) throws -> T {
    do {
      return try work()
    } catch let error as PipelineError {
      throw error
    } catch {
      throw PipelineError.render(
        id: ImageName.text("sheet \(sheet.name)", scale: scale), source: "", underlying: "\(error)")
    }
  }
}
