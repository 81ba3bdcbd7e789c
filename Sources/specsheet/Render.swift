import ArgumentParser
import Foundation
import Pipeline

/// `specsheet render`: fixtures -> PNGs and manifest.json.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render fixtures (default: the whole catalog) to PNG files and a manifest.",
    discussion: "Writes OUT/<system>/<component>/<variant>/<state>@<N>x.png and OUT/manifest.json.")

  @OptionGroup var options: CatalogOptions

  @Option(help: "Output folder.")
  var out: String = "out"

  func run() throws {
    let start = ContinuousClock.now
    let catalog = try options.loadCatalog()
    let images = try options.renderAll(catalog)
    do {
      try OutputWriter.write(images, to: out)
    } catch {
      throw fail("\(error)", Exit.cannotWrite)
    }
    let elapsed = ContinuousClock.now - start
    print(
      "rendered \(images.count) images (\(catalog.entries.count) entries x \(options.scale.count) scales) to \(out)/ in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))"
    )
  }
}
