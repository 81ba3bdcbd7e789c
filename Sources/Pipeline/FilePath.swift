import Foundation

/// Path arithmetic on strings. Foundation's `NSString.deletingLastPathComponent` traps on a
/// one-character relative path on Linux ("x"), which a user's `--out x` reaches; these never do.
public enum FilePath {
  /// The folder part of `path`: "" for a bare name, "/" for a name at the root.
  public static func parent(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// Where `path` really is: absolute, `.` and `..` applied, every symbolic link on the way
  /// followed (also a dangling one: writing through it creates its target). Parts that do not
  /// exist yet stay as written, since creating them makes real folders. Unlike `realpath`, this
  /// also places paths that are about to be created, which is what output checks need.
  public static func resolved(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var done: [Substring] = []
    var pending = Array(absolute.split(separator: "/").reversed())  // next part last
    var links = 0
    while let part = pending.popLast() {
      if part == "." { continue }
      if part == ".." {
        // `done` is already free of links, so its parent is the real parent.
        _ = done.popLast()
        continue
      }
      let candidate = absolutePath(done + [part])
      // 40 links, as the kernel allows (ELOOP): a cycle ends here instead of looping forever.
      if links < 40, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) {
        links += 1
        if target.hasPrefix("/") { done = [] }
        pending += target.split(separator: "/").reversed()
        continue
      }
      done.append(part)
    }
    return absolutePath(done)
  }

  /// `/` and the parts joined by `/`, by hand: `joined(separator:)` on substrings costs the
  /// runtime a generic type lookup on first use (0.4M instructions of a one-image render).
  private static func absolutePath(_ parts: [Substring]) -> String {
    guard !parts.isEmpty else { return "/" }
    var path = ""
    for part in parts {
      path += "/"
      path += part
    }
    return path
  }

  /// True when `path` is `folder` or anything inside it, after `resolved` on both.
  public static func isSameOrInside(_ path: String, _ folder: String) -> Bool {
    let path = resolved(path)
    let folder = resolved(folder)
    return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }
}
