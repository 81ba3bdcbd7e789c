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
    // Its first megabyte only (specsheet's own results name their format within the first few
    // kilobytes, however large the file: a check of 100x the catalog writes 68 MB).
    #expect(OwnedOutputs.head(of: giant, .results)?.count == 1 << 20, "a bounded head")
    #expect(OwnedOutputs.head(of: giant, .diffPicture)?.count == 1024)
    #expect(throws: (any Error).self) { try OwnedOutputs.checkReplaceable(giant, as: .results) }

    let small = dir + "/small.json"
    try Data(#"{"format": "specsheet-results"}"#.utf8).write(to: URL(fileURLWithPath: small))
    #expect(OwnedOutputs.head(of: small, .results) == Data(#"{"format": "specsheet-results"}"#.utf8))
    try OwnedOutputs.checkReplaceable(small, as: .results)
  }
}

/// Issue 35, rows 15 and 17: an output path that is a pipe or device is refused without reading
/// it (it hung), and a foreign JSON file is judged by one pass over its bytes, not parsed whole.
@Suite struct OwnedOutputsSpecialFileTests {
  @Test func aPipeOrDeviceAtAnOutputIsRefusedWithoutReading() throws {
    let dir = try temporaryFolder("owned-fifo")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fifo = dir + "/junit.xml"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, kind) in [(fifo, OwnedOutputs.Kind.junit), (fifo, .results), ("/dev/null", .junit)] {
      #expect(OwnedOutputs.head(of: path, kind) == nil)
      #expect(throws: (any Error).self) { try OwnedOutputs.checkReplaceable(path, as: kind) }
    }
  }

  @Test func theFormatIsFoundAtTheTopLevelOnly() {
    func format(_ text: String) -> String? { TopLevelJSON.string(named: "format", in: Data(text.utf8)) }
    #expect(format(#"{"images": [{"format": "x"}], "format": "specsheet-results"}"#) == "specsheet-results")
    #expect(format(#"{"a": {"format": "specsheet-results"}}"#) == nil)
    #expect(format(#"{"a": "format", "b": "\"format\": \"specsheet-results\""}"#) == nil)
    #expect(format(#"["format", "specsheet-results"]"#) == nil)
    #expect(format(#"{"format": "spec\"sheet"}"#) == nil)
    #expect(format(String(repeating: "[", count: 100_000)) == nil)
  }
}
