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

  /// One comparison that judges and draws together (issue 37: a failing image is diffed once): a
  /// `StreamingDiff` that `feed` gives every row of both images, its diff panel alone (the middle
  /// of `make(...)`) in indexed colour (one byte a pixel, `DiffPanelPalette`), compressed row by
  /// row as it is judged, without holding it. The verdict is the diff's `finish()` (ImageDiff's
  /// `compare` for the same images); the panel is nil when it would be larger than a PNG may be
  /// (images of very different sizes), and the verdict is then made without one. The golden and
  /// the actual are files of their own: the report and the review page set the three side by
  /// side, and check deflates a tenth of the bytes the three RGBA panels took.
  static func judge(
    actual: PixelSize, golden: PixelSize, options: DiffOptions, frames: [PixelRect],
    feed: (StreamingDiff) throws -> Void
  ) throws -> (verdict: DiffResult, panel: [UInt8]?) {
    var verdict: DiffResult?
    func pass(_ emit: ((UnsafeRawPointer, Int) throws -> Void)?) throws {
      var failure: (any Error)?
      let diff = StreamingDiff(
        actual: actual, golden: golden, options: options, frames: frames, indexedPanel: true,
        picture: emit.map { emit in
          { row in
            guard failure == nil else { return }
            do { try emit(row.baseAddress!, 1) } catch { failure = error }
          }
        })
      try feed(diff)
      verdict = diff.finish()
      if let failure { throw failure }
    }
    var started = false
    do {
      let panel = try PNGEncoder.encodeIndexedRows(
        width: max(actual.width, golden.width), height: max(actual.height, golden.height),
        palette: DiffPanelPalette.colors
      ) { emit in
        started = true
        // The diff hands rows to the encoder only while both are in this scope.
        try withoutActuallyEscaping(emit) { try pass($0) }
      }
      return (verdict!, panel)
    } catch PNGError.tooLarge where !started {  // refused before any row: judged without a picture
      try pass(nil)
      return (verdict!, nil)
    }
  }

  /// `judge` for two whole bitmaps, fed to the diff in bands of each in turn (it holds a few
  /// rows of each).
  static func judge(
    actual: Bitmap, golden: Bitmap, options: DiffOptions, frames: [PixelRect]
  ) throws -> (verdict: DiffResult, panel: [UInt8]?) {
    try judge(
      actual: PixelSize(width: actual.width, height: actual.height),
      golden: PixelSize(width: golden.width, height: golden.height), options: options, frames: frames
    ) { diff in diff.add(actual: actual, golden: golden) }
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

  /// Writes the artifacts of a failure; returns the files written.
  @discardableResult
  public static func write(_ result: GoldenResult, options: DiffOptions, to folder: OutputFolder) throws -> [String] {
    guard !result.passed, result.status != .stale else { return [] }
    // The picture the comparison drew (`DiffPicture.judge`); none when it was too large.
    let files = zip(names(result.path), [result.actualPNG, result.diffPNG]).compactMap { name, bytes in
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
