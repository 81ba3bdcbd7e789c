import Foundation

/// Temporary files a killed run left behind. Staged and atomic writes name theirs
/// `.<name>.<pid>.<8 hex digits>.tmp` beside the target; SIGKILL gives the run no chance to
/// remove them, so the next run into the same folder does (`record` for goldens, `render` for
/// its output folder).
public enum LeftoverTemporaries {
  /// Files under `folder` named like specsheet's temporary files whose process is gone
  /// (relative paths, sorted). A live process's files (a run writing there now) are left.
  public static func find(in folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    for case let relative as String in walker {
      let name = (relative as NSString).lastPathComponent
      guard let pid = processID(ofTemporary: name), !isRunning(pid) else { continue }
      found.append(relative)
    }
    return found.sorted()
  }

  /// Removes what `find` finds; returns the paths removed (relative).
  @discardableResult
  public static func remove(in folder: String) -> [String] {
    let found = find(in: folder)
    for relative in found { unlink((folder as NSString).appendingPathComponent(relative)) }
    return found
  }

  /// The writing process's id when `name` is one of specsheet's temporary names, else nil.
  static func processID(ofTemporary name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let id = parts[parts.count - 1]
    guard id.count == 8, id.allSatisfy({ $0.isHexDigit }), let pid = pid_t(parts[parts.count - 2]), pid > 0,
      !parts[..<(parts.count - 2)].joined(separator: ".").isEmpty
    else { return nil }
    return pid
  }

  static func isRunning(_ pid: pid_t) -> Bool {
    if pid == getpid() { return true }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
