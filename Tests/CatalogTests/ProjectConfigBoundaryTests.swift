import Catalog
import ComponentKit
import Foundation
import Graphics
import Project
import Testing

/// Issue 35, rows 3 and 17: `specsheet.yaml` may come from someone else's pull request. Every path
/// it names stays inside the project, however spelled (`goldens: ../x` made `prune` delete PNGs
/// outside it), and the file, like a fixture, has a size cap.
@Suite struct ProjectConfigBoundaryTests {
  let root: String

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-bound-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/project/in", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/project/out", withDestinationPath: root + "/outside")
  }

  func parse(_ yaml: String) throws -> ProjectConfig {
    try ProjectConfig.parse(yaml, file: root + "/project/specsheet.yaml")
  }

  @Test(arguments: [
    "goldens: ..", "goldens: ../x", "goldens: /tmp", "goldens: in/../../outside", "goldens: out",
    "goldens: out/new/folder", "fixtures: [in, ../outside/a.yaml]", "tokens: /etc/passwd", "report: ../report",
    "junit: out/junit.xml", "json: /proc/self/environ", "artifacts: in/../..", "goldens: in/not-yet/../../..",
  ])
  func everyWayOutOfTheProjectIsRefused(line: String) throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let error = try #require(throws: FixtureError.self) { try parse(line + "\n") }
    #expect(error.line == 1, "\(error)")
    #expect(error.message.contains("is outside the project"), "\(error)")
  }

  @Test func pathsInsideTheProjectAreKeptHoweverSpelled() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let config = try parse("goldens: .\nreport: in/./../in/new\njson: \(root)/project/in/r.json\n")
    #expect(config.goldens == root + "/project/.")
    #expect(config.report == root + "/project/in/./../in/new")
    #expect(config.json == root + "/project/in/r.json")
  }

  @Test func anOversizeOrSpecialConfigIsOneLine() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let big = root + "/project/specsheet.yaml"
    try ("# " + String(repeating: "x", count: InputLimits.configBytes)).write(
      toFile: big, atomically: true, encoding: .utf8)
    let error = try #require(throws: FixtureError.self) { try ProjectConfig.load(path: big) }
    #expect(error.message == "the file is over 256 KiB, the cap for this kind of input", "\(error)")
    let fifo = root + "/project/in/specsheet.yaml"
    #expect(mkfifo(fifo, 0o600) == 0)
    let special = try #require(throws: FixtureError.self) { try ProjectConfig.load(path: fifo) }
    #expect(special.message.contains("not a regular file (a FIFO)"), "\(special)")
  }
}
