import Foundation
import TestSupport
import Testing

/// Issue 35, row 12: a shard's results may come from someone else's job. The pictures they name
/// are copied into the published report, so a name that leads out of the project (absolute, `..`,
/// a symbolic link) stops the merge with one line instead of publishing that file.
@Suite struct MergeReportsTrustTests {
  @Test func anArtifactOutsideTheProjectIsRefused() throws {
    let w = try GoldenCommandTests.Workspace()
    let outside = try temporaryFolder("merge-secret")
    defer {
      w.remove()
      try? FileManager.default.removeItem(atPath: outside)
    }
    let fm = FileManager.default
    let secret = outside + "/id_rsa"
    try "-----BEGIN PRIVATE KEY----- not for the report".write(toFile: secret, atomically: true, encoding: .utf8)
    try fm.createSymbolicLink(atPath: w.dir + "/innocent.png", withDestinationPath: secret)
    try ResultsSchema.paint(w.golden("selected"), x: 0, y: 0, width: 2, height: 2)
    for k in [1, 2] {
      let result = try CLI.run(
        [
          "check", "chip.yaml", "--scale", "1", "--shard", "\(k)/2", "--artifacts", "shard-\(k)/artifacts", "--json",
          "shard-\(k)/results.json",
        ],
        in: w.dir)
      #expect(result.status == 0 || result.status == 1, "\(result.stdout)\(result.stderr)")
    }
    let originals = try [1, 2].map { try Data(contentsOf: URL(fileURLWithPath: w.dir + "/shard-\($0)/results.json")) }
    let relative = "../" + (outside as NSString).lastPathComponent + "/id_rsa"
    for (key, hostile) in [("actual", secret), ("diff", relative), ("actual", "innocent.png"), ("diff", "/etc/passwd")]
    {
      for k in [1, 2] { try originals[k - 1].write(to: URL(fileURLWithPath: w.dir + "/shard-\(k)/results.json")) }
      let shard = try rewriteFailure(in: w.dir, key: key, to: hostile)
      defer { try? fm.removeItem(atPath: w.dir + "/report") }
      let result = try CLI.run(
        ["merge-reports", "shard-1/results.json", "shard-2/results.json", "--report", "report"], in: w.dir)
      #expect(result.status == 65, "\(hostile): \(result.stdout)\(result.stderr)")
      #expect(
        result.stderr.hasPrefix("error: \(shard): images[")
          && result.stderr.contains("].files.\(key): outside the project"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      let published = files(under: w.dir + "/report").values
      #expect(!published.contains { String(decoding: $0, as: UTF8.self).contains("PRIVATE KEY") })
      #expect(!published.contains { String(decoding: $0, as: UTF8.self).contains("root:x:0:0") })
    }
  }

  /// Points the failing image's `files.<key>` at `path` in whichever shard holds it; returns
  /// that shard's results file.
  func rewriteFailure(in dir: String, key: String, to path: String) throws -> String {
    for k in [1, 2] {
      let file = "shard-\(k)/results.json"
      var document = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/" + file)))
          as? [String: Any])
      var images = try #require(document["images"] as? [[String: Any]])
      guard let i = images.firstIndex(where: { $0["status"] as? String == "changed" }) else { continue }
      var files = images[i]["files"] as? [String: Any] ?? [:]
      files[key] = path
      images[i]["files"] = files
      document["images"] = images
      try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: dir + "/" + file))
      return file
    }
    throw CocoaError(.fileNoSuchFile)
  }
}
