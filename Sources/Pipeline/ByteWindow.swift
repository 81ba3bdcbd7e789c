import Foundation
import Graphics

/// The bytes a `JSONScanner` walks: a file read forward in chunks, of which only the bytes from
/// `mark` on are held (or bytes already in memory). Indexing a hundred times the catalog's
/// manifest (125 MB) read it whole first, and that was `check`'s peak.
final class ByteWindow {
  /// Bytes `base..<base + buffer.count` of the file.
  private var buffer: [UInt8]
  private var base = 0
  private var ended: Bool
  private let file: (fd: Int32, path: String, limit: Int)?
  private let chunk: Int
  /// The most bytes held at once (tests: the window stays small).
  private(set) var mostHeld = 0
  /// Why reading stopped early (a read error, the file past its cap); the scanner then sees the
  /// end of the bytes, and its reader throws this instead of what the scanner says.
  private(set) var failure: DataFile.Refusal?
  /// The earliest offset still wanted: bytes before it may be dropped when the window moves.
  var mark = 0

  init(bytes: [UInt8]) {
    buffer = bytes
    ended = true
    file = nil
    chunk = 0
    mostHeld = bytes.count
  }

  /// `path`, opened as `DataFile.read` opens data files, read `chunk` bytes at a time and at
  /// most `limit` bytes.
  init(path: String, limit: Int, chunk: Int = 1 << 20) throws(DataFile.Refusal) {
    file = (try DataFile.openForReading(path, limit: limit), path, limit)
    buffer = []
    ended = false
    self.chunk = min(max(chunk, 1), limit + 1)
  }

  deinit { if let file { close(file.fd) } }

  /// The byte at `offset` (never before `mark`), or nil past the end.
  @inline(__always) func byte(at offset: Int) -> UInt8? {
    let i = offset &- base
    if i < buffer.count { return buffer[i] }
    return fill(through: offset)
  }

  /// Bytes `range`, all at or after `mark` and already read (the scanner has passed them).
  func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
    buffer[(range.lowerBound - base)..<(range.upperBound - base)]
  }

  /// Reads on until `offset` is held; drops what lies before `mark` first.
  private func fill(through offset: Int) -> UInt8? {
    guard let file, !ended else { return nil }
    if mark > base {
      buffer.removeFirst(min(mark - base, buffer.count))
      base = mark
    }
    while offset - base >= buffer.count {
      let start = buffer.count
      buffer += repeatElement(0, count: chunk)
      let n = buffer.withUnsafeMutableBytes { Glibc.read(file.fd, $0.baseAddress! + start, chunk) }
      if n < 0, errno == EINTR {
        buffer.removeSubrange(start...)
        continue
      }
      buffer.removeSubrange((start + max(n, 0))...)
      mostHeld = max(mostHeld, buffer.count)
      if n < 0 { failure = DataFile.unreadable(file.path) }
      if base + buffer.count > file.limit { failure = DataFile.refusal(file.path, readPast: file.limit) }
      if n <= 0 || failure != nil {
        ended = true
        return nil
      }
    }
    return buffer[offset - base]
  }
}
