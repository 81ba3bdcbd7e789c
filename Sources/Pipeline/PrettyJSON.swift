import Foundation

/// The JSON text specsheet writes: pretty-printed with sorted keys and plain slashes, so the
/// same value always reads the same. Files that hold a long array (the manifest, results) are
/// written element by element; `nested` puts one element's text where the whole file has it.
public enum PrettyJSON {
  /// A new encoder with specsheet's formatting (an encoder is not shared across threads).
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `text` with every line that is not blank indented by `spaces` more: what `JSONEncoder`
  /// writes for a value nested that deep (a blank line, as inside an empty array, stays empty;
  /// strings never hold a raw newline).
  public static func nested(_ text: some Collection<UInt8>, by spaces: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count + text.count / 8)
    var lineStart = true
    for byte in text {
      if lineStart && byte != UInt8(ascii: "\n") { out.append(contentsOf: repeatElement(0x20, count: spaces)) }
      out.append(byte)
      lineStart = byte == UInt8(ascii: "\n")
    }
    return out
  }
}
