import Catalog
import ComponentKit
import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline
import Project

/// A goldens folder: `<root>/<system>/<component>/<variant>/<state>@<N>x.png`, plus
/// `fingerprint.txt` (the render environment) and `manifest.json` (anatomy frames, the same
/// format `render` writes).
public struct GoldenStore: Sendable {
  public var root: String

  public init(root: String) {
    self.root = root
  }

  public static let fingerprintFile = "fingerprint.txt"
  public static let manifestFile = "manifest.json"

  /// The absolute (or root-relative) path of a golden.
  public func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }

  public var fingerprintPath: String { path(Self.fingerprintFile) }
  public var manifestPath: String { path(Self.manifestFile) }

  /// Every `.png` file under the root, relative, sorted; hidden files (temporary files) are
  /// skipped, and so are folders whose name ends in .png (prune must never delete a folder).
  public func goldenFiles() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    for case let relative as String in walker where relative.hasSuffix(".png") {
      if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      found.append(relative)
    }
    return found.sorted()
  }

  /// Leftover temporary files of an interrupted write, relative: named as specsheet names them
  /// (`.<name>.<pid>.<8 hex digits>.tmp`) for a golden, the manifest or the fingerprint, by a
  /// process that is gone. Any hidden `.tmp` file once counted, so `goldens: .` had `record`
  /// remove a user's `.draft.tmp` anywhere in the project.
  public func temporaryFiles() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    for case let relative as String in walker {
      let name = (relative as NSString).lastPathComponent
      guard name.hasPrefix("."), name.hasSuffix(".tmp"), let (target, pid) = LeftoverTemporaries.parse(name),
        target.hasSuffix(".png") || target == Self.manifestFile || target == Self.fingerprintFile,
        !LeftoverTemporaries.isRunning(pid)
      else { continue }
      found.append(relative)
    }
    return found.sorted()
  }

  /// The recorded fingerprint: nil when the file does not exist.
  public func readFingerprint() throws -> RenderFingerprint? {
    guard let data = FileManager.default.contents(atPath: fingerprintPath) else { return nil }
    return try RenderFingerprint(parsing: String(decoding: data, as: UTF8.self), file: fingerprintPath)
  }

  /// The recorded manifest: nil when the file does not exist.
  public func readManifest() throws -> Manifest? {
    guard let bytes = try Manifest.readFile(manifestPath) else { return nil }
    do {
      return try Manifest.decode(Data(bytes))
    } catch {
      throw PipelineError.read(path: manifestPath, reason: "not a specsheet manifest: \(error)")
    }
  }

  /// Compares a fresh render with its golden; `recorded` is the golden's manifest entry (frames
  /// and hashes), when there is one; `described` the image's own entry, when already made.
  public func compare(
    _ image: RenderedImage, options: DiffOptions = .exact, recorded: Manifest.Image? = nil,
    described: Manifest.Image? = nil, drawsPanel: Bool = true
  ) -> GoldenResult {
    let entry = described ?? Manifest.Image(image: image)
    var result = compare(
      name: image.name.description, path: image.path, bitmap: image.bitmap,
      png: image.png,
      frames: entry.frames, scale: image.scale, options: options, recorded: recorded,
      known: recorded.flatMap(Self.hashes), pixelHash: entry.pixelHash, drawsPanel: drawsPanel)
    result.source = image.entry.source
    return result
  }

  /// A pass known from hashes alone: the golden at `path` is the file `known` describes and
  /// `pixelHash()` (asked only then) is its pixels' hash. Nil when either differs or is unknown;
  /// the caller then compares the whole image.
  public func passOnHashes(
    name: String, path relative: String, scale: Int, known: RecordedHashes?, pixelHash: () throws -> String
  ) rethrows -> GoldenResult? {
    guard let known, let bytes = try? PNGFile.read(path(relative)) else { return nil }
    let pngHash = ContentHash.of(bytes)
    guard pngHash == known.png else { return nil }
    let pixels = try pixelHash()
    guard pixels == known.pixels else { return nil }
    var result = GoldenResult(name: name, path: relative, status: .passed, detail: "")
    result.scale = scale
    result.goldenPNGHash = pngHash
    result.actualPixelHash = pixels
    return result
  }

  /// Compares any image with the golden at `path` (relative to the root), in the cheapest order:
  /// missing file; the file is the one `recorded` describes (its bytes hash to `pngHash`) and the
  /// image's pixels hash to its `pixelHash`, so they are equal without any PNG work; identical
  /// bytes to `png` when the image was encoded (our encoder is deterministic); decode (LFS
  /// pointer, truncated, not a PNG); sizes; identical pixels; the pixel loop with `options`.
  /// `frames` are the image's anatomy frames in points, compared with the recorded ones when
  /// both are known. The image is encoded only when a failure keeps it (`actualPNG`). A failure's
  /// diff panel (`diffPNG`) is drawn by the pass that judges it, unless `drawsPanel` is false
  /// (`record` shows no picture).
  public func compare(
    name: String, path relative: String, bitmap: Bitmap, png: [UInt8]?, frames: [Manifest.Frame]?, scale: Int,
    options: DiffOptions = .exact, recorded: Manifest.Image? = nil, known: RecordedHashes? = nil,
    pixelHash: String? = nil, drawsPanel: Bool = true
  ) -> GoldenResult {
    var result = GoldenResult(name: name, path: relative, status: .passed, detail: "")
    result.scale = scale
    func keepActual() {
      result.actual = bitmap
      result.actualPNG = png ?? (try? PNGEncoder.encode(bitmap))
    }
    let bytes: [UInt8]
    do {
      bytes = try PNGFile.read(path(relative))
    } catch {
      result.status = error == .missing ? .missing : .unreadable
      result.detail = error == .missing ? "no golden at \(path(relative))" : "\(path(relative)): \(error)"
      keepActual()
      return result
    }
    result.goldenPNGHash = ContentHash.of(bytes)
    if let known, known.png == result.goldenPNGHash {
      result.actualPixelHash = pixelHash ?? bitmap.pixelHash
      if result.actualPixelHash == known.pixels { return result }
    }
    if let png, bytes == png { return result }
    let golden: Bitmap
    let hold: DecodeBudget.Hold
    do {
      // The header first (every chunk walked, the size within the caps), then room in the run's
      // budget of decoded bytes, then the pixels.
      hold = DecodeBudget.shared.reserve(try PNGDecoder.header(bytes).decodedBytes)
      golden = try PNGDecoder.decode(bytes)
    } catch {
      result.status = .unreadable
      result.detail = "\(path(relative)): \(error)"
      keepActual()
      return result
    }
    // Judged and drawn in one pass (the panel is thrown away if it passes): the outlines of the
    // parts that moved go on the panel, so they are known before it.
    var changes: [FrameChange] = []
    var outlines: (golden: [PixelRect], actual: [PixelRect]) = ([], [])
    if let goldenFrames = recorded?.frames, let frames {
      changes = SemanticDiff.changes(golden: goldenFrames, actual: frames)
      outlines = SemanticDiff.outlines(changes: changes, golden: goldenFrames, actual: frames, scale: scale)
    }
    let (diff, panel) = judgeBitmaps(
      actual: bitmap, golden: golden, options: options, frames: drawsPanel ? outlines : nil)
    result.diff = diff
    if diff.passes { return result }
    keepActual()
    result.golden = golden
    result.goldenHold = hold
    result.diffPNG = panel
    if recorded?.frames != nil, frames != nil {
      result.frameChanges = changes
      result.outlines = outlines
    } else {
      result.framesUnknown = frames != nil
    }
    result.fail(with: diff, options: options)
    return result
  }
}

