import ArgumentParser
import Foundation
import Golden
import Graphics
import Pipeline

/// `specsheet prune`: delete goldens no catalog entry produces.
package struct Prune: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "Delete goldens that no catalog entry produces (exact: the catalog lists every image).",
    discussion: """
      Without fixture arguments every .png file under the goldens folder is judged against the \
      default catalog. A fixture folder argument owns the <system>/<component>/ folders its \
      fixtures write; a fixture file argument only its <system>/<component>/<variant>/ folders (so \
      another file's variants of the same component are never deleted). Image filters narrow what \
      is deleted. A catalog entry's goldens at @1x, @2x and @3x are kept; any other scale is \
      stale. Also drops their manifest.json entries. Refuses to delete when CI is set.
      """)

  @OptionGroup var options: CatalogOptions

  @Option(name: .customLong("goldens"), help: "Goldens folder (default: goldens).")
  var goldensFlag: String?

  var goldens: String { goldensFlag ?? defaultGoldens }

  @Flag(help: "List what would be deleted; delete nothing.")
  var dryRun = false

  package func run() throws {
    if isCI && !dryRun {
      throw fail("prune is disabled when CI is set (use --dry-run to list stale goldens)", Exit.usage)
    }
    let catalog = try options.loadCatalog()
    let store = GoldenStore(root: goldens)
    let plan = try options.plan(catalog, store: store)
    if dryRun {
      for path in plan.stale { print("would delete \(store.path(path).escapingControlCharacters)") }
      print("\(plan.stale.count) stale golden\(plan.stale.count == 1 ? "" : "s") (dry run: nothing deleted)")
      return
    }
    // Read the manifest before deleting anything: a corrupt one stops prune with nothing lost.
    var manifest: Manifest?
    do { manifest = try store.readManifest() } catch { throw fail("\(error)", Exit.badInput) }
    do {
      for path in plan.stale {
        try FileManager.default.removeItem(atPath: store.path(path))
        print("deleted \(store.path(path).escapingControlCharacters)")
        removeEmptyFolders(above: path, store: store)
      }
      if !plan.stale.isEmpty, var manifest {
        let gone = Set(plan.stale)
        let before = manifest.images.count
        manifest.images.removeAll { gone.contains($0.path) }
        if manifest.images.count != before { try AtomicFile.write(try manifest.json(), to: store.manifestPath) }
      }
    } catch {
      throw fail("\(error)", Exit.cannotWrite)
    }
    print("\(plan.stale.count) stale golden\(plan.stale.count == 1 ? "" : "s") deleted")
  }

  func removeEmptyFolders(above path: String, store: GoldenStore) {
    var folder = FilePath.parent(path)
    while !folder.isEmpty, folder != "/" {
      let full = store.path(folder)
      guard (try? FileManager.default.contentsOfDirectory(atPath: full))?.isEmpty == true else { return }
      try? FileManager.default.removeItem(atPath: full)
      folder = FilePath.parent(folder)
    }
  }
}
