import Foundation
import Testing

/// `merge-reports`: the catalog checked in two shards and merged says what one unsharded check
/// says (totals, failures, JUnit, exit code); a missing or duplicated shard is an error.
@Suite struct MergeReportsTests {
  /// A copy of the goldens with two broken (one in each shard of two, dealt by sorted path),
  /// checked as shard 1/2, 2/2 and whole, all into the same artifacts folder.
  struct Runs {
    var dir: String
    var goldens: String
    var shards: [String] { [1, 2].map { "\(dir)/shard-\($0)/results.json" } }
    var whole: String { dir + "/whole.json" }
    var wholeStatus: Int32 = -1

    init() throws {
      (dir, goldens) = try ResultsSchema.copyOfGoldens()
      let chips = goldens + "/fiori/chip/single-selection"
      try ResultsSchema.paint(chips + "/selected@2x.png", x: 10, y: 5, width: 3, height: 2)
      try ResultsSchema.paint(chips + "/selected@3x.png", x: 0, y: 0, width: 4, height: 4)
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
    let result = try CLI.run(
      ["merge-reports"] + runs.shards + [
        "--report", runs.dir + "/report", "--junit", runs.dir + "/merged.xml", "--json", merged,
      ])
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
    #expect(failures == ["fiori/chip/single-selection/selected@2x", "fiori/chip/single-selection/selected@3x"])

    // JUnit: the same test cases and failures, word for word (the messages name the shared
    // artifacts folder).
    let junit = try String(contentsOfFile: runs.dir + "/merged.xml", encoding: .utf8)
    #expect(junit == (try String(contentsOfFile: runs.dir + "/whole.xml", encoding: .utf8)))
    // The report shows both failures with the shards' actual and diff images.
    let html = try String(contentsOfFile: runs.dir + "/report/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: #"<article class="failure""#).count - 1 == 2)
    for scale in [2, 3] {
      for kind in ["golden", "actual", "diff"] {
        let image = runs.dir + "/report/images/fiori/chip/single-selection/selected@\(scale)x.\(kind).png"
        #expect(FileManager.default.fileExists(atPath: image), "\(image)")
      }
    }
  }

  @Test func aMissingOrDuplicatedShardIsAnError() throws {
    let runs = try Runs()
    defer { runs.remove() }
    let missing = try CLI.run(["merge-reports", runs.shards[0], "--json", runs.dir + "/merged.json"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("error: shard 2/2 missing: got 1/2 (\(runs.shards[0]))"), "\(missing.stderr)")
    let twice = try CLI.run([
      "merge-reports", runs.shards[0], runs.shards[1], runs.shards[0], "--json", runs.dir + "/merged.json",
    ])
    #expect(twice.status == 64)
    #expect(
      twice.stderr.contains("error: shard 1/2 given twice: \(runs.shards[0]) and \(runs.shards[0])"), "\(twice.stderr)")
    // An unsharded run's results are not a shard's.
    let whole = try CLI.run(["merge-reports", runs.whole, "--json", runs.dir + "/merged.json"])
    #expect(whole.status == 65)
    #expect(whole.stderr.contains("\(runs.whole): not a shard's results"), "\(whole.stderr)")
    #expect(!FileManager.default.fileExists(atPath: runs.dir + "/merged.json"), "nothing is written on an error")
  }
}
