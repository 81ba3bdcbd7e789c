import Foundation

/// The folder a project's paths are written relative to, wherever in it a command runs: the
/// folder of the nearest `specsheet.yaml`, else of the nearest `.git` (a repository's root; a
/// worktree's `.git` is a file), else the current folder. Sheets print fixture paths and results
/// files name files relative to it, so a check from a subfolder gives the same bytes as one
/// from the root (a sheet's section title once was the path as seen from the current folder).
public enum ProjectRoot {
  /// The project folder seen from `folder` (default: the current folder), absolute.
  public static func folder(from folder: String = FileManager.default.currentDirectoryPath) -> String {
    cache.withLock { cache in
      if let known = cache[folder] { return known }
      let found = find(from: folder)
      cache[folder] = found
      return found
    }
  }

  /// `path` relative to the project folder when it is inside it (`.` and `..` applied, symbolic
  /// links not followed), else as given.
  public static func relative(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let root = folder(from: cwd)
    let absolute = standardized(path.hasPrefix("/") ? path : cwd + "/" + path)
    let prefix = root == "/" ? "/" : root + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
  }

  /// `path` as a file written for later runs names it (an audit baseline's `fixture:`): relative
  /// to the root of the project holding the file, which every spelling of its path, from any
  /// folder, ends with; else relative to the current folder when inside it, else absolute. As
  /// given from the current folder, `../proj/Fixtures/card.yaml` named it from one folder only.
  public static func portable(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let absolute = standardized(path.hasPrefix("/") ? path : cwd + "/" + path)
    for root in [marked(from: FilePathText.parent(absolute)), standardized(cwd)].compactMap({ $0 }) {
      let prefix = root == "/" ? "/" : root + "/"
      if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
    }
    return absolute
  }

  private static let cache = Locked([String: String]())

  static func find(from folder: String) -> String {
    let start = standardized(folder)
    return marked(from: start) ?? start
  }

  /// The folder of the nearest `specsheet.yaml`, else of the nearest `.git`, from `start`
  /// (absolute, standardized) up; nil when there is neither.
  static func marked(from start: String) -> String? {
    if let config = configFile(from: start) { return standardized(FilePathText.parent(config)) }
    var walk = start
    while true {
      if FileManager.default.fileExists(atPath: walk == "/" ? "/.git" : walk + "/.git") { return walk }
      let parent = FilePathText.parent(walk)
      if parent == walk || parent.isEmpty { return nil }
      walk = parent
    }
  }

  /// The name of a project's configuration file.
  public static let configName = "specsheet.yaml"

  /// The nearest `specsheet.yaml` in `folder` or a folder above it.
  public static func configFile(from folder: String) -> String? {
    // Walked as text (`.` and `..` applied, symbolic links not followed, as URL's
    // standardizedFileURL did): URL's path operations were a fiftieth of a one-image render.
    var current = standardized(folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder)
    while true {
      let candidate = current == "/" ? "/" + configName : current + "/" + configName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = FilePathText.parent(current)
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
  }

  /// An absolute path with `.`, `..` and repeated slashes resolved as text.
  package static func standardized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }
}

/// The folder part of an absolute path ("/" for a name at the root).
package enum FilePathText {
  package static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }
}
