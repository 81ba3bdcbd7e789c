import Foundation

/// Manifest entries written to disk as a record confirms them, for `ManifestUpdate` to merge
/// into `manifest.json` at the end: only each entry's path and place stay in memory. Holding
/// every confirmed entry (frames and strings, kilobytes each) until the end was most of a
/// record's memory at a hundred times the catalog.
///
/// The spool is a temporary file beside the manifest, named as `AtomicFile` names the
/// manifest's (`.manifest.json.<pid>.<8 hex digits>.tmp`), so a killed record's spool is a
/// leftover the next record removes. Created at the first entry; `remove` deletes it.
package final class ManifestSpool: @unchecked Sendable {
  private let manifest: String
  private let lock = NSLock()
  private var file: (path: String, fd: Int32)?
  private var buffer: [UInt8] = []
  private var size = 0
  /// Each entry's path and byte range in the file, in the order appended.
  private var places: [(path: String, range: Range<Int>)] = []

  /// A spool for the manifest at `manifest`.
  package init(for manifest: String) { self.manifest = manifest }

  deinit { remove() }

  /// Buffered this much before a write.
  static let bufferSize = 1 << 18

  /// Appends one entry's bytes (`ManifestText.entry`) for `path`.
  package func append(_ bytes: [UInt8], path: String) throws {
    try lock.withLock {
      if file == nil { try create() }
      places.append((path, size..<(size + bytes.count)))
      size += bytes.count
      buffer += bytes
      if buffer.count >= Self.bufferSize { try flush() }
    }
  }

  /// How many entries are spooled.
  package var count: Int { lock.withLock { places.count } }

  /// The bytes held in memory besides each entry's path and place: the write buffer's.
  package var bufferedBytes: Int { lock.withLock { buffer.capacity } }

  /// The entries for `ManifestUpdate`: sorted by path, the last appended for a path winning.
  package func entries() throws -> ManifestUpdate.NewEntries {
    lock.lock()
    defer { lock.unlock() }
    try flush()
    let places = self.places
    var latest: [String: Int] = [:]
    for (i, place) in places.enumerated() { latest[place.path] = i }
    let order = latest.sorted { $0.key < $1.key }
    guard let path = file?.path else { return ManifestUpdate.NewEntries(paths: [], bytes: { _ in [] }) }
    let reader = try ManifestEntryFile(path: path)
    return ManifestUpdate.NewEntries(
      paths: order.map(\.key), bytes: { i in try reader.bytes(places[order[i].value].range) })
  }

  /// Deletes the spool file (again is harmless).
  package func remove() {
    lock.withLock {
      guard let file else { return }
      close(file.fd)
      OwnedRemoval.remove(path: file.path)
      self.file = nil
      buffer = []
    }
  }

  private func create() throws {
    let folder = FilePath.parent(manifest)
    let name = ".\((manifest as NSString).lastPathComponent).\(TemporaryToken.next()).tmp"
    let path = folder.isEmpty ? name : folder + "/" + name
    let fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      let reason = "cannot create a file in \(folder.isEmpty ? "." : folder) (\(String(cString: strerror(errno))))"
      throw PipelineError.write(path: manifest, reason: reason)
    }
    file = (path, fd)
  }

  private func flush() throws {
    guard let file, !buffer.isEmpty else { return }
    try AtomicFile.writeAll(buffer, to: file.fd, path: manifest)
    buffer.removeAll(keepingCapacity: true)
  }
}
