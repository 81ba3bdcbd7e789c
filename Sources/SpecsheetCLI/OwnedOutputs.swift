import Foundation
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

  /// Throws when `path` exists and is not a `kind` file specsheet wrote.
  package static func checkReplaceable(_ path: String, as kind: Kind) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    if isDirectory.boolValue { throw PipelineError.write(path: path, reason: "it is a folder") }
    guard let data = head(of: path, kind), isOurs(data, kind) else {
      throw PipelineError.write(
        path: path,
        reason: "it exists and is not \(kind.what), so specsheet did not write it; move it away or choose another file")
    }
  }

  /// What `isOurs` reads of `path`: the first bytes for the kinds known by their start, the whole
  /// file for JSON, unless it is larger than any results file (then it is not ours, and a foreign
  /// video at `--json` is not read into memory).
  static func head(of path: String, _ kind: Kind) -> Data? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    switch kind {
    case .junit, .markdown, .diffPicture:
      return try? file.read(upToCount: 1024) ?? Data()
    case .results, .compare:
      // 512 MB: a results file of half a million images; anything larger is someone else's.
      guard let size = try? file.seekToEnd(), size <= 512 << 20 else { return nil }
      try? file.seek(toOffset: 0)
      return try? file.readToEnd() ?? Data()
    }
  }

  /// Writes `text` to `path` atomically, unless `path` is a foreign file.
  package static func write(_ text: String, to path: String, as kind: Kind) throws {
    try checkReplaceable(path, as: kind)
    try AtomicFile.write(text, to: path)
  }

  static func isOurs(_ data: Data, _ kind: Kind) -> Bool {
    switch kind {
    case .results, .compare:
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      return object?["format"] as? String == (kind == .results ? "specsheet-results" : "specsheet-compare")
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
