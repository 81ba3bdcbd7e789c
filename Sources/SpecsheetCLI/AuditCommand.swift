import ArgumentParser
import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline
import Project
import Reports

/// `specsheet audit`: checks every render against its spec and the design rules.
package struct AuditCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Render fixtures (default: the catalog) and check each image against its spec and the design rules.",
    discussion: """
      Prints one line per finding: image@scales: part: rule: measured vs expected (source). \
      Findings listed in the baseline (--baseline, each pinned to what it measured, with a \
      reason) are accepted; a finding an entry names with other colours or numbers stays open \
      and says what was accepted. Baseline entries that match nothing are reported as stale. \
      --show-accepted prints the accepted findings with their reasons; --write-baseline FILE \
      writes pinned entries for the open findings, each with a TODO reason the baseline refuses \
      until you write why. Exit 4 when a finding not in the baseline is at or above --fail-on.

      \(exitCodesHelp)
      """)

  @OptionGroup var options: CatalogOptions

  @Option(
    name: .customLong("baseline"),
    help: ArgumentHelp(
      "Accepted findings, each with a reason (default: <goldens>/audit-baseline.yaml).", valueName: "file"))
  var baselineFlag: String?

  /// `--baseline`, else the baseline in the goldens folder (specsheet.yaml's `goldens`, or `goldens`).
  var baseline: String { baselineFlag ?? (defaultGoldens as NSString).appendingPathComponent(AuditBaseline.fileName) }

  @Flag(help: "Judge without any baseline: every finding is open.")
  var noBaseline = false

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Write pinned baseline entries for the open findings at or above --fail-on into this file (appended to "
        + "a baseline already there); each gets a TODO reason to replace.",
      valueName: "file"))
  var writeBaseline: String?

  @Option(
    help: ArgumentHelp(
      "Lowest severity that fails: error, warning, info (the exempt findings fail too) or never.",
      valueName: "severity"))
  var failOn: String = "error"

  @Option(
    help: ArgumentHelp(
      "Write the results as JSON (one record per image with its findings; docs/results.schema.json).", valueName: "file"
    ))
  var json: String?

  @OptionGroup var summary: SummaryOptions

  @Flag(help: "Also print the findings the baseline accepts, each with its reason and entry.")
  var showAccepted = false

  @Flag(help: "Print the rules instead of auditing: the design rules, then each selected state's spec rules.")
  var listRules = false

  package func validate() throws {
    try reportingNow {
      try refuseOutputsInGoldens([("--json", json), ("--markdown", summary.markdown)], goldens: defaultGoldens)
      if noBaseline, baselineFlag != nil { throw ValidationError("--no-baseline and --baseline exclude each other") }
      guard failOn == "never" || Severity(rawValue: failOn) != nil else {
        throw ValidationError("--fail-on takes error, warning, info or never; found \"\(failOn)\"")
      }
    }
  }

  package func run() throws {
    let start = ContinuousClock.now
    try OwnedOutputs.refuseForeign(json: json, markdown: summary.markdown)
    let catalog = try options.loadCatalog()
    let filter = options.imageFilter
    let entries = catalog.entries.filter { e in
      options.scale.contains { filter.matches(e.imageName(scale: $0)) }
    }
    if entries.isEmpty, !filter.isEmpty {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    if listRules {
      for line in RuleListing.designRules { print(line) }
      let pipeline = try options.pipeline()
      for entry in entries {
        guard let rendering = try? pipeline.resolve(entry).rendering else { continue }
        let rules = RuleListing.specRules(for: entry.content, theme: entry.theme, rendering: rendering)
        if rules.isEmpty { continue }
        print("\(entry.id):")
        for rule in rules { print("  \(rule)") }
      }
      return
    }
    var accepted = AuditBaseline(entries: [], file: "no baseline")
    if !noBaseline {
      do { accepted = try AuditBaseline.load(path: baseline) } catch { throw fail(error, Exit.badInput) }
    }
    var run: AuditRun
    let pipeline = try options.pipeline()
    do {
      run = try pipeline.audit(entries, scales: options.scale, jobs: options.jobs, filter: filter)
    } catch {
      throw fail(error, Exit.badInput)
    }
    run.findings += try options.textSizeFindings(entries, pipeline: pipeline)
    let report = AuditReport(run: run, baseline: accepted, wholeCatalog: options.filters.isEmpty)
    for line in report.lines(showAccepted: showAccepted) { print(line) }
    if !run.worstModes.isEmpty {
      print("worst mode per colour pair (headroom = ratio - threshold):")
      for (row, verdict) in report.worstModes { print("  " + row.line(verdict)) }
    }
    print(report.verdictLine)
    print(report.summary)
    let threshold = Severity(rawValue: failOn)
    let failing = threshold.map { threshold in report.open.contains { $0.severity >= threshold } } ?? false
    if let writeBaseline {
      let findings = report.open.filter { $0.severity >= (threshold ?? .info) }
      do {
        let count = try BaselineWriter.write(
          BaselineWriter.entries(for: findings, sources: run.sources), to: writeBaseline)
        print(
          count == 0
            ? "no open finding to write to \(writeBaseline)"
            : "wrote \(count) pinned entr\(count == 1 ? "y" : "ies") to \(writeBaseline): replace each TODO reason "
              + "with why "
              + "the finding is accepted (until then the baseline is refused)")
      } catch let error as FixtureError {
        throw fail(error, Exit.badInput)
      } catch {
        throw fail(error, Exit.cannotWrite)
      }
    }
    if json != nil || summary.markdown != nil {
      let document = ResultsDocument.audit(
        report, tool: .running, environment: try runningEnvironment(), selection: options.selection,
        exitCode: failing ? Int(Exit.auditFindings.rawValue) : 0, seconds: (ContinuousClock.now - start).seconds)
      if let json, let problem = writeResults(document, to: json) { throw fail(problem, Exit.cannotWrite) }
      if let problem = summary.write(document) { throw fail(problem, Exit.cannotWrite) }
    }
    if failing { throw Exit.auditFindings }
  }
}

/// The audit's lines (`printAuditLines`), then its verdict counts as `audit` prints them.
package func printAudit(_ audit: AuditReport, showAccepted: Bool, verbose: Bool) {
  printAuditLines(audit.lines(showAccepted: showAccepted), verbose: verbose)
  if !audit.run.images.isEmpty { print(audit.verdictLine) }
}

/// The audit's lines, each as `audit: ...`: errors, warnings and stale baseline entries one a
/// line; info findings (disabled-state contrast and the like, ~130 on the catalog) one line
/// counting them, unless `verbose`.
package func printAuditLines(_ lines: [String], verbose: Bool) {
  let info = lines.filter { $0.hasPrefix("info: ") }
  for line in lines where verbose || !line.hasPrefix("info: ") { print("audit: \(line.escapingControlCharacters)") }
  if !verbose, !info.isEmpty {
    print("audit: \(info.count) info finding\(info.count == 1 ? "" : "s") not listed (--verbose lists them)")
  }
}
