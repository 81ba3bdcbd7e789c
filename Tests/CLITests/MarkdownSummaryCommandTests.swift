import Foundation
import TestSupport
import Testing

/// `--markdown FILE`: a check where every golden fails still gives a summary a pull request can
/// show (under GitHub's comment limit), naming the failures it shows and counting the rest.
@Suite struct MarkdownSummaryCommandTests {
  @Test func everyGoldenFailingStaysUnderTheCommentLimit() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let perturbed = try CLI.run(["bench", "perturb-goldens", "--out", dir + "/goldens"])
    #expect(perturbed.status == 0, "\(perturbed.stdout)\(perturbed.stderr)")
    let summary = dir + "/summary.md"
    let result = try CLI.run(
      [
        "check", "--goldens", dir + "/goldens", "--artifacts", dir + "/artifacts", "--markdown", summary,
        "--artifacts-url", "https://ci.example/run/7/artifacts", "--json", dir + "/results.json",
      ])
    #expect(result.status == 1, "\(result.stderr)")
    let text = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(text.utf8.count <= 65_000)
    #expect(text.hasPrefix("## ❌ specsheet check: 967 of 967 images fail"))
    // Every failing image is either shown (its state line names the scale) or counted as left out.
    let results = try ResultsSchema.load(dir + "/results.json")
    let failing = try ResultsSchema.images(results).filter { $0["status"] as? String != "passed" }
    #expect(failing.count == 967)
    let shownLines = text.split(separator: "\n").filter { $0.hasPrefix("- `") }
    // `- `variant/state` @1x @2x @3x: **changed** ...`: the scales before the colon.
    let shown = shownLines.reduce(0) { count, line in
      count + line.prefix { $0 != ":" }.split(separator: " ").filter { $0.hasPrefix("@") }.count
    }
    let leftOut = try #require(text.firstMatch(of: /Left out to stay under 65000 characters: (\d+) failing images/))
    #expect(shown + Int(leftOut.1)! == failing.count, "\(shown) shown + \(leftOut.1) left out")
    #expect(shown > 100, "a summary this size shows well over a hundred images")
    #expect(text.contains("· diff [@1x](https://ci.example/run/7/artifacts/"))
  }

  @Test func aPassingCheckSaysSoInOneLine() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLI.run(
      ["check", "fiori/chip/single-selection", "--markdown", dir + "/summary.md", "--json", dir + "/results.json"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let text = try String(contentsOfFile: dir + "/summary.md", encoding: .utf8)
    let images = try ResultsSchema.images(try ResultsSchema.load(dir + "/results.json")).count
    #expect(text.hasPrefix("## ✅ specsheet check: all \(images) images match their goldens, no open audit error"))
    #expect(!text.contains("### Images that fail"))
    // The selected chips' white on orange is accepted: the console says "no open findings", not "no findings".
    let selected = try CLI.run(["check", "fiori/chip/single-selection/selected"])
    #expect(selected.stdout.contains("no open findings; 6 accepted by"), "\(selected.stdout)")
  }

  @Test func aFileSpecsheetDidNotWriteIsNeverReplaced() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let foreign = dir + "/notes.md"
    try "# Release notes\n".write(toFile: foreign, atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "fiori/chip/single-selection", "--markdown", foreign])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "# Release notes\n")
    // Our own summary is replaced as a new run's.
    let ours = dir + "/summary.md"
    #expect(try CLI.run(["check", "fiori/chip/single-selection", "--markdown", ours]).status == 0)
    #expect(try CLI.run(["check", "fiori/chip/single-selection", "--markdown", ours]).status == 0)
  }
}
