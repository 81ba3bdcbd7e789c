import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline
import Reports
import Tokens

/// `specsheet compare`: the selection rendered under two token sets, every image whose pixels
/// changed (what moved, which colours, by how much) and the audit findings that appear or go.
package struct Compare: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Render the catalog (or the given fixtures/filters) under two token sets and report what changed.",
    discussion: """
      Each image is rendered under --from and --to (token files or resolver files): the images \
      whose pixels differ, grouped by component and state, with the parts that moved, each \
      part's colour change (CIEDE2000 ΔE) and the audit findings that appear, go or change \
      ("label: 4.60:1 → 3.90:1: new text-contrast error"). Goldens are neither read nor written.

      Exit codes: 0 no image changed; 1 pixels changed, no new audit error; 4 a new audit error \
      under --to; 64 usage error; 65 bad input (a token set with problems, a fixture, a render \
      failure, named by side); 73 an output cannot be written.
      """)

  @Argument(
    help: ArgumentHelp(
      "Fixture files or folders, and/or image filters (as for check; default: the catalog).", valueName: "filter"))
  var filters: [String] = []

  @Option(help: ArgumentHelp("The old token set: a DTCG tokens file or a resolver file.", valueName: "file"))
  var from: String

  @Option(help: ArgumentHelp("The new token set: a DTCG tokens file or a resolver file.", valueName: "file"))
  var to: String

  @Option(
    name: .customLong("from-context"),
    help: ArgumentHelp("A context of --from's resolver, e.g. theme=dark (repeatable).", valueName: "name=value"))
  var fromContexts: [String] = []

  @Option(
    name: .customLong("to-context"),
    help: ArgumentHelp("A context of --to's resolver, e.g. theme=dark (repeatable).", valueName: "name=value"))
  var toContexts: [String] = []

  @Flag(name: .customLong("strict-tokens"), help: "Every token of both sets must be used.")
  var strictFlag = false

  @Option(
    name: .customLong("scale"), parsing: .unconditional, help: "Comma-separated scale factors (default: 1,2,3).",
    transform: parseScales)
  var scaleFlag: [Int]?

  @Option(parsing: .unconditional, help: "Parallel render jobs (default: every core).")
  var jobs: Int?

  @Option(help: ArgumentHelp("Write an HTML report (index.html and images/) into this folder.", valueName: "dir"))
  var report: String?

  @Option(help: ArgumentHelp("Write the comparison as JSON (docs/compare.schema.json).", valueName: "file"))
  var json: String?

  @Option(
    help: ArgumentHelp(
      "Write a Markdown summary (under 65,000 characters, for a pull-request comment).", valueName: "file"))
  var markdown: String?

  var scales: [Int] { scaleFlag ?? ProjectDefaults.config?.scales ?? [1, 2, 3] }

  package func validate() throws {
    try ProjectDefaults.check()
    if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
    _ = try contexts(fromContexts, "--from-context")
    _ = try contexts(toContexts, "--to-context")
    try refuseOutputsInGoldens(
      [("--report", report), ("--json", json), ("--markdown", markdown)], goldens: defaultGoldens)
  }

  package func run() throws {
    let started = ContinuousClock.now
    let selection = CompareSelection(arguments: filters)
    let paths = try CatalogOptions.catalogPaths(selection.fixtures)
    let old = try side(from, contexts(fromContexts, "--from-context"), "--from", paths)
    let new = try side(to, contexts(toContexts, "--to-context"), "--to", paths)
    let scales = self.scales
    let filter = selection.filter
    let names = old.entries.flatMap { e in scales.map { e.imageName(scale: $0).description } }
    if !filter.isEmpty, !names.contains(where: filter.matches) {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    if let report {
      do { try CompareReport.prepare(report) } catch { throw failWriting(error) }
    }
    // Before any work: a --json or --markdown file specsheet did not write is never replaced.
    do {
      if let json { try OwnedOutputs.checkReplaceable(json, as: .compare) }
      if let markdown { try OwnedOutputs.checkReplaceable(markdown, as: .markdown) }
    } catch {
      throw fail(error, Exit.cannotWrite)
    }
    let pipeline = try CatalogOptions().pipeline()
    let comparison = TokenComparison(pipeline: pipeline, jobs: jobs, pictures: report != nil)
    let progress = ProgressLine(verb: "comparing")
    let run: TokenComparisonRun
    do {
      run = try comparison.run(
        before: old.entries, after: new.entries, scales: scales, keep: filter.matches, progress: progress.update)
      progress.finish()
    } catch {
      progress.finish()
      throw fail(error, Exit.badInput)
    }
    for line in CompareText.lines(run) { print(line) }
    print(run.summary)
    let document = CompareDocument(
      run, from: .init(tokens: from, contexts: try contexts(fromContexts, "--from-context")),
      to: .init(tokens: to, contexts: try contexts(toContexts, "--to-context")),
      selection: .init(fixtures: selection.fixtures, filters: filter.substrings, scales: scales),
      version: Version.number, seconds: (ContinuousClock.now - started).seconds,
      pictures: report.map { _ in CompareReport.pictureFiles(run) })
    var writeError: String?
    func write(_ what: String, _ path: String?, _ body: (String) throws -> Void) {
      guard let path else { return }
      do {
        try body(path)
        print("\(what): \(path.escapingControlCharacters)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    write("report", report.map { ($0 as NSString).appendingPathComponent("index.html") }) { _ in
      let invocation = ([Invocation.program] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(
        separator: " ")
      try CompareReport.write(run, document: document, invocation: invocation, to: report!)
    }
    write("json", json) { try OwnedOutputs.write(try document.json(), to: $0, as: .compare) }
    write("markdown", markdown) { try OwnedOutputs.write(CompareMarkdown(document).text(), to: $0, as: .markdown) }
    if let writeError { throw fail(writeError, Exit.cannotWrite) }
    if run.status == .findings {
      printError("new audit errors under \(to) (above); the change breaks the spec or WCAG where it did not before")
    }
    if run.exitCode != 0 { throw ExitCode(run.exitCode) }
  }

  /// The config's contexts, each overridden by a flag naming the same modifier.
  func contexts(_ flags: [String], _ option: String) throws -> [String: String] {
    var result = ProjectDefaults.config?.tokenContexts ?? [:]
    for flag in flags {
      let parts = flag.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw ValidationError("\(option) takes name=value, e.g. theme=dark; found \"\(flag.prefix(60))\"")
      }
      result[parts[0]] = parts[1]
    }
    return result
  }

  /// The fixtures themed by one token set, or exit 65 naming the side.
  func side(_ path: String, _ contexts: [String: String], _ option: String, _ fixtures: [String]) throws -> Catalog {
    let config = ProjectDefaults.config
    let set = TokenSet.load(
      path: path, contexts: contexts, mapping: config?.tokenMapping ?? [:], mappingFile: config?.file ?? "",
      strict: strictFlag || config?.strictTokens == true)
    let side = "\(option) \(path): "
    do {
      return try Catalog.load(paths: fixtures, tokens: try set.designTokens())
    } catch let error as TokenError {
      // The token lines make room for the side's name before the first: one line under 300.
      let limit = TokenError.lineLimit - side.escapingControlCharacters.count
      throw fail(side + error.description(lineLimit: limit), Exit.badInput)
    } catch {
      throw fail(side + "\(error)", Exit.badInput)
    }
  }
}

/// The positional arguments split as `check` splits them: existing paths and `.yaml` names are
/// fixtures, the rest image-name filters.
struct CompareSelection {
  var fixtures: [String]
  var filter: ImageFilter

  init(arguments: [String]) {
    let isFixture = { (arg: String) in
      FileManager.default.fileExists(atPath: arg) || arg.hasSuffix(".yaml") || arg.hasSuffix(".yml")
    }
    fixtures = arguments.filter(isFixture)
    filter = ImageFilter(arguments.filter { !isFixture($0) })
  }
}
