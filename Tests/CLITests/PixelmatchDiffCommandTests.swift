import Foundation
import TestSupport
import Testing

/// `specsheet diff` counts pixelmatch's way on pixelmatch's own images (see ImageDiffTests'
/// PixelmatchFixtureTests for every row of the shared README).
private let pixelmatchFolder =
  (packageRoot as NSString).deletingLastPathComponent + "/shared/reference/pixelmatch-7.2.0"

@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: pixelmatchFolder + "/4a.png"),
    "pixelmatch fixtures not found in ../shared; skipped"))
struct PixelmatchDiffCommandTests {
  static let folder = pixelmatchFolder

  @Test func antialiasingAndCheckerboardGivePixelmatchsCount() throws {
    let result = try CLI.run([
      "diff", Self.folder + "/4a.png", Self.folder + "/4b.png", "--antialiasing", "--threshold", "0.05", "--blend",
      "checkerboard",
    ])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("CHANGED 36049 px"), "\(result.stdout)")
  }

  @Test func anUnknownBlendIsAUsageError() throws {
    let result = try CLI.run(["diff", Self.folder + "/4a.png", Self.folder + "/4b.png", "--blend", "grey"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--blend"))
  }
}
