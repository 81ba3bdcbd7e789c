/// A JSON document as text, for the files specsheet writes (`tokens import`): keys in the order
/// set, two spaces of indent, a token's value objects on one line so a set file reads a token a line.
extension TokenJSON {
  func text(indent: String = "", inlineBelow depth: Int = 2) -> String {
    switch self {
    case .object(let object):
      guard !object.keys.isEmpty else { return "{}" }
      let members = object.pairs.map { key, value in
        Self.quoted(key) + ": " + value.text(indent: indent + "  ", inlineBelow: depth - 1)
      }
      return depth <= 0
        ? "{" + members.joined(separator: ", ") + "}"
        : "{\n" + members.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let texts = items.map { $0.text(indent: indent + "  ", inlineBelow: depth - 1) }
      return depth <= 0
        ? "[" + texts.joined(separator: ", ") + "]"
        : "[\n" + texts.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
    case .string(let s): return Self.quoted(s)
    case .number(let n): return n.tokenText
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    }
  }

  /// `s` as a JSON string: quotes, backslashes and control characters escaped.
  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
