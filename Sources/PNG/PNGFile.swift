import Graphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a PNG file could not be read; every description is one line naming the cap or the kind.
public enum PNGFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No such file (a missing golden is its own verdict).
  case missing
  /// A folder, FIFO, socket or device: never opened, or refused once open.
  case notRegularFile(kind: String)
  case tooLarge(bytes: Int, cap: Int)
  /// open or read failed (permissions...): strerror's text.
  case unreadable(String)

  public var description: String {
    switch self {
    case .missing: "no such file"
    case .notRegularFile(let kind): "not a regular file (\(kind)); a PNG must be a file"
    case .tooLarge(let bytes, let cap):
      "the file is \(bytes) bytes, over the cap of \(InputLimits.bytesText(cap)) for a PNG"
    case .unreadable(let reason): "cannot read: \(reason)"
    }
  }
}

/// Reads PNG files whole, bounded: the path is looked at (stat) before it is opened, so a FIFO or
/// device is never opened; it is opened with O_NONBLOCK and checked again (fstat) in case it was
/// swapped meanwhile, and refused unless a regular file of at most `cap` bytes. A file that
/// grows while read is cut at `cap` + 1 bytes and refused.
public enum PNGFile {
  public static func read(_ path: String, cap: Int = InputLimits.imageFileBytes) throws(PNGFileError) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw errno == ENOENT ? .missing : .unreadable(errorText(errno)) }
    try checkKind(info, cap: cap)
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw errno == ENOENT ? .missing : .unreadable(errorText(errno)) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw .unreadable(errorText(errno)) }
    try checkKind(info, cap: cap)
    let limit = min(Int(info.st_size), cap) + 1
    var bytes = [UInt8](repeating: 0, count: limit)
    var count = 0
    while count < limit {
      let got = bytes.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress! + count, limit - count) }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw .unreadable(errorText(errno)) }
      if got == 0 { break }
      count += got
    }
    guard count <= cap else { throw .tooLarge(bytes: max(count, Int(info.st_size)), cap: cap) }
    bytes.removeSubrange(count...)
    return bytes
  }

  private static func checkKind(_ info: stat, cap: Int) throws(PNGFileError) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .notRegularFile(kind: "a folder")
    case S_IFIFO: throw .notRegularFile(kind: "a FIFO")
    case S_IFSOCK: throw .notRegularFile(kind: "a socket")
    case S_IFCHR, S_IFBLK: throw .notRegularFile(kind: "a device")
    default: throw .notRegularFile(kind: "not a file")
    }
    guard Int(info.st_size) <= cap else { throw .tooLarge(bytes: Int(info.st_size), cap: cap) }
  }

  private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The system's read(2), out of reach of `PNGFile.read`'s name.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
