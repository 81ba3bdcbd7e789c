import ArgumentParser
import CairoRenderer
import Catalog
import ComponentKit
import Dispatch
import Foundation
import Golden
import Graphics
import Pipeline
import Project
import SpecSheets

/// `specsheet sheet`: spec sheets (variants x states, redlines, swatches) as PNG, PDF, SVG.
package struct SheetCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Render spec sheets: every variant and state of a component on one page, with redlines and swatches.",
    discussion: """
      Without fixtures: one sheet per component of the default catalog, written to \
      OUT/<system>/<component>.<format> (e.g. out/sheets/fiori/chip.png). With fixture files or \
      folders: one sheet per fixture file, OUT/<file name>.<format>. Any other argument keeps only \
      the sheets whose name contains it (e.g. material/chip). Each cell is the image `render` \
      makes, then the same image with redlines (points, from the layout pass), then the colours \
      and type it draws. PDF and SVG are vector (Cairo's own surfaces); elevation shadows in them \
      are embedded image masks at 2 px/pt (coarser for very long shadows). txt writes the sheet's text dump. \
      Everything is made \
      in memory before any file is written.

      \(exitCodesHelp)
      """)

  @Argument(help: ArgumentHelp("Fixture files or folders, and/or sheet-name filters.", valueName: "fixture"))
  var arguments: [String] = []

  @Option(help: "Output folder.")
  var out: String

  @Option(
    help: ArgumentHelp("Comma-separated formats: png, pdf, svg, txt.", valueName: "formats"),
    transform: parseFormats)
  var format: [SheetFormat] = [.png]

  @Option(parsing: .unconditional, help: "PNG pixels per point, 1 to 4.")
  var scale: Int = 2

  @Option(parsing: .unconditional, help: "Parallel jobs (default: every core).")
  var jobs: Int?

  @Flag(help: "Leave out the spec audit's badge under each cell and its findings list.")
  var noAudit = false

  @Option(
    name: .customLong("baseline"),
    help: ArgumentHelp(
      "Accepted audit findings, each with a reason (default: <goldens>/audit-baseline.yaml).", valueName: "file"))
  var baselineFlag: String?

  @Flag(help: "Audit the cells without any baseline: every finding is open.")
  var noBaseline = false

  /// `--baseline`, else the baseline in the goldens folder (specsheet.yaml's `goldens`, or `goldens`).
  var baseline: String { baselineFlag ?? (defaultGoldens as NSString).appendingPathComponent(AuditBaseline.fileName) }

  @OptionGroup var tokenOptions: TokenOptions

  @Option(
    help: ArgumentHelp(
      "Optional layers under each cell, comma-separated: a11y (focus order, role, label and state of each element).",
      valueName: "layers"),
    transform: parseAnnotations)
  var annotate: [SheetAnnotation] = []

  package func validate() throws {
    try reportingNow {
      try ProjectDefaults.check()
      if noBaseline, baselineFlag != nil { throw ValidationError("--no-baseline and --baseline exclude each other") }
      guard (1...4).contains(scale) else { throw ValidationError("--scale takes a whole number from 1 to 4") }
      if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
      try refuseOutputsInGoldens([("--out", out)], goldens: defaultGoldens)
    }
  }

  package func run() throws {
    let fixtures = arguments.filter {
      FileManager.default.fileExists(atPath: $0) || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")
    }
    let filters = arguments.filter { !fixtures.contains($0) }
    let paths = try CatalogOptions.catalogPaths(fixtures)
    let catalog: Catalog
    let designTokens = try tokenOptions.load()
    do { catalog = try RunningRegistry.loadCatalog(paths: paths, tokens: designTokens) } catch {
      throw fail(error, Exit.badInput)
    }

    var plans = fixtures.isEmpty ? SheetPlan.perComponent(catalog.entries) : SheetPlan.perFixture(catalog.entries)
    if !fixtures.isEmpty {
      let sources = Dictionary(
        grouping: Set(catalog.entries.map(\.source)),
        by: { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
      if let clash = sources.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
        throw fail(
          "fixtures \(clash.value.sorted().joined(separator: " and ")) would both write the sheet \"\(clash.key)\"; "
            + "rename one",
          Exit.usage)
      }
    }
    if !filters.isEmpty {
      let unmatched = filters.filter { f in !plans.contains { $0.name.contains(f) } }
      if !unmatched.isEmpty {
        throw fail(
          "no sheet matches \(unmatched.map { "\"\($0)\"" }.joined(separator: ", ")); sheets: "
            + "\(plans.map(\.name).joined(separator: ", "))",
          Exit.usage)
      }
      plans = plans.filter { p in filters.contains { p.name.contains($0) } }
    }
    try SheetFiles.checkVectorSize(
      plans.map { ($0.name, $0.entries.count, $0.entries.first?.source ?? "") }, formats: format)
    do { try AtomicFile.ensureWritableFolder(out) } catch { throw fail(error, Exit.cannotWrite) }
    try OwnedOutputs.refuseForeign(folders: [out])

    let start = ContinuousClock.now
    let pipeline: RenderPipeline
    let vector: VectorRenderer
    do {
      pipeline = try RenderPipeline()
      vector = VectorRenderer(library: pipeline.renderer.library)
    } catch {
      throw fail(error, Exit.badInput)
    }
    // Everything in memory first: a failure writes nothing.
    let formats = format
    let scale = scale
    var accepted: AuditBaseline?
    if !noAudit {
      do {
        accepted = noBaseline ? AuditBaseline(entries: [], file: "no baseline") : try AuditBaseline.load(path: baseline)
      } catch {
        throw fail(error, Exit.badInput)
      }
    }
    let audit = accepted
    let annotations = annotate
    let work = plans
    let results = Workers.run(work.count, jobs: jobs) { i -> [(String, [UInt8])] in
      let (pages, pdf) = try pipeline.sheetPages(
        named: work[i].name, entries: work[i].entries, baseline: audit, annotations: Set(annotations), scale: scale,
        pdf: formats.contains(.pdf))
      return try SheetFiles.encode(
        pages, pdf: pdf, name: work[i].name, source: work[i].entries.first?.source ?? "", formats: formats,
        scale: scale, pipeline: pipeline, vector: vector)
    }
    let files = try SheetFiles.write(results, to: out)
    for (file, _) in files {
      print("wrote \((out as NSString).appendingPathComponent(file).escapingControlCharacters)")
    }
    let elapsed = ContinuousClock.now - start
    print(
      "\(plans.count) sheet\(plans.count == 1 ? "" : "s") (\(formats.map(\.rawValue).joined(separator: ", "))) in "
        + "\(elapsed.shortText)"
    )
  }
}

package enum SheetFormat: String, CaseIterable, Sendable {
  case png, pdf, svg, txt
}

package func parseFormats(_ text: String) throws -> [SheetFormat] {
  var formats: [SheetFormat] = []
  for part in text.split(separator: ",", omittingEmptySubsequences: false) {
    let word = part.trimmingCharacters(in: .whitespaces).lowercased()
    guard let f = SheetFormat(rawValue: word) else {
      throw ValidationError("--format takes png, pdf, svg and/or txt, comma-separated; found \"\(part)\"")
    }
    if !formats.contains(f) { formats.append(f) }
  }
  return formats
}

package func parseAnnotations(_ text: String) throws -> [SheetAnnotation] {
  var layers: [SheetAnnotation] = []
  for part in text.split(separator: ",", omittingEmptySubsequences: false) {
    let word = part.trimmingCharacters(in: .whitespaces).lowercased()
    guard let layer = SheetAnnotation(rawValue: word) else {
      let known = SheetAnnotation.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("--annotate takes \(known), comma-separated; found \"\(part.prefix(40))\"")
    }
    if !layers.contains(layer) { layers.append(layer) }
  }
  return layers
}
