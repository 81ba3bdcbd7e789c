import Foundation
import Graphics
import PNG
import Pipeline
import Reports

/// Outputs that are single files (`--json`, `--junit`, `--markdown`) have no folder to list them in: an
/// existing file is replaced only when it is what specsheet writes there, recognised by its
/// content (a results document, specsheet's JUnit); any other file is refused with exit 73
/// before any work, and again just before writing.
package enum OwnedOutputs {
  package enum Kind {
    case results, junit, markdown, compare, diffPicture

    var what: String {
      switch self {
      case .results: "specsheet results (JSON with \"format\": \"specsheet-results\")"
      case .junit: "specsheet JUnit XML"
      case .markdown:
        "a specsheet summary (Markdown starting \"## ✅ specsheet\", \"## ⚠️ specsheet\" or \"## ❌ specsheet\")"
      case .compare: "specsheet compare results (JSON with \"format\": \"specsheet-compare\")"
      case .diffPicture: "a specsheet diff picture (a PNG whose Software is \"\(DiffCommand.software)\")"
      }
    }
  }

  /// Exit 73 with one line when an output would replace or delete what specsheet did not write:
  /// a foreign `--json`/`--junit` file, or a foreign `index.html` in the report folder; 65 or 73
  /// when the list of what specsheet wrote in the report folder or one of `folders` cannot be
  /// trusted (a bad line, a link: `OwnershipListError`). Opening each folder also removes the
  /// temporary files a killed run left beside listed names.
  package static func refuseForeign(
    json: String? = nil, junit: String? = nil, report: String? = nil, markdown: String? = nil,
    folders: [String?] = []
  ) throws {
    do {
      if let json { try checkReplaceable(json, as: .results) }
      if let markdown { try checkReplaceable(markdown, as: .markdown) }
      if let junit { try checkReplaceable(junit, as: .junit) }
      if let report { try OutputFolder(report).checkWritable("index.html") }
      for case let folder? in folders { _ = try OutputFolder(folder) }
    } catch {
      throw failWriting(error)
    }
  }

  /// Throws when `path` exists and is not a `kind` file specsheet wrote. A FIFO, device or
  /// folder (`--junit /dev/stdout` into a pipe once hung reading its own output) is refused
  /// without being opened for reading: outputs are files, written whole and renamed into place.
  package static func checkReplaceable(_ path: String, as kind: Kind) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR { throw PipelineError.write(path: path, reason: "it is a folder") }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw PipelineError.write(
        path: path, reason: "it is not a regular file (a pipe or a device); specsheet writes its outputs as files")
    }
    guard let data = head(of: path, kind), isOurs(data, kind) else {
      throw PipelineError.write(
        path: path,
        reason: "it exists and is not \(kind.what), so specsheet did not write it; move it away or choose another file")
    }
  }

  /// What `isOurs` reads of `path`: its first bytes, from a regular file opened without blocking.
  /// A JUnit or Markdown file is known by its first line; a results or compare document by its
  /// top-level `"format"`, which specsheet writes (keys sorted) within its first few kilobytes,
  /// before the images. A check of a hundred times the catalog wrote a 68 MB results file that
  /// the next run, reading it whole under the 64 MB cap of a shard's results, refused as foreign.
  static func head(of path: String, _ kind: Kind) -> Data? {
    let length =
      switch kind {
      case .junit, .markdown, .diffPicture: 1024
      case .results, .compare: 1 << 20
      }
    let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: length)
    var count = 0
    while count < length {
      let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, length - count) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { break }
      count += n
    }
    return Data(bytes.prefix(count))
  }

  /// Writes `text` to `path` atomically, unless `path` is a foreign file.
  package static func write(_ text: String, to path: String, as kind: Kind) throws {
    try checkReplaceable(path, as: kind)
    try AtomicFile.write(text, to: path)
  }

  /// A writer for `path` (made in pieces, renamed into place by `commit`), unless `path` is a
  /// foreign file.
  package static func open(_ path: String, as kind: Kind) throws -> AtomicFileWriter {
    try checkReplaceable(path, as: kind)
    return try AtomicFileWriter(path: path)
  }

  static func isOurs(_ data: Data, _ kind: Kind) -> Bool {
    switch kind {
    case .results, .compare:
      // The top level's "format" found in one pass, nothing built: a foreign 100 MB JSON file
      // parsed into objects once took 2.9 GB.
      let format = TopLevelJSON.string(named: "format", in: data)
      return format == (kind == .results ? "specsheet-results" : "specsheet-compare")
    case .junit:
      // The root element, as JUnitReport writes it, near the start (after the XML declaration).
      let head = String(decoding: data.prefix(512), as: UTF8.self)
      // (`<testsuites>` is bare for the strict schemas; the suite carries the name.)
      return head.hasPrefix("<?xml") && head.contains("<testsuites>") && head.contains(#"<testsuite name="specsheet."#)
    case .markdown:
      // MarkdownSummary's headline. A CI's own summary file (even empty) is not ours: append ours to it.
      let head = String(decoding: data.prefix(64), as: UTF8.self)
      return ["## ✅ specsheet ", "## ⚠️ specsheet ", "## ❌ specsheet "].contains { head.hasPrefix($0) }
    case .diffPicture:
      return PNGSoftwareMark.software(of: data) == DiffCommand.software
    }
  }
}
