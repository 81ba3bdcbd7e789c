import Foundation

extension StagedFiles {
  /// Writes several files so that a failure part-way leaves the old ones intact (goldens, the
  /// review's approvals, a Swift test's recorded golden).
  ///
  /// Phase 1 writes every new file to a hidden temporary file beside its target
  /// (`.<name>.<pid>.<id>.tmp`); any failure, or `interrupted()`, removes the temporary files
  /// written so far and throws, and no target has changed. Phase 2 renames each temporary file
  /// over its target; rename is atomic, so each target is either its old or its new content.
  /// `unchanged` ends the message of a phase-1 failure ("no golden was changed").
  public static func writeAll(
    _ files: [(path: String, bytes: [UInt8])], unchanged: String = "no golden was changed",
    interrupted: () -> Bool = { false }
  ) throws {
    let staging = StagedFiles(unchanged: unchanged)
    for file in files {
      if interrupted() {
        staging.discard()
        throw PipelineError.write(path: file.path, reason: "interrupted before writing; \(unchanged)")
      }
      do {
        try staging.stage(file.bytes, at: file.path)
      } catch {
        staging.discard()
        throw error
      }
    }
    try staging.commit()
  }
}
