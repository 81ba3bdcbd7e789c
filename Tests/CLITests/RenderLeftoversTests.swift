import Foundation
import Testing

/// A `render` killed with SIGKILL leaves its hidden temporary files; the next `render` into the
/// same folder removes them, and only them.
@Suite struct RenderLeftoversTests {
  /// The id of a process that has ended.
  func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func theNextRenderRemovesWhatAKilledOneLeft() throws {
    let w = try GoldenCommandTests.Workspace(recorded: false)
    defer { w.remove() }
    let out = w.dir + "/out"
    let folder = out + "/fiori/chip/single-selection"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let dead = try deadProcessID()
    // As a killed run leaves them: `.<name>.<pid>.<8 hex digits>.tmp` beside each target.
    let leftovers = [
      folder + "/.selected@1x.png.\(dead).0A1B2C3D.tmp", out + "/.manifest.json.\(dead).DEADBEEF.tmp",
      folder + "/.gone@2x.png.\(dead).12345678.tmp",
    ]
    // Not ours to remove: a live process's (a run writing now) and names of other shapes.
    let kept = [
      folder + "/.selected@1x.png.\(getpid()).0A1B2C3D.tmp", out + "/.notes.tmp", out + "/.x.\(dead).tmp",
      out + "/notes.\(dead).0A1B2C3D.tmp", out + "/.x.\(dead).NOTHEX!!.tmp",
    ]
    for path in leftovers + kept { _ = FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)) }
    let result = try CLI.run(["render", w.fixture, "--scale", "1", "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    for path in leftovers { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
    for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
  }
}
