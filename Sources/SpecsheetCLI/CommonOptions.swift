import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Graphics
import ImageDiff
import Golden
import Pipeline

/// Exit codes shared by every subcommand, as ArgumentParser's `ExitCode`: Graphics'
/// `ExitStatus` is the table (documented in the README and `--help`).
package enum Exit {
  package static let changed = ExitCode(.changed)
  package static let missingOrSize = ExitCode(.missingOrSize)
  package static let environment = ExitCode(.environment)
  package static let auditFindings = ExitCode(.findings)
  package static let usage = ExitCode(.usage)
  package static let badInput = ExitCode(.badInput)
  package static let cannotWrite = ExitCode(.cannotWrite)
  package static let interrupted = ExitCode(.interrupted)
}

extension ExitCode {
  package init(_ status: ExitStatus) { self.init(status.rawValue) }
}

package let exitCodesHelp = """
  Exit codes: 0 success; 1 golden pixels changed; 2 a golden is missing, unreadable, of another \
  size, or stale (no catalog entry produces it), or the goldens folder does not exist; 3 the render environment differs from \
  goldens/fingerprint.txt and some golden failed; 4 audit findings not in the baseline; 64 usage error (also: record or prune under \
  CI, an output inside the goldens folder); 65 bad input (fixture, font, unreadable PNG given to diff); 73 output cannot be written, or would \
  replace a file specsheet did not write; \
  130 record interrupted before writing.
  """

/// True when the `CI` environment variable is set (to anything but empty, 0 or false).
package var isCI: Bool {
  guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
  return !["", "0", "false"].contains(value.lowercased())
}

