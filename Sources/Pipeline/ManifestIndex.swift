import Foundation

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
  public init?(path: String) throws {
    guard let bytes = try Manifest.readFile(path) else { return nil }
    self.path = path
    var scanner = JSONScanner(bytes: bytes)
    var ranges: [String: Range<Int>] = [:]
    var sheets: [Manifest.Sheet]?
    try scanner.object { key, scanner in
      switch key {
      case "images":
        try scanner.array { scanner in
          let start = scanner.position
          var imagePath: String?
          try scanner.object { key, scanner in
            if key == "path" { imagePath = try scanner.string() } else { try scanner.skipValue() }
          }
          guard let imagePath else { throw ManifestError(path: "images", problem: "an entry has no path") }
          if ranges[imagePath] == nil { ranges[imagePath] = start..<scanner.position }
        }
      case "sheets":
        let start = scanner.position
        try scanner.skipValue()
        sheets = try JSONDecoder().decode([Manifest.Sheet].self, from: Data(scanner.bytes[start..<scanner.position]))
      default:
        try scanner.skipValue()
      }
    }
    self.ranges = ranges
    self.sheets = sheets
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
      let entry = try? JSONDecoder().decode(Manifest.Image.self, from: data), entry.path == imagePath
    else { throw ManifestError(path: imagePath, problem: "not a manifest entry") }
    if let problem = entry.problem { throw ManifestError(path: imagePath, problem: problem) }
    return entry
  }

  /// `lookup`, with a damaged entry read as none.
  public func image(at imagePath: String) -> Manifest.Image? { try? lookup(imagePath) }
}

/// Just enough of a JSON reader to find values' byte ranges without building them: objects,
/// arrays, strings with escapes, and any scalar skipped whole.
struct JSONScanner {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  struct Malformed: Error, CustomStringConvertible {
    var offset: Int
    var expected: String
    var description: String { "not JSON at byte \(offset): expected \(expected)" }
  }

  mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws {
    skipSpace()
    guard position < bytes.count, bytes[position] == byte else { throw Malformed(offset: position, expected: what) }
    position += 1
  }

  /// Whether the next byte is `byte` (consumed when it is).
  mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// An object: `member` reads each value after its key.
  mutating func object(_ member: (String, inout JSONScanner) throws -> Void) throws {
    try expect(UInt8(ascii: "{"), "{")
    if take(UInt8(ascii: "}")) { return }
    repeat {
      let key = try string()
      try expect(UInt8(ascii: ":"), ":")
      try member(key, &self)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"), "} or ,")
  }

  /// An array: `element` reads each element (starting at `position` after white space).
  mutating func array(_ element: (inout JSONScanner) throws -> Void) throws {
    try expect(UInt8(ascii: "["), "[")
    if take(UInt8(ascii: "]")) { return }
    repeat {
      skipSpace()
      try element(&self)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"), "] or ,")
  }

  /// A string's value: taken as it is when it holds no escape and no control character (every
  /// key and path of a manifest; a JSONDecoder per string was a third of a one-image check),
  /// else decoded by JSONDecoder, which knows every escape and refuses what JSON refuses.
  mutating func string() throws -> String {
    skipSpace()
    let start = position
    try skipString()
    let body = bytes[(start + 1)..<(position - 1)]
    if !body.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }),
      let plain = String(validating: body, as: UTF8.self)
    {
      return plain
    }
    return try JSONDecoder().decode(String.self, from: Data(bytes[start..<position]))
  }

  mutating func skipString() throws {
    try expect(UInt8(ascii: "\""), "a string")
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\\"): position += 2
      case UInt8(ascii: "\""):
        position += 1
        return
      default: position += 1
      }
    }
    throw Malformed(offset: position, expected: "the end of a string")
  }

  /// Any value, whole.
  mutating func skipValue() throws {
    skipSpace()
    guard position < bytes.count else { throw Malformed(offset: position, expected: "a value") }
    switch bytes[position] {
    case UInt8(ascii: "\""): try skipString()
    case UInt8(ascii: "{"):
      // Keys skipped as values are: a skipped object's keys are never read.
      try expect(UInt8(ascii: "{"), "{")
      if take(UInt8(ascii: "}")) { return }
      repeat {
        skipSpace()
        try skipString()
        try expect(UInt8(ascii: ":"), ":")
        try skipValue()
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"), "} or ,")
    case UInt8(ascii: "["): try array { scanner in try scanner.skipValue() }
    default:
      let start = position
      while position < bytes.count, !",}] \n\r\t".utf8.contains(bytes[position]) { position += 1 }
      if position == start { throw Malformed(offset: position, expected: "a value") }
    }
  }
}
