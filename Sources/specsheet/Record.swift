import ArgumentParser
import Foundation
import Pipeline

/// `specsheet record`: the only way goldens are written.
struct Record: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write goldens for the catalog (or the given fixtures).",
    discussion: """
      A golden is rewritten only when its pixels changed, so recording unchanged code changes \
      nothing. Refuses to run when the CI environment variable is set.
      """)

  @OptionGroup var options: CatalogOptions

  @Option(help: "Goldens folder.")
  var goldens: String = "goldens"

  func run() throws {
    if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty {
      throw fail("record is disabled when CI is set: goldens are recorded by people, then reviewed", Exit.usage)
    }
    let catalog = try options.loadCatalog()
    let images = try options.renderAll(catalog)
    let store = GoldenStore(root: goldens)
    var written: [String] = []
    do {
      for image in images where try store.record(image) {
        written.append(image.path)
      }
    } catch {
      throw fail("\(error)", Exit.cannotWrite)
    }
    for path in written { print("recorded \(goldens)/\(path)") }
    print("\(written.count) of \(images.count) goldens written; \(images.count - written.count) unchanged")
  }
}
