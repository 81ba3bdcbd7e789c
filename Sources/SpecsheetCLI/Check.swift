import ArgumentParser
import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline
import Project
import Reports

/// `specsheet check`: compare fresh renders with the goldens. Never writes a golden.
package struct Check: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render the catalog (or the given fixtures/filters) and compare every image with its golden.",
    discussion: """
      Never writes a golden. First compares the render environment with goldens/fingerprint.txt \
      and reports any difference ("FreeType 2.12.1 -> 2.13.0"), then each image: missing, \
      unreadable (LFS pointer, truncated, not a PNG), size ("actual 128x64, golden 126x64"), \
      changed pixels; then goldens no catalog entry produces (stale). Failures leave \
      <artifacts>/<path>.actual.png and .diff.png (the diff panel, moved parts outlined).

      \(exitCodesHelp)
      """)

  @OptionGroup var options: CatalogOptions
  @OptionGroup var tolerance: ToleranceOptions

  @Option(name: .customLong("goldens"), help: "Goldens folder (default: goldens).")
  var goldensFlag: String?

  var goldens: String { goldensFlag ?? defaultGoldens }

  @Option(
    name: .customLong("artifacts"),
    help: ArgumentHelp(
      "Where failure artifacts (actual and diff images) go (default: .build/golden-failures beside specsheet.yaml, "
        + "else here).")
  )
  var artifactsFlag: String?

  /// The flag, else specsheet.yaml's `artifacts`, else `.build/golden-failures` beside
  /// specsheet.yaml (where its other outputs go, whichever folder the check runs in), else here.
  var artifacts: String {
    if let artifactsFlag { return artifactsFlag }
    guard let config = ProjectDefaults.config else { return ".build/golden-failures" }
    return config.artifacts
      ?? (FilePath.parent(config.file) as NSString).appendingPathComponent(".build/golden-failures")
  }

  @Option(
    parsing: .unconditional,
    help: "Check only shard K of N, e.g. 2/4 (dealt in the groups the audit compares: a variant's states, scales).",
    transform: parseShard)
  var shard: Shard?

  @Option(
    help: ArgumentHelp(
      "The CI run this check belongs to, written to --json for merge-reports (default: $GITHUB_RUN_ID, "
        + "else $CI_PIPELINE_ID).", valueName: "id"))
  var runId: String?

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp("Write a static HTML report (index.html and images/) into this folder.", valueName: "dir"))
  var reportFlag: String?

  @Option(
    name: .customLong("junit"),
    help: ArgumentHelp("Write JUnit XML (one test case per image) to this file.", valueName: "file"))
  var junitFlag: String?

  @Flag(
    help: "In the JUnit, name each failure's actual and diff pictures as [[ATTACHMENT|path]] lines (Jenkins, GitLab).")
  var junitAttachments = false

  // Each flag, else specsheet.yaml's key.
  var report: String? { reportFlag ?? ProjectDefaults.config?.report }
  var junit: String? { junitFlag ?? ProjectDefaults.config?.junit }
  var json: String? { jsonFlag ?? ProjectDefaults.config?.json }

  @Option(
    name: .customLong("json"),
    help: ArgumentHelp("Write the results as JSON (one record per image; docs/results.schema.json).", valueName: "file")
  )
  var jsonFlag: String?

  @OptionGroup var summary: SummaryOptions

  @Flag(help: "Skip the spec audit (spec and design rules on every image; see `specsheet audit`).")
  var noAudit = false

  @Option(
    help: ArgumentHelp(
      "Accepted audit findings, each with a reason (default: <goldens>/audit-baseline.yaml).", valueName: "file"))
  var baseline: String?

  @Flag(help: "Judge the audit without any baseline: every finding is open.")
  var noBaseline = false

  @Flag(help: "Also print the audit findings the baseline accepts, each with its reason.")
  var showAccepted = false

  /// `--verbose` (TokenOptions: it also lists the token set's warnings) lists every info finding.
  var verbose: Bool { options.tokenOptions.verbose }

  package func validate() throws {
    try reportingNow {
      if noBaseline, baseline != nil { throw ValidationError("--no-baseline and --baseline exclude each other") }
      if let id = RunIdentity.runId(runId), !ResultsDocument.isPlainId(id) {
        throw ValidationError(
          "the run id (--run-id, $GITHUB_RUN_ID or $CI_PIPELINE_ID) must be 1-100 of A-Z a-z 0-9 . _ -")
      }
      try refuseOutputsInGoldens(
        [
          ("--artifacts", artifacts), ("--report", report), ("--junit", junit), ("--json", json),
          ("--markdown", summary.markdown),
        ],
        goldens: goldens)
    }
  }

  package func run() throws {
    let start = ContinuousClock.now
    try refuseMissingGoldens(goldens)
    try OwnedOutputs.refuseForeign(
      json: json, junit: junit, report: report, markdown: summary.markdown, folders: [artifacts])
    let started = Date()
    let catalog = try options.loadCatalog()
    let store = GoldenStore(root: goldens)
    var accepted = AuditBaseline(entries: [], file: "")
    if !noAudit, !noBaseline {
      let path = baseline ?? (goldens as NSString).appendingPathComponent(AuditBaseline.fileName)
      do { accepted = try AuditBaseline.load(path: path) } catch {
        throw fail(error, Exit.badInput)
      }
    }
    let plan = try options.plan(catalog, store: store, shard: shard)
    let pipeline = try options.pipeline()
    let engine = GoldenEngine(
      store: store, options: tolerance.diffOptions, jobs: options.jobs, pipeline: pipeline,
      auditor: noAudit ? nil : Auditor(measurer: pipeline.renderer.measurer), artifacts: artifacts)
    let run = try checkWithProgress(engine, plan)

    // The environment first: it explains every pixel failure below.
    if !run.environmentChanges.isEmpty { print(GoldenMessages.environment(run.environmentChanges, store: store)) }
    for note in run.notes { print("note: \(note.escapingControlCharacters)") }

    let command = RecordCommand(
      program: Invocation.program, fixtures: options.fixturePaths, goldens: goldens, tokens: options.tokensFlag)
    let failures = reportFailures(run, store: store, command: command)
    let messages = failures.messages
    var writeError = failures.writeError
    let audit = try options.addingTextSizeFindings(to: run.audit, plan.images.map(\.entry), pipeline).map {
      AuditReport(run: $0, baseline: accepted, wholeCatalog: options.filters.isEmpty && shard == nil)
    }
    if let audit { printAudit(audit, showAccepted: showAccepted, verbose: verbose) }
    // Counted once; the summary line, every output below and the exit code read it and its verdict.
    let runSummary = RunSummary(run: run, audit: audit)
    let verdict = Verdict(runSummary)
    print(
      runSummary.line + (audit.flatMap { $0.run.images.isEmpty ? nil : "; \($0.summary)" } ?? "")
        + (shard.map { " (shard \($0))" } ?? ""))

    if let problem = try writeOutputs(
      run, audit: audit, outcome: (runSummary, verdict), store: store, messages: messages, command: command,
      timing: (start, started))
    {
      writeError = writeError ?? problem
    }
    if let writeError { throw fail(writeError, Exit.cannotWrite) }
    try finish(verdict, store: store, audit: audit)
  }

  /// Prints each failure (one line per group of states) and each pass within tolerance; returns
  /// every failure's full message by golden path (JUnit and the report keep one per image) and
  /// the first error the workers met writing artifacts.
  func reportFailures(
    _ run: GoldenCheckRun, store: GoldenStore, command: RecordCommand
  ) -> (messages: [String: String], writeError: String?) {
    var messages: [String: String] = [:]
    var writeError: String?
    // The workers wrote each failure's artifacts as it failed (and removed stale ones).
    // JUnit and the report keep one message per image; the console says each state once.
    for result in run.failures {
      if let error = result.artifactError { writeError = writeError ?? error }
      messages[result.path] = GoldenMessages.failure(
        result, store: store, artifacts: result.artifactFiles, command: command.command(for: result))
    }
    for block in GoldenMessages.console(run.failures, store: store, command: command) { print(block) }
    for result in run.results where result.passed {
      if case .withinTolerance(let stats)? = result.diff {
        print(
          "within tolerance \(result.name): \(GoldenResult.describeTolerated(stats, options: tolerance.diffOptions))")
      }
    }
    return (messages, writeError)
  }

  /// Writes the JUnit file, the HTML report and the results (JSON, Markdown) asked for; returns
  /// the first that could not be written, after trying every one.
  func writeOutputs(
    _ run: GoldenCheckRun, audit: AuditReport?, outcome: (runSummary: RunSummary, verdict: Verdict), store: GoldenStore,
    messages: [String: String], command: RecordCommand, timing: (start: ContinuousClock.Instant, started: Date)
  ) throws -> String? {
    let (start, started) = timing
    let (runSummary, verdict) = outcome
    var writeError: String?
    if let junit {
      do {
        var file = try OwnedOutputs.open(junit, as: .junit)
        try JUnitReport.write(
          run, store: store, messages: messages, summary: runSummary, verdict: verdict, audit: audit,
          timing: .init(started: started, seconds: (ContinuousClock.now - start).seconds),
          attachments: junitAttachments, to: &file)
        try file.commit()
        print("junit: \(junit.escapingControlCharacters)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    if let report {
      do {
        let invocation = ([Invocation.program] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(
          separator: " ")
        try HTMLReport.write(
          .init(
            run: run, store: store, messages: messages, command: command, invocation: invocation, audit: audit,
            summary: runSummary),
          to: report)
        print("report: \((report as NSString).appendingPathComponent("index.html").escapingControlCharacters)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    if json != nil || summary.markdown != nil {
      var environment = try runningEnvironment()
      environment.changes = run.environmentChanges
      var head = ResultsDocument.checkHead(
        run, audit: audit, summary: runSummary, verdict: verdict, store: store, tool: .running,
        environment: environment, selection: options.selection, shard: shard,
        seconds: (ContinuousClock.now - start).seconds)
      RunIdentity.stamp(&head, runId: RunIdentity.runId(runId), goldensFingerprint: store.fingerprintPath)
      // Made one at a time as they are written: the records are never held together.
      let images = ResultsDocument.checkImages(run, audit: audit, store: store, messages: messages)
      if let json {
        do {
          var file = try OwnedOutputs.open(json, as: .results)
          try ResultsText.write(
            head.relativeToProject(), images: images.lazy.map { $0.relativeToProject() }, to: &file)
          try file.commit()
          print("json: \(json.escapingControlCharacters)")
        } catch {
          writeError = writeError ?? "\(error)"
        }
      }
      var summarized = head
      summarized.images = images.filter(MarkdownSummary.reads)
      if let problem = summary.write(summarized) { writeError = writeError ?? problem }
    }
    return writeError
  }
}

/// Throws the exit code of `verdict` (nothing for a pass), with the line that explains the
/// environment and audit codes; `check` and `merge-reports` end with it.
package func finish(_ verdict: Verdict, store: GoldenStore, audit: AuditReport?) throws {
  switch verdict {
  case .passed: return
  case .environment:
    printError(
      "the render environment differs from \(store.fingerprintPath); fix the environment (see above) before "
        + "re-recording"
    )
    throw Exit.environment
  case .missingOrSize: throw Exit.missingOrSize
  case .changed: throw Exit.changed
  case .auditFindings:
    // A run without a baseline (--no-baseline, or shards checked so) names where one would go:
    // its file name was empty, which ended the line at "a reason in ".
    let file = audit?.baseline.file ?? ""
    let place =
      file.isEmpty
      ? "\((store.root as NSString).appendingPathComponent(AuditBaseline.fileName)) (this run read no baseline)"
      : file
    printError("the spec audit found errors (above); fix them or accept them with a reason in \(place)")
    throw Exit.auditFindings
  }
}
