import Foundation
import Golden
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
  /// What differs when the sizes are equal; nil when they are not (pixels not compared).
  public var pixels: ExactDiff.Count?
  /// The anatomy parts that moved or changed size (after minus before), as `check` says them.
  public var frameChanges: [FrameChange]
  /// The parts whose drawing colours changed, with ΔE00.
  public var colorChanges: [ColorChange]
  /// Pixel rectangles of the moved parts, before and after, outlined on the diff picture.
  public var outlines: (before: [PixelRect], after: [PixelRect])
  /// The PNGs (before, after, and the diff panel), kept when a report is asked for.
  public var pictures: Pictures?

  public struct Pictures: Sendable {
    public var before: [UInt8]
    public var after: [UInt8]
    /// Nil when the sizes differ.
    public var diff: [UInt8]?
  }

  /// `system/component`.
  public var component: String { name.split(separator: "/").prefix(2).joined(separator: "/") }

  /// `variant/state`, without the scale.
  public var state: String {
    let bare = StateGrouping.split(name).state
    return bare.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "/")
  }

  public var changedPixels: Int? { pixels?.changed }

  /// `1204 px (12.40%) differ within 80x36 at 4,6`, or `size 480x144 → 496x144`.
  public var detail: String {
    guard let pixels else { return "size \(beforeSize) → \(afterSize)" }
    let percent = Double(pixels.changed) / Double(max(1, pixels.total)) * 100
    return "\(pixels.changed) px (\(String(format: "%.2f", percent))%) differ"
      + (pixels.bounds.map { " within \($0)" } ?? "")
  }

  /// The changed region in pixels, for zooming.
  public var changedRegion: PixelRect? { pixels?.bounds }
}
