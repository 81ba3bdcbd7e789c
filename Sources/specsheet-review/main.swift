import ArgumentParser
import SpecsheetCLI

// `specsheet-review`: `specsheet review` runs this binary with its own arguments, which get the
// same check as every other command's before ArgumentParser reads them.
if let problem = misreadDashArguments(Array(CommandLine.arguments.dropFirst())) {
  ReviewCommand.exit(withError: fail(problem, Exit.usage))
}
ReviewCommand.main()
