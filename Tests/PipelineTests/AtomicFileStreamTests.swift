import Foundation
import Pipeline
import Testing

/// `AtomicFile.write(to:_:)`: pieces written in order into a temporary file renamed into place;
/// a failure part-way leaves the old file and no temporary file.
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
}
