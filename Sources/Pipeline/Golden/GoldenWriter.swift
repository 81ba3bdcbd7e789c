import Foundation

/// Writes several files so that a failure part-way leaves the old ones intact.
///
/// Phase 1 writes every new file to a hidden temporary file beside its target
/// (`.<name>.<pid>.<id>.tmp`); any failure, or `interrupted()`, removes the temporary files
/// written so far and throws, and no target has changed. Phase 2 renames each temporary file
/// over its target; rename is atomic, so each target is either its old or its new content.
public enum GoldenWriter {
  /// `unchanged` ends the message of a phase-1 failure ("no golden was changed").
  public static func writeAll(
    _ files: [(path: String, bytes: [UInt8])], unchanged: String = "no golden was changed",
    interrupted: () -> Bool = { false }
  ) throws {
    var staged: [(temporary: String, target: String)] = []
    // Folders this call creates; a phase-1 failure removes them again (when empty), so a
    // failed write leaves the tree as it found it.
    var created: [String] = []
    func discard() {
      for file in staged { unlink(file.temporary) }
      for folder in created.reversed() { rmdir(folder) }
    }
    let token = "\(getpid()).\(UUID().uuidString.prefix(8))"
    for file in files {
      if interrupted() {
        discard()
        throw PipelineError.write(path: file.path, reason: "interrupted before writing; \(unchanged)")
      }
      do {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
          throw PipelineError.write(path: file.path, reason: "a folder is in the way")
        }
        let folder = FilePath.parent(file.path)
        created += AtomicFile.missingFolders(folder).reversed()
        if let problem = AtomicFile.createFolder(folder) {
          throw PipelineError.write(path: file.path, reason: problem)
        }
        let temporary = (folder as NSString).appendingPathComponent(".\((file.path as NSString).lastPathComponent).\(token).tmp")
        try writeFile(file.bytes, to: temporary, target: file.path)
        staged.append((temporary, file.path))
      } catch {
        discard()
        let reason = (error as? PipelineError)?.description ?? "\(error)"
        throw PipelineError.write(path: file.path, reason: "\(reason.replacingOccurrences(of: "cannot write \(file.path): ", with: "")); \(unchanged)")
      }
    }
    for (i, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
      let message = String(cString: strerror(errno))
      for rest in staged[i...] { unlink(rest.temporary) }
      throw PipelineError.write(
        path: file.target, reason: "\(message); \(i) of \(staged.count) files were replaced before this one, the rest are unchanged")
    }
  }

  /// Creates `path` exclusively and writes all of `bytes`, flushed to disk.
  static func writeFile(_ bytes: [UInt8], to path: String, target: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw PipelineError.write(path: target, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        let message = String(cString: strerror(errno))
        unlink(path)
        throw PipelineError.write(path: target, reason: message)
      }
      offset += n
    }
    if fsync(fd) != 0 {
      let message = String(cString: strerror(errno))
      unlink(path)
      throw PipelineError.write(path: target, reason: message)
    }
  }
}
