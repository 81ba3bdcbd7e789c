import ArgumentParser
import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline
import Reports

/// `specsheet render`: fixtures -> PNGs and manifest.json.
package struct Render: ParsableCommand {
  package init() {}
  package static let configuration: CommandConfiguration = {
    var configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render fixtures (default: the whole catalog) to PNG files and a manifest.",
      discussion: "Writes OUT/<system>/<component>/<variant>/<state>@<N>x.png and OUT/manifest.json.")
    // ArgumentParser reads a super-command name only from the root command: under `specsheet`,
    // never. As the root (`specsheet render`'s fast parse, `parsedRender`) it skips the search
    // for --generate-completion-script, which parses every argument twice more (an eighth of a
    // one-image render's instructions); such a request fails that parse and goes the full way.
    configuration._superCommandName = "specsheet"
    return configuration
  }()

  @OptionGroup var options: CatalogOptions

  @Option(help: "Output folder.")
  var out: String = Render.defaultOut

  @Option(
    help: ArgumentHelp(
      "Paint every image on this colour instead of leaving the margin around the component transparent (which some "
        + "viewers show as black). Goldens never have one.",
      valueName: "#RRGGBB"))
  var background: String?

  @Option(
    help: ArgumentHelp("Write the results as JSON (one record per image; docs/results.schema.json).", valueName: "file")
  )
  var json: String?

  @Option(
    help: ArgumentHelp(
      "Also write the spec sheets of every component whose images were all rendered into this folder, as `sheet` "
        + "does (2x PNG, audited), from the same layout: each entry is laid out once.",
      valueName: "folder"))
  var sheets: String?

  @Option(
    name: .customLong("sheet-format"),
    help: ArgumentHelp("The sheets' formats with --sheets, comma-separated: png, pdf, svg, txt.", valueName: "formats"),
    transform: parseFormats)
  var sheetFormat: [SheetFormat] = Render.defaultSheetFormats

  @Option(
    help: ArgumentHelp(
      "Also write the catalog site (as `site` does) into this folder, its pages linking this render's images "
        + "relatively (e.g. out/site over out/).",
      valueName: "folder"))
  var site: String?

  static let defaultOut = "out"
  static let defaultSheetFormats: [SheetFormat] = [.png]

  package func validate() throws {
    try reportingNow {
      try refuseOutputsInGoldens(
        [("--out", out), ("--json", json), ("--sheets", sheets), ("--site", site)], goldens: defaultGoldens)
      // The site shows the audit of the drawn pixels: a painted background is not what is audited.
      if site != nil, background != nil { throw ValidationError("--site and --background exclude each other") }
      if let background, Color(hex: background) == nil {
        throw ValidationError("--background takes a colour as #RRGGBB or #RRGGBBAA; found \"\(background)\"")
      }
    }
  }

  package func run() throws {
    let start = ContinuousClock.now
    try OwnedOutputs.refuseForeign(json: json, folders: [out, sheets, site])
    let catalog = try options.loadCatalog()
    let entries = try options.selectedEntries(catalog)
    let filter = options.imageFilter
    Interruption.catchSignals()
    let pipeline: RenderPipeline
    do { pipeline = try self.pipeline() } catch { throw fail(error, Exit.cannotWrite) }  // as before --sheets
    // With --sheets, the resolved entries are kept and (unless a background changes the pixels)
    // the drawn @1x and @2x images audited for the cells' badges.
    let sheetSources = (sheets ?? site).map { _ in
      SheetSources(audit: background == nil ? CheckAudit(auditor: Auditor(measurer: pipeline.renderer.measurer)) : nil)
    }
    // The list of what was drawn is kept only for what reads it (--json, --site).
    let drawn = DrawnImages(keepsList: json != nil || site != nil)
    do {
      // Each image is written (staged) as soon as it is drawn and then freed; the files appear
      // together at the end, or not at all. Only the images the filter names are drawn (`render
      // material/chip@2x` draws @2x alone).
      let files = try ImageFolderSink(folder: out)
      let sinks: [any RunSink] = [files, drawn] + (sheetSources.map { [$0] } ?? [])
      try CatalogRun(jobs: options.jobs).run(
        RunSelection(entries, scales: options.scale, filter: filter),
        stages: [DrawStage(pipeline: pipeline), EncodeStage()], sinks: sinks)
    } catch {
      if Interruption.requested { throw fail("interrupted: no file was written", Exit.interrupted) }
      if case PipelineError.render = error { throw fail(error, Exit.badInput) }
      if error is ResolveError { throw fail(error, Exit.badInput) }
      throw failWriting(error)
    }
    let elapsed = ContinuousClock.now - start
    let tally = drawn.tally
    print(
      "rendered \(tally.images) image\(tally.images == 1 ? "" : "s") (\(tally.entries) of \(catalog.entries.count) "
        + "entries, scales \(tally.scales.sorted().map(String.init).joined(separator: ","))) to \(out)/ in "
        + "\(elapsed.shortText)"
    )
    // The images are in place by now: a results file that cannot be written exits 73 after them.
    if let json {
      let document = ResultsDocument.render(
        tally.list, out: out, sources: tally.sources, seconds: tally.seconds, tool: .running,
        environment: try runningEnvironment(), selection: options.selection, totalSeconds: elapsed.seconds)
      if let problem = writeResults(document, to: json) { throw fail(problem, Exit.cannotWrite) }
    }
    if let sheets, let sheetSources {
      try writeSheets(sheetSources, catalog: catalog, to: sheets, formats: sheetFormat, pipeline: pipeline)
    }
    if let site, let sheetSources {
      let pages = try SiteOutput.write(
        sheetSources, catalog: catalog, images: tally.list, to: site,
        imageRoot: SiteOutput.relative(from: site, to: out), pipeline: pipeline,
        tokens: try? options.tokenOptions.loadSet())
      print("wrote the site to \(site.escapingControlCharacters)/ (\(pages) pages)")
    }
  }

  func pipeline() throws -> RenderPipeline {
    var pipeline = try options.pipeline()
    pipeline.background = background.flatMap(Color.init(hex:))
    return pipeline
  }
}
