import Foundation
import Pipeline
import Testing

/// The manifest written entry by entry is, to the byte, the manifest encoded whole.
@Suite struct ManifestTextTests {
  @Test func theGoldensManifestWrittenEntryByEntryIsTheSameFile() throws {
    let data = try #require(FileManager.default.contents(atPath: packageRoot + "/goldens/manifest.json"))
    let manifest = try Manifest.decode(data)
    #expect(manifest.images.count > 900 && manifest.sheets?.isEmpty == false)
    #expect(try ManifestText.file(manifest) == Array(try manifest.json().utf8))
    #expect(try ManifestText.file(manifest) == [UInt8](data), "the committed manifest is written this way")
  }

  @Test func emptyAndSingleManifestsToo() throws {
    let data = try #require(FileManager.default.contents(atPath: packageRoot + "/goldens/manifest.json"))
    let first = try #require(try Manifest.decode(data).images.first)
    for manifest in [Manifest(entries: []), Manifest(entries: [first]), Manifest(entries: [], sheets: [])] {
      #expect(try ManifestText.file(manifest) == Array(try manifest.json().utf8))
    }
  }
}
