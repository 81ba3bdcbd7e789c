import ArgumentParser
import CairoRenderer
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline

/// `specsheet bench`: in-process timings. `make bench` (scripts/bench.py) runs these next to
/// whole-command timings and the C anchors, and prints the goals table; the subcommands here
/// only measure and print.
package struct Bench: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time rendering, encoding and checking in-process (make bench prints the goals table).",
    subcommands: [CatalogBench.self, ImageBench.self, PNGBench.self, PerturbGoldens.self],
    defaultSubcommand: CatalogBench.self)
}

/// `specsheet bench [catalog]`: the catalog rendered repeatedly, draw/encode medians, and check
/// timings against the goldens.
package struct CatalogBench: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Render the catalog repeatedly and print draw/encode medians and images per second.")

  @OptionGroup var options: CatalogOptions

  @Option(parsing: .unconditional, help: "How many timed passes over the catalog (after one warm-up pass).")
  var passes: Int = 5

  package func run() throws {
    guard (1...100).contains(passes) else { throw ValidationError("--passes must be 1...100") }
    let catalog = try options.loadCatalog()
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    _ = try options.renderAll(catalog)  // warm-up: font scanning, caches
    var draw: [Duration] = []
    var encode: [Duration] = []
    var walls: [Duration] = []
    var count = 0
    for _ in 0..<passes {
      let start = ContinuousClock.now
      let images = try options.renderAll(catalog)
      walls.append(ContinuousClock.now - start)
      draw += images.map(\.drawTime)
      encode += images.map(\.encodeTime)
      count = images.count
    }
    let wall = median(walls)
    let perSecond = Double(count) / seconds(wall)
    print(
      "catalog: \(count) images, \(catalog.entries.count) entries, scales "
        + "\(options.scale.map(String.init).joined(separator: ",")), jobs \(jobs)")
    print("draw median    \(ms(median(draw))) ms/image")
    print("encode median  \(ms(median(encode))) ms/image")
    print("catalog median \(ms(wall)) ms wall (layout+draw+encode, in memory), \(Int(perSecond.rounded())) images/s")
    if FileManager.default.fileExists(atPath: goldens) { try benchCheck(catalog) }
  }

  @Option(help: "Goldens folder for the check timings (skipped when it does not exist).")
  var goldens: String = "goldens"

  /// In-process check time for the catalog against the goldens (unchanged: pixel hashes), and
  /// the exact pixel comparison's throughput alone.
  func benchCheck(_ catalog: Catalog) throws {
    guard options.scale.allSatisfy(supportedGoldenScales.contains) else {
      print("check timings skipped: \(goldenScalesNote)")
      return
    }
    let pipeline = try RenderPipeline()
    let store = GoldenStore(root: goldens)
    let plan = try GoldenPlan.make(
      catalog: catalog, scales: options.scale, filter: options.imageFilter, shard: nil, store: store,
      staleScope: .everything)
    let engine = GoldenEngine(store: store, jobs: options.jobs, pipeline: pipeline)
    var unchanged: [Duration] = []
    for _ in 0..<passes { unchanged.append(try ContinuousClock().measure { _ = try engine.check(plan) }) }
    print("check unchanged \(ms(median(unchanged))) ms wall for \(plan.images.count) images (render + pixel hash)")

    let pairs = try options.renderAll(catalog).map { image in
      (image.bitmap, BenchPerturbation.oneOff(image.bitmap))
    }
    let pixels = pairs.reduce(0) { $0 + $1.0.width * $1.0.height }
    var diffs: [Duration] = []
    for _ in 0..<passes {
      diffs.append(ContinuousClock().measure { for (a, g) in pairs { _ = compare(actual: a, golden: g) } })
    }
    let mpx = Double(pixels) / 1e6 / seconds(median(diffs))
    print("diff            \(String(format: "%.1f", mpx)) Mpx/s (exact pixel loop, one thread, \(pixels) px)")
  }
}

