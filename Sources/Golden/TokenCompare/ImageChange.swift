import Foundation
import Graphics
import ImageDiff
import Pipeline

/// One image whose pixels differ between the two token sets.
public struct ImageChange: Sendable {
  /// `material/button/contained/enabled@2x`.
  public var name: String
  /// `material/button/contained/enabled@2x.png`, where the report keeps its pictures.
  public var path: String
  /// The fixture file of the entry.
  public var source: String
  public var scale: Int
  public var beforeSize: PixelSize
  public var afterSize: PixelSize
  /// `.changed` (same size) or `.sizeMismatch`.
  public var diff: DiffResult
  /// The anatomy parts that moved or changed size (after minus before), as `check` says them.
  public var frameChanges: [FrameChange]
  /// The parts whose drawing colours changed, with ΔE00.
  public var colorChanges: [ColorChange]
  /// Pixel rectangles of the moved parts, before and after, outlined on the diff picture.
  public var outlines: (before: [PixelRect], after: [PixelRect])
  /// The PNGs (before, after, and before | diff | after), kept when a report is asked for.
  public var pictures: Pictures?

  public struct Pictures: Sendable {
    public var before: [UInt8]
    public var after: [UInt8]
    /// Nil when the three panels together would be larger than a PNG may be.
    public var diff: [UInt8]?
  }

  /// `system/component`.
  public var component: String { name.split(separator: "/").prefix(2).joined(separator: "/") }

  /// `variant/state`, without the scale.
  public var state: String {
    let bare = StateGrouping.split(name).state
    return bare.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "/")
  }

  public var changedPixels: Int? {
    if case .changed(let stats) = diff { return stats.changedPixels }
    return nil
  }

  /// `1204 px (12.40%) differ within 80x36 at 4,6`, or `480x144 -> 496x144`.
  public var detail: String {
    switch diff {
    case .changed(let stats):
      let percent = Double(stats.changedPixels) / Double(max(1, stats.totalPixels)) * 100
      return "\(stats.changedPixels) px (\(String(format: "%.2f", percent))%) differ"
        + (stats.bounds.map { " within \($0)" } ?? "")
    case .sizeMismatch: return "size \(beforeSize) → \(afterSize)"
    default: return "identical"
    }
  }

  /// The changed region in before pixels, else the moved parts' box.
  public var changedRegion: PixelRect? {
    if case .changed(let stats) = diff, let bounds = stats.bounds { return bounds }
    return nil
  }
}
