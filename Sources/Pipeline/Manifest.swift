import Foundation
import Graphics

/// `manifest.json`: one entry per image with its path, names, scale, sizes and anatomy frames.
public struct Manifest: Codable, Hashable, Sendable {
  public struct Frame: Codable, Hashable, Sendable {
    public var part: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(part: String, x: Double, y: Double, width: Double, height: Double) {
      self.part = part
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  public struct Image: Codable, Hashable, Sendable {
    public var path: String
    public var system: String
    public var component: String
    public var variant: String
    public var state: String
    public var scale: Int
    /// Pixel size of the PNG.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Size in points (pixel size divided by the scale).
    public var width: Double
    public var height: Double
    /// Anatomy frames in points, relative to the image's top-left corner.
    public var frames: [Frame]
  }

  public var version = 1
  public var images: [Image]

  public init(images: [RenderedImage]) {
    self.images = images.map(Image.init(image:))
  }

  public init(entries: [Image]) {
    self.images = entries
  }

  /// The entry for `path`, if any.
  public func image(at path: String) -> Image? {
    images.first { $0.path == path }
  }
}

extension Manifest.Image {
  /// The manifest entry describing a rendered image.
  public init(image: RenderedImage) {
    self.init(
      path: image.path, system: image.entry.system, component: image.entry.component,
      variant: image.entry.variant, state: image.entry.state, scale: image.scale,
      pixelWidth: image.bitmap.width, pixelHeight: image.bitmap.height,
      width: image.size.width, height: image.size.height,
      frames: image.parts.map {
        Manifest.Frame(part: $0.path, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
      })
  }
}

extension Manifest {
  /// Stable JSON: sorted keys, pretty-printed, trailing newline.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }

  public static func decode(_ data: Data) throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: data)
  }
}
