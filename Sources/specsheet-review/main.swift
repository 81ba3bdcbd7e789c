import ArgumentParser
import SpecsheetCLI

lineBufferStandardOutput()  // before anything is printed: see its doc comment
// `specsheet-review`: `specsheet review` runs this binary with its own arguments, which get the
// same check as every other command's before ArgumentParser reads them.
if let problem = misreadDashArguments(Array(CommandLine.arguments.dropFirst())) {
  ReviewCommand.exit(withError: reported(fail(problem, Exit.usage)))
}
// `specsheet serve` runs it as `specsheet-review serve ...`: the catalog site's server.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "serve" {
  runMain(ServeCommand.self, Array(arguments.dropFirst()))
} else {
  runMain(ReviewCommand.self)
}
