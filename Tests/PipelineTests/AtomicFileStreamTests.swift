import Foundation
import Pipeline
import Testing

/// `AtomicFile.write(to:_:)` and `AtomicFileWriter`: pieces written in order into a temporary
/// file renamed into place; a failure part-way (a writer never committed) leaves the old file and
/// no temporary file.
@Suite struct AtomicFileStreamTests {
  @Test func piecesLandInOrderAndAFailureLeavesTheOldFile() throws {
    let folder = NSTemporaryDirectory() + "atomic-stream-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/nested/manifest.json"
    try AtomicFile.write(to: path) { piece in
      try piece(Array("one ".utf8))
      try piece([])
      try piece(Array("two".utf8))
    }
    #expect(FileManager.default.contents(atPath: path) == Data("one two".utf8))

    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try AtomicFile.write(to: path) { piece in
        try piece(Array("half".utf8))
        throw Stop()
      }
    }
    #expect(FileManager.default.contents(atPath: path) == Data("one two".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/nested") == ["manifest.json"])
  }

  @Test func aWriterReplacesOnlyWhenCommitted() throws {
    let folder = NSTemporaryDirectory() + "atomic-writer-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/results.json"
    // More than one 256 KB gathering, so some pieces reach the file before the commit.
    let big = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
    var writer = try AtomicFileWriter(path: path)
    try writer.write("start ")
    try writer.write(big)
    #expect(!FileManager.default.fileExists(atPath: path))
    try writer.commit()
    #expect(FileManager.default.contents(atPath: path) == Data(Array("start ".utf8) + big))

    do {
      var abandoned = try AtomicFileWriter(path: path)
      try abandoned.write(big)
      try abandoned.write("never committed")
    }
    #expect(FileManager.default.contents(atPath: path) == Data(Array("start ".utf8) + big))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["results.json"])
  }
}
