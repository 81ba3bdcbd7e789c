import Foundation
import TestSupport
import Testing

@testable import SpecsheetCLI

/// What `OwnedOutputs` reads of an existing output file to tell whether specsheet wrote it: a
/// bounded head, never a foreign giant whole.
@Suite struct OwnedOutputsHeadTests {
  @Test func aGiantFileIsNotReadAndAHeadIsBounded() throws {
    let dir = try temporaryFolder("owned-head")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let giant = dir + "/results.json"
    #expect(FileManager.default.createFile(atPath: giant, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: giant))
    try handle.truncate(atOffset: 600 << 20)  // sparse: no disk used
    try handle.close()
    #expect(OwnedOutputs.head(of: giant, .results) == nil, "larger than any results file")
    #expect(OwnedOutputs.head(of: giant, .diffPicture)?.count == 1024)
    #expect(throws: (any Error).self) { try OwnedOutputs.checkReplaceable(giant, as: .results) }

    let small = dir + "/small.json"
    try Data(#"{"format": "specsheet-results"}"#.utf8).write(to: URL(fileURLWithPath: small))
    #expect(OwnedOutputs.head(of: small, .results) == Data(#"{"format": "specsheet-results"}"#.utf8))
    try OwnedOutputs.checkReplaceable(small, as: .results)
  }
}
