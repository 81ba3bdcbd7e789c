import Catalog
import ComponentKit
import Foundation
import Graphics
import Project
import Testing

/// Issue 35, rows 16 and 17: a fixture is read with a cap and never echoed. A 1 MiB fixture of NULs
/// made the YAML error quote (and escape, for a minute) the whole line; a 6 MB fixture took 651 MB.
@Suite struct FixtureInputCapTests {
  let folder: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-cap-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  @Test func aReaderErrorNamesThePlaceAndCharacterNotTheText() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for filler: UInt8 in [0x00, 0x01, 0x1B] {
      let path = folder + "/nul-\(filler).yaml"
      let head = Array("system: material\ncomponent: chip\nvariants: ".utf8)
      FileManager.default.createFile(
        atPath: path, contents: Data(head + [UInt8](repeating: filler, count: InputLimits.fixtureBytes - 64)))
      let error = try #require(throws: FixtureError.self) { try Fixture.load(path: path) }
      #expect(error.line == 3 && error.column == 11, "\(error)")
      #expect(error.message == "YAML: control characters are not allowed (U+\(String(format: "%04X", filler)))")
      #expect(error.description.count < 300)
    }
  }

  @Test func anOversizeFixtureIsRefusedBeforeParsing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/big.yaml"
    let padding = String(repeating: "# padding\n", count: InputLimits.fixtureBytes / 10 + 1)
    try ("system: material\ncomponent: chip\n" + padding).write(toFile: path, atomically: true, encoding: .utf8)
    let error = try #require(throws: FixtureError.self) { try Fixture.load(path: path) }
    #expect(error.description == "\(path): the file is over 1 MiB, the cap for this kind of input")
  }

  @Test func aFIFOOrFolderAsAFixtureIsRefusedWithoutHanging() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe.yaml"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, kind) in [(fifo, "a FIFO"), ("/dev/zero", "a device"), (folder, "a folder")] {
      let error = try #require(throws: FixtureError.self) { try Fixture.load(path: path) }
      #expect(error.message.contains("not a regular file (\(kind))"), "\(error)")
    }
  }

  /// The audit baseline lives in the goldens folder, which a pull request may change.
  @Test func anOversizeOrSpecialBaselineIsOneLine() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let big = folder + "/audit-baseline.yaml"
    try ("accepted: []\n#" + String(repeating: "x", count: InputLimits.baselineBytes)).write(
      toFile: big, atomically: true, encoding: .utf8)
    let error = try #require(throws: FixtureError.self) { try AuditBaseline.load(path: big) }
    #expect(error.message == "the file is over 4 MiB, the cap for this kind of input")
    let fifo = folder + "/fifo.yaml"
    #expect(mkfifo(fifo, 0o600) == 0)
    let special = try #require(throws: FixtureError.self) { try AuditBaseline.load(path: fifo) }
    #expect(special.message.contains("not a regular file (a FIFO)"), "\(special)")
  }
}
