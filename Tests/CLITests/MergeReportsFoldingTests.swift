import Foundation
import TestSupport
import Testing

/// Issue 36, "`merge-reports` folds scales as `check` does": the same failures printed by `check`
/// and by `merge-reports` of that check's results are the same blocks, one per state with its
/// scales folded (`@1x,2x`), not one per image (before: a block per scale, twice as long here).
@Suite struct MergeReportsFoldingTests {
  /// The lines from the first failure's headline to the line before the summary.
  static func failureBlocks(_ stdout: String) -> [String] {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let headline = ["CHANGED ", "SIZE ", "MISSING ", "UNREADABLE ", "STALE "]
    guard let start = lines.firstIndex(where: { line in headline.contains { line.hasPrefix($0) } }) else { return [] }
    let end = lines[start...].firstIndex { $0.contains(" images: ") } ?? lines.count
    return Array(lines[start..<end])
  }

  @Test func mergedFailuresPrintAsCheckPrintsThem() throws {
    let (w, _) = try ReportGroupingTests.workspace()
    defer { w.remove() }
    // Both run in the workspace with the same relative paths, so paths and commands read alike
    // (a results file names its fixtures relative to the project: `longer.yaml`).
    let check = try CLI.run(
      [
        "check", "longer.yaml", "--goldens", "goldens", "--scale", "1,2", "--no-audit", "--artifacts", "artifacts",
        "--shard", "1/1", "--json", "shard.json",
      ], in: w.dir)
    #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
    let merge = try CLI.run(["merge-reports", "shard.json"], in: w.dir)
    #expect(merge.status == check.status, "\(merge.stdout)\(merge.stderr)")

    let checked = Self.failureBlocks(check.stdout)
    let merged = Self.failureBlocks(merge.stdout)
    #expect(checked.filter { $0.hasPrefix("SIZE ") }.count == 2, "two states, each once: \(check.stdout)")
    #expect(checked.contains { $0.hasPrefix("SIZE fiori/chip/single-selection/unselected@1x,2x: ") })
    #expect(merged == checked, "check:\n\(check.stdout)\nmerge-reports:\n\(merge.stdout)")
  }
}
