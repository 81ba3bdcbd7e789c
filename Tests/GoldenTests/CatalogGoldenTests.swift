import Catalog
import Foundation
import Pipeline
import Testing

/// Renders the whole default catalog and compares every image with its committed golden,
/// exactly. Never records: goldens are written only by `specsheet record`.
@Suite struct CatalogGoldenTests {
  static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let artifacts = root + "/.build/golden-failures"

  @Test func everyCatalogImageMatchesItsGolden() throws {
    let catalog = try Catalog.load(paths: [Self.root + "/" + Catalog.defaultDirectory])
    let images = try RenderPipeline().render(catalog.entries, scales: [1, 2, 3])
    let store = GoldenStore(root: Self.root + "/goldens")
    var failures = 0
    for image in images {
      let outcome = store.check(image)
      guard let message = GoldenReport.describe(image, outcome, store: store) else { continue }
      failures += 1
      try GoldenReport.writeArtifacts(image, outcome, to: Self.artifacts)
      Issue.record("\(message)\n  artifacts: \(Self.artifacts)/\(image.path.dropLast(4)).{actual,diff}.png")
    }
    #expect(images.count == catalog.entries.count * 3)
    if failures > 0 { print("\(failures) golden failures; see \(Self.artifacts)") }
  }

  @Test func everyGoldenBelongsToACatalogImage() throws {
    let catalog = try Catalog.load(paths: [Self.root + "/" + Catalog.defaultDirectory])
    let expected = Set(catalog.entries.flatMap { e in [1, 2, 3].map { e.path(scale: $0) } })
    let goldens = Self.root + "/goldens"
    let files = (FileManager.default.enumerator(atPath: goldens)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".png") }
    let stale = Set(files).subtracting(expected)
    #expect(stale.isEmpty, "goldens no catalog entry produces: \(stale.sorted())")
    #expect(!files.isEmpty, "no goldens found under \(goldens)")
  }
}
