import Foundation

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
    let folder = FilePath.parent(path)
    if let problem = AtomicFile.createFolder(folder) { throw PipelineError.write(path: path, reason: problem) }
    let name = ".\((path as NSString).lastPathComponent).\(TemporaryToken.next()).tmp"
    temporary = folder.isEmpty ? name : folder + "/" + name
    fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      let reason = "cannot create a file in \(folder.isEmpty ? "." : folder) (\(String(cString: strerror(errno))))"
      throw PipelineError.write(path: path, reason: reason)
    }
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
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else { throw PipelineError.write(path: path, reason: String(cString: strerror(errno))) }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
