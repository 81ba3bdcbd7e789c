import Catalog
import ComponentKit
import Foundation
import Graphics
import Testing

@testable import Golden
@testable import Pipeline

/// The same input gives the same bytes for any job count and order. A representative sample
/// (the first three states of every component family, which covers text, icons, shadows and
/// right-to-left) keeps this fast; CatalogGoldenTests compares every image with its golden.
@Suite struct DeterminismTests {
  static func sample() throws -> [CatalogEntry] {
    var taken: [String: Int] = [:]
    return try defaultCatalog().entries.filter { entry in
      let family = "\(entry.system)/\(entry.component)/\(entry.variant.contains("rtl") ? "rtl" : "")"
      taken[family, default: 0] += 1
      return taken[family]! <= 3
    }
  }

  @Test func sameBytesWithOneTwoAndFourJobs() throws {
    let entries = try Self.sample()
    #expect(Set(entries.map(\.component)).count >= 10, "the sample covers every component family")
    let pipeline = try RenderPipeline()
    let serial = try pipeline.render(entries, scales: [1, 2], jobs: 1)
    for jobs in [2, 4] {
      let parallel = try pipeline.render(entries, scales: [1, 2], jobs: jobs)
      #expect(parallel.map(\.path) == serial.map(\.path))
      #expect(parallel.map(\.png) == serial.map(\.png), "jobs \(jobs)")
    }
  }

  @Test func reversedOrderGivesTheSameBytes() throws {
    let entries = try Self.sample()
    let pipeline = try RenderPipeline()
    let forward = try pipeline.render(entries, scales: [1], jobs: 2)
    let backward = try pipeline.render(entries.reversed(), scales: [1], jobs: 2)
    #expect(
      Dictionary(uniqueKeysWithValues: forward.map { ($0.path, $0.png) })
        == Dictionary(uniqueKeysWithValues: backward.map { ($0.path, $0.png) }))
  }
}

/// `render`'s streaming writer: every image staged as it is drawn, all files visible at the end.
@Suite struct StreamingOutputTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)").path

  func files(in folder: String) throws -> [String: Data] {
    var found: [String: Data] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: folder) ?? FileManager.default.enumerator(
      atPath: "/dev/null")!
    {
      // The list of files render owns in the folder, in the order they were drawn.
      if path == OutputFolder.listName { continue }
      var isFolder: ObjCBool = false
      let full = folder + "/" + path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        found[path] = try Data(contentsOf: URL(fileURLWithPath: full))
      }
    }
    return found
  }

  @Test func theSameFilesForAnyJobCountAndTheManifestDescribesThem() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let entries = try DeterminismTests.sample()
    let pipeline = try RenderPipeline()
    let written = try renderToFolder(entries, scales: [1, 2], jobs: 1, pipeline: pipeline, to: root + "/one")
    _ = try renderToFolder(entries.reversed(), scales: [1, 2], jobs: 3, pipeline: pipeline, to: root + "/three")
    let one = try files(in: root + "/one")
    #expect(one.count == entries.count * 2 + 1)
    #expect(
      one.keys.allSatisfy { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }, "no temporary file is left")
    let listed = try String(contentsOfFile: root + "/one/" + OutputFolder.listName, encoding: .utf8)
    #expect(Set(listed.split(separator: "\n").map(String.init)) == Set(one.keys), "render lists what it wrote")
    let three = try files(in: root + "/three")
    #expect(one.filter { $0.key != "manifest.json" } == three.filter { $0.key != "manifest.json" })
    #expect(written.map(\.path) == entries.flatMap { [$0.path(scale: 1), $0.path(scale: 2)] })
    for image in written {
      let bytes = [UInt8](try #require(one[image.path]))
      #expect(image.pngHash == ContentHash.of(bytes))
    }
  }

  @Test func aFailingEntryWritesNothingAndLeavesNoFolder() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    var entries = try DeterminismTests.sample()
    let broken = try Fixture.parse(
      """
      system: fiori
      component: chip
      theme: {font-family: Helvetica}
      variants:
        - {name: broken, variation: single-selection, label: Broken, states: [selected]}
      """, file: "broken.yaml")
    entries.insert(contentsOf: broken, at: entries.count / 2)
    let target = root + "/out"
    #expect(throws: ResolveError.self) {
      try renderToFolder(entries, scales: [1], jobs: 2, pipeline: try RenderPipeline(), to: target)
    }
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  /// An interrupt mid-run leaves the folder as the run before left it: the earlier files and
  /// manifest stay, none of the staged ones appear, no temporary file is left.
  @Test func anInterruptionWritesNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let entries = try DeterminismTests.sample()
    let target = root + "/out"
    let pipeline = try RenderPipeline()
    _ = try renderToFolder(Array(entries.prefix(2)), scales: [1], jobs: 1, pipeline: pipeline, to: target)
    let before = try files(in: target)
    let calls = Counter()
    #expect(throws: CatalogRunError.stopped) {
      try renderToFolder(
        entries, scales: [1, 2], jobs: 2, pipeline: pipeline, to: target, stop: { calls.take(below: Int.max)! > 5 })
    }
    #expect(before.count == 3 && before.keys.contains("manifest.json"))
    #expect(try files(in: target) == before)
  }
}
