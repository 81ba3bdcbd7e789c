import Foundation
import Graphics

/// A manifest read lazily: where each image's entry sits in the file, and each entry decoded
/// (and validated) only when asked for, from the file. `check` looks up every image's entry
/// once, on the worker comparing it, so it never holds the decoded manifest: ten times the
/// catalog is a 17 MB file, and its decoded entries were most of `check`'s memory.
public struct ManifestIndex: Sendable {
  public let path: String
  /// Byte range of each image's entry in the file, by image path (the first entry wins).
  let ranges: [String: Range<Int>]
  public let sheets: [Manifest.Sheet]?

  public var count: Int { ranges.count }

  /// Indexes the manifest at `path`: nil when the file does not exist. Throws when it is not
  /// a manifest (not JSON, no `images` array, an entry without a `path`).
  public init?(path: String) throws { try self.init(path: path, chunk: 1 << 20) }

  /// Indexed reading `chunk` bytes at a time (tests read small files in many pieces).
  init?(path: String, chunk: Int, held: ((Int) -> Void)? = nil) throws {
    var info = stat()
    if lstat(path, &info) != 0, errno == ENOENT { return nil }
    let window: ByteWindow
    do { window = try ByteWindow(path: path, limit: InputLimits.manifestBytes, chunk: chunk) } catch {
      throw PipelineError.read(path: path, reason: error.reason)
    }
    self.path = path
    var scanner = JSONScanner(window)
    defer { held?(window.mostHeld) }
    do {
      (ranges, sheets) = try Self.scan(&scanner)
    } catch {
      if let failure = window.failure { throw PipelineError.read(path: path, reason: failure.reason) }
      if error is JSONScanner.TooDeep { throw PipelineError.read(path: path, reason: JSONNesting.reason()) }
      // Nesting past the cap anywhere is what a file is refused for first, wherever the scan
      // stopped: read whole (only on this path), it throws that refusal as every read did before.
      _ = try Manifest.readFile(path)
      throw error
    }
  }

  /// The entries' ranges and the sheets, the window moving on entry by entry.
  private static func scan(_ scanner: inout JSONScanner) throws -> ([String: Range<Int>], [Manifest.Sheet]?) {
    var ranges: [String: Range<Int>] = [:]
    var sheets: [Manifest.Sheet]?
    try scanner.object { key, scanner in
      switch key {
      case "images":
        try scanner.array { scanner in
          let start = scanner.position
          scanner.window.mark = start
          var imagePath: String?
          try scanner.object { key, scanner in
            if key == "path" { imagePath = try scanner.string() } else { try scanner.skipValue() }
          }
          guard let imagePath else { throw ManifestError(path: "images", problem: "an entry has no path") }
          if ranges[imagePath] == nil { ranges[imagePath] = start..<scanner.position }
        }
      case "sheets":
        let start = scanner.position
        scanner.window.mark = start
        try scanner.skipValue()
        sheets = try JSONDecoder().decode(
          [Manifest.Sheet].self, from: Data(scanner.window.bytes(start..<scanner.position)))
      default:
        scanner.window.mark = scanner.position
        try scanner.skipValue()
      }
    }
    return (ranges, sheets)
  }

  /// The entry for `imagePath`, read from the file and validated; nil when there is none.
  /// Throws `ManifestError` when the entry cannot describe a render (damaged, or the file
  /// changed since it was indexed).
  public func lookup(_ imagePath: String) throws -> Manifest.Image? {
    guard let range = ranges[imagePath] else { return nil }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ManifestError(path: imagePath, problem: "the manifest can no longer be read")
    }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: UInt64(range.lowerBound))) != nil,
      let data = try? handle.read(upToCount: range.count), data.count == range.count,
      !JSONNesting.exceeds([UInt8](data)),
      let entry = try? JSONDecoder().decode(Manifest.Image.self, from: data), entry.path == imagePath
    else { throw ManifestError(path: imagePath, problem: "not a manifest entry") }
    if let problem = entry.problem { throw ManifestError(path: imagePath, problem: problem) }
    return entry
  }

  /// `lookup`, with a damaged entry read as none.
  public func image(at imagePath: String) -> Manifest.Image? { try? lookup(imagePath) }
}
