import ArgumentParser
import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline
import Project
import Site
import SpecSheets
import Tokens

/// `specsheet site`: renders the selection into DIR/images and writes the catalog site beside it.
package struct SiteCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "site",
    abstract: "Render fixtures (default: the catalog) and write a static catalog site to browse them.",
    discussion: """
      Writes OUT/index.html (systems and components, a thumbnail each, search over system, component, \
      variant and state names), a page per component (the variant x state grid in the sheet's order, at a \
      chosen scale), a detail page per state (@1x/@2x/@3x, the sheet's redlines as a layer, swatches with \
      contrast ratios, accessibility elements, spec rules, open and accepted audit findings with the \
      baseline's reasons, colour-vision simulation), OUT/site.css and OUT/site.js. The PNGs are rendered \
      once into OUT/images/ (as `render --out OUT/images`). Every link is relative: open OUT/index.html \
      from disk or any static host. `render --site DIR` writes the same pages over render's own images.

      \(exitCodesHelp)
      """)

  @OptionGroup var options: CatalogOptions

  @Option(help: "Output folder: the pages, and the images under images/.")
  var out: String = "out/site"

  package func validate() throws {
    try reportingNow {
      try refuseOutputsInGoldens([("--out", out)], goldens: defaultGoldens)
    }
  }

  package func run() throws {
    let start = ContinuousClock.now
    try OwnedOutputs.refuseForeign(folders: [out, (out as NSString).appendingPathComponent("images")])
    let catalog = try options.loadCatalog()
    let entries = try options.selectedEntries(catalog)
    let filter = options.imageFilter
    Interruption.catchSignals()
    let pipeline = try options.pipeline()
    let sources = SheetSources(audit: CheckAudit(auditor: Auditor(measurer: pipeline.renderer.measurer)))
    let drawn = DrawnImages(keepsList: true)
    do {
      let files = try ImageFolderSink(folder: (out as NSString).appendingPathComponent("images"))
      try CatalogRun(jobs: options.jobs).run(
        RunSelection(entries, scales: options.scale, filter: filter),
        stages: [DrawStage(pipeline: pipeline), EncodeStage()], sinks: [files, drawn, sources])
    } catch {
      if Interruption.requested { throw fail("interrupted: no file was written", Exit.interrupted) }
      if case PipelineError.render = error { throw fail(error, Exit.badInput) }
      if error is ResolveError { throw fail(error, Exit.badInput) }
      throw failWriting(error)
    }
    let images = drawn.tally.list
    let pages = try SiteOutput.write(
      sources, catalog: catalog, images: images, to: out, imageRoot: "images", pipeline: pipeline,
      tokens: try? options.tokenOptions.loadSet())
    let elapsed = ContinuousClock.now - start
    let folder = out.escapingControlCharacters
    print("wrote the site to \(folder)/ (\(pages) pages over \(images.count) images) in \(elapsed.shortText)")
  }
}

/// Writing the site's pages, shared by `site` and `render --site`.
enum SiteOutput {
  /// Builds and writes the pages into `folder` through its ownership list: a page specsheet did
  /// not write stops the run before any is written; pages an earlier run wrote and this one did
  /// not (a removed component) are removed. Returns the number of pages.
  static func write(
    _ sources: SheetSources, catalog: Catalog, images: [Manifest.Image], to folder: String, imageRoot: String,
    pipeline: RenderPipeline, tokens: TokenSet?
  ) throws -> Int {
    let baseline: AuditBaseline
    let path = (defaultGoldens as NSString).appendingPathComponent(AuditBaseline.fileName)
    do { baseline = try AuditBaseline.load(path: path) } catch { throw fail(error, Exit.badInput) }
    var scales: [String: [Int]] = [:]
    for image in images {
      scales[image.imageName.id, default: []].append(image.scale)
    }
    let components: [SiteComponent]
    var themes = SiteThemes(tokens: tokens)
    do {
      components = try SiteInput.components(
        sources, catalog: catalog, scales: scales, baseline: baseline, pipeline: pipeline, themes: &themes)
    } catch {
      throw fail(error, Exit.badInput)
    }
    let invocation = ([Invocation.program] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(separator: " ")
    var site = SiteCatalog(
      components: components, themes: themes.themes, imageRoot: imageRoot, invocation: invocation)
    if !FileManager.default.fileExists(atPath: path) {
      site.missingBaseline =
        "No audit baseline was found (\(path) from \(FileManager.default.currentDirectoryPath)): every finding "
        + "shows as open, including any your project accepts. Run from the project's folder to read its baseline."
    }
    let files = SitePages.files(site)
    do {
      try AtomicFile.ensureWritableFolder(folder)
      let output = try OutputFolder(folder)
      for file in files { try output.checkWritable(file.path) }
      // All pages appear together, or none (a full disk part-way leaves the earlier site).
      try StagedOutput(output).run { staged in
        for file in files { try staged.write(file.text, to: file.path) }
      }
      let written = Set(files.map(\.path))
      for earlier in output.owned(under: "") where earlier.hasSuffix(".html") && !written.contains(earlier) {
        output.removeIfOwned(earlier)
      }
    } catch {
      throw failWriting(error)
    }
    return files.filter { $0.path.hasSuffix(".html") }.count
  }

  /// `to` relative to `from` (both folders), e.g. `..` for the site `out/site` over `out`.
  static func relative(from: String, to: String) -> String {
    func parts(_ p: String) -> [String] {
      URL(fileURLWithPath: p).standardizedFileURL.path.split(separator: "/").map(String.init)
    }
    let a = parts(from)
    let b = parts(to)
    var common = 0
    while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
    return (Array(repeating: "..", count: a.count - common) + b[common...]).joined(separator: "/")
  }
}
