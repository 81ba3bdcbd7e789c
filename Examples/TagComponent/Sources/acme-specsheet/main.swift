import AcmeTag
import SpecsheetCLI
import SpecsheetReview

// `acme-specsheet`: specsheet's command line with Acme's registry (its tag, its design system's
// theme and token mapping), review and serve in this same process.
SpecsheetCommand.main(registry: .acme, review: SpecsheetReview.main)
