import Foundation
import TestSupport
import Testing

/// Issue 36, "Logs and outputs that read right": `check … 2>&1 | cat` (and `compare`,
/// `merge-reports`) read as written. Stdout was block-buffered into a pipe and stderr not, so
/// the verdict (stderr) came out before the lines above it, inside one of them
/// (`audit: material/card/shrine-themed/normthe spec audit found errors (above)`), and with
/// `--no-baseline` it ended at "accept them with a reason in ".
@Suite struct ConsoleOrderTests {
  /// A project folder with the mint chip group (an audit error: white on #7FD1AE, 1.80:1) recorded
  /// at 1x into `goldens`.
  func mintProject() throws -> String {
    let dir = try temporaryFolder("specsheet-cli")
    try mintChipGroupFixture.write(toFile: dir + "/mint.yaml", atomically: true, encoding: .utf8)
    let record = try CLI.run(["record", "mint.yaml", "--goldens", "goldens", "--scale", "1"], in: dir)
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    return dir
  }

  /// Runs `arguments` with both streams into one pipe, as `2>&1 | cat` does, and with each
  /// stream on its own; expects `status`, the verdict as the last whole line, and the lines of
  /// the two streams apart, each whole, in the merged output.
  func expectVerdictLast(_ arguments: [String], in dir: String, status: Int32, verdict: String) throws {
    let merged = try runProcess(CLI.binary, arguments, in: dir, combined: true)
    #expect(merged.status == status, "\(merged.stdout)")
    #expect(merged.stdout.hasSuffix("\n"), "\(merged.stdout.suffix(300))")
    let lines = merged.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines.last == verdict, "\(arguments[0]): \(merged.stdout.suffix(600))")
    #expect(lines.filter { $0.contains(verdict) } == [verdict], "\(merged.stdout.suffix(600))")
    // The same lines as the two streams apart: none cut, none holding two messages.
    let apart = try runProcess(CLI.binary, arguments, in: dir)
    let separate = (apart.stdout + apart.stderr).split(separator: "\n").map(String.init)
    #expect(
      lines.filter { !$0.isEmpty }.sorted() == separate.sorted(),
      "merged:\n\(merged.stdout)\napart:\n\(apart.stdout)\(apart.stderr)")
  }

  @Test func checkEndsWithItsVerdictAsAWholeLineWithAndWithoutABaseline() throws {
    let dir = try mintProject()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let check = ["check", "mint.yaml", "--goldens", "goldens", "--scale", "1"]
    let found = "the spec audit found errors (above); fix them or accept them with a reason in "
    // The baseline's place when none was read, where the line used to end at "in ".
    try expectVerdictLast(
      check + ["--no-baseline"], in: dir, status: 4,
      verdict: found + "goldens/audit-baseline.yaml (this run read no baseline)")
    try expectVerdictLast(check, in: dir, status: 4, verdict: found + "goldens/audit-baseline.yaml")
    // With more on stdout after the audit lines: the JUnit and results lines.
    try expectVerdictLast(
      check + ["--junit", "junit.xml", "--json", "results.json", "--verbose"], in: dir, status: 4,
      verdict: found + "goldens/audit-baseline.yaml")
  }

  @Test func mergeReportsEndsWithTheVerdictOfItsShards() throws {
    let dir = try mintProject()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for shard in 1...2 {
      let result = try CLI.run(
        [
          "check", "mint.yaml", "--goldens", "goldens", "--scale", "1", "--no-baseline", "--shard", "\(shard)/2",
          "--json", "shard-\(shard).json",
        ], in: dir)
      #expect(result.status == 4 || result.status == 0, "\(result.stdout)\(result.stderr)")
    }
    try expectVerdictLast(
      ["merge-reports", "shard-1.json", "shard-2.json", "--goldens", "goldens"], in: dir, status: 4,
      verdict: "the spec audit found errors (above); fix them or accept them with a reason in "
        + "goldens/audit-baseline.yaml (this run read no baseline)")
  }

  @Test func compareEndsWithItsVerdict() throws {
    try expectVerdictLast(
      [
        "compare", "material/button/contained/normal", "--from", "Fixtures/tokens/acme.tokens.json", "--to",
        "Fixtures/tokens/acme-pale.resolver.json",
      ], in: packageRoot, status: 4,
      verdict: "new audit errors under Fixtures/tokens/acme-pale.resolver.json (above); the change breaks "
        + "the spec or WCAG where it did not before")
  }
}
