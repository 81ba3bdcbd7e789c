import CairoRenderer
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
    /// `ContentHash` of the decoded pixels (`Bitmap.pixelHash`), and of the PNG file's bytes.
    /// Together they let `check` pass an unchanged image without decoding or encoding PNG: the
    /// file on disk is the one described when its bytes hash to `pngHash`, and then its pixels
    /// are those of `pixelHash`. Optional: manifests written before them still read, and a
    /// reader that does not know them ignores them.
    public var pixelHash: String?
    public var pngHash: String?
    /// Text the font chain draws in another face (`RenderedImage.chainFaces`); absent when none.
    public var fonts: [String]?
    /// What a screen reader meets in the image, in focus order (`render` writes it; goldens'
    /// manifests do not, so their entries stay as recorded). Optional, like the hashes.
    public var accessibility: [AccessibilityElement]?
    /// The image's whole mode tuple, every axis of `axes:` in declared order, defaults included
    /// (issue 39); absent when the project declares no axes, so such manifests are as before and
    /// a reader that does not know the key ignores it.
    public var modes: [ImageMode]?
  }

  /// One accessibility element: its focus order, role, label, value, states and hint, and the
  /// part and frame (points, image coordinates) it covers.
  public struct AccessibilityElement: Codable, Hashable, Sendable {
    public var order: Int
    public var role: String
    /// Nil when the component gives it none (an icon-only button without accessibilityLabel).
    public var label: String?
    public var value: String?
    public var states: [String]
    public var hint: String?
    public var part: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
  }

  /// Hashes of the sheet goldens (`sheets/<system>/<component>.png`), which have no frames:
  /// the same fast path for `check` as the images' `pixelHash`/`pngHash`. Optional, so
  /// manifests without it still read.
  public struct Sheet: Codable, Hashable, Sendable {
    public var path: String
    public var pixelHash: String
    public var pngHash: String

    public init(path: String, pixelHash: String, pngHash: String) {
      self.path = path
      self.pixelHash = pixelHash
      self.pngHash = pngHash
    }
  }

  public var version = 1
  public var images: [Image]
  public var sheets: [Sheet]?

  public init(images: [RenderedImage]) {
    self.images = images.map { Image(image: $0) }
  }

  public init(entries: [Image], sheets: [Sheet]? = nil) {
    self.images = entries
    self.sheets = sheets
  }

  /// The entry for `path`, if any.
  public func image(at path: String) -> Image? {
    images.first { $0.path == path }
  }
}

extension Manifest.Image {
  /// The image this entry describes, named from its fields (in the manifests `render` and
  /// `record` write, `path` is this name's path).
  public var imageName: ImageName {
    ImageName(
      system: system, component: component, variant: variant, state: state, modes: nonDefaultModes, scale: scale)
  }

  /// The modes the image's name carries: those its path writes after `~` (the tuple holds the
  /// defaults too, which a name never writes).
  var nonDefaultModes: [ImageMode] {
    guard modes != nil, let name = try? ImageName(parsing: path) else { return [] }
    return name.modes
  }
}

extension Manifest.Image {
  /// The manifest entry describing a rendered image; `pngHash` describes the file written for it
  /// (by default, the image's own encoding when it has one).
  /// `hashesPixels` false leaves `pixelHash` nil (check hashes an image's pixels only when its
  /// golden's file is the one the manifest describes).
  public init(image: RenderedImage, pngHash: String? = nil, hashesPixels: Bool = true) {
    self.init(
      path: image.path, system: image.entry.system, component: image.entry.component,
      variant: image.entry.variant, state: image.entry.state, scale: image.scale,
      pixelWidth: image.bitmap.width, pixelHeight: image.bitmap.height,
      width: image.size.width, height: image.size.height,
      frames: image.parts.map {
        Manifest.Frame(part: $0.path, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
      },
      pixelHash: hashesPixels ? image.bitmap.pixelHash : nil, pngHash: pngHash ?? image.png.map(ContentHash.of),
      fonts: image.chainFaces.isEmpty ? nil : image.chainFaces,
      modes: image.entry.tuple.isEmpty ? nil : image.entry.tuple)
  }
}

extension Manifest.Image {
  /// This entry with the image's accessibility elements added (what `render` writes).
  public func addingAccessibility(of image: RenderedImage) -> Manifest.Image {
    var entry = self
    entry.accessibility = image.accessibility?.elements.map {
      Manifest.AccessibilityElement(
        order: $0.order, role: $0.role, label: $0.label, value: $0.value, states: $0.states, hint: $0.hint,
        part: $0.part, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
    }
    return entry
  }
}

extension Manifest {
  /// Stable JSON: sorted keys, pretty-printed, trailing newline.
  public func json() throws -> String {
    String(decoding: try PrettyJSON.encoder().encode(self), as: UTF8.self) + "\n"
  }

  /// Decodes and validates: a manifest is data from disk, so numbers that no render can
  /// produce (NaN, huge frames, scale 0) are rejected here rather than trusted downstream.
  public static func decode(_ data: Data) throws -> Manifest {
    if JSONNesting.exceeds(data) { throw ManifestError(path: "(top level)", problem: JSONNesting.reason()) }
    let manifest = try JSONDecoder().decode(Manifest.self, from: data)
    for image in manifest.images {
      if let problem = image.problem { throw ManifestError(path: image.path, problem: problem) }
    }
    return manifest
  }
}

extension Manifest {
  /// A goldens folder's manifest as bytes: nil when there is none; refused (one line) when it is
  /// not a regular file, over `InputLimits.manifestBytes` or nested deeper than any manifest.
  /// Goldens may come from someone else's pull request.
  public static func readFile(_ path: String) throws -> [UInt8]? {
    var info = stat()
    if lstat(path, &info) != 0, errno == ENOENT { return nil }
    let bytes: [UInt8]
    do { bytes = try DataFile.read(path, limit: InputLimits.manifestBytes) } catch {
      throw PipelineError.read(path: path, reason: error.reason)
    }
    if JSONNesting.exceeds(bytes) { throw PipelineError.read(path: path, reason: JSONNesting.reason()) }
    return bytes
  }
}

/// A manifest entry that decodes as JSON but cannot describe a real render.
public struct ManifestError: Error, Hashable, CustomStringConvertible {
  public var path: String
  public var problem: String
  public var description: String { "entry \(path): \(problem)" }
}

extension Manifest.Image {
  /// Largest coordinate, in points, a manifest may carry; far beyond any real component.
  static let coordinateLimit = 1_000_000.0

  /// Why this entry cannot be a real render, or nil.
  var problem: String? {
    if !(1...BitmapRenderer.maxScale).contains(scale) {
      return "scale \(scale) is outside 1...\(BitmapRenderer.maxScale)"
    }
    if pixelWidth < 0 || pixelHeight < 0 || pixelWidth > Self.pixelLimit || pixelHeight > Self.pixelLimit {
      return "pixel size \(pixelWidth)x\(pixelHeight) is out of range"
    }
    func valid(_ v: Double) -> Bool { v.isFinite && abs(v) < Self.coordinateLimit }
    if !valid(width) || !valid(height) { return "size \(width)x\(height) is out of range" }
    for f in frames where ![f.x, f.y, f.width, f.height].allSatisfy(valid) {
      return "frame \(f.part) (\(f.x), \(f.y), \(f.width), \(f.height)) is out of range"
    }
    for a in accessibility ?? [] where ![a.x, a.y, a.width, a.height].allSatisfy(valid) {
      return "accessibility element \(a.order) (\(a.part)) is out of range"
    }
    return nil
  }

  static let pixelLimit = 1 << 20
}
