import ArgumentParser
import CairoRenderer

/// Dispatches to the subcommands; holds no logic of its own.
@main
struct SpecsheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "specsheet",
    abstract: "Render design-system components to PNG and test them against goldens.",
    usage: "specsheet <subcommand> [options]\n  specsheet --version   (version, commit, render environment)",
    discussion: exitCodesHelp,
    subcommands: [
      Render.self, SheetCommand.self, Check.self, AuditCommand.self, Record.self, Prune.self, DiffCommand.self, Dump.self,
      SchemaCommand.self, Bench.self, MergeReports.self, ReviewCommand.self,
    ])

  /// Refuses arguments ArgumentParser would misread (see `misreadDashArguments`) before it sees them.
  static func main() {
    MemoryTuning.keepLargeBuffersInTheHeap()
    if CommandLine.arguments.dropFirst().first == "--version" {
      print(Version.text())
      return
    }
    if let problem = misreadDashArguments(Array(CommandLine.arguments.dropFirst())) {
      exit(withError: fail(problem, Exit.usage))
    }
    main(nil)
  }
}
