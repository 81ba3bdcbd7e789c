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

/// What `record` does with the provenance files: the fingerprint only vouches for an environment
/// when every golden was confirmed in it, and a corrupt manifest is never silently replaced.
@Suite struct GoldenRecordProvenanceTests {
  static let fixture = """
    system: fiori
    component: chip
    variants:
      - {name: a, variation: single-selection, label: Received, states: [selected, unselected]}
    """

  struct Workspace {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path
    var store: GoldenStore { GoldenStore(root: dir + "/goldens") }

    func plan(_ yaml: String = GoldenRecordProvenanceTests.fixture) throws -> GoldenPlan {
      let entries = try Fixture.parse(yaml, file: dir + "/chip.yaml")
      return try GoldenPlan.make(
        catalog: Catalog(entries: entries), scales: [1], filter: ImageFilter(), shard: nil, store: store,
        staleScope: .owned(folders: GoldenPlan.StaleScope.componentFolders(entries), siblings: []))
    }

    func engine() throws -> GoldenEngine { GoldenEngine(store: store, jobs: 1, pipeline: try RenderPipeline()) }

    /// Records the fixture, then pretends the goldens came from FreeType 2.11.0.
    func recordInAnOlderEnvironment() throws -> String {
      try engine().record(try plan(), mode: .all, updateFingerprint: true)
      let text = try String(contentsOfFile: store.fingerprintPath, encoding: .utf8)
      let freetype = try #require(text.split(separator: "\n").first { $0.hasPrefix("library freetype ") })
      let older = text.replacingOccurrences(of: String(freetype), with: "library freetype 2.11.0")
      try older.write(toFile: store.fingerprintPath, atomically: true, encoding: .utf8)
      return older
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }
  }

  static let recoloured = fixture.replacingOccurrences(
    of: "component: chip\n", with: "component: chip\ntheme: {colors: {chip.selected.background: \"#0070F2\"}}\n")

  @Test func skippedChangesLeaveTheOldFingerprint() throws {
    let w = Workspace()
    defer { w.remove() }
    let older = try w.recordInAnOlderEnvironment()
    let run = try w.engine().record(try w.plan(Self.recoloured), mode: .missing, updateFingerprint: true)
    #expect(run.skipped == ["fiori/chip/a/selected@1x.png"])
    #expect(!run.fingerprintWritten)
    #expect(try String(contentsOfFile: w.store.fingerprintPath, encoding: .utf8) == older)
    #expect(run.notes.contains { $0.contains("1 changed golden was not recorded (--only missing)") }, "\(run.notes)")
    // Once every change is recorded, the goldens are this environment's.
    let full = try w.engine().record(try w.plan(Self.recoloured), mode: .failed, updateFingerprint: true)
    #expect(full.skipped.isEmpty && full.fingerprintWritten)
  }

  @Test func anUnreadableFingerprintIsReplacedAndSaid() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    try "garbage\n".write(toFile: w.store.fingerprintPath, atomically: true, encoding: .utf8)
    let run = try w.engine().record(try w.plan(), mode: .failed, updateFingerprint: false)
    #expect(run.fingerprintWritten)
    #expect(
      run.notes.contains {
        $0.hasPrefix("cannot read \(w.store.fingerprintPath)") && $0.hasSuffix("replaced with this environment's")
      })
    #expect(try w.store.readFingerprint() == RenderFingerprint.current())
  }

  @Test func aCorruptManifestStopsRecordingAndIsKept() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let golden = w.store.path("fiori/chip/a/selected@1x.png")
    let before = FileManager.default.contents(atPath: golden)
    try "{\"version\": 1, \"images\": [".write(toFile: w.store.manifestPath, atomically: true, encoding: .utf8)
    #expect {
      try w.engine().record(try w.plan(Self.recoloured), mode: .failed, updateFingerprint: true)
    } throws: { error in
      "\(error)".hasPrefix("cannot read \(w.store.manifestPath): not a specsheet manifest")
    }
    #expect(try String(contentsOfFile: w.store.manifestPath, encoding: .utf8) == "{\"version\": 1, \"images\": [")
    #expect(FileManager.default.contents(atPath: golden) == before, "no golden is written before the manifest is read")
  }

  @Test(arguments: [GoldenStore.manifestFile, GoldenStore.fingerprintFile])
  func aFolderWhereMetadataGoesStopsRecordingBeforeAnyGoldenChanges(file: String) throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let golden = w.store.path("fiori/chip/a/selected@1x.png")
    let before = FileManager.default.contents(atPath: golden)
    try FileManager.default.removeItem(atPath: w.store.path(file))
    try FileManager.default.createDirectory(atPath: w.store.path(file), withIntermediateDirectories: true)
    #expect(
      throws: PipelineError.write(path: w.store.path(file), reason: "a folder is in the way; no golden was changed")
    ) {
      try w.engine().record(try w.plan(Self.recoloured), mode: .failed, updateFingerprint: true)
    }
    #expect(FileManager.default.contents(atPath: golden) == before)
  }

  @Test func aFolderNamedLikeAGoldenIsNeverAGolden() throws {
    let w = Workspace()
    defer { w.remove() }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    try FileManager.default.createDirectory(
      atPath: w.store.path("fiori/chip/dir.png"), withIntermediateDirectories: true)
    #expect(!w.store.goldenFiles().contains("fiori/chip/dir.png"))
    #expect(try w.plan().stale.isEmpty, "prune would delete the folder and what is in it")
  }

  @Test func goldensAreKeptAtOneTwoAndThreeAndAnyOtherScaleIsStale() throws {
    let w = Workspace()
    defer { w.remove() }
    #expect(throws: PipelineError.self) {
      try GoldenPlan.make(
        catalog: Catalog(entries: []), scales: [4], filter: ImageFilter(), shard: nil, store: w.store,
        staleScope: .everything)
    }
    try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    try Data([1]).write(to: URL(fileURLWithPath: w.store.path("fiori/chip/a/selected@4x.png")))
    #expect(try w.plan().stale == ["fiori/chip/a/selected@4x.png"])
  }
}
