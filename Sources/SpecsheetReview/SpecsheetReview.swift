import ArgumentParser
import SpecsheetCLI

/// `review` and `serve`: the approve-or-reject page and the catalog site's server. `specsheet`
/// runs them in its sibling binary, `specsheet-review`, so the servers stay out of its other
/// commands; a team's executable runs them in its own process:
/// `SpecsheetCommand.main(registry: .acme, review: SpecsheetReview.main)`.
public enum SpecsheetReview {
  /// Runs `serve ARGS` when the first argument is `serve`, else `review ARGS`, with the registry
  /// of the running executable; returns only by exiting.
  public static func main(_ arguments: [String]) -> Never {
    // The same check as every other command's before ArgumentParser reads them.
    if let problem = misreadDashArguments(arguments) {
      ReviewCommand.exit(withError: reported(fail(problem, Exit.usage)))
    }
    if arguments.first == "serve" { runMain(ServeCommand.self, Array(arguments.dropFirst())) }
    runMain(ReviewCommand.self, arguments)
  }
}
