import ArgumentParser
import Foundation
import ImageDiff
import Pipeline

/// `specsheet check`: compare fresh renders with the goldens. Never writes a golden.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render the catalog (or the given fixtures) and compare every image with its golden.")

  @OptionGroup var options: CatalogOptions

  @Option(help: "Goldens folder.")
  var goldens: String = "goldens"

  @Option(help: "Where failure artifacts (actual and diff images) go.")
  var artifacts: String = ".build/golden-failures"

  func run() throws {
    let catalog = try options.loadCatalog()
    let images = try options.renderAll(catalog)
    let store = GoldenStore(root: goldens)
    var changed = 0
    var missing = 0
    for image in images {
      let outcome = store.check(image)
      guard let line = GoldenReport.describe(image, outcome, store: store) else { continue }
      print(line)
      if case .failed(.changed, _) = outcome { changed += 1 } else { missing += 1 }
      try? GoldenReport.writeArtifacts(image, outcome, to: artifacts)
    }
    let passed = images.count - changed - missing
    print("\(passed) passed, \(changed) changed, \(missing) missing or unusable, of \(images.count)")
    if missing > 0 { throw Exit.missingOrSize }
    if changed > 0 { throw Exit.changed }
  }
}
