import Audit
import Catalog
import ComponentKit
import Foundation
import Pipeline

/// The site `specsheet serve` shows, kept up to date: built once, then rebuilt for the fixtures
/// an edit touched (their entries re-rendered and re-audited, every page rewritten from the kept
/// values of the others). A failed rebuild leaves the last good pictures and pages in place.
package final class SiteBuilder {
  let options: CatalogOptions
  /// The site folder (pages at its root, pictures under images/).
  package let folder: String
  let pipeline: RenderPipeline
  let sources: SheetSources
  private var images: [String: Manifest.Image] = [:]
  private var catalog: Catalog?

  package init(options: CatalogOptions, folder: String) throws {
    self.options = options
    self.folder = folder
    pipeline = try options.pipeline()
    sources = SheetSources(audit: CheckAudit(auditor: Auditor(measurer: pipeline.renderer.measurer)))
  }

  /// The files whose edits change the site: the selection's fixture files, the token file and
  /// specsheet.yaml when there are.
  package var watchedFiles: [String] {
    // Before a build succeeded (a broken fixture at start), the fixture files named: their fix
    // is the edit that builds the site.
    var files = Set(
      catalog?.entries.map(\.source)
        ?? ((try? Catalog.fixtureFiles(CatalogOptions.catalogPaths(options.fixturePaths))) ?? []))
    if let tokens = options.tokenOptions.path { files.insert(tokens) }
    if FileManager.default.fileExists(atPath: "specsheet.yaml") { files.insert("specsheet.yaml") }
    files.formUnion(RunningRegistry.componentFiles)
    return files.sorted()
  }

  /// Builds the site from the selection; `changed` limits the rendering to the entries of those
  /// fixture files (nil: everything). Returns the number of pages; throws the error as text.
  @discardableResult
  package func build(changed: Set<String>? = nil) throws(BuildError) -> Int {
    let loaded: Catalog
    do {
      // A component file's edit (or the config's) changes what fixtures may name: read them again.
      if let changed, !changed.isDisjoint(with: RunningRegistry.componentFiles + ["specsheet.yaml"]) {
        try RunningRegistry.reloadComponents()
      }
      let paths = try CatalogOptions.catalogPaths(options.fixturePaths)
      loaded = try RunningRegistry.loadCatalog(paths: paths, tokens: try options.tokenOptions.load())
    } catch {
      throw BuildError(message: "\(error)")
    }
    let filter = options.imageFilter
    let selected = loaded.entries.filter { e in options.scale.contains { filter.matches(e.imageName(scale: $0)) } }
    // A fixture's edit re-renders its entries; a token or config edit, or a new entry, all of them.
    let known = Set(images.values.map(\.imageName.id))
    let fixtures = Set(loaded.entries.map(\.source))
    let scope = changed.flatMap { $0.isSubset(of: fixtures) ? $0 : nil }
    let redraw = selected.filter { scope == nil || scope!.contains($0.source) || !known.contains($0.id) }
    let sources = self.sources
    do {
      let drawn = DrawnImages(keepsList: true)
      let files = try ImageFolderSink(folder: (folder as NSString).appendingPathComponent("images"))
      try CatalogRun(jobs: options.jobs).run(
        RunSelection(redraw, scales: options.scale, filter: filter),
        stages: [DrawStage(pipeline: pipeline), EncodeStage()], sinks: [files, drawn, sources])
      for image in drawn.tally.list { images[image.path] = image }
      catalog = loaded
      let ids = Set(selected.map(\.id))
      let current = images.values.filter { ids.contains($0.imageName.id) }
      return try SiteOutput.write(
        sources, catalog: Catalog(entries: selected), images: Array(current), to: folder, imageRoot: "images",
        pipeline: pipeline, tokens: try? options.tokenOptions.loadSet())
    } catch {
      throw BuildError(message: "\(error)")
    }
  }

  /// The site with no component, for a server whose first build failed: its pages, script and
  /// stylesheet, so an open page shows the error and reloads when an edit fixes it.
  package func writeEmpty() throws {
    _ = try SiteOutput.write(
      sources, catalog: Catalog(entries: []), images: [], to: folder, imageRoot: "images", pipeline: pipeline,
      tokens: nil)
  }

  /// Why a build failed, as the terminal and the page show it.
  package struct BuildError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
  }
}
