import ArgumentParser
import Catalog
import Compare
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
      First the token diff: tokens added, removed and changed, and the mapped fields whose value or \
      alias chain changed. Then each image is rendered under --from and --to (token files or \
      resolver files; each --context compared in its own section): the images \
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

  @Flag(
    name: .customLong("strict-tokens"),
    help: "Every token of both sets must be valid and used: a problem in a token nothing maps is an error too.")
  var strictFlag = false

  @Flag(help: "List every problem in tokens nothing maps, of both sets (default: one line counting them).")
  var verbose = false

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

  @Option(
    name: .customLong("context"),
    help: ArgumentHelp(
      "Compare in this context of both resolvers (theme=dark; several modifiers joined by ','); repeat to "
        + "compare several, each in its own section, or 'all' for every context of --to's resolver.",
      valueName: "name=value|all"))
  var contextFlags: [String] = []

  @Option(
    name: .customLong("artifacts-url"),
    help: ArgumentHelp(
      "Where the --report folder is published: the Markdown links and shows its pictures under this address.",
      valueName: "url"))
  var artifactsURL: String?

  var scales: [Int] { scaleFlag ?? ProjectDefaults.config?.scales ?? [1, 2, 3] }

  package func validate() throws {
    try reportingNow {
      try ProjectDefaults.check()
      if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
      _ = try contexts(fromContexts, "--from-context")
      _ = try contexts(toContexts, "--to-context")
      try CompareContexts.validate(contextFlags)
      if let artifactsURL {
        try CompareContexts.checkURL(artifactsURL)
        guard report != nil else { throw ValidationError("--artifacts-url links the pictures of --report: give both") }
      }
      try refuseOutputsInGoldens(
        [("--report", report), ("--json", json), ("--markdown", markdown)], goldens: defaultGoldens)
    }
  }

  package func run() throws {
    let started = ContinuousClock.now
    let selection = CompareSelection(arguments: filters)
    let paths = try CatalogOptions.catalogPaths(selection.fixtures)
    let (fromFlags, toFlags) = (try contexts(fromContexts, "--from-context"), try contexts(toContexts, "--to-context"))
    let runs = try CompareContexts.runs(contextFlags) { load(to, toFlags).modifiers }
    // Each run's contexts over the config's; a side's own flags over both.
    let sides = runs.map { run in
      (
        from: fromFlags.merging(run.contexts) { $1 }.merging((try? contexts(fromContexts, "", config: false)) ?? [:]) {
          $1
        },
        to: toFlags.merging(run.contexts) { $1 }.merging((try? contexts(toContexts, "", config: false)) ?? [:]) { $1 }
      )
    }
    var folders: [String] = []
    if let report {
      var taken = Set<String>()
      for run in runs {
        let name = CompareContexts.folder(run.label, taken: taken)
        taken.insert(name)
        folders.append(runs.count == 1 ? report : (report as NSString).appendingPathComponent(name))
      }
      do { try folders.forEach(CompareReport.prepare) } catch { throw failWriting(error) }
    }
    // Before any work: a --json or --markdown file specsheet did not write is never replaced.
    do {
      if let json { try OwnedOutputs.checkReplaceable(json, as: .compare) }
      if let markdown { try OwnedOutputs.checkReplaceable(markdown, as: .markdown) }
    } catch {
      throw fail(error, Exit.cannotWrite)
    }
    let pipeline = try CatalogOptions().pipeline()
    var documents: [CompareDocument] = []
    var writeError: String?
    for (index, run) in runs.enumerated() {
      let context = CompareRunContext(
        label: run.label, from: sides[index].from, to: sides[index].to, folder: folders.isEmpty ? nil : folders[index],
        prefix: runs.count == 1 ? "" : ((folders.isEmpty ? "" : (folders[index] as NSString).lastPathComponent) + "/"))
      let (document, error) = try compare(
        context, selection: selection, paths: paths, pipeline: pipeline, started: started)
      documents.append(document)
      writeError = writeError ?? error
    }
    let document = CompareDocument.combining(documents)
    if runs.count > 1 { print(CompareDocument.summaryLine(document)) }
    func write(_ what: String, _ path: String?, _ body: (String) throws -> Void) {
      guard let path else { return }
      do {
        try body(path)
        print("\(what): \(path.escapingControlCharacters)")
      } catch {
        writeError = writeError ?? "\(error)"
      }
    }
    // Both texts are made at once (a change of every image makes each long), then written in order.
    let (wantsJSON, wantsMarkdown, url) = (json != nil, markdown != nil, artifactsURL)
    let texts = Workers.run(2, jobs: nil) { i -> String in
      if i == 0 { return wantsJSON ? try document.json() : "" }
      return wantsMarkdown ? CompareMarkdown(document, artifactsURL: url).text() : ""
    }
    write("json", json) { try OwnedOutputs.write(try texts[0].get(), to: $0, as: .compare) }
    write("markdown", markdown) { try OwnedOutputs.write(try texts[1].get(), to: $0, as: .markdown) }
    if let writeError { throw fail(writeError, Exit.cannotWrite) }
    if document.totals.newErrors > 0 {
      printError("new audit errors under \(to) (above); the change breaks the spec or WCAG where it did not before")
    }
    if document.exitCode != 0 { throw ExitCode(document.exitCode) }
  }

  /// The config's contexts, each overridden by a flag naming the same modifier (`config`: false,
  /// the flags alone).
  func contexts(_ flags: [String], _ option: String, config: Bool = true) throws -> [String: String] {
    var result = config ? ProjectDefaults.config?.tokenContexts ?? [:] : [:]
    for flag in flags {
      let parts = flag.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw ValidationError("\(option) takes name=value, e.g. theme=dark; found \"\(flag.prefix(60))\"")
      }
      result[parts[0]] = parts[1]
    }
    return result
  }

  /// One token set as the command loads it (the config's mapping and strictness), its warnings
  /// printed once a run.
  func load(_ path: String, _ contexts: [String: String]) -> TokenSet {
    let config = ProjectDefaults.config
    let set = TokenSet.load(
      path: path, contexts: contexts, mapping: config?.tokenMapping ?? [:], mappingFile: config?.file ?? "",
      strict: strictFlag || config?.strictTokens == true, registry: RunningRegistry.current)
    TokenWarnings.report(set, verbose: verbose)
    return set
  }

  /// The fixtures themed by one token set, and the set, or exit 65 naming the side (and the
  /// context compared, when one was given).
  func side(
    _ path: String, _ contexts: [String: String], _ option: String, _ fixtures: [String], label: String = "",
    fixing fixed: Set<String> = []
  ) throws -> (TokenSet, Catalog) {
    let set = load(path, contexts)
    let side = "\(option) \(path)\(label.isEmpty ? "" : " (\(label))"): "
    let axes = try compareAxes(fixing: fixed.union(contexts.keys), set: set)
    do {
      let tokens = try set.designTokens()
      return (set, try catalog(fixtures, path: path, contexts: contexts, tokens: tokens, axes: axes))
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
