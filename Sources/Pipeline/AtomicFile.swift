import Foundation

/// Whole-file writes that never leave a partial file: write a temporary file beside the
/// target, then rename it over the target (atomic on POSIX file systems).
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw PipelineError.write(path: path, reason: "cannot create folder \(folder.path): \(reason(error))")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
      throw PipelineError.write(path: path, reason: "cannot create a file in \(folder.path) (permissions or disk space)")
    }
    if rename(temporary.path, path) != 0 {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw PipelineError.write(path: path, reason: message)
    }
  }

  public static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}
