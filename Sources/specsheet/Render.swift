import ArgumentParser
import Foundation
import Golden
import Graphics
import Pipeline

/// `specsheet render`: fixtures -> PNGs and manifest.json.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render fixtures (default: the whole catalog) to PNG files and a manifest.",
    discussion: "Writes OUT/<system>/<component>/<variant>/<state>@<N>x.png and OUT/manifest.json.")

  @OptionGroup var options: CatalogOptions

  @Option(help: "Output folder.")
  var out: String = "out"

  @Option(
    help: ArgumentHelp(
      "Paint every image on this colour instead of leaving the margin around the component transparent (which some viewers show as black). Goldens never have one.",
      valueName: "#RRGGBB"))
  var background: String?

  func validate() throws {
    try refuseOutputsInGoldens([("--out", out)], goldens: defaultGoldens)
    if let background, Color(hex: background) == nil {
      throw ValidationError("--background takes a colour as #RRGGBB or #RRGGBBAA; found \"\(background)\"")
    }
  }

  func run() throws {
    let start = ContinuousClock.now
    let catalog = try options.loadCatalog()
    let entries = try options.selectedEntries(catalog)
    let filter = options.imageFilter
    Interruption.catchSignals()
    let images: [Manifest.Image]
    do {
      // Each image is written (staged) as soon as it is drawn and then freed; the files appear
      // together at the end, or not at all.
      images = try OutputWriter.render(
        entries, scales: options.scale, jobs: options.jobs, pipeline: try pipeline(), to: out,
        keep: { filter.matches("\($0.entry.id)@\($0.scale)x") }, interrupted: { Interruption.requested })
    } catch {
      if Interruption.requested { throw fail("interrupted: no file was written", Exit.interrupted) }
      if case PipelineError.render = error { throw fail("\(error)", Exit.badInput) }
      throw fail("\(error)", Exit.cannotWrite)
    }
    let elapsed = ContinuousClock.now - start
    let states = Set(images.map { "\($0.system)/\($0.component)/\($0.variant)/\($0.state)" }).count
    print(
      "rendered \(images.count) image\(images.count == 1 ? "" : "s") (\(states) of \(catalog.entries.count) entries, scales \(Set(images.map(\.scale)).sorted().map(String.init).joined(separator: ","))) to \(out)/ in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))"
    )
  }

  func pipeline() throws -> RenderPipeline {
    var pipeline = try options.pipeline()
    pipeline.background = background.flatMap(Color.init(hex:))
    return pipeline
  }
}
