import Foundation

/// THE way specsheet removes a file or an empty folder: every deletion (an earlier report's
/// pictures, a site's old pages, stale goldens, temporary files a killed run left) goes through
/// `remove`, so a name from an ownership list, a manifest or a results file can only ever reach
/// inside the folder it is relative to.
///
/// The name is checked as text first (`problem`), then the folders on its way are opened one at
/// a time relative to the last (`openat` with `O_NOFOLLOW | O_DIRECTORY`) and the last part is
/// removed with `unlinkat` relative to its opened folder: a symbolic link on the way (a
/// subfolder planted to point outside) stops the removal, and one swapped in after the check
/// cannot redirect it. `root` itself is trusted (it was typed on the command line or derived
/// from one) and may be a link.
public enum OwnedRemoval {
  /// Why `relative` cannot name something inside a folder, or nil when it can: it is empty,
  /// absolute, has an empty, `.` or `..` part, or holds a control character or invalid UTF-8.
  public static func problem(_ relative: String) -> String? {
    if relative.isEmpty { return "an empty name" }
    if relative.hasPrefix("/") { return "an absolute name" }
    if relative.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "a control character" }
    if relative.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
      return "a control character"
    }
    for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
      if part.isEmpty { return "an empty part (//, or a trailing /)" }
      if part == "." || part == ".." { return "a \(part) part" }
    }
    return nil
  }

  /// What `remove` did.
  public enum Outcome: Equatable, Sendable {
    case removed
    /// Nothing by that name (already gone, or a folder on its way is missing).
    case absent
    /// The name was refused (`problem`, a linked folder on its way) or the removal failed.
    case refused(String)
  }

  /// Removes the file `relative` under `root` (an empty folder when `folder` is true), never
  /// through a symbolic link to a folder and never outside `root`.
  @discardableResult
  public static func remove(_ relative: String, in root: String, folder: Bool = false) -> Outcome {
    if let problem = problem(relative) { return .refused(problem) }
    let parts = relative.split(separator: "/").map(String.init)
    var fd = open(root.isEmpty ? "." : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return errno == ENOENT ? .absent : .refused(String(cString: strerror(errno))) }
    defer { close(fd) }
    for part in parts.dropLast() {
      let next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        if errno == ENOENT { return .absent }
        if errno == ELOOP || errno == ENOTDIR { return .refused("\(part) is a link or not a folder") }
        return .refused(String(cString: strerror(errno)))
      }
      close(fd)
      fd = next
    }
    if unlinkat(fd, parts[parts.count - 1], folder ? AT_REMOVEDIR : 0) == 0 { return .removed }
    return errno == ENOENT ? .absent : .refused(String(cString: strerror(errno)))
  }

  /// Removes the file (or empty folder) at `path`, as `remove(name, in: parent)`: for a
  /// temporary file or a folder this run made itself, where specsheet chose the folder.
  @discardableResult
  public static func remove(path: String, folder: Bool = false) -> Outcome {
    let parent = FilePath.parent(path)
    let name = String(path.dropFirst(parent.isEmpty ? 0 : parent.count + (parent == "/" ? 0 : 1)))
    return remove(name, in: parent, folder: folder)
  }
}