/// Which fixtures to load, which images to pick, and how to render them.
package struct CatalogOptions: ParsableArguments {
  package init() {}
  @Argument(
    help: ArgumentHelp(
      "Fixture files or folders, and/or image filters.",
      discussion: """
        An argument that names an existing file or folder, or ends in .yaml/.yml, is a fixture \
        (default: the catalog in Fixtures/catalog). Any other argument selects the images whose \
        name (system/component/variant/state@Nx, e.g. fiori/chip/single-selection/selected@2x) \
        contains it; a filter that matches nothing is a usage error.
        """,
      valueName: "filter"))
  package var filters: [String] = []

  // Numeric options parse `.unconditional`: otherwise `--scale -2` reads -2 as an option and says
  // "Missing value" instead of the range message 0 gets.
  @Option(
    name: .customLong("scale"), parsing: .unconditional, help: "Comma-separated scale factors (default: 1,2,3).",
    transform: parseScales)
  var scaleFlag: [Int]?

  /// `--scale`, else specsheet.yaml's `scales`, else 1, 2 and 3.
  var scale: [Int] { scaleFlag ?? ProjectDefaults.config?.scales ?? [1, 2, 3] }

  @Option(parsing: .unconditional, help: "Parallel render jobs (default: every core).")
  package var jobs: Int?

  @OptionGroup package var tokenOptions: TokenOptions

  var tokensFlag: String? { tokenOptions.tokensFlag }

  package func validate() throws {
    try ProjectDefaults.check()
    if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
  }

  /// The arguments that are fixture paths.
  package var fixturePaths: [String] {
    filters.filter { arg in
      FileManager.default.fileExists(atPath: arg) || arg.hasSuffix(".yaml") || arg.hasSuffix(".yml")
    }
  }

  /// The arguments that are image-name filters.
  var imageFilter: ImageFilter {
    let paths = Set(fixturePaths)
    return ImageFilter(filters.filter { !paths.contains($0) })
  }

  /// The fixture files to load: those given, else specsheet.yaml's, else the default catalog
  /// (exits 64 when it is not here either).
  package static func catalogPaths(_ given: [String]) throws -> [String] {
    if !given.isEmpty { return given }
    if let configured = ProjectDefaults.config?.fixtures, !configured.isEmpty { return configured }
    guard FileManager.default.fileExists(atPath: Catalog.defaultDirectory) else {
      throw fail(
        "no fixtures given and \(Catalog.defaultDirectory) is not here; run from the specsheet folder or pass fixture files",
        Exit.usage)
    }
    return [Catalog.defaultDirectory]
  }

  /// Loads the catalog, or exits 65 with the fixture error on stderr.
  package func loadCatalog() throws -> Catalog {
    let paths = try Self.catalogPaths(fixturePaths)
    let designTokens = try tokenOptions.load()
    do {
      return try Catalog.load(paths: paths, tokens: designTokens)
    } catch {
      throw fail("\(error)", Exit.badInput)
    }
  }

  /// The rest of the default catalog, when the given fixtures are part of it: their goldens share
  /// component folders with the ones checked, and are not stale. Empty for other fixtures.
  func siblings(of catalog: Catalog) -> [CatalogEntry] {
    let root = URL(fileURLWithPath: Catalog.defaultDirectory).standardizedFileURL.path + "/"
    let inside = fixturePaths.contains { URL(fileURLWithPath: $0).standardizedFileURL.path.hasPrefix(root) }
    guard inside, let all = try? Catalog.load(paths: [Catalog.defaultDirectory], tokens: try? tokenOptions.load()) else { return [] }
    let ids = Set(catalog.entries.map(\.id))
    return all.entries.filter { !ids.contains($0.id) }
  }

  /// What the given fixtures may call stale: a fixture folder owns its components' folders, a
  /// fixture file only its variants' folders.
  func ownedScope(_ catalog: Catalog) -> GoldenPlan.StaleScope {
    func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    var folders = Set<String>()
    for path in fixturePaths {
      var isDirectory: ObjCBool = false
      let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      let root = standard(path)
      let entries = catalog.entries.filter { folder ? standard($0.source).hasPrefix(root + "/") : standard($0.source) == root }
      folders.formUnion(folder ? GoldenPlan.StaleScope.componentFolders(entries) : GoldenPlan.StaleScope.variantFolders(entries))
    }
    return .owned(folders: folders, siblings: siblings(of: catalog))
  }

  /// The golden plan for `catalog` (filters, optional shard); a filter matching nothing exits 64.
  package func plan(_ catalog: Catalog, store: GoldenStore, shard: Shard? = nil) throws -> GoldenPlan {
    do {
      return try GoldenPlan.make(
        catalog: catalog, scales: scale, filter: imageFilter, shard: shard, store: store,
        staleScope: fixturePaths.isEmpty ? .everything : ownedScope(catalog))
    } catch {
      throw fail("\(error)", Exit.usage)
    }
  }

  /// Renders the selected images in memory; a render failure exits 65 before anything is written.
  /// The entries with at least one image the filter selects (usage error when none).
  func selectedEntries(_ catalog: Catalog) throws -> [CatalogEntry] {
    let filter = imageFilter
    let entries = catalog.entries.filter { e in scale.contains { filter.matches("\(e.id)@\($0)x") } }
    if entries.isEmpty, !filter.isEmpty {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    return entries
  }

  func renderAll(_ catalog: Catalog) throws -> [RenderedImage] {
    let filter = imageFilter
    let entries = try selectedEntries(catalog)
    do {
      return try RenderPipeline().render(entries, scales: scale, jobs: jobs)
        .filter { filter.matches("\($0.entry.id)@\($0.scale)x") }
    } catch {
      throw fail("\(error)", Exit.badInput)
    }
  }

  /// A pipeline on the shared font library, or exit 65.
  package func pipeline() throws -> RenderPipeline {
    do { return try RenderPipeline() } catch { throw fail("\(error)", Exit.badInput) }
  }
}

/// Opt-in tolerance; the default is exact. Each limit is reported beside its measured value.
package struct ToleranceOptions: ParsableArguments {
  package init() {}
  @Option(
    name: .customLong("threshold"), parsing: .unconditional,
    help: ArgumentHelp(
      "Per-pixel colour distance a pixel may move before it counts as changed, as a fraction (0...1) of the largest YIQ distance.",
      valueName: "fraction"))
  var thresholdFlag: Double?

  @Flag(
    name: .customLong("antialiasing"), inversion: .prefixedNo,
    help: "Count pixels on anti-aliased edges separately and do not fail on them (default: no).")
  var antialiasingFlag: Bool?

  @Option(
    name: .customLong("pixel-budget"), parsing: .unconditional,
    help: ArgumentHelp("How many changed pixels are tolerated per image (default: 0).", valueName: "pixels"))
  var pixelBudgetFlag: Int?

  // Each flag, else specsheet.yaml's key, else exact.
  var threshold: Double { thresholdFlag ?? ProjectDefaults.config?.threshold ?? 0 }
  var antialiasing: Bool { antialiasingFlag ?? ProjectDefaults.config?.antialiasing ?? false }
  var pixelBudget: Int { pixelBudgetFlag ?? ProjectDefaults.config?.pixelBudget ?? 0 }

  @Option(
    help: ArgumentHelp(
      "What semi-transparent pixels are measured over: white, or pixelmatch's checkerboard.", valueName: "white|checkerboard"))
  var blend: DiffOptions.Blend = .white

  package func validate() throws {
    try ProjectDefaults.check()
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold is a fraction from 0 to 1, e.g. 0.02")
    }
    guard pixelBudget >= 0 else { throw ValidationError("--pixel-budget must be 0 or more") }
  }

  package var diffOptions: DiffOptions {
    DiffOptions(threshold: threshold, detectAntialiasing: antialiasing, pixelBudget: pixelBudget, blend: blend)
  }
}

