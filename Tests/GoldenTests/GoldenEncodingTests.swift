import Foundation
import PNG
import TestSupport
import Testing

/// The committed goldens were written by zlib's deflate (level 1) before `RowDeflater` replaced
/// it, so their bytes are no longer the encoder's; `record` does not rewrite a golden whose
/// pixels are unchanged, and `check` compares pixels. What must hold for every golden: decoded,
/// encoded by today's encoder and decoded again (by libpng), it has the same pixels.
@Suite struct GoldenEncodingTests {
  @Test func everyCommittedGoldenSurvivesTodaysEncoder() throws {
    let folder = packageRoot + "/goldens"
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
    #expect(paths.count > 900, "the goldens folder holds \(paths.count) PNGs")
    var changed: [String] = []
    for path in paths.sorted() {
      let bytes = [UInt8](try #require(FileManager.default.contents(atPath: folder + "/" + path)))
      let golden = try PNGDecoder.decode(bytes)
      let encoded = try PNGEncoder.encode(golden)
      if try PNGDecoder.decodeWithLibpng(encoded) != golden { changed.append(path) }
    }
    #expect(
      changed.isEmpty,
      Comment(rawValue: "\(changed.count) goldens change pixels when re-encoded (first: \(changed.prefix(3)))"))
  }
}
