import Catalog
import ComponentKit
import Foundation
import TestSupport
import Testing

/// The whole default catalog against its committed goldens, exactly: `specsheet check` as CI's
/// gate runs it (under `make test`, the release binary). Never records; failures leave their
/// actual and diff images in .build/golden-failures and the check's report lines in the issue.
@Suite struct CatalogCheckTests {
  @Test func everyCatalogImageMatchesItsGolden() throws {
    let artifacts = packageRoot + "/.build/golden-failures"
    let result = try CLI.run(["check", "--artifacts", artifacts])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(!(result.stdout + result.stderr).contains("render environment differs"), "\(result.stdout)\(result.stderr)")
    // Every entry at @1x/@2x/@3x, and one @1x sheet per component (goldens/sheets/).
    let catalog = try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
    let sheets = Set(catalog.entries.map { "\($0.system)/\($0.component)" }).count
    let expected = catalog.entries.count * 3 + sheets
    #expect(result.stdout.contains("\(expected) images: \(expected) passed, 0 changed"), "\(result.stdout)")
  }

  /// Issue 36: the goldens were re-encoded once with today's encoder, so recording pixels that did
  /// not change writes the same bytes (golden reviews show no binary churn, and `check` passes a
  /// byte-identical file without decoding it). Every catalog golden equals a fresh render's file.
  @Test func aFreshRenderWritesEveryGoldenByteForByte() throws {
    let out = packageRoot + "/.build/fresh-render-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try CLI.run(["render", "--out", out])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let goldens = packageRoot + "/goldens"
    let images = try FileManager.default.subpathsOfDirectory(atPath: goldens)
      .filter { $0.hasSuffix(".png") && !$0.hasPrefix("sheets/") }.sorted()
    let catalog = try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
    #expect(images.count == catalog.entries.count * 3)
    let differing = images.filter {
      FileManager.default.contents(atPath: goldens + "/" + $0) != FileManager.default.contents(atPath: out + "/" + $0)
    }
    #expect(differing.isEmpty, "\(differing.count) goldens differ from a fresh render's bytes: \(differing.prefix(5))")
  }
}
