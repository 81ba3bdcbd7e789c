import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline

extension GoldenStore {
  /// `compare` for an image drawn in strips (a spec sheet, up to 30 megapixels): the golden is
  /// read a few rows at a time beside the strips and judged as they come (`StreamingDiff`), and
  /// the actual PNG and the diff picture are compressed as their rows come. It holds a few hundred
  /// rows, never a whole image: a failing check of every sheet needed 800 MB before.
  ///
  /// Both PNGs are made whether or not the image turns out to pass: a caller comes here after the
  /// hashes said the pixels differ, so it nearly always fails. Returns nil, having decided
  /// nothing, when the golden is not a PNG `PNGRowReader` reads (or turns out irregular): the
  /// caller then compares the whole image, and libpng judges the file. `hashesPixels` false leaves
  /// the render's pixel hash (for record's manifest) uncomputed when there is a golden to judge.
  /// Rows of a strip handed on together: a strip of 256 rows of a wide sheet (2 MB) left the
  /// cache before the diff copied it, and the golden's rows likewise.
  static let band = 16

  func compareStreamed(
    name: String, path relative: String, size: PixelSize, scale: Int, options: DiffOptions, hashesPixels: Bool = true,
    strips: @escaping ((UnsafeRawPointer, Int) throws -> Void) throws -> Void
  ) throws -> GoldenResult? {
    var result = GoldenResult(name: name, path: relative, status: .passed, detail: "")
    result.scale = scale
    var hasher = ContentHasher(seed: UInt64(size.width) << 32 | UInt64(size.height))
    let bytes: [UInt8]
    do {
      bytes = try PNGFile.read(path(relative))
    } catch {  // missing, or a folder, a device, over the cap: judged here, strip by strip
      result.status = error == .missing ? .missing : .unreadable
      result.detail = error == .missing ? "no golden at \(path(relative))" : "\(path(relative)): \(error)"
      try Self.encodeWithoutGolden(&result, size: size, hasher: &hasher, strips: strips)
      return result
    }
    guard let reader = PNGRowReader.open(bytes) else { return nil }
    result.goldenPNGHash = ContentHash.of(bytes)
    let goldenSize = PixelSize(width: reader.width, height: reader.height)

    // Judged and drawn in one pass (`DiffPicture.judge`): the picture is the diff panel alone;
    // too large for a PNG, it is left out and the actual image is still kept.
    var verdict: DiffResult?
    var picture: [UInt8]?
    let actualPNG: [UInt8]
    do {
      actualPNG = try PNGEncoder.encodeRows(width: size.width, height: size.height) { emitActual in
        (verdict, picture) = try DiffPicture.judge(actual: size, golden: goldenSize, options: options, frames: []) {
          diff in
          let band = Self.band
          var golden = [UInt8](repeating: 0, count: goldenSize.width * 4 * band)
          func readGolden(upTo rows: Int) throws {
            while reader.rowsRead < min(rows, goldenSize.height) {
              let n = min(band, min(rows, goldenSize.height) - reader.rowsRead)
              try golden.withUnsafeMutableBytes { try reader.read(rows: n, into: $0.baseAddress!) }
              golden.withUnsafeBytes { diff.addGolden($0.baseAddress!, count: n) }
            }
          }
          var drawn = 0
          try strips { pixels, count in
            // A band at a time through the hash, the encoder, the diff and the golden's reader, so
            // its rows are still in cache for each (neither output depends on how rows are split).
            for top in stride(from: 0, to: count, by: band) {
              let rows = pixels + top * size.width * 4
              let n = min(band, count - top)
              if hashesPixels { hasher.update(UnsafeRawBufferPointer(start: rows, count: size.width * n * 4)) }
              try emitActual(rows, n)
              diff.addActual(rows, count: n)
              drawn += n
              try readGolden(upTo: drawn)
            }
          }
          try readGolden(upTo: goldenSize.height)
        }
      }
    } catch is PNGRowReader.ReadError {
      return nil
    }
    guard let verdict else { return nil }
    result.actualPixelHash = hashesPixels ? hasher.finalize() : nil
    Self.record(
      verdict, in: &result, actualPNG: actualPNG, picture: picture, sizes: (size, goldenSize), options: options)
    return result
  }

  /// The verdict into `result`: the actual PNG kept unless identical, and for a failure the
  /// diff picture and both sizes.
  private static func record(
    _ verdict: DiffResult, in result: inout GoldenResult, actualPNG: [UInt8], picture: [UInt8]?,
    sizes: (actual: PixelSize, golden: PixelSize), options: DiffOptions
  ) {
    result.diff = verdict
    // A pass within tolerance keeps its PNG too: `record --only all` writes it.
    if case .identical = verdict { return }
    result.actualPNG = actualPNG
    if verdict.passes { return }
    result.fail(with: verdict, options: options)
    result.diffPNG = picture
    result.actualSize = sizes.actual
    result.goldenSize = sizes.golden
  }

  /// The actual image alone, encoded as its strips come (no golden to judge it by): its PNG,
  /// pixel hash and size into `result`.
  private static func encodeWithoutGolden(
    _ result: inout GoldenResult, size: PixelSize, hasher: inout ContentHasher,
    strips: @escaping ((UnsafeRawPointer, Int) throws -> Void) throws -> Void
  ) throws {
    result.actualPNG = try PNGEncoder.encodeRows(width: size.width, height: size.height) { emit in
      try strips { pixels, count in
        hasher.update(UnsafeRawBufferPointer(start: pixels, count: size.width * count * 4))
        try emit(pixels, count)
      }
    }
    result.actualPixelHash = hasher.finalize()
    result.actualSize = size
  }
}
