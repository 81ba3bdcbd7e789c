import ArgumentParser
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
