/// A `tEXt` chunk "Software" right after IHDR: how specsheet recognises a single PNG file it
/// wrote (`diff --out`), so it replaces only its own pictures and never a file of someone else's.
/// Readers skip the chunk (it is ancillary); the pixels are the same.
public enum PNGSoftwareMark {
  /// `png` (as `PNGEncoder` writes it: signature, IHDR, ...) with the mark after IHDR.
  public static func marking(_ png: [UInt8], software: String) -> [UInt8] {
    let afterHeader = 8 + 25  // signature; IHDR's length, type, 13 bytes and CRC
    guard png.count > afterHeader else { return png }
    var chunk: [UInt8] = []
    (Array("Software".utf8) + [0] + Array(software.utf8)).withUnsafeBufferPointer {
      PNGEncoder.appendChunk("tEXt", $0, to: &chunk)
    }
    return Array(png[..<afterHeader]) + chunk + Array(png[afterHeader...])
  }

  /// The software the first chunk after IHDR names, when `bytes` start a PNG marked so.
  public static func software(of bytes: some Collection<UInt8>) -> String? {
    let head = Array(bytes.prefix(8 + 25 + 8 + 256))
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard head.count >= 8 + 25 + 8, Array(head[0..<8]) == signature, Array(head[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    let at = 8 + 25
    let length = head[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    guard Array(head[at + 4..<at + 8]) == Array("tEXt".utf8), head.count >= at + 8 + length else { return nil }
    let data = head[at + 8..<at + 8 + length]
    let keyword = Array("Software".utf8) + [0]
    guard data.starts(with: keyword) else { return nil }
    return String(decoding: data.dropFirst(keyword.count), as: UTF8.self)
  }
}
