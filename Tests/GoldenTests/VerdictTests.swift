import Audit
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline
import Project
import Reports
import TestSupport
import Testing

/// Issue 37, "one verdict" (catalogrun-design §2.7): a check's run-level verdict is computed once,
/// from its `RunSummary`, and every output says the same thing. For each case the README's exit
/// code table names, a small made-up run: the verdict's exit status; the JUnit's `failures=`
/// (one `<failure>` per failing test case, none exactly when the run passes); the JSON's
/// `exitCode` and failed count; the Markdown headline; the HTML report's title; and the same
/// run split in two shards and merged (merge-reports) comes to the same summary and verdict.
@Suite struct VerdictTests {
  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var statuses: [GoldenResult.Status]
    var environment: [String] = []
    /// Severity of one open finding on the first image (nil: the audit found nothing).
    var finding: Severity?
    /// README "Exit codes".
    var exitCode: Int32
  }

  static let cases: [Case] = [
    Case(description: "every golden passes", statuses: [.passed, .passed], finding: .warning, exitCode: 0),
    Case(
      description: "passes in another environment", statuses: [.passed, .passed], environment: ["FreeType 1 -> 2"],
      exitCode: 0),
    Case(description: "pixels changed", statuses: [.changed, .passed], exitCode: 1),
    Case(description: "changed and missing", statuses: [.changed, .missing], exitCode: 2),
    Case(description: "size mismatch", statuses: [.sizeMismatch, .passed], exitCode: 2),
    Case(description: "unreadable and stale", statuses: [.passed, .unreadable, .stale], exitCode: 2),
    Case(
      description: "environment explains a failure", statuses: [.changed, .missing],
      environment: ["FreeType 1 -> 2"], exitCode: 3),
    Case(description: "audit error, goldens pass", statuses: [.passed, .passed], finding: .error, exitCode: 4),
    Case(
      description: "audit error under a changed golden", statuses: [.changed, .passed], finding: .error, exitCode: 1),
  ]

  static let store = GoldenStore(root: "/nonexistent/goldens")

  /// The case's run (stale goldens last) and its audit of every image.
  static func run(_ c: Case) -> (GoldenCheckRun, AuditReport) {
    let results = c.statuses.enumerated().map { i, status in
      let name = status == .stale ? "lib/gone/v/normal@1x" : "lib/button/v\(i)/normal@1x"
      return GoldenResult(name: name, path: name + ".png", status: status, detail: status == .passed ? "" : "differs")
    }
    let images = results.filter { $0.status != .stale }.map(\.name)
    let findings =
      c.finding.map {
        [
          Finding(
            image: images[0], part: "label", rule: "contrast", severity: $0, measured: "2", expected: "4.5", unit: ":1",
            source: "s")
        ]
      } ?? []
    let audit = AuditReport(
      run: AuditRun(findings: findings, images: images), baseline: AuditBaseline(entries: [], file: ""),
      wholeCatalog: false)
    return (
      GoldenCheckRun(results: results, environmentChanges: c.environment, notes: [], options: .exact), audit
    )
  }

  static func document(
    _ run: GoldenCheckRun, _ audit: AuditReport, _ summary: RunSummary, _ verdict: Verdict, shard: Shard? = nil
  ) throws -> ResultsDocument {
    let environment = try JSONDecoder().decode(
      ResultsDocument.Environment.self, from: Data(#"{"id": "e", "libraries": [], "fonts": [], "options": []}"#.utf8))
    return ResultsDocument.check(
      run, audit: audit, summary: summary, verdict: verdict, store: store,
      tool: .init(version: "1", commit: nil), environment: environment,
      selection: .init(fixtures: [], filters: [], scales: [1]), shard: shard, seconds: 0)
  }

  static func attribute(_ name: String, in xml: String) -> Int? {
    guard let range = xml.range(of: " \(name)=\"") else { return nil }
    return Int(xml[range.upperBound...].prefix { $0 != "\"" })
  }

  @Test(arguments: cases) func everyOutputSaysTheVerdict(_ c: Case) throws {
    let (run, audit) = Self.run(c)
    let summary = RunSummary(run: run, audit: audit)
    let verdict = Verdict(summary)
    #expect(verdict.status.rawValue == c.exitCode)
    #expect(verdict.exitCode == Int(c.exitCode))
    #expect(verdict.environmentFails == (c.exitCode == 3))

    let xml = JUnitReport.xml(
      run, store: Self.store, summary: summary, verdict: verdict, audit: audit,
      timing: .init(started: Date(timeIntervalSince1970: 0), seconds: 0, hostname: "h"))
    let failures = try #require(Self.attribute("failures", in: xml))
    #expect(failures == xml.components(separatedBy: "<failure ").count - 1)
    #expect(Self.attribute("tests", in: xml) == xml.components(separatedBy: "<testcase ").count - 1)
    #expect((failures == 0) == (verdict == .passed))

    let document = try Self.document(run, audit, summary, verdict)
    let read = try JSONDecoder().decode(ResultsDocument.self, from: Data(try document.json().utf8))
    #expect(read.exitCode == Int(c.exitCode))
    #expect(read.totals.golden?.failed == c.statuses.filter { $0 != .passed }.count)
    let markdown = MarkdownSummary(read).text()
    #expect(markdown.hasPrefix(c.exitCode == 0 ? "## ✅" : "## ❌"))
    #expect(markdown.contains("Exit code \(c.exitCode)."))

    let folder = try temporaryFolder("specsheet-verdict")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try HTMLReport.write(
      .init(
        run: run, store: Self.store, command: RecordCommand(), invocation: "specsheet check",
        audit: audit, summary: summary),
      to: folder)
    let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    let failing = summary.failures
    #expect(page.contains("<title>specsheet check: \(failing == 0 ? "all passed" : "\(failing) failing")"))
  }

  /// The JUnit's lines and the Markdown table say a finding's verdict in the words every output
  /// uses: an info line is exempt (never `info:` beside open ones), and "accepted" is one row.
  @Test(arguments: [(Severity.info, "exempt"), (.warning, "open warning"), (.error, "open error")])
  func junitAndMarkdownSayTheVerdictsWords(severity: Severity, word: String) throws {
    let c = Case(description: word, statuses: [.passed, .passed], finding: severity, exitCode: 0)
    let (run, audit) = Self.run(c)
    let summary = RunSummary(run: run, audit: audit)
    let verdict = Verdict(summary)
    let xml = JUnitReport.xml(
      run, store: Self.store, summary: summary, verdict: verdict, audit: audit,
      timing: .init(started: Date(timeIntervalSince1970: 0), seconds: 0, hostname: "h"))
    #expect(xml.contains("\(word): "), "\(xml)")
    // The bare severity is no verdict: each `warning: ` is an `open warning: `.
    let bare = xml.components(separatedBy: "\(severity.rawValue): ").count
    #expect(bare == xml.components(separatedBy: "open \(severity.rawValue): ").count || severity == .info)
    #expect(!xml.contains("info: "))

    let markdown = MarkdownSummary(try Self.document(run, audit, summary, verdict)).text()
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| |") }
    #expect(rows.filter { $0.contains("accepted") }.count == 1, "\(rows)")
    let verdictRow = severity == .info ? "| exempt (per state) | 1 |" : "| open (per state) | 1 |"
    #expect(rows.contains { $0 == verdictRow }, "\(rows)")
  }

  /// merge-reports reads the run back from the shards' results and counts it once: the same
  /// summary and verdict as the run checked whole.
  @Test(arguments: cases) func mergedShardsComeToTheSameVerdict(_ c: Case) throws {
    let (run, audit) = Self.run(c)
    let summary = RunSummary(run: run, audit: audit)
    let verdict = Verdict(summary)
    var shards: [(path: String, document: ResultsDocument)] = []
    for index in 1...2 {
      var part = run
      part.results = CheckedResults(run.results.enumerated().filter { $0.offset % 2 == index - 1 }.map(\.element))
      let partSummary = RunSummary(run: part, audit: audit)
      let shard = try #require(Shard(index: index, count: 2))
      shards.append(
        ("shard\(index).json", try Self.document(part, audit, partSummary, Verdict(partSummary), shard: shard)))
    }
    let merged = try ShardMerge.merge(shards)
    #expect(merged.summary == summary)
    #expect(merged.verdict == verdict)
    #expect(merged.document.exitCode == Int(c.exitCode))
  }
}
