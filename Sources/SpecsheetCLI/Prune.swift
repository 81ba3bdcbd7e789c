import ArgumentParser
import Foundation
import Golden
import Graphics
import Pipeline
import Project

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
    try PruneGuard.refuse(goldens, fromConfig: goldensFlag == nil && ProjectDefaults.config?.goldens != nil)
    let catalog = try options.loadCatalog()
    let store = GoldenStore(root: goldens)
    let plan = try options.plan(catalog, store: store)
    // Read the manifest before deleting anything: a corrupt one stops prune with nothing lost.
    let manifest: Manifest
    do { manifest = try store.readManifest() ?? Manifest(entries: []) } catch { throw fail(error, Exit.badInput) }
    // Only what record wrote is deleted: a PNG the manifest does not name is not known to be a golden.
    let known = Set(manifest.images.map(\.path) + (manifest.sheets ?? []).map(\.path))
    let stale = plan.stale.filter(known.contains)
    let unknown = plan.stale.count - stale.count
    if unknown > 0 {
      let manifestPath = store.manifestPath.escapingControlCharacters
      printError(
        "note: \(unknown) stale PNG file\(unknown == 1 ? " is" : "s are") not in \(manifestPath), so not known "
          + "to be goldens; left (delete them by hand)")
    }
    if dryRun {
      for path in stale { print("would delete \(store.path(path).escapingControlCharacters)") }
      print("\(stale.count) stale golden\(stale.count == 1 ? "" : "s") (dry run: nothing deleted)")
      return
    }
    do {
      for path in stale {
        if case .refused(let reason) = OwnedRemoval.remove(path, in: store.root) {
          throw PipelineError.write(path: store.path(path), reason: "cannot delete: \(reason)")
        }
        print("deleted \(store.path(path).escapingControlCharacters)")
        removeEmptyFolders(above: path, store: store)
      }
      if !stale.isEmpty {
        var manifest = manifest
        let gone = Set(stale)
        let before = (manifest.images.count, manifest.sheets?.count)
        manifest.images.removeAll { gone.contains($0.path) }
        manifest.sheets?.removeAll { gone.contains($0.path) }
        if before != (manifest.images.count, manifest.sheets?.count) {
          try AtomicFile.write(try manifest.json(), to: store.manifestPath)
        }
      }
    } catch {
      throw fail(error, Exit.cannotWrite)
    }
    print("\(stale.count) stale golden\(stale.count == 1 ? "" : "s") deleted")
  }

  /// Removes the folders `path`'s deletion emptied, up to the goldens folder (never it).
  func removeEmptyFolders(above path: String, store: GoldenStore) {
    var folder = FilePath.parent(path)
    while !folder.isEmpty, folder != "/" {
      guard OwnedRemoval.remove(folder, in: store.root, folder: true) == .removed else { return }
      folder = FilePath.parent(folder)
    }
  }
}

/// What `prune` refuses to delete in: a folder that is not a goldens folder (`goldens: .` once
/// had prune delete every PNG of the project, `docs/logo.png` too), and a goldens folder named by
/// `specsheet.yaml` that lies outside the project (a pull request's `goldens: ../x`). A folder
/// typed as `--goldens` may be anywhere, as any path typed on the command line.
enum PruneGuard {
  static func refuse(_ goldens: String, fromConfig: Bool) throws {
    let missing = [GoldenStore.manifestFile, GoldenStore.fingerprintFile].filter { file in
      var info = stat()
      return lstat((goldens as NSString).appendingPathComponent(file), &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG
    }
    if !missing.isEmpty {
      throw fail(
        "\(goldens) is not a goldens folder (no \(missing.joined(separator: " or "))); prune deletes only in a folder "
          + "record made: check --goldens or specsheet.yaml's goldens", Exit.badInput)
    }
    guard fromConfig else { return }
    let root = ProjectRoot.folder()
    guard let real = realPath(goldens), let realRoot = realPath(root),
      real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    else {
      throw fail(
        "specsheet.yaml's goldens \(goldens) lies outside the project \(root); prune deletes only inside it "
          + "(give --goldens to name a folder elsewhere)", Exit.badInput)
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
