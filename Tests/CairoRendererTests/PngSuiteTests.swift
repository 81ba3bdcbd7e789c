import CPNG
import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// PngSuite (libpng's contrib/pngsuite and contrib/testpngs, copied to `../shared/reference/pngsuite`
/// with its licence): every image our decoder reads is the RGBA libpng's simplified API gives, and
/// every crasher is refused. Skipped, with a message, when `../shared` is not beside the package.
@Suite struct PngSuiteTests {
  static let root = packagePath("../shared/reference/pngsuite")
  static let present = FileManager.default.fileExists(atPath: root + "/SOURCE.txt")

  /// Every PNG under `folder` (recursively), relative to `root`, sorted.
  static func pngs(_ folder: String) -> [String] {
    let base = root + "/" + folder
    let found = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String]) ?? []
    return found.filter { $0.hasSuffix(".png") }.map { folder + "/" + $0 }.sorted()
  }

  /// libpng's simplified API, an independent reading: our decoder uses its low-level API (with its
  /// own transforms, limits and skipped chunks) or our row reader. 16-bit samples untagged by
  /// gAMA/sRGB are read as sRGB, as ours are (PNG_IMAGE_FLAG_16BIT_sRGB).
  static func reference(_ bytes: [UInt8]) -> Bitmap? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard bytes.withUnsafeBytes({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else {
      return nil
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
    let done = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    guard done != 0 else {
      png_image_free(&image)
      return nil
    }
    return Bitmap(width: Int(image.width), height: Int(image.height), pixels: pixels)
  }

  /// libpng 1.6.39's simplified API misreads interlaced 16-bit images: pixel (0,0) of ibasn0g16
  /// is 0 in the file (and in a plain zlib + Adam7 reading), 60 in its output, where its
  /// low-level API (ours) gives 0. Their non-interlaced twins hold the same samples and a gAMA
  /// chunk the interlaced files lack; the reference for each is its twin read without gAMA.
  static let twins = [
    "pngsuite/ibasn0g16.png": "pngsuite/basn0g16.png", "pngsuite/ibasn2c16.png": "pngsuite/basn2c16.png",
    "pngsuite/ibasn4a16.png": "pngsuite/basn4a16.png", "pngsuite/ibasn6a16.png": "pngsuite/basn6a16.png",
    "pngsuite/iftbwn0g16.png": "pngsuite/ftbwn0g16.png",
  ]

  /// `png` without its chunks of `type`.
  static func dropping(_ type: String, from png: [UInt8]) -> [UInt8] {
    var out = Array(png.prefix(8))
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let end = min(png.count, offset + 12 + length)
      if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) != type { out += png[offset..<end] }
      offset = end
    }
    return out
  }

  /// Every image but the crashers decodes to libpng's pixels, whatever the path (row reader or
  /// libpng's low-level reader): grey, palette, RGB, alpha at 1 to 16 bits, interlaced, tRNS,
  /// gamma and sRGB variants, and the bad-palette files libpng reads.
  @Test func everyImageReadsAsLibpngReadsIt() throws {
    guard Self.present else {
      print("PngSuiteTests: skipped, no PngSuite at \(Self.root) (the shared reference data)")
      return
    }
    let files = Self.pngs("pngsuite") + Self.pngs("testpngs").filter { !$0.hasPrefix("testpngs/crashers/") }
    #expect(files.count > 150)
    var compared = 0
    for file in files {
      let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Self.root + "/" + file)))
      let expected =
        try Self.twins[file].map { twin in
          let twinBytes = [UInt8](try #require(FileManager.default.contents(atPath: Self.root + "/" + twin)))
          return Self.reference(Self.dropping("gAMA", from: twinBytes))
        } ?? Self.reference(bytes)
      let ours = Result { () throws(PNGError) in try PNGDecoder.decode(bytes) }
      switch (expected, ours) {
      case (let expected?, .success(let bitmap)):
        let differing =
          bitmap == expected ? 0 : zip(bitmap.pixels, expected.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(
          bitmap.width == expected.width && bitmap.height == expected.height && differing == 0,
          "\(file): \(differing) bytes differ from libpng's")
        compared += 1
      case (nil, .failure):
        break  // refused by both
      case (nil, .success):
        Issue.record("\(file): libpng refuses it, ours reads it")
      case (_?, .failure(let error)):
        Issue.record("\(file): libpng reads it, ours says \(error)")
      }
    }
    #expect(compared > 150)
  }

  /// Every crasher (huge declared chunks, bad CRC and Adler-32, empty ancillary chunks, a bad
  /// iCCP) is refused by the decoder with one line, before anything large is allocated.
  @Test func everyCrasherIsRefused() throws {
    guard Self.present else {
      print("PngSuiteTests: skipped, no PngSuite at \(Self.root) (the shared reference data)")
      return
    }
    let crashers = Self.pngs("testpngs/crashers")
    #expect(crashers.count >= 20)
    for file in crashers {
      let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Self.root + "/" + file)))
      let error = #expect(throws: PNGError.self, "\(file)") { try PNGDecoder.decode(bytes) }
      #expect(error.map { !"\($0)".contains("\n") } ?? false)
    }
  }
}
