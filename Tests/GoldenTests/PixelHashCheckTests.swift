import Catalog
import Foundation
import Graphics
import ImageDiff
import PNG
import TestSupport
import Testing

@testable import Golden
@testable import Pipeline
@testable import Reports

/// `check` passes an unchanged image on the manifest's hashes, with no PNG work, and trusts them
/// only for the very file they describe.
@Suite struct PixelHashCheckTests {
  typealias Workspace = GoldenRecordProvenanceTests.Workspace
  let path = "fiori/chip/a/selected@1x.png"

  @Test func recordWritesHashesThatDescribeEachGoldenFile() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let manifest = try #require(try w.store.readManifest())
    #expect(manifest.images.count == 2)
    for image in manifest.images {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: w.store.path(image.path))))
      #expect(image.pngHash == ContentHash.of(bytes), "\(image.path)")
      #expect(image.pixelHash == (try PNGDecoder.decode(bytes)).pixelHash, "\(image.path)")
    }
  }

  @Test func aMatchingHashPassesWithoutReadingThePNG() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    // Not a PNG at all, but the manifest vouches for exactly these bytes: no decoder runs.
    let garbage: [UInt8] = Array("not a png".utf8)
    try Data(garbage).write(to: URL(fileURLWithPath: w.store.path(path)))
    var manifest = try #require(try w.store.readManifest())
    let i = try #require(manifest.images.firstIndex { $0.path == path })
    manifest.images[i].pngHash = ContentHash.of(garbage)
    try manifest.json().write(toFile: w.store.manifestPath, atomically: true, encoding: .utf8)
    #expect(try w.engine().check(try w.plan()).failures.isEmpty)

    // Any other bytes than those described are decoded and judged as before.
    try Data(garbage + [0]).write(to: URL(fileURLWithPath: w.store.path(path)))
    let run = try w.engine().check(try w.plan())
    #expect(run.failures.map(\.path) == [path])
    #expect(run.failures.first?.status == .unreadable)
  }

  @Test func aChangedRenderIsComparedPixelByPixelDespiteTheHashes() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let run = try w.engine().check(try w.plan(GoldenRecordProvenanceTests.recoloured))
    let failure = try #require(run.failures.first)
    #expect(run.failures.count == 1 && failure.path == path && failure.status == .changed)
    #expect(failure.actualPNG != nil, "a failure keeps the encoded render for its artifacts")
  }

  @Test func goldensRecordedBeforeTheHashesStillPass() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    var manifest = try #require(try w.store.readManifest())
    for i in manifest.images.indices {
      manifest.images[i].pixelHash = nil
      manifest.images[i].pngHash = nil
    }
    try manifest.json().write(toFile: w.store.manifestPath, atomically: true, encoding: .utf8)
    #expect(!(try String(contentsOfFile: w.store.manifestPath, encoding: .utf8)).contains("Hash"))
    #expect(try w.engine().check(try w.plan()).failures.isEmpty)
    // Re-recording unchanged pixels writes no golden but adds the hashes.
    let run = try w.engine().record(try w.plan(), mode: .failed, updateFingerprint: true)
    #expect(run.written.isEmpty && run.manifestWritten)
    #expect(try w.store.readManifest()?.images.allSatisfy { $0.pixelHash != nil && $0.pngHash != nil } == true)
  }
}

@Suite struct ManifestSheetHashTests {
  @Test func sheetHashesMergeAndArePrunedWithTheirFiles() throws {
    let w = GoldenRecordProvenanceTests.Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let a = Manifest.Sheet(path: "sheets/fiori/chip.png", pixelHash: "h1:a", pngHash: "h1:b")
    let b = Manifest.Sheet(path: "sheets/fiori/chip-group.png", pixelHash: "h1:c", pngHash: "h1:d")
    try w.store.updateManifest(with: [], sheets: [a, b])
    var moved = a
    moved.pixelHash = "h1:e"
    try w.store.updateManifest(with: [], sheets: [moved], removing: [b.path])
    let manifest = try #require(try w.store.readManifest())
    #expect(manifest.sheets == [moved])
    #expect(manifest.images.count == 2, "image entries are kept")
  }
}
