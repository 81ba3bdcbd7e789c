import Foundation
import Graphics
import ImageDiff
import Pipeline

/// The verdict on one golden, with what a person needs to act on it.
public struct GoldenResult: Sendable {
  public enum Status: String, Sendable, CaseIterable, Comparable {
    case passed
    /// Same size, pixels differ beyond the tolerance.
    case changed
    /// The golden has another pixel size.
    case sizeMismatch = "size-mismatch"
    /// No golden file.
    case missing
    /// The golden exists but is not a usable PNG (LFS pointer, truncated, not a PNG).
    case unreadable
    /// A golden no catalog entry produces.
    case stale

    /// The word that starts a failure line.
    public var label: String {
      switch self {
      case .passed: "PASSED"
      case .changed: "CHANGED"
      case .sizeMismatch: "SIZE"
      case .missing: "MISSING"
      case .unreadable: "UNREADABLE"
      case .stale: "STALE"
      }
    }

    public static func < (a: Status, b: Status) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// `fiori/chip/single-selection/selected@2x` (for a stale golden: its path without `.png`).
  public var name: String
  /// The golden's path relative to the goldens folder.
  public var path: String
  public var status: Status
  /// One line: what is wrong, with measured values beside their limits.
  public var detail: String
  /// The fixture file the image comes from (nil for a stale golden).
  public var source: String?
  public var scale: Int = 1
  public var diff: DiffResult?
  /// Kept only for failures (for artifacts and reports).
  public var actual: Bitmap?
  public var actualPNG: [UInt8]?
  /// `record`: the content hash of the PNG staged as this golden (its bytes are not kept).
  public var stagedPNGHash: String?
  public var golden: Bitmap?
  /// `golden`'s bytes in the run's `DecodeBudget`, given back when `compact` drops it.
  var goldenHold: DecodeBudget.Hold?
  /// The diff picture's PNG (the diff panel), drawn by the pass that judged the image
  /// (`DiffPicture.judge`), so the bitmaps need not outlive the comparison; nil when too large.
  public var diffPNG: [UInt8]?
  /// Pixel sizes of the two images, kept when `compact` drops the bitmaps.
  public var actualSize: PixelSize?
  public var goldenSize: PixelSize?
  /// `ContentHash` of the golden file's bytes, when it was read (for the manifest `record` writes).
  public var goldenPNGHash: String?
  /// `Bitmap.pixelHash` of the render, when the comparison computed it.
  public var actualPixelHash: String?
  /// What moved between the golden's frames (goldens/manifest.json) and the fresh render's.
  public var frameChanges: [FrameChange] = []
  /// Pixel rectangles of those parts, for outlining on the diff image.
  public var outlines: (golden: [PixelRect], actual: [PixelRect]) = ([], [])
  /// True when the goldens' manifest has no frames for this image.
  public var framesUnknown = false
  /// The artifact files `check` wrote for this failure, and why it could not, if it could not.
  public var artifactFiles: [String] = []
  public var artifactError: String?
  /// A failure's whole text (headline, what moved, the golden, the artifacts, the record
  /// command), made once where the result is made (`GoldenStage` on its worker, the stale list,
  /// `merge-reports` from a shard's JSON); JUnit, the HTML report and the JSON read it. Nil for a
  /// pass, and in a run that prints no commands (record).
  public var message: String?
  /// Drawing and comparing this image (for sheets: making the sheet too), for `--json`; the
  /// layout an entry's scales share and the audit are not in it. Nil when not measured.
  public var seconds: Double?

  public init(name: String, path: String, status: Status, detail: String) {
    self.name = name
    self.path = path
    self.status = status
    self.detail = detail
  }

  public var passed: Bool { status == .passed }

  /// Records a failing verdict: the status and its one-line detail (nothing for a pass).
  mutating func fail(with verdict: DiffResult, options: DiffOptions) {
    switch verdict {
    case .sizeMismatch(let actual, let golden):
      status = .sizeMismatch
      detail = "actual \(actual), golden \(golden)"
    case .changed(let stats):
      status = .changed
      detail = GoldenResult.describe(stats, options: options)
    case .identical, .withinTolerance:
      break
    }
  }

  /// Drops the bitmaps, keeping their sizes: a failing check of every golden then holds a few
  /// PNGs per image instead of two full bitmaps. The diff picture was drawn by the comparison
  /// that judged the image (`DiffPicture.judge`), on its worker: nothing is diffed again here.
  mutating func compact() {
    actualSize = actual.map { PixelSize(width: $0.width, height: $0.height) } ?? actualSize
    goldenSize = golden.map { PixelSize(width: $0.width, height: $0.height) } ?? goldenSize
    actual = nil
    golden = nil
    goldenHold = nil
  }

  /// `fiori/chip/single-selection/selected@2x: label.x +1pt, container.width +2pt`, or nil.
  public var semanticSummary: String? {
    frameChanges.isEmpty ? nil : SemanticDiff.summary(name: name, changes: frameChanges)
  }

  /// The first line of a failure: `CHANGED fiori/chip/...@2x: 14 px (0.52%) differ ...`.
  public var headline: String { "\(status.label) \(name): \(detail)" }

  /// The changed region in golden pixels, for zooming: the diff's bounds, else the outlined
  /// parts, else nil.
  public var changedRegion: PixelRect? {
    if case .changed(let stats) = diff, let bounds = stats.bounds { return bounds }
    let rects = outlines.golden + outlines.actual
    guard var box = rects.first else { return nil }
    for r in rects.dropFirst() {
      let x0 = min(box.x, r.x)
      let y0 = min(box.y, r.y)
      let x1 = max(box.x + box.width, r.x + r.width)
      let y1 = max(box.y + box.height, r.y + r.height)
      box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    return box
  }

  /// `14 px (0.52%) differ within 3x5 at 20,11; max delta 0.031 > threshold 0.02; ...`:
  /// every measured value beside the limit it was judged by.
  public static func describe(_ stats: DiffStats, options: DiffOptions) -> String {
    let percent = Double(stats.changedPixels) / Double(max(1, stats.totalPixels)) * 100
    var parts = [
      "\(stats.changedPixels) px (\(String(format: "%.2f", percent))%) differ"
        + (stats.bounds.map { " within \($0)" } ?? "")
    ]
    let delta = String(format: "%.3f", stats.maxDelta)
    if options.threshold > 0 {
      parts.append("max delta \(delta) > threshold \(options.threshold.trimmed(decimals: 4))")
    } else {
      parts.append("max delta \(delta) > threshold 0 (exact)")
    }
    if options.pixelBudget > 0 {
      parts.append("\(stats.changedPixels) changed px > budget \(options.pixelBudget) px")
    }
    if options.detectAntialiasing {
      parts.append("\(stats.antialiasedPixels) anti-aliased px not counted")
    }
    return parts.joined(separator: "; ")
  }

  /// For a passing comparison within tolerance: what was forgiven.
  public static func describeTolerated(_ stats: DiffStats, options: DiffOptions) -> String {
    var parts = ["\(stats.changedPixels) px differ (budget \(options.pixelBudget) px)"]
    let threshold = options.threshold.trimmed(decimals: 4)
    parts.append("max delta \(String(format: "%.3f", stats.maxDelta)) (threshold \(threshold))")
    if options.detectAntialiasing { parts.append("\(stats.antialiasedPixels) anti-aliased px not counted") }
    return parts.joined(separator: "; ")
  }
}
