import Foundation
import SnapshotTesting
import SpecsheetKit
import SpecsheetSnapshotTesting
import Testing

/// The strategy records specsheet's PNG, matches it again, and fails a changed component with
/// specsheet's measured message, as swift-snapshot-testing reports failures.
@Suite struct SpecsheetSnapshottingTests {
  static func chip(_ label: String, state: String = "selected") throws -> CatalogEntry {
    let yaml = """
      system: fiori
      component: chip
      variants:
        - name: a
          variation: single-selection
          label: \(label)
          states: [\(state)]
      """
    return try #require(try Fixture.parse(yaml, file: "chip.yaml").first)
  }

  static func folder() -> String {
    let path = NSTemporaryDirectory() + "specsheet-sst-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func recordsSpecsheetsPNGThenMatchesIt() throws {
    let folder = Self.folder()
    let entry = try Self.chip("Design")
    let chip = try #require(entry.content.as(FioriChip.self))
    let recorded = verifySnapshot(
      of: chip, as: .specsheet(scale: 2), named: "chip", record: .all, snapshotDirectory: folder)
    #expect(recorded?.contains("Record mode is on") == true)
    // The file is specsheet's own PNG of the chip: the bytes `specsheet render` writes.
    let file = try #require(
      FileManager.default.contents(atPath: folder + "/recordsSpecsheetsPNGThenMatchesIt.chip.png"))
    let image = try #require(try RenderPipeline().render(entry, scales: [2]).first)
    #expect([UInt8](file) == (try image.encodedPNG()))
    #expect(
      verifySnapshot(of: chip, as: .specsheet(scale: 2), named: "chip", record: .never, snapshotDirectory: folder)
        == nil)
  }

  @Test func aChangedComponentFailsWithWhatDiffers() throws {
    let folder = Self.folder()
    let name = "chip"
    _ = verifySnapshot(
      of: try Self.chip("Design").content, as: .specsheet(), named: name, record: .all, snapshotDirectory: folder)
    // The pressed state: same size, another fill.
    let failure = try #require(
      verifySnapshot(
        of: try Self.chip("Design", state: "pressed-selected").content, as: .specsheet(), named: name, record: .never,
        snapshotDirectory: folder))
    #expect(failure.contains("Newly-taken snapshot does not match reference: "))
    #expect(failure.contains("px (") && failure.contains("differ within"), "\(failure)")
    #expect(failure.contains("max delta") && failure.contains("> threshold 0 (exact)"), "\(failure)")
    // Another label: another size, said as such.
    let resized = try #require(
      verifySnapshot(
        of: try Self.chip("Design review").content, as: .specsheet(), named: name, record: .never,
        snapshotDirectory: folder))
    #expect(resized.contains("does not match reference: actual ") && resized.contains(", reference "), "\(resized)")
  }

  @Test func toleranceForgivesWhatItSays() throws {
    let folder = Self.folder()
    _ = verifySnapshot(
      of: try Self.chip("Design").content, as: .specsheet(), named: "chip", record: .all, snapshotDirectory: folder)
    let other = try Self.chip("Design", state: "pressed-selected").content
    let everything = DiffOptions(threshold: 1, pixelBudget: Int.max)
    #expect(
      verifySnapshot(
        of: other, as: .specsheet(tolerance: everything), named: "chip", record: .never, snapshotDirectory: folder)
        == nil)
    #expect(
      verifySnapshot(
        of: other, as: .specsheet(tolerance: DiffOptions(pixelBudget: 5)), named: "chip", record: .never,
        snapshotDirectory: folder) != nil)
  }

  /// The README's three lines, against a reference committed under `__Snapshots__`.
  @Test func assertSnapshotAgainstACommittedReference() throws {
    let chip = try #require(try Self.chip("Design").content.as(FioriChip.self))
    assertSnapshot(of: chip, as: .specsheet(scale: 2))
  }
}
