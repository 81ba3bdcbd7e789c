import Foundation

/// Temporary files a killed run left behind. Staged and atomic writes name theirs
/// `.<name>.<pid>.<8 hex digits>.tmp` beside the target; SIGKILL gives the run no chance to
/// remove them, so the next run into the same folder does, when it opens the folder
/// (`OutputFolder`): only those whose target the folder's list names (a user's
/// `.draft.99999.abcdef12.tmp` has the shape but is not ours) and whose process is gone.
public enum LeftoverTemporaries {
  /// Leftover temporary files beside the names `listed` under `folder` (relative paths,
  /// sorted); the list's own temporary files count too. A live process's files stay.
  public static func find(in folder: String, listed: Set<String>) -> [String] {
    var targets: [String: Set<Substring>] = [:]
    for name in listed.union([OutputFolder.listName]) {
      let parent = FilePath.parent(name)
      targets[parent, default: []].insert(Substring(name.dropFirst(parent.isEmpty ? 0 : parent.count + 1)))
    }
    var found: [String] = []
    for (parent, names) in targets {
      let path = parent.isEmpty ? folder : (folder as NSString).appendingPathComponent(parent)
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
      for entry in entries {
        guard let (target, pid) = parse(entry), names.contains(target), !isRunning(pid) else { continue }
        found.append(parent.isEmpty ? entry : parent + "/" + entry)
      }
    }
    return found.sorted()
  }

  /// Removes what `find` finds (through `OwnedRemoval`); returns the paths removed (relative).
  @discardableResult
  public static func remove(in folder: String, listed: Set<String>) -> [String] {
    find(in: folder, listed: listed).filter { OwnedRemoval.remove($0, in: folder) == .removed }
  }

  /// Whether a running process (this one included) has a temporary file beside `relative`:
  /// another run is writing it now, so its name stays listed.
  static func hasLive(besides relative: String, in folder: String) -> Bool {
    let parent = FilePath.parent(relative)
    let name = relative.dropFirst(parent.isEmpty ? 0 : parent.count + 1)
    let path = parent.isEmpty ? folder : (folder as NSString).appendingPathComponent(parent)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
    return entries.contains { entry in
      guard let (target, pid) = parse(entry) else { return false }
      return target == name && isRunning(pid)
    }
  }

  /// The target's name and the writing process's id when `name` is one of specsheet's
  /// temporary names, else nil.
  public static func parse(_ name: String) -> (target: Substring, pid: pid_t)? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let id = parts[parts.count - 1]
    guard id.count == 8, id.allSatisfy({ $0.isHexDigit }), let pid = pid_t(parts[parts.count - 2]), pid > 0 else {
      return nil
    }
    let target = name.dropFirst().dropLast(4 + id.count + 1 + parts[parts.count - 2].count + 1)
    return target.isEmpty ? nil : (target, pid)
  }

  /// The writing process's id when `name` is one of specsheet's temporary names, else nil.
  static func processID(ofTemporary name: String) -> pid_t? { parse(name)?.pid }

  public static func isRunning(_ pid: pid_t) -> Bool {
    if pid == getpid() { return true }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
