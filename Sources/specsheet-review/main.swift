import SpecsheetCLI
import SpecsheetReview

lineBufferStandardOutput()  // before anything is printed: see its doc comment
// `specsheet-review`: `specsheet review` runs this binary with its own arguments, and
// `specsheet serve` runs it as `specsheet-review serve ...`.
SpecsheetReview.main(Array(CommandLine.arguments.dropFirst()))