/// `specsheet bench image FIXTURE`: one image drawn and encoded repeatedly, medians as JSON (the
/// figures make bench sets beside the C anchors of Bench/anchor.c).
package struct ImageBench: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "image",
    abstract: "Render a one-image fixture repeatedly; print draw, encode and total medians as JSON.")

  @Argument(help: "A fixture with exactly one variant and one state.")
  var fixture: String

  @Option(parsing: .unconditional, help: "Scale factor.")
  var scale: Int = 2

  @Option(parsing: .unconditional, help: "Timed repetitions (after one warm-up).")
  var reps: Int = 200

  @Option(
    help: ArgumentHelp("Also write the image's PNG here (the C anchor encodes the same pixels).", valueName: "file"))
  var png: String?

  package func validate() throws {
    try reportingNow {
      guard (1...100_000).contains(reps) else { throw ValidationError("--reps must be 1...100000") }
      guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1...4") }
    }
  }

  package func run() throws {
    let catalog: Catalog
    do { catalog = try RunningRegistry.loadCatalog(paths: [fixture]) } catch { throw fail(error, Exit.badInput) }
    guard catalog.entries.count == 1, let entry = catalog.entries.first else {
      throw fail("\(fixture) makes \(catalog.entries.count) images; bench image needs exactly one", Exit.usage)
    }
    let pipeline = try RenderPipeline()
    var image = try pipeline.render(entry, scales: [scale])[0]  // warm-up: fonts, caches
    var draw: [Duration] = []
    var encode: [Duration] = []
    var total: [Duration] = []
    let faultsBefore = minorFaults()
    for _ in 0..<reps {
      // Each repetition a first draw: no shadow mask or text layout kept from the one before.
      RenderCaches.forget(in: pipeline.renderer.library)
      let start = ContinuousClock.now
      image = try pipeline.render(entry, scales: [scale])[0]
      total.append(ContinuousClock.now - start)
      draw.append(image.drawTime)
      encode.append(image.encodeTime)
    }
    let faults = Double(minorFaults() - faultsBefore) / Double(reps)
    // Encoding alone, the same pixels over and over, as the libpng anchor does.
    var encodeOnly: [Duration] = []
    var bytes: [UInt8] = []
    for _ in 0..<reps {
      encodeOnly.append(try ContinuousClock().measure { bytes = try PNGEncoder.encode(image.bitmap) })
    }
    if let png { try AtomicFile.write(bytes, to: png) }
    func us(_ d: Duration) -> String { String(format: "%.1f", seconds(d) * 1e6) }
    print(
      #"{"image": "\#(entry.id)@\#(scale)x", "width": \#(image.bitmap.width), "height": \#(image.bitmap.height), "#
        + #""draw_us": \#(us(median(draw))), "encode_us": \#(us(median(encode))), "total_us": \#(us(median(total))), "#
        + #""encode_only_us": \#(us(median(encodeOnly))), "faults_per_image": \#(String(format: "%.1f", faults)), "#
        + #""bytes": \#(bytes.count)}"#)
  }
}

/// `specsheet bench perturb-goldens --out DIR`: a copy of the goldens folder in which every PNG
/// has one pixel changed, for timing `check` when every image fails.
package struct PerturbGoldens: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "perturb-goldens",
    abstract: "Copy the goldens folder with one pixel of every PNG changed (for timing a failing check).")

  @Option(help: "Goldens folder to copy.")
  var goldens: String = "goldens"

  @Option(help: ArgumentHelp("Where the copy goes (must not exist yet).", valueName: "dir"))
  var out: String

  package func validate() throws {
    try reportingNow {
      try refuseOutputsInGoldens([("--out", out)], goldens: goldens)
    }
  }

  package func run() throws {
    let files = FileManager.default
    guard !files.fileExists(atPath: out) else { throw fail("\(out) already exists", Exit.usage) }
    guard let walk = files.enumerator(atPath: goldens) else { throw fail("cannot read \(goldens)", Exit.usage) }
    var count = 0
    for case let relative as String in walk {
      let source = goldens + "/" + relative
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: source, isDirectory: &isFolder), !isFolder.boolValue else { continue }
      var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
      if relative.hasSuffix(".png") {
        bytes = try PNGEncoder.encode(BenchPerturbation.oneOff(try PNGDecoder.decode(bytes)))
        count += 1
      }
      try AtomicFile.write(bytes, to: out + "/" + relative)
    }
    print("\(count) PNGs with one pixel changed in \(out)")
  }
}

/// Page faults of this process so far (a fresh buffer's pages each fault once).
package func minorFaults() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_minflt
}

package enum BenchPerturbation {
  /// `bitmap` with its centre pixel's red flipped by 128 and made opaque: a change every
  /// comparison sees.
  static func oneOff(_ bitmap: Bitmap) -> Bitmap {
    var copy = bitmap
    let c = copy[copy.width / 2, copy.height / 2]
    copy[copy.width / 2, copy.height / 2] = Color(red: c.red ^ 0x80, green: c.green, blue: c.blue, alpha: 255)
    return copy
  }
}

// Timing arithmetic shared by the bench commands.
func median(_ values: [Duration]) -> Duration {
  let sorted = values.sorted()
  return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
}

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

private func ms(_ d: Duration) -> String { String(format: "%.3f", seconds(d) * 1000) }
