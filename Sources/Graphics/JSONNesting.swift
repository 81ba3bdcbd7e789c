/// How deeply a JSON text nests, found in one pass without recursion: checked before a file from
/// disk reaches a recursive reader (Foundation's decoders, our scanners), which a value nested
/// 100,000 deep (216 KB of brackets) once took down with a stack overflow (issue 35).
public enum JSONNesting {
  /// Whether `bytes` opens more than `limit` arrays and objects inside each other (brackets
  /// inside strings do not count).
  public static func exceeds(_ bytes: some Sequence<UInt8>, limit: Int = InputLimits.nestingDepth) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return true }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return false
  }

  /// `exceeds` for bytes in memory, compiled for them here: the generic one, called from another
  /// module, ran unspecialized at ~30 ns a byte (a 1.2 MB goldens manifest: 39 ms of every check's
  /// start, before its workers).
  public static func exceeds(_ bytes: [UInt8], limit: Int = InputLimits.nestingDepth) -> Bool {
    bytes.withUnsafeBufferPointer { exceeds($0, limit: limit) }
  }

  /// The one line a refused file gets.
  public static func reason(limit: Int = InputLimits.nestingDepth) -> String {
    "values nested more than \(limit) deep (the cap on JSON nesting); specsheet writes no such file"
  }
}
