import Foundation
import SpecsheetKit
import Testing

/// Issue 38, "Swift components in the CLI too": `acme-specsheet`, specsheet's command line built
/// with Acme's registry (`SpecsheetCommand.main(registry: .acme, review: SpecsheetReview.main)`),
/// runs check, record, site and review on the tag's fixtures and goldens as `specsheet` runs
/// them on the shipped components.
@Suite(.serialized) struct AcmeCommandTests {
  /// Every image of the fixture (five states at three scales), as golden paths.
  static let images = ["short/normal", "short/selected", "short/disabled", "long/normal", "long/selected"]
    .flatMap { name in (1...3).map { "acme/tag/\(name)@\($0)x.png" } }

  @Test func checkPassesOnTheCommittedGoldensAndListsTheTagsImages() throws {
    let folder = try AcmeCLI.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try AcmeCLI.run(["check", "Fixtures", "--json", "results.json"], in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let json = try String(contentsOfFile: folder + "/results.json", encoding: .utf8)
    for image in Self.images { #expect(json.contains(image.replacingOccurrences(of: ".png", with: "")), "\(image)") }
  }

  /// record into an empty goldens folder writes the committed pictures (pixel for pixel), and
  /// check passes on them.
  @Test func recordWritesTheTagsGoldens() throws {
    let folder = try AcmeCLI.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try AcmeCLI.run(["record", "Fixtures", "--goldens", "recorded", "--only", "all"], in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let recorded = AcmeCLI.files(under: folder + "/recorded")
    let committed = AcmeCLI.files(under: AcmeCLI.root + "/goldens")
    for image in Self.images {
      let written = try #require(recorded[image], "\(image) written")
      let golden = try #require(committed[image])
      #expect(try PNGDecoder.decode([UInt8](written)) == PNGDecoder.decode([UInt8](golden)), "\(image) as committed")
    }
    #expect(recorded["fingerprint.txt"] != nil && recorded["manifest.json"] != nil)
    let check = try AcmeCLI.run(["check", "Fixtures", "--goldens", "recorded"], in: folder)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// Goldens recorded at @1x with one picture swapped for another state's: the changed golden,
  /// and the picture record wrote there.
  static func swappedGoldens(in folder: String) throws -> (golden: String, recorded: Data) {
    let record = try AcmeCLI.run(["record", "Fixtures", "--goldens", "recorded", "--scale", "1"], in: folder)
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    let golden = folder + "/recorded/acme/tag/short/normal@1x.png"
    let recorded = try Data(contentsOf: URL(fileURLWithPath: golden))
    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.copyItem(atPath: folder + "/recorded/acme/tag/short/selected@1x.png", toPath: golden)
    return (golden, recorded)
  }

  /// A golden of the same size with other pixels: check exits 1 and names that image alone.
  @Test func checkFailsOnAChangedTagGolden() throws {
    let folder = try AcmeCLI.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try Self.swappedGoldens(in: folder)
    let run = try AcmeCLI.run(["check", "Fixtures", "--goldens", "recorded", "--scale", "1"], in: folder)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("acme/tag/short/normal@1x"))
    #expect(!run.stdout.contains("acme/tag/short/selected@1x"))
  }

  /// site writes the catalog's pages with the tag's pictures.
  @Test func siteHasTheTagsPage() throws {
    let folder = try AcmeCLI.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try AcmeCLI.run(["site", "Fixtures", "--out", "site", "--scale", "1"], in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let files = AcmeCLI.files(under: folder + "/site")
    let index = String(decoding: files["index.html"] ?? Data(), as: UTF8.self)
    #expect(index.contains("acme"), "the index lists the system")
    let pages = files.keys.filter { $0.hasSuffix(".html") && $0.contains("tag") }
    #expect(!pages.isEmpty, "a page for the tag: \(files.keys.sorted())")
    #expect(files.keys.contains { $0.hasSuffix(".png") && $0.contains("tag") }, "the tag's pictures")
  }

  /// review serves the changed golden, and approving it writes the tag's picture back.
  @Test func reviewApprovesAChangedTagGolden() async throws {
    let folder = try AcmeCLI.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (golden, recorded) = try Self.swappedGoldens(in: folder)
    let review = try AcmeReview(["Fixtures", "--goldens", "recorded", "--scale", "1", "--no-audit"], in: folder)
    defer { _ = review.interrupt() }
    let page = try await review.send("/")
    #expect(page.status == 200)
    #expect(page.body.contains(#"data-name="acme/tag/short/normal@1x""#))
    #expect(!page.body.contains(#"data-name="acme/tag/short/selected@1x""#))
    let approve = try await review.send("/api/approve", json: #"{"names": ["acme/tag/short/normal@1x"]}"#)
    #expect(approve.status == 200, "\(approve.body)")
    #expect(review.interrupt() == 0, "\(review.stdout)")
    #expect(review.stdout.contains("review stopped: 1 of 1 approved; 1 golden written"), "\(review.stdout)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == recorded)
  }
}
