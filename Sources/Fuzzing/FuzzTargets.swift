import CairoRenderer
import Catalog
import ComponentKit
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline

/// The bodies of the libFuzzer targets under `Fuzz/`. Each takes arbitrary bytes, must never
/// crash, hang or leak whatever they hold, and checks what it can about the result: an error is
/// a fine outcome, a wrong answer is not (`preconditionFailure` makes libFuzzer keep the input).
///
/// They live in a library so the test suite replays the checked-in corpora and every past
/// finding through the very same code on each run, without libFuzzer (`FuzzCorpusTests`).
public enum FuzzTargets {
  /// At most this many catalog entries of one input are laid out: a fixture may expand to many
  /// states, and the fuzzer should spend its time on new inputs, not on repeats.
  static let maxEntries = 16

  /// Fixture text → catalog entries → layout → display list, and each stage's text dump.
  public static func fixture(_ bytes: UnsafeRawBufferPointer) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    guard let entries = try? Fixture.parse(text, file: "fuzz.yaml") else { return }
    guard let pipeline = shared.pipeline else { return }
    for entry in entries.prefix(maxEntries) {
      // Catalog ids must be stable and path-safe whatever the fixture says.
      precondition(!entry.id.contains(".."), "entry id escapes: \(entry.id)")
      guard let rendering = try? pipeline.resolve(entry).rendering else { continue }
      let size = rendering.size
      precondition(size.width.isFinite && size.height.isFinite, "non-finite canvas \(size)")
      _ = rendering.layout.dump()
      _ = rendering.displayList.dump()
      // Pixel-size validation is the guard before any bitmap is allocated: it must answer.
      _ = try? BitmapRenderer.pixelSize(of: size, scale: 1)
    }
  }

  /// PNG bytes → decode → compare with itself and with a re-encoded copy (which must be identical).
  /// The row reader, where it reads a file to its end, must read libpng's pixels.
  public static func png(_ bytes: UnsafeRawBufferPointer) {
    let streamed = readRows(Array(bytes))
    // Our whole-buffer inflate first (`PNGRowReader.readWhole`), libpng for what it refuses.
    let whole = try? PNGDecoder.decode(Array(bytes))
    guard let image = try? PNGDecoder.decodeWithLibpng(Array(bytes)) else {
      precondition(streamed == nil, "the row reader read a file libpng rejects")
      precondition(whole == nil, "the decoder read a file libpng rejects")
      return
    }
    precondition(streamed == nil || streamed! == image.pixels, "the row reader's pixels differ from libpng's")
    precondition(whole == image, "the decoder's pixels differ from libpng's")
    precondition(image.pixels.count == image.width * image.height * 4, "decoded buffer size")
    let exact = compare(actual: image, golden: image)
    precondition(exact.passes, "an image differs from itself: \(exact)")
    let loose = compare(
      actual: image, golden: image, options: DiffOptions(threshold: 0.1, detectAntialiasing: true))
    precondition(loose.passes, "an image differs from itself with tolerance: \(loose)")
    guard let encoded = try? PNGEncoder.encode(image) else { return }
    guard let again = try? PNGDecoder.decode(encoded) else {
      preconditionFailure("our own encoding of a decoded PNG does not decode")
    }
    precondition(again == image, "encode/decode round trip changed pixels")
  }

  /// Every row through `PNGRowReader`, three rows at a time; nil when it declines or throws.
  static func readRows(_ bytes: [UInt8]) -> [UInt8]? {
    guard let reader = PNGRowReader.open(bytes) else { return nil }
    var pixels = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
    let read: Bool = pixels.withUnsafeMutableBytes { out in
      do {
        while reader.rowsRead < reader.height {
          let n = min(3, reader.height - reader.rowsRead)
          try reader.read(rows: n, into: out.baseAddress! + reader.rowsRead * reader.width * 4)
        }
        return true
      } catch {
        return false
      }
    }
    return read ? pixels : nil
  }

  /// Two PNGs (split by the first two bytes, a little-endian length of the first) → decode →
  /// compare with options taken from the third byte → the diff picture, encoded.
  public static func diff(_ bytes: UnsafeRawBufferPointer) {
    guard bytes.count > 3 else { return }
    let split = min(Int(bytes[0]) | Int(bytes[1]) << 8, bytes.count - 3)
    let flags = bytes[2]
    let first = Array(bytes[3..<(3 + split)])
    let second = Array(bytes[(3 + split)...])
    guard let a = try? PNGDecoder.decode(first), let b = try? PNGDecoder.decode(second) else { return }
    let options = DiffOptions(
      threshold: Double(flags & 0x0F) / 15, detectAntialiasing: flags & 0x10 != 0,
      pixelBudget: flags & 0x20 != 0 ? 10 : 0)
    let result = compare(actual: b, golden: a, options: options)
    if case .changed(let stats) = result {
      precondition(stats.changedPixels > 0 && stats.bounds != nil, "a change with nothing changed")
    }
    let reversed = compare(actual: a, golden: b, options: DiffOptions(threshold: options.threshold))
    let forward = compare(actual: b, golden: a, options: DiffOptions(threshold: options.threshold))
    // Without anti-aliasing detection the metric is symmetric: swapping the images changes nothing.
    precondition(reversed.passes == forward.passes, "comparison is not symmetric")
    let picture = DiffPicture.make(actual: b, golden: a, options: options, goldenFrames: [], actualFrames: [])
    _ = try? PNGEncoder.encode(picture)
  }

  /// The renderer is made once per process (it loads the hermetic fonts).
  nonisolated(unsafe) static var shared = Shared()

  struct Shared {
    lazy var pipeline: RenderPipeline? = try? RenderPipeline()
  }
}
