import ArgumentParser
import Foundation
import Pipeline

/// `specsheet bench`: how fast the catalog renders (used by `make bench`).
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render the catalog repeatedly and print draw/encode medians and images per second.")

  @OptionGroup var options: CatalogOptions

  @Option(help: "How many timed passes over the catalog (after one warm-up pass).")
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
