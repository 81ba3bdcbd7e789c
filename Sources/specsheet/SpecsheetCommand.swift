import ArgumentParser

/// Dispatches to the subcommands; holds no logic of its own.
@main
struct SpecsheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "specsheet",
    abstract: "Render design-system components to PNG and test them against goldens.",
    discussion: """
      Exit codes: 0 success; 1 golden pixels changed; 2 golden missing, unreadable or of another \
      size; 64 usage error; 65 bad input (fixture, PNG); 73 cannot write output.
      """,
    subcommands: [Render.self, Record.self, Check.self, Dump.self, Bench.self])
}
