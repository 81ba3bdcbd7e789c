import CairoRenderer
import Foundation
import Graphics
import ImageDiff

/// The failure picture: golden | diff | actual (ImageDiff's three panels: changes red and
/// anti-aliased pixels yellow over the faded golden), with the anatomy parts that moved outlined
/// in the diff panel, both where they were (golden) and where they are (actual).
public enum DiffPicture {
  /// Pixels between panels.
  public static let gap = 4

  public static func make(
    actual: Bitmap, golden: Bitmap, options: DiffOptions, goldenFrames: [PixelRect], actualFrames: [PixelRect]
  ) -> Bitmap {
    diffImage(actual: actual, golden: golden, options: options, frames: goldenFrames + actualFrames, gap: gap)
  }
}

/// Failure artifacts: `<folder>/<path>.actual.png` and `<folder>/<path>.diff.png`.
public enum GoldenArtifacts {
  public static func base(_ path: String, in folder: String) -> String {
    (folder as NSString).appendingPathComponent(String(path.dropLast(".png".count)))
  }

  /// Removes artifacts an earlier run left for `path` (so a fixed failure leaves none).
  public static func clear(_ path: String, in folder: String) {
    let base = base(path, in: folder)
    try? FileManager.default.removeItem(atPath: base + ".actual.png")
    try? FileManager.default.removeItem(atPath: base + ".diff.png")
  }

  /// The diff picture's PNG for a failure with both images decoded, else nil. Also nil when the
  /// three panels side by side would be larger than a PNG may be (a very large spec sheet): the
  /// actual image is still written.
  public static func diffPNG(_ result: GoldenResult, options: DiffOptions) throws -> [UInt8]? {
    if let made = result.diffPNG { return made }
    guard let actual = result.actual, let golden = result.golden else { return nil }
    let picture = DiffPicture.make(
      actual: actual, golden: golden, options: options, goldenFrames: result.outlines.golden,
      actualFrames: result.outlines.actual)
    do {
      return try PNGEncoder.encode(picture)
    } catch PNGError.tooLarge {
      return nil
    }
  }

  /// Writes the artifacts of a failure; returns the files written.
  @discardableResult
  public static func write(_ result: GoldenResult, options: DiffOptions, to folder: String) throws -> [String] {
    guard !result.passed, result.status != .stale else { return [] }
    let base = base(result.path, in: folder)
    var written: [String] = []
    if let png = result.actualPNG {
      try AtomicFile.write(png, to: base + ".actual.png")
      written.append(base + ".actual.png")
    }
    if let diff = try diffPNG(result, options: options) {
      try AtomicFile.write(diff, to: base + ".diff.png")
      written.append(base + ".diff.png")
    }
    return written
  }
}
