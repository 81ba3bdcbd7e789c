import Foundation
import TestSupport
import Testing

/// `compare --report` replaces and removes only what its folder's list names, as `check
/// --report` does: a page's content never makes a folder specsheet's.
@Suite struct CompareReportOwnershipTests {
  static let arguments = [
    "compare", "material/button/contained/normal", "--from", CompareCommandTests.acme, "--to", CompareCommandTests.pale,
  ]

  /// Issue 35, row 2: `docs/index.html` that merely contained compare's generator mark had
  /// `docs/images/` (a user's team-photo.jpg) removed recursively and index.html replaced.
  @Test func aPageWithTheGeneratorMarkIsNotOurs() throws {
    let docs = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: docs) }
    let page = #"<html><head><meta name="generator" content="specsheet compare"></head><body>team</body></html>"#
    try page.write(toFile: docs + "/index.html", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: docs + "/images/team", withIntermediateDirectories: true)
    try "photo".write(toFile: docs + "/images/team-photo.jpg", atomically: true, encoding: .utf8)
    try "nested".write(toFile: docs + "/images/team/a.png", atomically: true, encoding: .utf8)
    let result = try CLI.run(Self.arguments + ["--report", docs])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(
      result.stderr.contains("cannot write \(docs)/index.html: it exists and specsheet did not write it"),
      "\(result.stderr)")
    #expect(try String(contentsOfFile: docs + "/index.html", encoding: .utf8) == page)
    #expect(try String(contentsOfFile: docs + "/images/team-photo.jpg", encoding: .utf8) == "photo")
    #expect(try String(contentsOfFile: docs + "/images/team/a.png", encoding: .utf8) == "nested")
  }

  /// Issue 35, row 2, the other way in: without a page, a user's `images/` is written beside
  /// (never removed), and the next report removes only the pictures it wrote before.
  @Test func aUsersImagesFolderIsWrittenBesideAndKept() throws {
    let docs = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: docs) }
    try FileManager.default.createDirectory(atPath: docs + "/images", withIntermediateDirectories: true)
    try "photo".write(toFile: docs + "/images/team-photo.jpg", atomically: true, encoding: .utf8)
    #expect(try CLI.run(Self.arguments + ["--report", docs]).status == 4)
    let pictures = try FileManager.default.subpathsOfDirectory(atPath: docs + "/images").filter {
      $0.hasSuffix(".png")
    }
    #expect(!pictures.isEmpty)
    // The same tokens on both sides: no change, no pictures; the earlier ones go, the photo stays.
    let same = [
      "compare", "material/button/contained/normal", "--from", CompareCommandTests.acme, "--to",
      CompareCommandTests.acme, "--report", docs,
    ]
    #expect(try CLI.run(same).status == 0)
    for picture in pictures { #expect(!FileManager.default.fileExists(atPath: docs + "/images/" + picture)) }
    #expect(try String(contentsOfFile: docs + "/images/team-photo.jpg", encoding: .utf8) == "photo")
    #expect(FileManager.default.fileExists(atPath: docs + "/index.html"))
  }
}
