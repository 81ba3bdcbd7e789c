import Foundation
import TestSupport
import Testing

/// Runs into one output folder at the same time take turns on its list of owned files, and a
/// run that fails takes back only the names it added.
@Suite struct ConcurrentRenderTests {
  /// Starts `render` with `arguments` and returns the process (its output discarded).
  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Issue 35, row 11: two `render --out out` at once: the losing run (it found the winner's
  /// files, unlisted in the list it had read) restored the list it had opened, dropping the
  /// winner's names, so every later render into `out` exited 73. Now both succeed, or a loser
  /// takes back only its own names: a later render always succeeds and the list names every file.
  @Test func twoRendersAtOnceLeaveAFolderTheNextRenderAccepts() throws {
    let w = try GoldenCommandTests.Workspace(recorded: false)
    defer { w.remove() }
    for round in 0..<4 {
      let out = w.dir + "/out\(round)"
      let arguments = ["render", w.fixture, "--scale", "1,2", "--out", out]
      let runs = try [start(arguments), start(arguments), start(arguments)]
      for run in runs { run.waitUntilExit() }
      let later = try CLI.run(arguments)
      #expect(later.status == 0, "round \(round): \(later.stderr)")
      let list = try String(contentsOfFile: out + "/.specsheet-files", encoding: .utf8)
      let names = Set(list.split(separator: "\n").map(String.init))
      for name in [
        "manifest.json", "fiori/chip/single-selection/selected@1x.png", "fiori/chip/single-selection/unselected@2x.png",
      ] {
        #expect(names.contains(name), "round \(round): \(list)")
      }
      #expect(list.split(separator: "\n").count == names.count, "each name once: \(list)")
    }
  }
}
