import ArgumentParser
import Foundation
import Graphics
import PNG

/// `specsheet bench png`: the goldens' pixels (the catalog's pictures) encoded by our encoder
/// and by zlib level 1 with no filter (the encoder it replaced): bytes and encode time of each.
/// With `--only`, one encoder alone, for counting its instructions under callgrind (`none`
/// decodes only, the baseline to subtract).
package struct PNGBench: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "png",
    abstract: "Encode every golden's pixels with our encoder and with zlib level 1; print bytes and times.")

  /// What `--only` runs.
  enum Encoder: String, ExpressibleByArgument, CaseIterable { case ours, zlib, none }

  @Option(help: "Goldens folder whose PNGs give the pixels.")
  var goldens: String = "goldens"

  @Option(parsing: .unconditional, help: "Timed passes over the pictures (the median is printed).")
  var passes: Int = 3

  @Option(help: "Run one encoder only (ours, zlib, none).")
  var only: Encoder?

  package func validate() throws {
    try reportingNow {
      guard (1...100).contains(passes) else { throw ValidationError("--passes must be 1...100") }
    }
  }

  package func run() throws {
    guard let walk = FileManager.default.enumerator(atPath: goldens) else {
      throw ValidationError("cannot read \(goldens)")
    }
    var pictures: [Bitmap] = []
    for case let relative as String in walk where relative.hasSuffix(".png") {
      let data = try Data(contentsOf: URL(fileURLWithPath: goldens + "/" + relative))
      pictures.append(try PNGDecoder.decode([UInt8](data)))
    }
    let pixels = pictures.reduce(0) { $0 + $1.pixels.count }
    print("\(pictures.count) pictures, \(pixels) RGBA bytes")
    let encoders: [(Encoder, (Bitmap) throws -> [UInt8])] = [
      (.ours, { try PNGEncoder.encode($0) }), (.zlib, { try PNGEncoder.encode($0, level: 1, filter: .none) }),
    ]
    for (name, encode) in encoders where only == nil || only == name {
      var bytes = 0
      var times: [Duration] = []
      for _ in 0..<passes {
        bytes = 0
        times.append(try ContinuousClock().measure { for picture in pictures { bytes += try encode(picture).count } })
      }
      let time = seconds(median(times))
      print(
        "\(name.rawValue): \(bytes) bytes, \(String(format: "%.1f", time * 1000)) ms, "
          + "\(String(format: "%.0f", Double(pixels) / time / 1e6)) MB/s")
    }
  }
}
