import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline

/// `specsheet record`: the only way goldens are written.
package struct Record: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write goldens for the catalog (or the given fixtures/filters).",
    discussion: """
      A golden is rewritten only when its pixels changed, so recording unchanged code changes \
      nothing. All new files are first written beside their targets and renamed over them only \
      when every one was written: a failure or Ctrl-C leaves the old goldens as they were. Also \
      updates goldens/manifest.json (anatomy frames) and goldens/fingerprint.txt (render \
      environment; only when recording every golden, without filters, --scale or skipped changes, \
      or when it does not exist). Refuses to \
      run when the CI environment variable is set.
      """)

  @OptionGroup var options: CatalogOptions
  @OptionGroup var tolerance: ToleranceOptions

  @Option(name: .customLong("goldens"), help: "Goldens folder (default: goldens).")
  var goldensFlag: String?

  var goldens: String { goldensFlag ?? defaultGoldens }

  @Option(
    help: ArgumentHelp(
      "Which goldens to write: missing (only new ones), failed (missing and failing under the tolerance), all (any "
        + "pixel difference).",
      valueName: "missing|failed|all"),
    transform: { text in
      guard let mode = RecordMode(rawValue: text) else { throw ValidationError("--only takes missing, failed or all") }
      return mode
    })
  var only: RecordMode = .failed

  package func run() throws {
    if isCI {
      throw fail("record is disabled when CI is set: goldens are recorded by people, then reviewed", Exit.usage)
    }
    let catalog = try options.loadCatalog()
    let store = GoldenStore(root: goldens)
    let plan = try options.plan(catalog, store: store)
    Interruption.catchSignals()
    let progress = ProgressLine(verb: "recording")
    let engine = GoldenEngine(
      store: store, options: tolerance.diffOptions, jobs: options.jobs, pipeline: try options.pipeline())
    let run: GoldenRecordRun
    do {
      run = try engine.record(
        plan, mode: only,
        updateFingerprint: options.filters.isEmpty && Set(options.scale) == Set(supportedGoldenScales),
        watching: [ProgressSink(progress, total: plan.count)])
      progress.finish()
    } catch let error as ResolveError {
      progress.finish()
      if Interruption.requested { throw fail("interrupted: no golden was changed", Exit.interrupted) }
      throw fail(error, Exit.badInput)
    } catch let error as PipelineError {
      progress.finish()
      if Interruption.requested { throw fail("interrupted: no golden was changed", Exit.interrupted) }
      switch error {
      case .render, .read: throw fail(error, Exit.badInput)
      default: break
      }
      throw fail(error, Exit.cannotWrite)
    } catch {
      progress.finish()
      // The run stops on its own when the flag is up (CatalogRunError.stopped).
      if Interruption.requested { throw fail("interrupted: no golden was changed", Exit.interrupted) }
      throw fail(error, Exit.cannotWrite)
    }
    for note in run.notes { print("note: \(note.escapingControlCharacters)") }
    for path in run.written { print("recorded \(store.path(path).escapingControlCharacters)") }
    for path in run.skipped {
      print("not recorded (--only \(only.rawValue)): \(store.path(path).escapingControlCharacters)")
    }
    var tail: [String] = []
    if run.manifestWritten { tail.append("\(store.manifestPath) updated") }
    if run.fingerprintWritten { tail.append("\(store.fingerprintPath) written") }
    print(
      "\(run.written.count) of \(plan.count) goldens written; \(run.unchanged) unchanged"
        + (tail.isEmpty ? "" : "; " + tail.joined(separator: "; ")))
  }
}
