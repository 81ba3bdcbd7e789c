import Foundation
import Graphics

/// A file of manifest entries read by byte range, one open descriptor for all of them: the
/// goldens' manifest (through its `ManifestIndex`) or a record's spool. Each entry is decoded
/// and validated as `Manifest.decode` validates the entries of a whole file.
package final class ManifestEntryFile {
  let path: String
  private let fd: Int32

  package init(path: String) throws {
    self.path = path
    fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw PipelineError.read(path: path, reason: String(cString: strerror(errno))) }
  }

  deinit { close(fd) }

  /// The bytes of `range`; throws when the file no longer holds them.
  package func bytes(_ range: Range<Int>) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: range.count)
    var done = 0
    while done < range.count {
      let n = out.withUnsafeMutableBytes {
        pread(fd, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw ManifestError(path: "(range \(range))", problem: "the file can no longer be read") }
      done += n
    }
    return out
  }

  /// The entry at `range`, decoded; throws when it is not JSON, nests too deep, or cannot
  /// describe a render (`Manifest.Image.problem`).
  package func entry(_ range: Range<Int>) throws -> Manifest.Image {
    let data = try bytes(range)
    if JSONNesting.exceeds(data) { throw ManifestError(path: "(top level)", problem: JSONNesting.reason()) }
    let entry = try JSONDecoder().decode(Manifest.Image.self, from: Data(data))
    if let problem = entry.problem { throw ManifestError(path: entry.path, problem: problem) }
    return entry
  }
}

extension ManifestIndex {
  /// Reads every entry in file order (duplicates too) and the version, as decoding the whole
  /// file would, without holding them: throws at the first the decoder would refuse. `each`
  /// sees every entry in file order. Needs an index made with `keepsOrder`.
  package func validate(_ each: ((Int, Manifest.Image) throws -> Void)? = nil) throws -> Int {
    guard order.isWhole else { throw ManifestError(path: "(top level)", problem: "not a whole manifest") }
    let version = try JSONDecoder().decode(Int.self, from: Data(order.version ?? []))
    let file = try ManifestEntryFile(path: path)
    for (k, range) in order.ranges.enumerated() {
      let entry = try file.entry(range)
      try each?(k, entry)
    }
    return version
  }
}
