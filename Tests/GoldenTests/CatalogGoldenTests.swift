import Catalog
import ComponentKit
import Foundation
import Golden
import GoldenTesting
import Graphics
import PNG
import Pipeline
import TestSupport
import Testing

/// The library assertion on real goldens, and the goldens' metadata. (The whole catalog against
/// its goldens is `CLITests.CatalogCheckTests`, through the release binary.) Never records.
@Suite struct CatalogGoldenTests {
  /// The one-call library assertion on a real golden.
  @Test func selectedSingleSelectionFioriChipMatchesItsGolden() {
    assertGolden("fiori/chip/single-selection/selected", scale: 2)
  }

  @Test(arguments: [1, 3])
  func statusPositiveFioriChipMatchesItsGolden(scale: Int) {
    assertGolden("fiori/chip/status-positive/selected", scale: scale)
  }

  @Test func goldensMetadataIsCommitted() throws {
    let store = GoldenStore(root: packageRoot + "/goldens")
    #expect(try store.readFingerprint() != nil, "goldens/fingerprint.txt is missing; `specsheet record` writes it")
    let manifest = try #require(
      try store.readManifest(), "goldens/manifest.json is missing; `specsheet record` writes it")
    // Sheet goldens have no anatomy frames; every other golden has its manifest entry.
    #expect(Set(manifest.images.map(\.path)) == Set(store.goldenFiles().filter { !SheetGoldens.isSheet($0) }))
    #expect(Set((manifest.sheets ?? []).map(\.path)) == Set(store.goldenFiles().filter(SheetGoldens.isSheet)))
  }

  /// The hashes `check` trusts describe the committed files: every sheet, and a sample of the
  /// images (their bytes, and their pixels as decoded).
  @Test func goldensHashesDescribeTheirFiles() throws {
    let store = GoldenStore(root: packageRoot + "/goldens")
    let manifest = try #require(try store.readManifest())
    let sample = manifest.images.enumerated().filter { $0.offset % 25 == 0 }.map(\.element)
    let described =
      (manifest.sheets ?? []).map { ($0.path, $0.pngHash as String?, $0.pixelHash as String?) }
      + sample.map { ($0.path, $0.pngHash, $0.pixelHash) }
    #expect(described.count > 40)
    for (path, pngHash, pixelHash) in described {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: store.path(path))))
      #expect(pngHash == ContentHash.of(bytes), "\(path)")
      #expect(pixelHash == (try PNGDecoder.decode(bytes)).pixelHash, "\(path)")
    }
  }
}
