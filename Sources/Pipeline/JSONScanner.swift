import Foundation
import Graphics

/// Just enough of a JSON reader to find values' byte ranges without building them: objects,
/// arrays, strings with escapes, and any scalar skipped whole. It reads through a `ByteWindow`,
/// so a file need not be in memory, and refuses nesting deeper than `InputLimits.nestingDepth`.
struct JSONScanner {
  let window: ByteWindow
  var position = 0
  private var depth = 0

  init(_ window: ByteWindow) { self.window = window }
  init(bytes: [UInt8]) { self.init(ByteWindow(bytes: bytes)) }

  struct Malformed: Error, CustomStringConvertible {
    var offset: Int
    var expected: String
    var description: String { "not JSON at byte \(offset): expected \(expected)" }
  }

  /// More arrays and objects inside each other than `InputLimits.nestingDepth`.
  struct TooDeep: Error, CustomStringConvertible {
    var description: String { JSONNesting.reason() }
  }

  @inline(__always) func peek() -> UInt8? { window.byte(at: position) }

  mutating func skipSpace() {
    while let byte = peek() {
      switch byte {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws {
    skipSpace()
    guard peek() == byte else { throw Malformed(offset: position, expected: what) }
    position += 1
  }

  /// Whether the next byte is `byte` (consumed when it is).
  mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard peek() == byte else { return false }
    position += 1
    return true
  }

  private mutating func enter() throws {
    depth += 1
    if depth > InputLimits.nestingDepth { throw TooDeep() }
  }

  /// An object: `member` reads each value after its key.
  mutating func object(_ member: (String, inout JSONScanner) throws -> Void) throws {
    try enter()
    defer { depth -= 1 }
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
    try enter()
    defer { depth -= 1 }
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
    let mark = window.mark
    window.mark = min(mark, start)  // the string's bytes stay while it is read
    defer { window.mark = mark }
    try skipString()
    let body = window.bytes((start + 1)..<(position - 1))
    if !body.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }),
      let plain = String(validating: body, as: UTF8.self)
    {
      return plain
    }
    return try JSONDecoder().decode(String.self, from: Data(window.bytes(start..<position)))
  }

  mutating func skipString() throws {
    try expect(UInt8(ascii: "\""), "a string")
    while let byte = peek() {
      switch byte {
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
    guard let byte = peek() else { throw Malformed(offset: position, expected: "a value") }
    switch byte {
    case UInt8(ascii: "\""): try skipString()
    case UInt8(ascii: "{"):
      try enter()
      defer { depth -= 1 }
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
      while let byte = peek(), !",}] \n\r\t".utf8.contains(byte) { position += 1 }
      if position == start { throw Malformed(offset: position, expected: "a value") }
    }
  }
}
