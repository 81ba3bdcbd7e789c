import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the file a request names inside the site folder `serve` publishes, never through a
/// symlink: each name is opened relative to the folder before it with O_NOFOLLOW, so a symlink
/// anywhere on the way is refused, whether it points outside the folder or inside it (one rule,
/// nothing to resolve; the site specsheet writes has none). Only regular files are served: a
/// FIFO, socket or device is refused after a look at its type, and every open is O_NONBLOCK
/// (a FIFO swapped in between the look and the open cannot make it wait for a writer).
enum SiteFiles {
  enum Found {
    case file(descriptor: Int32, size: Int)
    case missing
    /// A symlink or not a regular file.
    case refused
  }

  /// `path` as requested (percent-encoded; `/` and folders mean their index.html) under `root`.
  static func open(root: String, path: String) -> Found {
    let decoded = path.removingPercentEncoding ?? path
    guard !decoded.utf8.contains(0) else { return .missing }
    let parts = decoded.split(separator: "/").map(String.init)
    // Dot files (.specsheet-files) and dot segments are not the site's pages.
    guard !parts.contains(where: { $0.hasPrefix(".") }) else { return .missing }
    // The root was typed on the command line: it may itself be a symlink.
    var folder = openFolder(root)
    guard folder >= 0 else { return .missing }
    var rest = parts[...]
    while true {
      let isIndex = rest.isEmpty
      let name = rest.popFirst() ?? "index.html"
      let entry = openAt(folder, name)
      _ = close(folder)
      switch entry {
      case .file(let descriptor, let size):
        if rest.isEmpty { return .file(descriptor: descriptor, size: size) }
        _ = close(descriptor)
        return .missing
      case .folder(let next):
        if isIndex {
          _ = close(next)
          return .missing
        }
        folder = next
      case .missing: return .missing
      case .refused: return .refused
      }
    }
  }

  private enum Entry {
    case file(Int32, Int)
    case folder(Int32)
    case missing
    case refused
  }

  /// `name` in the open folder `folder`, not following a symlink: a regular file or a folder.
  private static func openAt(_ folder: Int32, _ name: String) -> Entry {
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG || kind == S_IFDIR else { return .refused }
    let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return errno == ENOENT ? .missing : .refused }
    // Looked at again through the open descriptor: the entry may have changed since fstatat.
    guard fstat(descriptor, &info) == 0 else {
      _ = close(descriptor)
      return .refused
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file(descriptor, Int(info.st_size))
    case S_IFDIR: return .folder(descriptor)
    default:
      _ = close(descriptor)
      return .refused
    }
  }
}

private func openFolder(_ path: String) -> Int32 { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
