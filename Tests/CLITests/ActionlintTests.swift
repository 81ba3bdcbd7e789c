import Foundation
import TestSupport
import Testing

/// Issue 36: actionlint (installed into .build/python by scripts/install-deps.sh) passes the GitHub
/// workflow of docs/ci/, in `make test`, and does find a mistake in it: a linter that checks
/// nothing would pass too.
@Suite struct ActionlintTests {
  static let actionlint = packageRoot + "/.build/python/bin/actionlint"

  func lint(_ file: String) throws -> ProcessResult {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.actionlint),
      "\(Self.actionlint) is missing: run scripts/install-deps.sh (make deps) to install actionlint")
    return try runProcess(URL(fileURLWithPath: Self.actionlint), ["-no-color", file])
  }

  @Test func theGitHubWorkflowPassesActionlint() throws {
    let result = try lint("docs/ci/github-actions.yml")
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test func actionlintFindsAMistakeInTheWorkflow() throws {
    let dir = try temporaryFolder("specsheet-actionlint")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let text = try String(contentsOfFile: packageRoot + "/docs/ci/github-actions.yml", encoding: .utf8)
    let broken = text.replacingOccurrences(of: "${{ matrix.shard }} ${{", with: "${{ matrix.shards }} ${{")
    #expect(broken != text)
    try broken.write(toFile: dir + "/goldens.yml", atomically: true, encoding: .utf8)
    let result = try lint(dir + "/goldens.yml")
    #expect(result.status == 1)
    #expect(result.stdout.contains("property \"shards\" is not defined"), "\(result.stdout)")
  }
}
