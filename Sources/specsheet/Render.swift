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

  func validate() throws {
    try refuseOutputsInGoldens([("--out", out)], goldens: defaultGoldens)
  }

  func run() throws {
    let start = ContinuousClock.now
    let catalog = try options.loadCatalog()
    let images = try options.renderAll(catalog)
    Interruption.catchSignals()
    do {
      try OutputWriter.write(images, to: out, interrupted: { Interruption.requested })
    } catch {
      if Interruption.requested { throw fail("interrupted: no file was written", Exit.interrupted) }
      throw fail("\(error)", Exit.cannotWrite)
    }
    let elapsed = ContinuousClock.now - start
    print(
      "rendered \(images.count) image\(images.count == 1 ? "" : "s") (\(Set(images.map(\.entry.id)).count) of \(catalog.entries.count) entries, scales \(Set(images.map(\.scale)).sorted().map(String.init).joined(separator: ","))) to \(out)/ in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))"
    )
  }
}
