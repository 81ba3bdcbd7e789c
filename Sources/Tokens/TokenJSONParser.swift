import Foundation
import Graphics

/// A strict JSON reader (RFC 8259) for token and resolver files, written for its messages:
/// a syntax error says the line and column and what was expected there; a number too large
/// for a double (`1e400`) and text that is not UTF-8 are errors at their place, never a
/// decoder's internal description. Nesting is bounded, so the recursion is. A message shows
/// the JSON punctuation it met, never the file's letters or digits: any file can be named as a
/// token file, and its first byte is as much its content as the rest.
struct TokenJSONParser {
  /// Deeper nesting is refused before the recursion could overflow the stack.
  static let maxDepth = InputLimits.nestingDepth

  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
    var description: String { "line \(line), column \(column): \(message)" }
  }

  private let bytes: [UInt8]
  private var at = 0
  /// The line of the cursor and where it starts: raw line breaks occur only in whitespace
  /// (text refuses control characters), so `skipSpace` alone counts them.
  private var line = 1
  private var lineStart = 0
  /// Characters counted on the line up to byte `counted`: each member's column continues the
  /// count from the one before, so a file on one line costs one pass, not one per member.
  private var counted = 0
  private var characters = 0

  static func parse(_ data: [UInt8]) throws(SyntaxError) -> TokenJSON {
    var parser = TokenJSONParser(bytes: data)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.at = 3 }  // a UTF-8 byte order mark
    parser.skipSpace()
    guard parser.at < parser.bytes.count else { throw parser.error("the file is empty; expected a JSON object") }
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.at == parser.bytes.count else {
      throw parser.error("unexpected \(parser.here) after the end of the document")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// The line and column (in characters) of byte `offset`.
  private func position(_ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for i in 0..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
      line += 1
      lineStart = i + 1
    }
    // Columns count characters: continuation bytes of UTF-8 do not start one.
    let column = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
    return (line, column)
  }

  /// The column (in characters) of the cursor, counted on from the last member's.
  private mutating func column() -> Int {
    if counted < lineStart { (counted, characters) = (lineStart, 0) }
    for i in counted..<at where bytes[i] & 0xC0 != 0x80 { characters += 1 }
    counted = at
    return characters + 1
  }

  private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let (line, column) = position(offset ?? at)
    return SyntaxError(line: line, column: column, message: message)
  }

  /// What is at the cursor, for messages: JSON's own punctuation as itself, anything else by
  /// its kind.
  private var here: String {
    guard at < bytes.count else { return "end of file" }
    let byte = bytes[at]
    switch byte {
    case _ where Array("{}[],:\"'\\".utf8).contains(byte): return "'\(Character(UnicodeScalar(byte)))'"
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return "letter"
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return "digit"
    case 0x20..<0x7F: return "punctuation character"
    case 0x80...: return "non-ASCII byte"
    default: return "control character"
    }
  }

  private mutating func skipSpace() {
    while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) {
      if bytes[at] == 0x0A {
        line += 1
        lineStart = at + 1
      }
      at += 1
    }
  }

  private mutating func value(depth: Int) throws(SyntaxError) -> TokenJSON {
    guard depth < Self.maxDepth else { throw error("values nest deeper than \(Self.maxDepth) levels") }
    guard at < bytes.count else { throw error("unexpected end of file; expected a value") }
    switch bytes[at] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default:
      let hint = bytes[at] == UInt8(ascii: "'") ? " (JSON text is in double quotes)" : ""
      throw error("unexpected \(here); expected a value\(hint)")
    }
  }

  private mutating func literal(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard bytes[at...].starts(with: expected) else { throw error("unexpected \(here); expected a value") }
    at += expected.count
  }

  private mutating func object(depth: Int) throws(SyntaxError) -> TokenJSON {
    at += 1
    var object = JSONObject()
    skipSpace()
    if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
      at += 1
      return .object(object)
    }
    while true {
      skipSpace()
      guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
        let trailing = at < bytes.count && bytes[at] == UInt8(ascii: "}") ? " (a trailing comma is not JSON)" : ""
        throw error("unexpected \(here); expected a member name in double quotes\(trailing)")
      }
      let (keyLine, keyColumn) = (line, column())
      let key = try string()
      skipSpace()
      guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else {
        throw error("unexpected \(here); expected ':' after the member name")
      }
      at += 1
      skipSpace()
      object.set(key, try value(depth: depth + 1), line: keyLine, column: keyColumn)
      skipSpace()
      guard at < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
      if bytes[at] == UInt8(ascii: ",") {
        at += 1
        continue
      }
      guard bytes[at] == UInt8(ascii: "}") else { throw error("unexpected \(here); expected ',' or '}'") }
      at += 1
      return .object(object)
    }
  }

  private mutating func array(depth: Int) throws(SyntaxError) -> TokenJSON {
    at += 1
    var items: [TokenJSON] = []
    skipSpace()
    if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
      at += 1
      return .array(items)
    }
    while true {
      skipSpace()
      if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
        throw error("unexpected ']'; expected a value (a trailing comma is not JSON)")
      }
      items.append(try value(depth: depth + 1))
      skipSpace()
      guard at < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
      if bytes[at] == UInt8(ascii: ",") {
        at += 1
        continue
      }
      guard bytes[at] == UInt8(ascii: "]") else { throw error("unexpected \(here); expected ',' or ']'") }
      at += 1
      return .array(items)
    }
  }

  private mutating func number() throws(SyntaxError) -> Double {
    let start = at
    func digits() -> Int {
      let from = at
      while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
      return at - from
    }
    if bytes[at] == UInt8(ascii: "-") { at += 1 }
    let whole = at
    guard digits() > 0 else { throw error("a number needs digits after '-'") }
    if bytes[whole] == UInt8(ascii: "0"), at - whole > 1 { throw error("a number cannot start with 0", at: whole) }
    if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      guard digits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
      at += 1
      if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
      guard digits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    let text = String(decoding: bytes[start..<at], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("a number too large for a double (over 1.8e308)", at: start)
    }
    return value
  }

  private mutating func string() throws(SyntaxError) -> String {
    let start = at
    at += 1
    var scalars = String.UnicodeScalarView()
    var runStart = at
    func flush(_ end: Int) throws(SyntaxError) {
      guard runStart < end else { return }
      guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
        throw error("the text is not valid UTF-8", at: start)
      }
      scalars.append(contentsOf: run.unicodeScalars)
    }
    while true {
      guard at < bytes.count else { throw error("unterminated text (no closing '\"')", at: start) }
      let byte = bytes[at]
      if byte == UInt8(ascii: "\"") {
        try flush(at)
        at += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("a control character in text must be escaped (\\n, \\t, \\u00XX)") }
      if byte == UInt8(ascii: "\\") {
        try flush(at)
        scalars.append(try escape())
        runStart = at
        continue
      }
      at += 1
    }
  }

  /// The escape at the cursor (a backslash), past which the cursor moves.
  private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
    at += 1
    guard at < bytes.count else { throw error("unterminated escape") }
    let byte = bytes[at]
    at += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes[at...].starts(with: Array("\\u".utf8)) else { throw error("a lone surrogate \\u escape") }
        at += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate \\u escape") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate \\u escape") }
      return scalar
    default:
      at -= 2
      throw error("an unknown escape (JSON's are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX)")
    }
  }

  private mutating func hex4() throws(SyntaxError) -> UInt32 {
    guard at + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
    else { throw error("\\u needs four hexadecimal digits") }
    at += 4
    return value
  }
}
