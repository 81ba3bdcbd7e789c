import ArgumentParser
import CairoRenderer
import Catalog
import Foundation
import Graphics

/// The `specsheet` command: dispatches to the subcommands; holds no logic of its own.
///
/// A team whose components are written in Swift builds its own executable with its registry,
/// so every command (render, check, record, review, site, tokens, ...) knows them:
///
/// ```swift
/// SpecsheetCommand.main(registry: .acme, review: SpecsheetReview.main)
/// ```
public struct SpecsheetCommand: ParsableCommand {
  public init() {}

  public static let configuration = CommandConfiguration(
    commandName: "specsheet",
    abstract: "Render design-system components to PNG and test them against goldens.",
    usage: "specsheet <subcommand> [options]\n  specsheet --version   (version, commit, render environment)",
    discussion: exitCodesHelp,
    subcommands: [
      Render.self, SheetCommand.self, SiteCommand.self, Check.self, AuditCommand.self, Record.self, Prune.self,
      DiffCommand.self,
      Dump.self, HeadroomCommand.self,
      SchemaCommand.self, Bench.self, MergeReports.self, TokensCommand.self, Compare.self, ReviewLauncher.self,
      ServeLauncher.self,
    ])

  /// `specsheet` itself: the shipped components, `review` and `serve` in the sibling binary.
  public static func main() { main(registry: .standard) }

  /// Runs the command line with `registry`'s components and design systems (its kinds, themes
  /// and token mapping) in every command. `review` runs `review ARGS` and `serve ARGS` in this
  /// process (pass `SpecsheetReview.main`); nil runs the sibling binary `specsheet-review`, which
  /// knows only the shipped components. Returns only after `--version`; otherwise exits.
  ///
  /// Refuses arguments ArgumentParser would misread (see `misreadDashArguments`) before it sees them.
  public static func main(registry: ComponentRegistry, review: (@Sendable ([String]) -> Never)? = nil) {
    RunningRegistry.set(registry)
    ReviewLauncher.inProcess.withLock { $0 = review }
    lineBufferStandardOutput()
    MemoryTuning.keepLargeBuffersInTheHeap()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--version" {
      print(Version.text())
      return
    }
    if arguments.first == "review" { ReviewLauncher.exec(Array(arguments.dropFirst())) }
    if arguments.first == "serve" { ReviewLauncher.exec(arguments) }  // specsheet-review serve ...
    if let problem = misreadDashArguments(arguments) {
      exit(withError: reported(fail(problem, Exit.usage)))
    }
    if arguments.first == "render",
      let render = Render.parsedDirectly(Array(arguments.dropFirst())) ?? parsedRender(Array(arguments.dropFirst()))
    {
      do { try render.run() } catch { exit(withError: reported(error)) }
      return
    }
    runMain(Self.self)
  }

  /// `specsheet render ...` parsed with `Render` as the root command, when that gives a `Render`.
  ///
  /// From the root, ArgumentParser's first pass over the arguments meets `render`, a subcommand
  /// name, and builds render's whole argument set twice to learn whether it takes the remaining
  /// arguments, before the real parse builds it again: a quarter of its work on a one-image
  /// render. Render's own parse is the one the full path ends in, so a `Render` from it is the
  /// same value; anything else (help, an error, a completion request) is nil and goes the full
  /// way, which prints exactly what it always did. Validation prints only a bad specsheet.yaml's
  /// error (`ProjectDefaults.check`), so with one the full way alone runs, printing it once.
  static func parsedRender(_ arguments: [String]) -> Render? {
    guard ProjectDefaults.checksQuietly else { return nil }
    return (try? Render.parseAsRoot(arguments)) as? Render
  }
}

/// `specsheet serve` is `specsheet-review serve`: the server stays out of this binary, as review's.
struct ServeLauncher: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the catalog site on 127.0.0.1 (as `site` builds it); --watch rebuilds it when a fixture is saved.",
    discussion: "Runs specsheet-review serve from this binary's folder; `specsheet serve --help` shows its options.")

  @Argument(parsing: .captureForPassthrough, help: "Arguments of specsheet-review serve.")
  var arguments: [String] = []

  func run() throws { ReviewLauncher.exec(["serve"] + arguments) }
}

/// `specsheet review` is the sibling binary `specsheet-review` (same folder, same arguments):
/// the HTTP server's Foundation networking stays out of every other command's start.
struct ReviewLauncher: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Check, then review the failing, new and stale images in the browser and approve or reject each.",
    discussion: "Runs specsheet-review from this binary's folder; `specsheet review --help` shows its options.")

  @Argument(parsing: .captureForPassthrough, help: "Arguments of specsheet-review.")
  var arguments: [String] = []

  func run() throws { Self.exec(arguments) }

  /// What runs review and serve in this process (`SpecsheetCommand.main(registry:review:)`), if anything.
  static let inProcess = Locked<(@Sendable ([String]) -> Never)?>(nil)

  /// Runs `review` in this process when it can, else replaces this process with
  /// `specsheet-review arguments...`; returns only by exiting.
  static func exec(_ arguments: [String]) -> Never {
    if let review = inProcess.withLock({ $0 }) { review(arguments) }
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let sibling = own.deletingLastPathComponent().appendingPathComponent("specsheet-review").path
    guard FileManager.default.isExecutableFile(atPath: sibling) else {
      exit(
        withError: reported(
          fail(
            "specsheet review runs \(sibling), which is missing: `make release` builds it, `make install` installs it",
            Exit.usage)))
    }
    let argv = ([sibling] + arguments).map { strdup($0) } + [nil]
    execv(sibling, argv)
    exit(withError: reported(fail("cannot run \(sibling): \(String(cString: strerror(errno)))", Exit.usage)))
  }
}
