import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline

/// The failure pictures: the diff panel (changes red and anti-aliased pixels yellow over the
/// faded golden, the anatomy parts that moved outlined in blue, both where they were (golden)
/// and where they are (actual)), as check's artifact; and golden | diff | actual (ImageDiff's
/// three panels), for `specsheet diff`, which has no report to set the images side by side.
public enum DiffPicture {
  /// Pixels between panels.
  public static let gap = 4

  public static func make(
    actual: Bitmap, golden: Bitmap, options: DiffOptions, goldenFrames: [PixelRect], actualFrames: [PixelRect]
  ) -> Bitmap {
    diffImage(actual: actual, golden: golden, options: options, frames: goldenFrames + actualFrames, gap: gap)
  }

  /// The PNG of the diff panel alone (the middle of `make(...)`), in indexed colour (one byte a
  /// pixel, `DiffPanelPalette`), compressed row by row as it is drawn, without holding it. The
  /// golden and the actual are files of their own: the report and the review page set the three
  /// side by side, and check deflates a tenth of the bytes the three RGBA panels took.
  public static func png(
    actual: Bitmap, golden: Bitmap, options: DiffOptions, goldenFrames: [PixelRect], actualFrames: [PixelRect]
  ) throws -> [UInt8] {
    let w = max(actual.width, golden.width)
    let h = max(actual.height, golden.height)
    return try PNGEncoder.encodeIndexedRows(width: w, height: h, palette: DiffPanelPalette.colors) { emit in
      var failure: (any Error)?
      try withoutActuallyEscaping(emit) { emit in
        let diff = StreamingDiff(
          actual: PixelSize(width: actual.width, height: actual.height),
          golden: PixelSize(width: golden.width, height: golden.height), options: options,
          frames: goldenFrames + actualFrames, indexedPanel: true
        ) { row in
          guard failure == nil else { return }
          do { try emit(row.baseAddress!, 1) } catch { failure = error }
        }
        let none: [UInt8] = [0]  // the rows of an image 0 pixels wide
        try none.withUnsafeBytes { empty in
          try actual.pixels.withUnsafeBytes { a in
            try golden.pixels.withUnsafeBytes { g in
              let a = a.baseAddress ?? empty.baseAddress!
              let g = g.baseAddress ?? empty.baseAddress!
              // Bands of each in turn: the diff holds a few rows of each.
              for top in stride(from: 0, to: h, by: 64) {
                if top < actual.height {
                  diff.addActual(a + top * actual.width * 4, count: min(64, actual.height - top))
                }
                if top < golden.height {
                  diff.addGolden(g + top * golden.width * 4, count: min(64, golden.height - top))
                }
                if let failure { throw failure }
              }
            }
          }
        }
        _ = diff.finish()
        if let failure { throw failure }
      }
    }
  }
}

/// Failure artifacts: `<folder>/<path>.actual.png` and `<folder>/<path>.diff.png`, written and
/// removed only where specsheet owns them (`OutputFolder`).
public enum GoldenArtifacts {
  public static func base(_ path: String, in folder: String) -> String {
    (folder as NSString).appendingPathComponent(String(path.dropLast(".png".count)))
  }

  static func names(_ path: String) -> [String] {
    let stem = String(path.dropLast(".png".count))
    return [stem + ".actual.png", stem + ".diff.png"]
  }

  /// Removes artifacts an earlier run left for `path` (so a fixed failure leaves none); a file
  /// of that name that specsheet did not write stays.
  public static func clear(_ path: String, in folder: OutputFolder) {
    for name in names(path) { folder.removeIfOwned(name) }
  }

  /// The diff panel's PNG for a failure with both images decoded, else nil. Also nil when it
  /// would be larger than a PNG may be (images of very different sizes): the actual image is
  /// still written.
  public static func diffPNG(_ result: GoldenResult, options: DiffOptions) throws -> [UInt8]? {
    if let made = result.diffPNG { return made }
    guard let actual = result.actual, let golden = result.golden else { return nil }
    do {
      return try DiffPicture.png(
        actual: actual, golden: golden, options: options, goldenFrames: result.outlines.golden,
        actualFrames: result.outlines.actual)
    } catch PNGError.tooLarge {
      return nil
    }
  }

  /// Writes the artifacts of a failure; returns the files written.
  @discardableResult
  public static func write(_ result: GoldenResult, options: DiffOptions, to folder: OutputFolder) throws -> [String] {
    guard !result.passed, result.status != .stale else { return [] }
    let picture = try diffPNG(result, options: options)
    let files = zip(names(result.path), [result.actualPNG, picture]).compactMap { name, bytes in
      bytes.map { (name, $0) }
    }
    // Checked, then listed with one append to the folder's list instead of one per file.
    for (name, _) in files { try folder.checkWritable(name) }
    try folder.note(files.map(\.0))
    var written: [String] = []
    for (name, bytes) in files {
      try folder.write(bytes, to: name)
      written.append(folder.path(name))
    }
    return written
  }
}
