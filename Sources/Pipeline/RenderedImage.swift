import Catalog
import ComponentKit
import Graphics
import PNG

/// One rendered image: its catalog entry and scale, anatomy frames, pixels and encoded PNG.
public struct RenderedImage: Sendable {
  public var entry: CatalogEntry
  public var scale: Int
  /// Canvas size in points.
  public var size: Size
  /// Anatomy parts in points, relative to the image's top-left corner, in tree order.
  public var parts: [(path: String, frame: Rect)]
  public var bitmap: Bitmap
  /// The encoded PNG, or nil when nothing needed it yet (`check` compares pixel hashes first and
  /// encodes only what it writes or shows): see `encodedPNG()`.
  public var png: [UInt8]?
  /// Time spent drawing (Cairo/Pango) and encoding (PNG), for benchmarks.
  public var drawTime: Duration
  public var encodeTime: Duration
  /// Text the font chain draws in another face, one line per part, e.g.
  /// `label: Arabic in Noto Sans Arabic 400 (Inter 500 asked)` (docs/spec-decisions.md, "Font chain").
  public var chainFaces: [String] = []
  /// What a screen reader meets in the image (frames in points, like `parts`), when its
  /// component describes it; `render`'s manifest lists it.
  public var accessibility: AccessibilityAnnotation? = nil

  /// `fiori/chip/single-selection/selected@2x`: the image's name, typed.
  public var name: ImageName { entry.imageName(scale: scale) }

  /// The output path relative to the output folder, e.g. `fiori/chip/single-selection/selected@2x.png`.
  public var path: String { name.path }

  /// The PNG, encoding it now when it was not encoded with the render.
  public func encodedPNG() throws -> [UInt8] {
    if let png { return png }
    return try PNGEncoder.encode(bitmap)
  }
}
