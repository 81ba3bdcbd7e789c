import Foundation

/// One string member of a JSON object's top level, found in a single pass over the bytes without
/// building the document or recursing: enough to tell whether a file is one specsheet wrote.
enum TopLevelJSON {
  /// The value of the top-level member `name` when it is a plain string (no escapes), else nil
  /// (also for text that is not a JSON object).
  static func string(named name: String, in data: Data) -> String? {
    let bytes = [UInt8](data)
    guard bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "{") else { return nil }
    let key = Array("\"\(name)\"".utf8)
    var depth = 0
    var i = 0
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "\""):
        let start = i
        i = endOfString(bytes, from: i)
        if depth == 1, bytes[start..<min(i, bytes.count)].elementsEqual(key),
          let value = valueAfterColon(bytes, from: i)
        {
          return value
        }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
      i += 1
    }
    return nil
  }

  /// The index just past the string starting at `start` (its opening quote).
  static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
    var i = start + 1
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
      i += 1
    }
    return i
  }

  /// `: "value"` after a key, when the value is a string without escapes.
  static func valueAfterColon(_ bytes: [UInt8], from start: Int) -> String? {
    var i = start
    while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
    i += 1
    while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
    let end = endOfString(bytes, from: i)
    guard end <= bytes.count, !bytes[(i + 1)..<(end - 1)].contains(UInt8(ascii: "\\")) else { return nil }
    return String(decoding: bytes[(i + 1)..<(end - 1)], as: UTF8.self)
  }
}
