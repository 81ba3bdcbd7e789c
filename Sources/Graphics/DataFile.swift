import Foundation

/// Reading a file that data named or that may come from someone else's pull request (fixtures,
/// `specsheet.yaml`, token files, shard results, baselines): bounded, never blocking, regular files
/// only, and, for a path that data named, inside the project.
///
/// The project root (the folder of `specsheet.yaml`, else the git root) is the trust boundary: a
/// path written in a data file resolves (symbolic links followed, `realpath`) inside it, so a
/// fixture cannot make specsheet read `/etc/shadow` or `~/.ssh/id_rsa` and print what it holds.
/// Paths typed on the command line are the user's own and may point anywhere (`boundary: nil`).
public enum DataFile {
  /// Why a file cannot be read: one line, naming the file (escaped) and never its content.
  public struct Refusal: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    /// There is no such file (a missing golden is a verdict of its own, not bad input).
    public let missing: Bool

    public init(path: String, reason: String, missing: Bool = false) {
      self.path = path
      self.reason = reason
      self.missing = missing
    }

    public var description: String { "\(path.escapingControlCharacters): \(reason)" }
  }

  /// The bytes of `path`, at most `limit` (more is refused, naming the cap). With `boundary`,
  /// the file's real path must lie inside that folder (itself resolved). FIFOs, devices, sockets
  /// and folders are refused without being opened (stat first; a device's open can act), then
  /// the file is opened with O_NONBLOCK and looked at again, in case it was swapped meanwhile.
  /// `what` names the kind of input in the refusals ("a PNG"), else "this kind of input".
  public static func read(_ path: String, limit: Int, boundary: String? = nil, what: String? = nil) throws(Refusal)
    -> [UInt8]
  {
    if let boundary { try checkInside(path, boundary: boundary) }
    var info = stat()
    guard stat(path, &info) == 0 else { throw unreadable(path) }
    try check(info, path, limit, what)
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw unreadable(path) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw unreadable(path) }
    try check(info, path, limit, what)
    // The size can change while reading: read at most one byte past the cap, then decide.
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else { throw unreadable(path) }
      if n == 0 { break }
      count += n
      if count == bytes.count, count <= limit { bytes += [UInt8](repeating: 0, count: min(1 << 16, limit + 1 - count)) }
    }
    guard count <= limit else { throw tooLarge(path, count, limit, what) }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// `path` opened for reading as `read` opens it (a regular file at most `limit` bytes, looked
  /// at before and after opening), for a reader that walks it in pieces; the caller closes it.
  /// A reader must still stop at `limit`: the file can grow while it is read.
  public static func openForReading(_ path: String, limit: Int, what: String? = nil) throws(Refusal) -> Int32 {
    var info = stat()
    guard stat(path, &info) == 0 else { throw unreadable(path) }
    try check(info, path, limit, what)
    let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw unreadable(path) }
    guard fstat(fd, &info) == 0 else {
      close(fd)
      throw unreadable(path)
    }
    do { try check(info, path, limit, what) } catch {
      close(fd)
      throw error
    }
    return fd
  }

  /// The refusal for a file found larger than `limit` while it was read.
  public static func refusal(_ path: String, readPast limit: Int, what: String? = nil) -> Refusal {
    let cap = InputLimits.bytesText(limit)
    return Refusal(
      path: path, reason: "the file grew past \(cap) while it was read, the cap for \(what ?? "this kind of input")")
  }

  static func check(_ info: stat, _ path: String, _ limit: Int, _ what: String?) throws(Refusal) {
    guard info.st_mode & S_IFMT == S_IFREG else {
      let rule = what.map { "\($0) must be a file" } ?? "specsheet reads only files"
      throw Refusal(path: path, reason: "not a regular file (\(kind(info.st_mode))); \(rule)")
    }
    guard Int(info.st_size) <= limit else { throw tooLarge(path, Int(info.st_size), limit, what) }
  }

  /// The refusal for a file that cannot be read now (errno says why).
  public static func unreadable(_ path: String) -> Refusal {
    Refusal(path: path, reason: "cannot read the file (\(errnoText()))", missing: errno == ENOENT)
  }

  /// Throws unless `path` resolves (symbolic links followed) to a place inside `boundary`.
  public static func checkInside(_ path: String, boundary: String) throws(Refusal) {
    guard let real = realPath(path) else {
      throw Refusal(path: path, reason: "cannot read the file (\(errnoText()))")
    }
    let root = realPath(boundary) ?? boundary
    guard isInside(real, root) else {
      throw Refusal(
        path: path,
        reason: "outside the project (\(root.escapingControlCharacters)); a path written in a data file must "
          + "name a file inside the project")
    }
  }

  /// Whether `path`, which need not exist yet (an output a data file names), lands inside
  /// `boundary`: its deepest existing folder resolved (symbolic links followed), and the rest
  /// free of `..`.
  public static func landsInside(_ path: String, boundary: String) -> Bool {
    let root = realPath(boundary) ?? boundary
    var existing = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var rest: [Substring] = []
    while realPath(existing) == nil {
      let cut = existing.lastIndex(of: "/") ?? existing.startIndex
      rest.insert(existing[existing.index(after: cut)...], at: 0)
      existing = cut == existing.startIndex ? "/" : String(existing[..<cut])
    }
    guard !rest.contains("..") else { return false }
    let base = realPath(existing) ?? existing
    let landed = rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
    return isInside(landed, root)
  }

  /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the absolute, resolved `path` is `root` or lies below it.
  public static func isInside(_ path: String, _ root: String) -> Bool {
    if path == root || root == "/" { return true }
    return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  static func tooLarge(_ path: String, _ bytes: Int, _ limit: Int, _ what: String?) -> Refusal {
    let cap = InputLimits.bytesText(limit)
    guard let what else {
      return Refusal(path: path, reason: "the file is over \(cap), the cap for this kind of input")
    }
    return Refusal(path: path, reason: "the file is \(bytes) bytes, over the cap of \(cap) for \(what)")
  }

  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "not a plain file"
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
