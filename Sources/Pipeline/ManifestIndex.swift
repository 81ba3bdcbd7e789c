import Foundation
import Graphics

/// A manifest read lazily: where each image's entry sits in the file, and each entry decoded
/// (and validated) only when asked for, from the file. `check` looks up every image's entry
/// once, on the worker comparing it, so it never holds the decoded manifest: ten times the
/// catalog is a 17 MB file, and its decoded entries were most of `check`'s memory.
public struct ManifestIndex: Sendable {
  public let path: String
  /// Byte range of each image's entry in the file, by its path's 128-bit fingerprint (the first
  /// entry wins): a hundred times the catalog held 95,400 path strings here. A lookup checks the
  /// entry it reads names the path it asked for.
  let ranges: [PathKey: Range<Int>]
  public let sheets: [Manifest.Sheet]?
  /// Every entry in file order, duplicates too: kept only for `keepsOrder` (record validates
  /// and merges the file entry by entry); each entry's path only for `keepsPaths`.
  package private(set) var order = Order()

  public var count: Int { ranges.count }

  /// What `keepsOrder` keeps besides the ranges by path.
  package struct Order: Sendable {
    package var ranges: [Range<Int>] = []
    /// Each entry's path, in file order (`keepsPaths`; else empty).
    package var paths: [String] = []
    /// The `version` value's text.
    package var version: [UInt8]?
    /// Whether the file has an `images` array and nothing but white space after its object (what
    /// decoding the whole file also asks).
    package var isWhole = false
    var keeps = false
    var keepsPaths = false
  }

  /// Indexes the manifest at `path`: nil when the file does not exist. Throws when it is not
  /// a manifest (not JSON, no `images` array, an entry without a `path`).
  public init?(path: String) throws { try self.init(path: path, chunk: 1 << 20) }

  /// Indexed reading `chunk` bytes at a time (tests read small files in many pieces).
  package init?(
    path: String, chunk: Int = 1 << 20, keepsOrder: Bool = false, keepsPaths: Bool = false,
    held: ((Int) -> Void)? = nil
  ) throws {
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
      var order = Order(keeps: keepsOrder || keepsPaths, keepsPaths: keepsPaths)
      (ranges, sheets) = try Self.scan(&scanner, order: &order)
      scanner.skipSpace()
      order.isWhole = order.isWhole && scanner.peek() == nil
      self.order = order
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
  private static func scan(
    _ scanner: inout JSONScanner, order: inout Order
  ) throws -> ([PathKey: Range<Int>], [Manifest.Sheet]?) {
    var ranges: [PathKey: Range<Int>] = [:]
    var sheets: [Manifest.Sheet]?
    try scanner.object { key, scanner in
      switch key {
      case "images":
        order.isWhole = order.keeps
        try scanner.array { scanner in
          let start = scanner.position
          scanner.window.mark = start
          var imagePath: String?
          try scanner.object { key, scanner in
            if key == "path" { imagePath = try scanner.string() } else { try scanner.skipValue() }
          }
          guard let imagePath else { throw ManifestError(path: "images", problem: "an entry has no path") }
          let key = PathKey(imagePath)
          if ranges[key] == nil { ranges[key] = start..<scanner.position }
          if order.keeps { order.ranges.append(start..<scanner.position) }
          if order.keepsPaths { order.paths.append(imagePath) }
        }
      case "sheets":
        let start = scanner.position
        scanner.window.mark = start
        try scanner.skipValue()
        sheets = try JSONDecoder().decode(
          [Manifest.Sheet].self, from: Data(scanner.window.bytes(start..<scanner.position)))
      default:
        let start = scanner.position
        scanner.window.mark = start
        try scanner.skipValue()
        if key == "version", order.keeps { order.version = Array(scanner.window.bytes(start..<scanner.position)) }
      }
    }
    return (ranges, sheets)
  }

  /// The entry for `imagePath`, read from the file and validated; nil when there is none.
  /// Throws `ManifestError` when the entry cannot describe a render (damaged, or the file
  /// changed since it was indexed).
  public func lookup(_ imagePath: String) throws -> Manifest.Image? {
    guard let range = ranges[PathKey(imagePath)] else { return nil }
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

/// An image path's `ContentHash` words: the index's key.
struct PathKey: Hashable {
  let high: UInt64
  let low: UInt64

  init(_ path: String) {
    var hasher = ContentHasher()
    var path = path
    path.withUTF8 { hasher.update(UnsafeRawBufferPointer($0)) }
    (high, low) = hasher.words
  }
}
