import Foundation
import Graphics
import Project
import Reports

/// What ties a shard's results to its run, so `merge-reports` can refuse a stale or foreign
/// shard (a CI cache once restored an earlier passing shard and the merge said green).
enum RunIdentity {
  /// `--run-id`, else `GITHUB_RUN_ID`, else `CI_PIPELINE_ID` (empty counts as unset); nil when none.
  static func runId(_ flag: String?) -> String? {
    let environment = ProcessInfo.processInfo.environment
    return [flag, environment["GITHUB_RUN_ID"], environment["CI_PIPELINE_ID"]].compactMap { $0 }.first {
      !$0.isEmpty
    }
  }

  /// Stamps `document` with the run id, the project's commit and the goldens' fingerprint hash.
  static func stamp(_ document: inout ResultsDocument, runId: String?, goldensFingerprint path: String) {
    document.runId = runId
    document.projectCommit = Version.commit(above: URL(fileURLWithPath: ProjectRoot.folder()))
    // The fingerprint is a few hundred bytes; the manifest's cap bounds a hostile one.
    if let bytes = try? DataFile.read(path, limit: InputLimits.manifestBytes) {
      document.goldensFingerprint = ContentHash.of(bytes)
    }
  }
}
