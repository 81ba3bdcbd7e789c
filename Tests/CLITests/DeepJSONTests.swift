import Foundation
import TestSupport
import Testing

/// Issue 35, rows 18 and 26: JSON from a pull request nested deeper than anything specsheet writes
/// (216 KB of brackets, 100,000 deep) is refused with one line and exit 65, or noted, never a stack
/// overflow (`check` once died with SIGSEGV on such a goldens manifest).
@Suite struct DeepJSONTests {
  static let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

  @Test func aDeepGoldensManifestIsNotedByCheck() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let intact = try w.check()
    for manifest in [
      #"{"images": [{"path": "x", "frames": \#(Self.deep)}]}"#, #"{"images": [], "sheets": \#(Self.deep)}"#,
      #"{"images": \#(Self.deep)}"#, Self.deep,
    ] {
      try manifest.write(toFile: w.goldens + "/manifest.json", atomically: true, encoding: .utf8)
      // The pixels still pass: only the parts' frames are unknown, which the note says.
      let check = try w.check()
      #expect(check.status == intact.status, "\(check.stderr)")
      let note = check.stdout.split(separator: "\n").filter { $0.contains("manifest.json: values") }
      #expect(note.count == 1 && note[0].contains("values nested more than 128 deep"), "\(check.stdout)")
    }
  }

  @Test func aDeepShardResultsFileIsRefusedByMergeReports() throws {
    let dir = try temporaryFolder("deep-results")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (i, body) in [
      #"{"format": "specsheet-results", "version": 1, "images": \#(Self.deep)}"#,
      #"{"x": \#(Self.deep), "format": "specsheet-results"}"#, Self.deep,
    ].enumerated() {
      let path = dir + "/shard-\(i).json"
      try body.write(toFile: path, atomically: true, encoding: .utf8)
      let result = try CLI.run(["merge-reports", path], in: dir)
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.contains("values nested more than 128 deep"), "\(result.stderr)")
    }
  }

  @Test func aDeepForeignFileAtJSONIsRefusedAsForeign() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let path = w.dir + "/results.json"
    try #"{"format": "specsheet-other", "x": \#(Self.deep)}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try w.check(nil, ["--json", path])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("it exists and is not specsheet results"), "\(result.stderr)")
  }
}
