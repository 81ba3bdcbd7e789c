import Foundation
import TestSupport
import Testing

/// A check lists what needs attention; info findings (disabled-state contrast, ~130 on the
/// catalog) are one counting line unless `--verbose`.
@Suite struct CheckVerbosityTests {
  static let fixture = """
    system: fiori
    component: chip
    variants:
      - {name: plain, variation: single-selection, label: Received, states: [unselected, disabled]}
    """

  @Test func infoFindingsAreOneLineUnlessVerbose() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.fixture.write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["record", "chip.yaml", "--goldens", "goldens", "--scale", "1"], in: dir).status == 0)
    let quiet = try CLI.run(["check", "chip.yaml", "--goldens", "goldens", "--scale", "1"], in: dir)
    #expect(quiet.status == 0, "\(quiet.stdout)\(quiet.stderr)")
    let verbose = try CLI.run(["check", "chip.yaml", "--goldens", "goldens", "--scale", "1", "--verbose"], in: dir)
    #expect(verbose.status == 0, "\(verbose.stdout)\(verbose.stderr)")
    let infos = verbose.stdout.split(separator: "\n").filter { $0.hasPrefix("audit: info: ") }
    #expect(!infos.isEmpty, "the disabled chip's contrast is an info finding: \(verbose.stdout)")
    #expect(!quiet.stdout.contains("audit: info: "), "\(quiet.stdout)")
    let count = "audit: \(infos.count) info finding\(infos.count == 1 ? "" : "s") not listed (--verbose lists them)"
    #expect(
      quiet.stdout.split(separator: "\n").filter { $0.hasPrefix("audit: ") } == [Substring(count)], "\(quiet.stdout)")
  }
}
