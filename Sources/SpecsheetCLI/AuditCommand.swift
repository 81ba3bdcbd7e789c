import ArgumentParser
import Audit
import Catalog
import Foundation
import Graphics
import Golden
import Pipeline

/// `specsheet audit`: checks every render against its spec and the design rules.
package struct AuditCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Render fixtures (default: the catalog) and check each image against its spec and the design rules.",
    discussion: """
      Prints one line per finding: image@scales: part: rule: measured vs expected (source). \
      Findings listed in the baseline (--baseline, each with a reason) are accepted; baseline \
      entries that match nothing are reported as stale. Exit 4 when a finding not in the \
      baseline is at or above --fail-on.

      \(exitCodesHelp)
      """)

  @OptionGroup var options: CatalogOptions

  @Option(
    name: .customLong("baseline"),
    help: ArgumentHelp("Accepted findings, each with a reason (default: <goldens>/audit-baseline.yaml).", valueName: "file"))
  var baselineFlag: String?

  /// `--baseline`, else the baseline in the goldens folder (specsheet.yaml's `goldens`, or `goldens`).
  var baseline: String { baselineFlag ?? (defaultGoldens as NSString).appendingPathComponent(AuditBaseline.fileName) }

  @Option(help: ArgumentHelp("Lowest severity that fails: error, warning, info or never.", valueName: "severity"))
  var failOn: String = "error"

  @Option(help: ArgumentHelp("Write the results as JSON (one record per image with its findings; docs/results.schema.json).", valueName: "file"))
  var json: String?

  @Flag(help: "Also print the findings the baseline accepts.")
  var showAccepted = false

  @Flag(help: "Print the rules instead of auditing: the design rules, then each selected state's spec rules.")
  var listRules = false

  package func validate() throws {
    try refuseOutputsInGoldens([("--json", json)], goldens: defaultGoldens)
    guard failOn == "never" || Severity(rawValue: failOn) != nil else {
      throw ValidationError("--fail-on takes error, warning, info or never; found \"\(failOn)\"")
    }
  }

  package func run() throws {
    let start = ContinuousClock.now
    try OwnedOutputs.refuseForeign(json: json)
    let catalog = try options.loadCatalog()
    let filter = options.imageFilter
    let entries = catalog.entries.filter { e in options.scale.contains { filter.matches("\(e.id)@\($0)x") } }
    if entries.isEmpty, !filter.isEmpty {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    if listRules {
      for line in RuleListing.designRules { print(line) }
      let pipeline = try options.pipeline()
      for entry in entries {
        guard let rendering = try? entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer) else { continue }
        let image = AuditImage(
          id: entry.id, variant: entry.variant, state: entry.state, scale: 1, component: entry.content, theme: entry.theme,
          rendering: rendering, bitmap: Bitmap(width: 0, height: 0))
        let rules = RuleListing.specRules(for: image)
        if rules.isEmpty { continue }
        print("\(entry.id):")
        for rule in rules { print("  \(rule)") }
      }
      return
    }
    let accepted: AuditBaseline
    do { accepted = try AuditBaseline.load(path: baseline) } catch { throw fail("\(error)", Exit.badInput) }
    let run: AuditRun
    do {
      run = try options.pipeline().audit(entries, scales: options.scale, jobs: options.jobs) { filter.matches($0) }
    } catch {
      throw fail("\(error)", Exit.badInput)
    }
    let report = AuditReport(run: run, baseline: accepted, wholeCatalog: options.filters.isEmpty)
    for line in report.lines(showAccepted: showAccepted) { print(line) }
    print(report.summary)
    let failing = Severity(rawValue: failOn).map { threshold in report.open.contains { $0.severity >= threshold } } ?? false
    if let json {
      let document = ResultsDocument.audit(
        report, tool: .running, environment: try runningEnvironment(), selection: options.selection,
        exitCode: failing ? Int(Exit.auditFindings.rawValue) : 0, seconds: (ContinuousClock.now - start).seconds)
      if let problem = writeResults(document, to: json) { throw fail(problem, Exit.cannotWrite) }
    }
    if failing { throw Exit.auditFindings }
  }
}
