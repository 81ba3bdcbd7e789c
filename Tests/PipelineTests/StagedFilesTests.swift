import Foundation
import Pipeline
import TestSupport
import Testing

/// Staged files become visible together at commit, whole, with no temporary file left behind;
/// durable or not (a render's output folder is not synced).
@Suite struct StagedFilesTests {
  @Test(arguments: [true, false])
  func committedFilesAppearWholeAndNoTemporaryRemains(durable: Bool) throws {
    let dir = try temporaryFolder("specsheet-staged")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "old".write(toFile: dir + "/a.txt", atomically: true, encoding: .utf8)
    let staging = StagedFiles(unchanged: "no file was written", durable: durable)
    try staging.stage(Array("new a".utf8), at: dir + "/a.txt")
    try staging.stage(Array("new b".utf8), at: dir + "/sub/b.txt")
    // Before the commit the targets are as they were.
    #expect(try String(contentsOfFile: dir + "/a.txt", encoding: .utf8) == "old")
    #expect(!FileManager.default.fileExists(atPath: dir + "/sub/b.txt"))
    try staging.commit()
    #expect(try String(contentsOfFile: dir + "/a.txt", encoding: .utf8) == "new a")
    #expect(try String(contentsOfFile: dir + "/sub/b.txt", encoding: .utf8) == "new b")
    let left = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
    #expect(left.isEmpty, "\(left)")
  }
}
