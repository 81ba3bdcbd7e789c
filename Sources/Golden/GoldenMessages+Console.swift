/// The failures as `check` prints them: one block per state, its scales folded (`@1x,2x,3x`),
/// a state whose scales failed differently one block per status. `merge-reports` prints the
/// merged failures with this too, so both consoles say the same thing (issue 36).
extension GoldenMessages {
  public static func console(_ failures: [GoldenResult], store: GoldenStore, command: RecordCommand) -> [String] {
    StateGrouping.groups(failures, sameStatus: true).map { group in
      let stale = group.results[0].status == .stale
      return grouped(
        group, store: store, artifacts: group.results.map(\.artifactFiles),
        command: command.command(forNames: group.results.map(\.name), prune: stale))
    }
  }
}