extension DiffOptions.Blend: ExpressibleByArgument {}

package func parseScales(_ text: String) throws -> [Int] {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  var scales: [Int] = []
  for part in parts {
    guard let n = Int(part.trimmingCharacters(in: .whitespaces)), (1...4).contains(n) else {
      throw ValidationError("--scale takes whole numbers from 1 to 4, e.g. 1,2,3; found \"\(part)\"")
    }
    if !scales.contains(n) { scales.append(n) }
  }
  return scales
}

/// Prints `message` to stderr as one `error:` line and returns the exit code to throw.
package func fail(_ message: String, _ code: ExitCode) -> ExitCode {
  FileHandle.standardError.write(Data("error: \(terminalLines(message))\n".utf8))
  return code
}

/// Prints `message` to stderr, each of its lines as `terminalLine` makes it.
package func printError(_ message: String) {
  let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { terminalLine(String($0)) }
  FileHandle.standardError.write(Data(lines.joined(separator: "\n").utf8) + Data("\n".utf8))
}

/// Messages echo names users chose (tokens, fixture keys, file names): whatever they hold, a
/// message is one line without control characters (escaped: `\u{1B}`), and at most
/// `maxLineLength` characters (a path may be 4,096 bytes; nothing worth reading is longer).
/// A message of several lines (a token file's problems, one per line) as terminal lines: each
/// escaped and bounded, every line after the first indented, so no user-supplied text can start
/// a line of its own (a forged `error:`).
package func terminalLines(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    .map { i, line in (i == 0 ? "" : "  ") + terminalLine(String(line)) }.joined(separator: "\n")
}

package func terminalLine(_ text: String) -> String {
  let line = text.escapingControlCharacters
  guard line.count > maxLineLength else { return line }
  return line.prefix(maxLineLength - 40) + "… (\(line.count - maxLineLength + 40) more characters)"
}

package let maxLineLength = 5_000

/// `--shard K/N`.
package func parseShard(_ text: String) throws -> Shard {
  guard let shard = Shard(parsing: text) else {
    throw ValidationError("--shard takes K/N with 1 <= K <= N, e.g. 2/4; found \"\(text)\"")
  }
  return shard
}

/// One overwritten status line on stderr while a long run works, only on a terminal and never
/// under CI (plain output there).
package final class ProgressLine: Sendable {
  private let enabled: Bool
  /// When the line was last written, and whether it is on screen.
  private let state = Locked((last: ContinuousClock.now - .seconds(1), shown: false))
  private let verb: String

  package init(verb: String) {
    self.verb = verb
    enabled = isatty(STDERR_FILENO) == 1 && !isCI && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  package func update(_ done: Int, _ total: Int, _ name: String) {
    guard enabled else { return }
    state.withLock { state in
      let now = ContinuousClock.now
      guard done == total || now - state.last > .milliseconds(80) else { return }
      state.last = now
      state.shown = true
      FileHandle.standardError.write(Data("\r\u{1B}[2K\(verb) \(done)/\(total) \(name)".utf8))
    }
  }

  package func finish() {
    state.withLock { state in
      if state.shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
      state.shown = false
    }
  }
}

/// Runs the check behind a progress line; an error reading or rendering exits 65.
package func checkWithProgress(_ engine: GoldenEngine, _ plan: GoldenPlan) throws -> GoldenCheckRun {
  let progress = ProgressLine(verb: "checking")
  let run: GoldenCheckRun
  do {
    run = try engine.check(plan, progress: progress.update)
  } catch {
    progress.finish()  // the line cleared before the error is printed
    throw fail("\(error)", Exit.badInput)
  }
  progress.finish()
  return run
}
