import Foundation

/// Whole-file writes that never leave a partial file: write a temporary file beside the
/// target, then rename it over the target (atomic on POSIX file systems).
public enum AtomicFile {
  ///
  /// `durable` (the default) also flushes the file to disk before the rename, so a crash cannot
  /// leave an empty file under the old name: for the goldens' manifest and fingerprint. Failure
  /// artifacts and reports, remade by every run, skip it (1,777 fsyncs were a tenth of a check
  /// where every golden failed).
  public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    if let problem = createFolder(folder.path) {
      throw PipelineError.write(path: path, reason: problem)
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(TemporaryToken.next()).tmp")
    do {
      try StagedFiles.writeFile(bytes, to: temporary.path, target: path, sync: durable)
    } catch PipelineError.write(_, let reason) {
      throw PipelineError.write(path: path, reason: "cannot create a file in \(folder.path) (\(reason))")
    }
    if rename(temporary.path, path) != 0 {
      let message = String(cString: strerror(errno))
      OwnedRemoval.remove(path: temporary.path)
      throw PipelineError.write(path: path, reason: message)
    }
  }

  public static func write(_ text: String, to path: String, durable: Bool = true) throws {
    try write(Array(text.utf8), to: path, durable: durable)
  }

  /// `write` of the pieces `produce` hands over, in order, without holding them together (the
  /// goldens' manifest: 17 MB of text, and a copy, at ten times the catalog).
  public static func write(
    to path: String, durable: Bool = true, _ produce: (_ piece: (_ bytes: [UInt8]) throws -> Void) throws -> Void
  ) throws {
    let (fd, temporary) = try createTemporary(for: path)
    do {
      try produce { bytes in try writeAll(bytes, to: fd, path: path) }
      if durable { fsync(fd) }
      close(fd)
    } catch {
      close(fd)
      OwnedRemoval.remove(path: temporary)
      throw error
    }
    if rename(temporary, path) != 0 {
      let message = String(cString: strerror(errno))
      OwnedRemoval.remove(path: temporary)
      throw PipelineError.write(path: path, reason: message)
    }
  }

  /// A new temporary file beside `path` (its folder made when missing), open for writing: what
  /// every atomic write fills before its rename.
  static func createTemporary(for path: String) throws(PipelineError) -> (fd: Int32, path: String) {
    let folder = FilePath.parent(path)
    if let problem = createFolder(folder) { throw PipelineError.write(path: path, reason: problem) }
    let name = ".\((path as NSString).lastPathComponent).\(TemporaryToken.next()).tmp"
    let temporary = folder.isEmpty ? name : folder + "/" + name
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      let reason = "cannot create a file in \(folder.isEmpty ? "." : folder) (\(String(cString: strerror(errno))))"
      throw PipelineError.write(path: path, reason: reason)
    }
    return (fd, temporary)
  }

  /// Writes all of `bytes` to `fd`: a short write goes on, an interrupted one is retried, and a
  /// write that makes no progress is an error naming `path` (it never loops).
  static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(PipelineError) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw PipelineError.write(path: path, reason: String(cString: strerror(errno))) }
      offset += n
    }
  }

  /// Creates `folder` and its parents; nil on success, else why not, naming the path at fault
  /// ("out/a-file is a file, not a folder") instead of Foundation's generic error.
  public static func createFolder(_ folder: String) -> String? {
    if folder.isEmpty { return nil }  // the working folder
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? nil : "\(folder) is a file, not a folder"
    }
    // The nearest existing ancestor decides what can go wrong.
    let ancestor = FilePath.parent(missingFolders(folder).last ?? folder)
    let existing = ancestor.isEmpty ? "." : ancestor
    if manager.fileExists(atPath: existing, isDirectory: &isDirectory), !isDirectory.boolValue {
      return "\(existing) is a file, not a folder"
    }
    if !manager.isWritableFile(atPath: existing) {
      return "cannot create folder \(folder): permission denied in \(existing)"
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      return nil
    } catch {
      return "cannot create folder \(folder): \(reason(error))"
    }
  }

  /// Fails early, before any work, when `folder` cannot be created or written.
  public static func ensureWritableFolder(_ folder: String) throws {
    if let problem = createFolder(folder) {
      throw PipelineError.write(path: folder, reason: problem)
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw PipelineError.write(path: folder, reason: "permission denied")
    }
  }

  /// `folder` and those of its ancestors that do not exist yet, deepest first: what creating it
  /// would create.
  public static func missingFolders(_ folder: String) -> [String] {
    var missing: [String] = []
    var walk = folder
    while !walk.isEmpty, walk != "/", !FileManager.default.fileExists(atPath: walk) {
      missing.append(walk)
      walk = FilePath.parent(walk)
    }
    return missing
  }

  package static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}

/// `<pid>.<8 hex digits>` for a temporary file's name (`LeftoverTemporaries` reads it): the pid
/// and a random start read once per process, then counted up, unique within the process. A
/// UUID per file read /dev/urandom each time (1,933 opens in a check where every golden failed).
enum TemporaryToken {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var counter = UInt32.random(in: .min ... .max)
  private static let pid = getpid()

  static func next() -> String {
    let n = lock.withLock {
      counter &+= 1
      return counter
    }
    let hex = String(n, radix: 16)
    return "\(pid).\(String(repeating: "0", count: 8 - hex.count))\(hex)"
  }
}

/// Where a file's bytes go as they are made: a file (`AtomicFileWriter`), or bytes in memory
/// (tests, small outputs). The writers of long outputs (results, JUnit) take one, so what they
/// make is never held whole and no closure of the command's is called back from them.
public protocol ByteOutput {
  /// What a write can throw: `Never` in memory.
  associatedtype Failure: Error
  mutating func write(_ bytes: some Collection<UInt8>) throws(Failure)
}

extension ByteOutput {
  public mutating func write(_ text: String) throws(Failure) { try write(text.utf8) }
}

extension Array: ByteOutput where Element == UInt8 {
  public typealias Failure = Never
  public mutating func write(_ bytes: some Collection<UInt8>) { append(contentsOf: bytes) }
}

/// `AtomicFile.write` of a file made in pieces: bytes gather into 256 KB writes to a temporary
/// file beside the target, which `commit` flushes to disk and renames over it. Until then the
/// target is untouched; a writer dropped uncommitted (an error on the way) removes its temporary.
public final class AtomicFileWriter: ByteOutput {
  public typealias Failure = PipelineError
  static let chunk = 1 << 18
  private let path: String
  private let temporary: String
  private var fd: Int32
  private var buffer: [UInt8] = []

  public init(path: String) throws {
    (fd, temporary) = try AtomicFile.createTemporary(for: path)
    self.path = path
    buffer.reserveCapacity(Self.chunk)
  }

  deinit {
    if fd >= 0 {
      close(fd)
      OwnedRemoval.remove(path: temporary)
    }
  }

  public func write(_ bytes: some Collection<UInt8>) throws(PipelineError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.chunk { try flush() }
  }

  /// Writes what is gathered, syncs, and renames the file into place.
  public func commit() throws {
    try flush()
    fsync(fd)
    close(fd)
    fd = -1
    if rename(temporary, path) != 0 {
      let message = String(cString: strerror(errno))
      OwnedRemoval.remove(path: temporary)
      throw PipelineError.write(path: path, reason: message)
    }
  }

  private func flush() throws(PipelineError) {
    try AtomicFile.writeAll(buffer, to: fd, path: path)
    buffer.removeAll(keepingCapacity: true)
  }
}
