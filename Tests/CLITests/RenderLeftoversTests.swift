import Foundation
import Testing

/// A run killed with SIGKILL leaves its hidden temporary files beside names it had listed; the
/// next run into the same folder removes them, and only them: a file merely named like one
/// (`.draft.99999.abcdef12.tmp`) is the user's.
@Suite struct RenderLeftoversTests {
  /// The id of a process that has ended.
  static func deadProcessID() throws -> Int32 {
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
    // A killed run listed these names before making their temporary files.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(
      "fiori/chip/single-selection/selected@1x.png\nmanifest.json\nfiori/chip/single-selection/gone@2x.png\n".utf8
    )
    .write(to: URL(fileURLWithPath: out + "/.specsheet-files"))
    let dead = try Self.deadProcessID()
    // As a killed run leaves them: `.<name>.<pid>.<8 hex digits>.tmp` beside each target.
    let leftovers = [
      folder + "/.selected@1x.png.\(dead).0A1B2C3D.tmp", out + "/.manifest.json.\(dead).DEADBEEF.tmp",
      folder + "/.gone@2x.png.\(dead).12345678.tmp", out + "/..specsheet-files.\(dead).00000001.tmp",
    ]
    // Not ours to remove: a live process's (a run writing now), names of other shapes, and
    // temporaries of names no list names.
    let kept = [
      folder + "/.selected@1x.png.\(getpid()).0A1B2C3D.tmp", out + "/.notes.tmp", out + "/.x.\(dead).tmp",
      out + "/notes.\(dead).0A1B2C3D.tmp", out + "/.x.\(dead).NOTHEX!!.tmp",
      folder + "/.unselected@1x.png.\(dead).0A1B2C3D.tmp",
    ]
    for path in leftovers + kept { _ = FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)) }
    let result = try CLI.run(["render", w.fixture, "--scale", "1", "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    for path in leftovers { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
    for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
  }

  /// Issue 35, row 23: a user's `out/.draft.99999.abcdef12.tmp` was deleted by `render` (the
  /// name's shape, not the list, decided). Kept now, in a folder with a list and without, at
  /// the top and in a subfolder, for `render` and `sheet`.
  @Test func aUsersFileShapedLikeATemporaryIsKept() throws {
    let w = try GoldenCommandTests.Workspace(recorded: false)
    defer { w.remove() }
    let dead = try Self.deadProcessID()
    let out = w.dir + "/out"
    let nested = out + "/fiori/chip/single-selection"
    try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
    let drafts = [
      out + "/.draft.\(dead).abcdef12.tmp", out + "/.draft.99999.abcdef12.tmp", nested + "/.notes.\(dead).00000000.tmp",
    ]
    for path in drafts { _ = FileManager.default.createFile(atPath: path, contents: Data("my draft".utf8)) }
    for run in 0..<2 {
      #expect(try CLI.run(["render", w.fixture, "--scale", "1", "--out", out]).status == 0)
      for path in drafts { #expect(FileManager.default.fileExists(atPath: path), "run \(run): \(path)") }
    }
    let sheets = w.dir + "/sheets"
    try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
    let draft = sheets + "/.chip.txt.draft.\(dead).abcdef12.tmp"
    _ = FileManager.default.createFile(atPath: draft, contents: Data("my draft".utf8))
    for _ in 0..<2 { #expect(try CLI.run(["sheet", w.fixture, "--out", sheets, "--format", "txt"]).status == 0) }
    #expect(FileManager.default.fileExists(atPath: draft))
  }
}
