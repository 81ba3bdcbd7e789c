import Foundation
import TestSupport
import Testing

/// Issue 36, "shards that know their run": a shard's results name the CI run, the project's
/// commit and the goldens' fingerprint, and `merge-reports` refuses a shard from another run,
/// commit or goldens (exit 65, one line naming both files), as it refuses a missing or
/// duplicated shard (exit 64). At dc9fc0b a stale shard was merged as this run's.
@Suite struct ShardRunIdentityTests {
  /// The small chip fixture checked as shard 1/2 and 2/2 (all passing).
  struct Shards {
    let workspace: GoldenCommandTests.Workspace
    var files: [String] { [1, 2].map { workspace.dir + "/shard-\($0).json" } }

    init(runIds: [String?] = ["42", "42"], environments: [[String: String]] = [[:], [:]]) throws {
      workspace = try GoldenCommandTests.Workspace()
      for k in [1, 2] {
        let id = runIds[k - 1].map { ["--run-id", $0] } ?? []
        let result = try CLI.run(
          ["check", workspace.fixture, "--goldens", workspace.goldens, "--scale", "1", "--shard", "\(k)/2"]
            + ["--artifacts", workspace.artifacts, "--json", files[k - 1]] + id,
          environment: ["GITHUB_RUN_ID": "", "CI_PIPELINE_ID": ""].merging(environments[k - 1]) { $1 })
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
      }
    }

    func merge(_ files: [String]? = nil) throws -> ProcessResult {
      try CLI.run(["merge-reports"] + (files ?? self.files) + ["--json", workspace.dir + "/merged.json"])
    }

    /// Rewrites one key of a shard's results, as a stale shard would have it.
    func edit(_ file: String, _ key: String, _ value: String) throws {
      var document = try ResultsSchema.load(file)
      document[key] = value
      try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
    }
  }

  @Test func shardResultsNameTheirRunCommitFingerprintAndShard() throws {
    let shards = try Shards()
    defer { shards.workspace.remove() }
    let document = try ResultsSchema.load(shards.files[1])
    #expect(document["runId"] as? String == "42")
    #expect((document["shard"] as? [String: Int]) == ["index": 2, "count": 2])
    // Run from the package, a git checkout: its commit, as `git rev-parse` says.
    let head = try runProcess(URL(fileURLWithPath: "/usr/bin/git"), ["rev-parse", "HEAD"], in: packageRoot)
    let commit = try #require(document["projectCommit"] as? String)
    #expect(commit.count == 12 && head.stdout.hasPrefix(commit), "\(commit) vs \(head.stdout)")
    #expect((document["goldensFingerprint"] as? String)?.isEmpty == false)
    try ResultsSchema.expectValid(shards.files)
    let merged = try shards.merge()
    #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
    #expect(try ResultsSchema.load(shards.workspace.dir + "/merged.json")["runId"] as? String == "42")
  }

  @Test func aShardOfAnotherRunIdIsRefused() throws {
    let shards = try Shards(runIds: ["42", "41"])
    defer { shards.workspace.remove() }
    let result = try shards.merge()
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stderr.contains(
        "\(shards.files[0]) and \(shards.files[1]) come from different runs: their run ids differ (42 and 41)"),
      "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: shards.workspace.dir + "/merged.json"))
  }

  /// The run id defaults to GitHub's, else GitLab's: shards of two pipelines do not merge.
  @Test func theRunIdComesFromGitHubOrGitLab() throws {
    let shards = try Shards(runIds: [nil, nil], environments: [["GITHUB_RUN_ID": "9001"], ["CI_PIPELINE_ID": "77"]])
    defer { shards.workspace.remove() }
    #expect(try ResultsSchema.load(shards.files[0])["runId"] as? String == "9001")
    #expect(try ResultsSchema.load(shards.files[1])["runId"] as? String == "77")
    let result = try shards.merge()
    #expect(result.status == 65)
    #expect(result.stderr.contains("their run ids differ (9001 and 77)"), "\(result.stderr)")
  }

  /// A shard left from an earlier commit (a restored cache) or checked against other goldens.
  @Test(arguments: [
    ("projectCommit", "project commits"), ("goldensFingerprint", "goldens fingerprints"), ("runId", "run ids"),
  ])
  func aStaleShardIsRefused(key: String, what: String) throws {
    let shards = try Shards()
    defer { shards.workspace.remove() }
    try shards.edit(shards.files[0], key, "0123456789ab")
    let result = try shards.merge()
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stderr.contains("come from different runs: their \(what) differ (0123456789ab and "), "\(result.stderr)")
    // A value that is no id is not printed back.
    try shards.edit(shards.files[0], key, "\u{1b}[31mred")
    let hostile = try shards.merge()
    #expect(hostile.status == 65)
    #expect(hostile.stderr.contains("(not shown)") && !hostile.stderr.contains("red"), "\(hostile.stderr)")
  }

  @Test func aMissingOrDuplicateShardIsStillAUsageError() throws {
    let shards = try Shards()
    defer { shards.workspace.remove() }
    let missing = try shards.merge([shards.files[0]])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("shard 2/2 missing"), "\(missing.stderr)")
    let twice = try shards.merge([shards.files[0], shards.files[0]])
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("shard 1/2 given twice"), "\(twice.stderr)")
  }

  @Test func aRunIdThatIsNoIdIsAUsageError() throws {
    let workspace = try GoldenCommandTests.Workspace(recorded: false)
    defer { workspace.remove() }
    let result = try CLI.run(["check", workspace.fixture, "--run-id", "a b"])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("the run id"), "\(result.stderr)")
  }
}
