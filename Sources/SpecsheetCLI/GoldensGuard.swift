import ArgumentParser
import Foundation
import Golden
import Pipeline

/// The goldens folder of commands that have no `--goldens` option (render, sheet, diff):
/// specsheet.yaml's `goldens`, else `goldens`.
package var defaultGoldens: String { ProjectDefaults.config?.goldens ?? "goldens" }

/// Only `record` (and `prune`) may write into the goldens folder: `render --out goldens` once
/// replaced goldens/manifest.json with a one-entry manifest and still exited 0. Any other output
/// that resolves to or inside it (through `..` or symbolic links) is refused before any work.
package func refuseOutputsInGoldens(_ outputs: [(option: String, path: String?)], goldens: String) throws {
  for case (let option, let path?) in outputs where FilePath.isSameOrInside(path, goldens) {
    throw ValidationError("\(option) \(path) is inside the goldens folder \(goldens); only record writes goldens")
  }
}

/// `check` against a goldens folder that is not there says so in one line (exit 2, as for a
/// missing golden) instead of a MISSING line per image and the audit errors of a baseline it
/// could not read: `--goldens goldenz` is far more often a typo than a new project. `record`
/// (and `review`'s approvals) create the folder.
package func refuseMissingGoldens(_ goldens: String) throws {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: goldens, isDirectory: &isDirectory) else {
    throw fail(
      "the goldens folder \(goldens) does not exist; check --goldens (or specsheet.yaml's goldens), "
        + "or record the goldens first (`record` creates the folder)",
      Exit.missingOrSize)
  }
  if !isDirectory.boolValue { throw fail("the goldens folder \(goldens) is a file, not a folder", Exit.missingOrSize) }
}
