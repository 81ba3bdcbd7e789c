import ArgumentParser
import Audit
import CairoRenderer
import Catalog
import Foundation
import Graphics
import ImageDiff
import Pipeline

/// `specsheet bench`: how fast the catalog renders (used by `make bench`).
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render the catalog repeatedly and print draw/encode medians and images per second.")

  @OptionGroup var options: CatalogOptions

  @Option(parsing: .unconditional, help: "How many timed passes over the catalog (after one warm-up pass).")
  var passes: Int = 5

  func run() throws {
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
    print("catalog: \(count) images, \(catalog.entries.count) entries, scales \(options.scale.map(String.init).joined(separator: ",")), jobs \(jobs)")
    print("draw median    \(ms(median(draw))) ms/image")
    print("encode median  \(ms(median(encode))) ms/image")
    print("catalog median \(ms(wall)) ms wall (layout+draw+encode), \(Int(perSecond.rounded())) images/s")
    if FileManager.default.fileExists(atPath: goldens) { try benchCheck(catalog) }
  }

  @Option(help: "Goldens folder for the check timings (skipped when it does not exist).")
  var goldens: String = "goldens"

  /// Check time for the whole catalog against the goldens (unchanged: byte fast path), against a
  /// temporary copy where every golden has one pixel changed (decode + pixel loop), and the
  /// pixel comparison's throughput alone.
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
    print("check unchanged \(ms(median(unchanged))) ms wall for \(plan.images.count) images (render + byte compare)")
    // The spec audit inside check reads the images check draws; the goal is at most 25% more.
    var audited = engine
    audited.auditor = Auditor(measurer: pipeline.renderer.measurer)
    var withAudit: [Duration] = []
    for _ in 0..<passes { withAudit.append(try ContinuousClock().measure { _ = try audited.check(plan) }) }
    let ratio = seconds(median(withAudit)) / seconds(median(unchanged))
    print(
      "check + audit   \(ms(median(withAudit))) ms wall, \(String(format: "%.2f", ratio))x check alone (goal <= 1.25x): \(ratio <= 1.25 ? "PASS" : "FAIL")")

    let images = try options.renderAll(catalog)
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-bench-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    var pairs: [(Bitmap, Bitmap)] = []
    for image in images {
      var golden = image.bitmap
      let c = golden[golden.width / 2, golden.height / 2]
      golden[golden.width / 2, golden.height / 2] = Color(red: c.red ^ 0x80, green: c.green, blue: c.blue, alpha: 255)
      pairs.append((image.bitmap, golden))
      try AtomicFile.write(try PNGEncoder.encode(golden), to: temporary + "/" + image.path)
    }
    let changedEngine = GoldenEngine(store: GoldenStore(root: temporary), jobs: options.jobs, pipeline: pipeline)
    var changed: [Duration] = []
    for _ in 0..<passes { changed.append(try ContinuousClock().measure { _ = try changedEngine.check(plan) }) }
    print("check changed   \(ms(median(changed))) ms wall, every image 1 px off (render + decode + pixel loop)")

    let pixels = pairs.reduce(0) { $0 + $1.0.width * $1.0.height }
    var diffs: [Duration] = []
    for _ in 0..<passes {
      diffs.append(ContinuousClock().measure { for (a, g) in pairs { _ = compare(actual: a, golden: g) } })
    }
    let mpx = Double(pixels) / 1e6 / seconds(median(diffs))
    print("diff            \(String(format: "%.1f", mpx)) Mpx/s (exact pixel loop, one thread, \(pixels) px)")
  }

  func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
  }

  func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  func ms(_ d: Duration) -> String { String(format: "%.3f", seconds(d) * 1000) }
}
