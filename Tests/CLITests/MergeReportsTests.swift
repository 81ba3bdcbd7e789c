import Catalog
import Foundation
import Golden
import Pipeline
import TestSupport
import Testing

/// `merge-reports`: the catalog checked in two shards and merged says what one unsharded check
/// says (totals, failures, JUnit, exit code); a missing or duplicated shard is an error.
@Suite struct MergeReportsTests {
  /// A copy of the goldens with two broken (one in each shard of two: shards deal whole
  /// variants), checked as shard 1/2, 2/2 and whole, all into the same artifacts folder.
  struct Runs {
    var dir: String
    var goldens: String
    static let first = "fiori/chip/single-selection/selected@2x"
    /// A Fiori chip @3x in the other shard than `first`.
    var second = ""
    var broken: [String] { [Self.first, second].sorted() }
    var shards: [String] { [1, 2].map { "\(dir)/shard-\($0)/results.json" } }
    var whole: String { dir + "/whole.json" }
    var wholeStatus: Int32 = -1

    init() throws {
      (dir, goldens) = try ResultsSchema.copyOfGoldens()
      let plan = try GoldenPlan.make(
        catalog: try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory]), scales: [1, 2, 3],
        filter: ImageFilter(), shard: Shard(index: 1, count: 2)!, store: GoldenStore(root: goldens),
        staleScope: .everything)
      let inFirstShard = Set(plan.images.map(\.name))
      let all = try GoldenPlan.make(
        catalog: try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory]), scales: [3],
        filter: ImageFilter(["fiori/chip/"]), shard: nil, store: GoldenStore(root: goldens), staleScope: .everything)
      second = try #require(
        all.images.map(\.name).sorted().first { inFirstShard.contains($0) != inFirstShard.contains(Self.first) })
      try ResultsSchema.paint(goldens + "/\(Self.first).png", x: 10, y: 5, width: 3, height: 2)
      try ResultsSchema.paint(goldens + "/\(second).png", x: 0, y: 0, width: 4, height: 4)
      for k in [1, 2] {
        let result = try CLI.run(
          [
            "check", "--shard", "\(k)/2", "--goldens", goldens, "--artifacts", dir + "/artifacts", "--json",
            shards[k - 1],
          ])
        #expect(result.status == 1 || result.status == 0, "\(result.stdout)\(result.stderr)")
      }
      let result = try CLI.run(
        [
          "check", "--goldens", goldens, "--artifacts", dir + "/artifacts", "--json", whole, "--junit",
          dir + "/whole.xml",
        ])
      #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
      wholeStatus = result.status
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }
  }

  @Test func twoShardsMergedMatchOneUnshardedCheck() throws {
    let runs = try Runs()
    defer { runs.remove() }
    let shardFailures = try runs.shards.map {
      try ResultsSchema.images(try ResultsSchema.load($0)).filter { $0["status"] as? String != "passed" }.count
    }
    #expect(shardFailures.sorted() == [1, 1], "one broken golden in each shard")

    let merged = runs.dir + "/merged.json"
    // Merged from the folder holding the shards' artifacts: a results file's artifacts are read
    // only inside the project (the current folder here, which has no specsheet.yaml or .git).
    let result = try CLI.run(
      ["merge-reports"] + runs.shards + [
        "--report", runs.dir + "/report", "--junit", runs.dir + "/merged.xml", "--json", merged,
      ], in: runs.dir)
    #expect(result.status == runs.wholeStatus, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("(merged 2 shards)"))
    #expect(result.stdout.contains("CHANGED fiori/chip/single-selection/selected@2x: 6 px"))
    try ResultsSchema.expectValid(runs.shards + [runs.whole, merged])

    let whole = try ResultsSchema.load(runs.whole)
    let mergedDocument = try ResultsSchema.load(merged)
    #expect(mergedDocument["mergedShards"] as? Int == 2)
    #expect(mergedDocument["exitCode"] as? Int == whole["exitCode"] as? Int)
    // The same totals but the time, and the same record per image but its own timing.
    func withoutTime(_ totals: Any?) -> NSDictionary? {
      var totals = totals as? [String: Any]
      totals?["seconds"] = nil
      return totals.map { $0 as NSDictionary }
    }
    #expect(withoutTime(mergedDocument["totals"]) == withoutTime(whole["totals"]))
    func records(_ document: [String: Any]) throws -> [NSDictionary] {
      try ResultsSchema.images(document).map {
        var image = $0
        image["seconds"] = nil
        return image as NSDictionary
      }
    }
    let mergedRecords = try records(mergedDocument)
    let wholeRecords = try records(whole)
    #expect(mergedRecords.count == wholeRecords.count)
    for (a, b) in zip(mergedRecords, wholeRecords) where a != b { Issue.record("merged \(a)\nwhole \(b)") }
    let failures = mergedRecords.filter { $0["status"] as? String != "passed" }.map { $0["name"] as? String }
    #expect(failures == runs.broken)

    // JUnit: the same test cases and failures, word for word but the timing (the messages name
    // the shared artifacts folder).
    let junit = try String(contentsOfFile: runs.dir + "/merged.xml", encoding: .utf8)
    let wholeJUnit = try String(contentsOfFile: runs.dir + "/whole.xml", encoding: .utf8)
    #expect(JUnitSchemaTests.withoutTiming(junit) == JUnitSchemaTests.withoutTiming(wholeJUnit))
    // The report shows both failures with the shards' actual and diff images.
    let html = try String(contentsOfFile: runs.dir + "/report/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: #"<article class="failure""#).count - 1 == 2)
    for name in runs.broken {
      for kind in ["golden", "actual", "diff"] {
        let image = runs.dir + "/report/images/\(name).\(kind).png"
        #expect(FileManager.default.fileExists(atPath: image), "\(image)")
      }
    }
  }

  @Test func aMissingOrDuplicatedShardIsAnError() throws {
    let runs = try Runs()
    defer { runs.remove() }
    let missing = try CLI.run(["merge-reports", runs.shards[0], "--json", runs.dir + "/merged.json"], in: runs.dir)
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("error: shard 2/2 missing: got 1/2 (\(runs.shards[0]))"), "\(missing.stderr)")
    let twice = try CLI.run(
      ["merge-reports", runs.shards[0], runs.shards[1], runs.shards[0], "--json", runs.dir + "/merged.json"],
      in: runs.dir)
    #expect(twice.status == 64)
    #expect(
      twice.stderr.contains("error: shard 1/2 given twice: \(runs.shards[0]) and \(runs.shards[0])"), "\(twice.stderr)")
    // An unsharded run's results are not a shard's.
    let whole = try CLI.run(["merge-reports", runs.whole, "--json", runs.dir + "/merged.json"], in: runs.dir)
    #expect(whole.status == 65)
    #expect(whole.stderr.contains("\(runs.whole): not a shard's results"), "\(whole.stderr)")
    #expect(!FileManager.default.fileExists(atPath: runs.dir + "/merged.json"), "nothing is written on an error")
  }

  /// CI jobs each upload `results.json` and `artifacts/` from their checkout; the merging job
  /// downloads them into `downloads/shard-K/`: the artifacts are found beside their results.
  @Test func artifactsDownloadedBesideTheirResultsAreFound() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let fm = FileManager.default
    try ResultsSchema.paint(w.golden("selected"), x: 0, y: 0, width: 2, height: 2)
    for k in [1, 2] {
      let job = w.dir + "/job-\(k)"
      try fm.createDirectory(atPath: job, withIntermediateDirectories: true)
      try fm.copyItem(atPath: w.fixture, toPath: job + "/chip.yaml")
      try fm.copyItem(atPath: w.goldens, toPath: job + "/goldens")
      let result = try CLI.run(
        [
          "check", "chip.yaml", "--scale", "1", "--shard", "\(k)/2", "--artifacts", "artifacts", "--json",
          "results.json",
        ],
        in: job)
      #expect(result.status == 0 || result.status == 1, "\(result.stdout)\(result.stderr)")
      try fm.createDirectory(atPath: w.dir + "/downloads/shard-\(k)", withIntermediateDirectories: true)
      for file in ["results.json", "artifacts"] where fm.fileExists(atPath: job + "/" + file) {
        try fm.moveItem(atPath: job + "/" + file, toPath: w.dir + "/downloads/shard-\(k)/" + file)
      }
    }
    let shards = ["downloads/shard-1/results.json", "downloads/shard-2/results.json"]
    let result = try CLI.run(["merge-reports"] + shards + ["--report", "report", "--json", "merged.json"], in: w.dir)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(!result.stdout.contains("not here"), "\(result.stdout)")
    let images = try ResultsSchema.images(try ResultsSchema.load(w.dir + "/merged.json"))
    let failed = try #require(images.first { $0["status"] as? String == "changed" })
    let files = try #require(failed["files"] as? [String: String])
    let shard = try #require(files["actual"]?.split(separator: "/").dropFirst().first)
    #expect(files["actual"] == "downloads/\(shard)/artifacts/fiori/chip/single-selection/selected@1x.actual.png")
    #expect(files["diff"] == "downloads/\(shard)/artifacts/fiori/chip/single-selection/selected@1x.diff.png")
    for kind in ["golden", "actual", "diff"] {
      #expect(
        fm.fileExists(atPath: w.dir + "/report/images/fiori/chip/single-selection/selected@1x.\(kind).png"), "\(kind)")
    }
    // An artifact that did not come along is said, and the report goes without it.
    try fm.removeItem(atPath: w.dir + "/" + files["diff"]!)
    let without = try CLI.run(["merge-reports"] + shards + ["--report", "report"], in: w.dir)
    #expect(without.status == 1)
    // (named as its results name it: found neither here nor beside them)
    #expect(
      without.stdout.contains(
        "note: 1 artifact file is not here (first: artifacts/fiori/chip/single-selection/selected@1x.diff.png)"),
      "\(without.stdout)")
    #expect(!fm.fileExists(atPath: w.dir + "/report/images/fiori/chip/single-selection/selected@1x.diff.png"))
  }
}
