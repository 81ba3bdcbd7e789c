import ArgumentParser
import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Pipeline
import Project
import Review
import SpecsheetCLI

/// `specsheet review` (this binary, which `specsheet` runs for it): check, then approve or reject
/// each failure in the browser.
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "specsheet review",
    abstract: "Check, then review the failing, new and stale images in the browser and approve or reject each.",
    discussion: """
      Runs the check (as `specsheet check`, without artifacts), then serves a review page on \
      127.0.0.1 only (--port, default a free port) and prints its URL, which carries a random \
      per-run token: every approve must send it. The page shows the report's views (side by \
      side, diff, slider, blink, zoom, what moved, audit findings); keys j/k move, a approves the \
      image, s its state (all scales), g its component, r rejects, u undoes. Approving writes the \
      golden as `specsheet record` does (staged, renamed into place, manifest updated; a stale \
      golden is deleted as `prune` does); rejecting writes nothing. Approving is refused while \
      CI is set. Ctrl-C stops the server.
      """)

  @OptionGroup var options: CatalogOptions
  @OptionGroup var tolerance: ToleranceOptions

  @Option(help: "Goldens folder.")
  var goldens: String = "goldens"

  @Option(parsing: .unconditional, help: ArgumentHelp("Port on 127.0.0.1 (default: a free one).", valueName: "port"))
  var port: Int = 0

  @Flag(help: "Skip the spec audit.")
  var noAudit = false

  @Option(help: ArgumentHelp("Accepted audit findings (default: <goldens>/audit-baseline.yaml).", valueName: "file"))
  var baseline: String?

  func validate() throws {
    try reportingNow {
      guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535 (0: a free port)") }
    }
  }

  func run() throws {
    let catalog = try options.loadCatalog()
    let store = GoldenStore(root: goldens)
    var accepted = AuditBaseline(entries: [], file: "")
    if !noAudit {
      do {
        accepted = try AuditBaseline.load(
          path: baseline ?? (goldens as NSString).appendingPathComponent(AuditBaseline.fileName))
      } catch {
        throw fail(error, Exit.badInput)
      }
    }
    let plan = try options.plan(catalog, store: store)
    let pipeline = try options.pipeline()
    let engine = GoldenEngine(
      store: store, options: tolerance.diffOptions, jobs: options.jobs, pipeline: pipeline,
      auditor: noAudit ? nil : Auditor(measurer: pipeline.renderer.measurer))
    let run = try checkWithProgress(engine, plan)
    if !run.environmentChanges.isEmpty { print(GoldenMessages.environment(run.environmentChanges, store: store)) }
    print(run.summary)
    guard !run.failures.isEmpty else {
      print("nothing to review: every image matches its golden")
      return
    }

    let audit = run.audit.map { AuditReport(run: $0, baseline: accepted, wholeCatalog: false) }
    var findings: [String: [String]] = [:]
    // Open ones only (`FindingVerdict`): exempt info lines need no review.
    for finding in audit?.findings(.open) ?? [] { findings[finding.image, default: []].append(finding.summary) }
    let items = run.failures.map { result in
      let golden =
        // An unreadable golden (a folder, a device, over a cap) is not read again to be shown.
        result.status == .missing || result.status == .unreadable
        ? nil : FileManager.default.contents(atPath: store.path(result.path)).map { [UInt8]($0) }
      return ReviewItem(
        result: result, golden: golden, actual: result.actualPNG, diff: result.diffPNG,
        findings: findings[result.name] ?? [])
    }
    let writer = GoldenEngine(store: store, options: tolerance.diffOptions, jobs: options.jobs, pipeline: pipeline)
    let session = ReviewSession(
      items: items, approval: GoldenApproval(engine: writer, plan: plan),
      refusal: isCI ? "CI is set: review only shows the changes here; approving (writing goldens) is refused" : nil,
      invocation: ([Invocation.program] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(separator: " "),
      notes: run.environmentChanges + run.notes)
    let server = ReviewServer(session: session, port: UInt16(port))
    let token = session.token.hex
    do {
      try server.run { host, port in
        print("review: http://\(host):\(port)/?token=\(token)")
        print("listening on \(host):\(port) only; Ctrl-C stops")
        fflush(nil)  // all streams: a test or script reads the URL from a pipe
      }
    } catch {
      throw fail("cannot serve on 127.0.0.1:\(port): \(error)", Exit.cannotWrite)
    }
    let (approved, files, deleted) = session.approvedTotals
    print(
      "review stopped: \(approved) of \(items.count) approved; \(files) golden\(files == 1 ? "" : "s") written, "
        + "\(deleted) deleted"
    )
  }
}
