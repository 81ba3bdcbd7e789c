import Foundation
import PNG
import TestSupport
import Testing

/// Goldens are written by today's encoder, so recording or approving the same pixels again gives
/// the same bytes and git shows no change. (Goldens once recorded at zlib 6 re-recorded to other
/// bytes: every approval showed a binary diff with no visible change.)
@Suite struct GoldenEncodingTests {
  @Test func everyCommittedGoldenIsInTodaysEncoding() throws {
    let folder = packageRoot + "/goldens"
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
    #expect(paths.count > 900, "the goldens folder holds \(paths.count) PNGs")
    var stale: [String] = []
    for path in paths.sorted() {
      let bytes = [UInt8](try #require(FileManager.default.contents(atPath: folder + "/" + path)))
      let reencoded = try PNGEncoder.encode(try PNGDecoder.decode(bytes))
      if reencoded != bytes { stale.append(path) }
    }
    #expect(
      stale.count == 0,
      Comment(
        rawValue: "\(stale.count) goldens are not in the encoder's bytes "
          + "(first: \(stale.prefix(3).joined(separator: ", "))); "
          + "re-encode them in a commit that proves their pixels unchanged"))
  }
}
