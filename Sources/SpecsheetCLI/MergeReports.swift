import ArgumentParser
import Foundation
import Golden
import Graphics
import Pipeline
import Project
import Reports

/// `specsheet merge-reports`: the `--json` results of sharded checks as one check's HTML
/// report, JUnit file and JSON results.
package struct MergeReports: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Merge the results of `check --shard K/N --json FILE` runs into one report, JUnit file and results file.",
    discussion: """
      Every shard 1/N ... N/N must be given exactly once (a missing or duplicated shard exits 64), \
      from runs of the same selection, goldens and tolerance, and of one run: the same run id, \
      project commit and goldens fingerprint (a stale shard exits 65). The report shows each failure's \
      actual and diff images from the paths its shard's results name: a relative path is looked \
      for from the current folder, then from the results file's folder. Prints the failures and \
      the summary as check does, and exits with the code one unsharded check would have.

      \(exitCodesHelp)
      """)

  @Argument(help: ArgumentHelp("Results files of `check --shard K/N --json FILE`, one per shard.", valueName: "file"))
  var files: [String] = []

  @Option(
    help: ArgumentHelp(
      "Goldens folder the report shows goldens from (default: the one the shards checked).", valueName: "dir"))
  var goldens: String?

  @Option(
    help: ArgumentHelp(
      "Write the merged static HTML report (index.html and images/) into this folder.", valueName: "dir"))
  var report: String?

  @Option(help: ArgumentHelp("Write merged JUnit XML (one test case per image) to this file.", valueName: "file"))
  var junit: String?

  @Flag(
    help: "In the JUnit, name each failure's actual and diff pictures as [[ATTACHMENT|path]] lines (Jenkins, GitLab).")
  var junitAttachments = false

  @Option(help: ArgumentHelp("Write the merged results as JSON (docs/results.schema.json).", valueName: "file"))
  var json: String?

  @OptionGroup var summary: SummaryOptions

  @Flag(help: "List every info finding of the audit (default: one line counting them).")
  var verbose = false

  package func validate() throws {
    try reportingNow {
      if files.isEmpty { throw ValidationError("give the results files of every shard, e.g. shard-*/results.json") }
      try refuseOutputsInGoldens(
        [("--report", report), ("--junit", junit), ("--json", json), ("--markdown", summary.markdown)],
        goldens: goldens ?? defaultGoldens)
    }
  }

  package func run() throws {
    try OwnedOutputs.refuseForeign(json: json, junit: junit, report: report, markdown: summary.markdown)
    let shards = try loadShards()
    let merge: ShardMerge.Merged  // the run counted once: every output below reads its summary and verdict
    var merged: ResultsDocument
    let rebuilt: ResultsDocument.CheckRun
    do {
      merge = try ShardMerge.merge(shards)
      merged = merge.document
      // Artifacts are read only inside the project (checked per shard by `loadShards`, and again here).
      let root = ProjectRoot.folder()
      rebuilt = try merged.checkRun(read: { path in
        try? DataFile.read(path, limit: InputLimits.imageFileBytes, boundary: root)
      })
    } catch let error as ShardMerge.SetError {
      throw fail(error, Exit.usage)
    } catch {
      throw fail(error, Exit.badInput)
    }
    let store = GoldenStore(root: goldens ?? merged.goldens.map(ResultsDocument.locate) ?? defaultGoldens)
    try refuseOutputsInGoldens(
      [("--report", report), ("--junit", junit), ("--json", json), ("--markdown", summary.markdown)],
      goldens: store.root)
    let run = rebuilt.run
    let missingArtifacts = run.failures.flatMap(\.artifactFiles).filter { !FileManager.default.fileExists(atPath: $0) }
    if !missingArtifacts.isEmpty {
      merged.notes.append(
        "\(missingArtifacts.count) artifact file\(missingArtifacts.count == 1 ? " is" : "s are") not here "
          + "(first: \(missingArtifacts[0])): the report shows no such image"
      )
    }

    if !run.environmentChanges.isEmpty { print(GoldenMessages.environment(run.environmentChanges, store: store)) }
    for note in merged.notes { print("note: \(note.escapingControlCharacters)") }
    // Folded by state as check prints them (the shards' own per-image texts stay in JUnit and the report).
    let command = RecordCommand(program: Invocation.program, fixtures: merged.selection.fixtures, goldens: store.root)
    for block in GoldenMessages.console(run.failures, store: store, command: command) { print(block) }
    if let audit = rebuilt.audit { printAudit(audit, showAccepted: false, verbose: verbose) }
    print(
      merge.summary.line + (rebuilt.audit.flatMap { $0.run.images.isEmpty ? nil : "; \($0.summary)" } ?? "")
        + " (merged \(shards.count) shards)")

    var writeError: String?
    if let junit {
      do {
        try OwnedOutputs.write(
          JUnitReport.xml(
            run, store: store, summary: merge.summary, verdict: merge.verdict,
            audit: rebuilt.audit, timing: .init(started: Date(), seconds: merged.totals.seconds),
            attachments: junitAttachments),
          to: junit, as: .junit)
        print("junit: \(junit.escapingControlCharacters)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    if let report {
      do {
        let invocation = (["specsheet"] + CommandLine.arguments.dropFirst()).map(shellQuoted).joined(separator: " ")
        var withNotes = run
        withNotes.notes = merged.notes
        try HTMLReport.write(
          .init(
            run: withNotes, store: store,
            command: command, invocation: invocation,
            audit: rebuilt.audit, summary: merge.summary),
          to: report)
        print("report: \((report as NSString).appendingPathComponent("index.html").escapingControlCharacters)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    if let json, let problem = writeResults(merged, to: json, projectRelative: false) {
      writeError = writeError ?? problem
    }
    if let problem = summary.write(merged) { writeError = writeError ?? problem }
    if let writeError { throw fail(writeError, Exit.cannotWrite) }
    try finish(merge.verdict, store: store, audit: rebuilt.audit)
  }

  /// Every results file given, read, with its artifact paths as found from here.
  func loadShards() throws -> [(path: String, document: ResultsDocument)] {
    var shards: [(path: String, document: ResultsDocument)] = []
    for file in files {
      do {
        var document = try ResultsDocument.load(path: file)
        // Artifact paths as found from here, so the merged results and report name files that exist.
        for i in document.images.indices {
          document.images[i].files.actual = document.images[i].files.actual.map { locate($0, beside: file) }
          document.images[i].files.diff = document.images[i].files.diff.map { locate($0, beside: file) }
          try checkArtifacts(of: document.images[i], at: "images[\(i)]", in: file)
        }
        shards.append((file, document))
      } catch {
        throw fail(error, Exit.badInput)
      }
    }
    return shards
  }

  /// A shard's results may come from someone else's job: the pictures they name are copied into
  /// the published report, so each that exists must be a file inside the project (a results file
  /// naming /etc/passwd or ~/.ssh/id_rsa once had it copied into the report).
  func checkArtifacts(of image: ResultsDocument.Image, at key: String, in file: String) throws {
    let root = ProjectRoot.folder()
    for (name, path) in [("actual", image.files.actual), ("diff", image.files.diff)] {
      guard let path, FileManager.default.fileExists(atPath: path) else { continue }
      do { try DataFile.checkInside(path, boundary: root) } catch {
        throw ResultsError("\(file.escapingControlCharacters): \(key).files.\(name): \(error.reason)")
      }
    }
  }

  /// `path` as named in the results file `file`: from here when it is there, else from the
  /// results file's folder (shard artifacts downloaded beside their results), else from the
  /// project folder (results name project-relative paths), else as named.
  func locate(_ path: String, beside file: String) -> String {
    if path.hasPrefix("/") || FileManager.default.fileExists(atPath: path) { return path }
    let beside = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
    return FileManager.default.fileExists(atPath: beside) ? beside : ResultsDocument.locate(path)
  }
}
