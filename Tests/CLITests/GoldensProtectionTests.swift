import Foundation
import Testing

/// Only `record` writes goldens: every other output pointing into the goldens folder, however
/// spelled (relative, `..`, a symbolic link), is a usage error that writes nothing.
@Suite struct GoldensProtectionTests {
  /// Every file and folder under `folder` with the bytes of the files.
  func snapshot(_ folder: String) -> [String: Data?] {
    var entries: [String: Data?] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: folder)
      ?? FileManager.DirectoryEnumerator()
    {
      entries[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
    }
    return entries
  }

  @Test func outputsInsideTheGoldensFolderAreRefusedAndWriteNothing() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: w.dir + "/link", withDestinationPath: "goldens")
    try fm.createSymbolicLink(atPath: w.dir + "/dangling", withDestinationPath: "goldens/not-yet")
    try fm.createDirectory(atPath: w.dir + "/elsewhere", withIntermediateDirectories: true)
    let before = snapshot(w.dir)
    let goldens = snapshot(w.goldens)
    #expect(before["goldens/manifest.json"] != nil, "the workspace has goldens to protect")

    // render, sheet and diff have no --goldens: theirs is ./goldens, so they run in w.dir.
    let golden = w.golden("selected")
    let refused: [[String]] = [
      ["render", w.fixture, "--scale", "1", "--out", "goldens"],
      ["render", w.fixture, "--scale", "1", "--out", "goldens/sub"],
      ["render", w.fixture, "--scale", "1", "--out", w.goldens + "/"],
      ["render", w.fixture, "--scale", "1", "--out", "link"],
      ["render", w.fixture, "--scale", "1", "--out", "link/sub/deeper"],
      ["render", w.fixture, "--scale", "1", "--out", "dangling"],
      ["render", w.fixture, "--scale", "1", "--out", "elsewhere/../goldens"],
      ["render", w.fixture, "--scale", "1", "--out", "not-there/../goldens/x"],
      ["render", w.fixture, "--scale", "1", "--out", "./elsewhere/../link/./fiori"],
      ["sheet", w.fixture, "--format", "png", "--out", "goldens/sheets"],
      ["sheet", w.fixture, "--format", "png", "--out", "link"],
      ["diff", golden, golden, "--out", "goldens/fiori/d.png"],
      ["diff", golden, golden, "--out", "link/d.png"],
      ["render", w.fixture, "--scale", "1", "--out", "elsewhere/out", "--json", "goldens/results.json"],
      ["audit", w.fixture, "--scale", "1", "--json", "link/results.json"],
      ["merge-reports", "shard-1.json", "shard-2.json", "--json", "goldens/results.json"],
      ["merge-reports", "shard-1.json", "shard-2.json", "--report", "link/report"],
    ]
    for arguments in refused {
      let result = try CLI.run(arguments, in: w.dir)
      #expect(result.status == 64, "\(arguments): \(result.stdout)\(result.stderr)")
      #expect(
        result.stderr.contains("is inside the goldens folder goldens; only record writes goldens"),
        "\(arguments): \(result.stderr)")
    }
    // check names its goldens folder; either spelling of it protects the other.
    let checks: [[String]] = [
      ["--goldens", w.goldens, "--artifacts", w.goldens],
      ["--goldens", w.goldens, "--artifacts", w.dir + "/link/failures"],
      ["--goldens", w.dir + "/link", "--artifacts", w.goldens + "/failures"],
      ["--goldens", w.goldens, "--report", w.dir + "/elsewhere/../goldens/report"],
      ["--goldens", w.goldens, "--junit", w.goldens + "/fiori/junit.xml"],
      ["--goldens", w.dir + "/elsewhere/../link", "--junit", w.dir + "/goldens/manifest.json"],
      ["--goldens", w.goldens, "--json", w.dir + "/link/results.json"],
    ]
    for extra in checks {
      let result = try CLI.run(["check", w.fixture, "--scale", "1"] + extra)
      #expect(result.status == 64, "\(extra): \(result.stdout)\(result.stderr)")
      #expect(result.stderr.contains("is inside the goldens folder"), "\(extra): \(result.stderr)")
    }
    #expect(snapshot(w.dir) == before, "nothing was written, not even a folder")

    // Neighbours are fine: a name that merely starts with "goldens", a sibling folder.
    let neighbour = try CLI.run(["render", w.fixture, "--scale", "1", "--out", "goldens-new"], in: w.dir)
    #expect(neighbour.status == 0, "\(neighbour.stderr)")
    #expect(fm.fileExists(atPath: w.dir + "/goldens-new/manifest.json"))
    let check = try CLI.run([
      "check", w.fixture, "--scale", "1", "--goldens", w.dir + "/link", "--junit", w.dir + "/elsewhere/junit.xml",
    ])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(snapshot(w.goldens) == goldens)
  }
}