/// What the manifest says about a golden file: the hash of its bytes and of its decoded pixels.
public struct RecordedHashes: Hashable, Sendable {
  public var png: String
  public var pixels: String

  public init(png: String, pixels: String) {
    self.png = png
    self.pixels = pixels
  }
}

extension GoldenStore {
  /// An image entry's hashes, when it has both.
  public static func hashes(_ image: Manifest.Image) -> RecordedHashes? {
    guard let png = image.pngHash, let pixels = image.pixelHash else { return nil }
    return RecordedHashes(png: png, pixels: pixels)
  }
}

/// The comparison engine's entry point, in one place: the verdict and the failure's diff panel
/// (`DiffPicture.judge`) from one pass, outlining `frames`; without `frames`, no panel (ImageDiff's
/// `compare` alone). Equal pixels skip the pass (`compare` does the same); the panel is nil when
/// too large for a PNG, or when it could not be made (the verdict is then `compare`'s).
func judgeBitmaps(
  actual: Bitmap, golden: Bitmap, options: DiffOptions, frames: (golden: [PixelRect], actual: [PixelRect])?
) -> (verdict: DiffResult, panel: [UInt8]?) {
  guard let frames else { return (compare(actual: actual, golden: golden, options: options), nil) }
  if actual.width == golden.width, actual.height == golden.height, samePixels(actual, golden) {
    return (.identical, nil)
  }
  do {
    return try DiffPicture.judge(
      actual: actual, golden: golden, options: options, frames: frames.golden + frames.actual)
  } catch {
    return (compare(actual: actual, golden: golden, options: options), nil)
  }
}

/// Whether two bitmaps of one size hold the same bytes (one `memcmp`).
private func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
  a.pixels.withUnsafeBytes { a in
    b.pixels.withUnsafeBytes { b in
      a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
  }
}

extension GoldenStore {
  /// `<root>/audit-baseline.yaml` (empty when absent): the findings these goldens accept.
  public func auditBaseline() throws -> AuditBaseline {
    try AuditBaseline.load(path: path(AuditBaseline.fileName))
  }
}
