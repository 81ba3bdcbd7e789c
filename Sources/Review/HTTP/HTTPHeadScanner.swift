import Graphics

/// Finds the lines of a request head as its bytes arrive, looking at each byte once (a request
/// line of any length costs time in proportion to it), and refuses the head as soon as it passes
/// a cap: the request line (414), all header lines together or their count (431).
struct HTTPHeadScanner {
  /// Bytes of the buffer looked at so far.
  private var scanned = 0
  private var lineStart = 0
  private(set) var requestLine: Range<Int>?
  private(set) var headerLines: [Range<Int>] = []
  private var headerBytes = 0

  /// Looks at what arrived since the last call; the index just past the head's blank line once
  /// the head is whole, else nil.
  mutating func scan(_ buffer: [UInt8]) throws(HTTPRefusal) -> Int? {
    while scanned < buffer.count {
      let byte = buffer[scanned]
      scanned += 1
      guard byte == UInt8(ascii: "\n") else { continue }
      var end = scanned - 1
      if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      let line = lineStart..<end
      let taken = scanned - lineStart
      lineStart = scanned
      if requestLine == nil {
        guard line.count <= InputLimits.httpRequestLineBytes else { throw Self.longRequestLine }
        guard !line.isEmpty else { throw HTTPRefusal(status: 400, message: "refused: no request line") }
        requestLine = line
      } else if line.isEmpty {
        return scanned
      } else {
        headerLines.append(line)
        headerBytes += taken
        guard headerLines.count <= InputLimits.httpHeaderCount else { throw Self.manyHeaders }
        guard headerBytes <= InputLimits.httpHeaderBytes else { throw Self.longHeaders }
      }
    }
    // A line still arriving counts too: the buffer never holds more than the caps allow.
    let partial = buffer.count - lineStart
    if requestLine == nil, partial > InputLimits.httpRequestLineBytes { throw Self.longRequestLine }
    if requestLine != nil, headerBytes + partial > InputLimits.httpHeaderBytes { throw Self.longHeaders }
    return nil
  }

  static let longRequestLine = HTTPRefusal(
    status: 414,
    message: "refused: request line over \(InputLimits.bytesText(InputLimits.httpRequestLineBytes)) "
      + "(InputLimits.httpRequestLineBytes = \(InputLimits.httpRequestLineBytes))")
  static let longHeaders = HTTPRefusal(
    status: 431,
    message: "refused: request headers over \(InputLimits.bytesText(InputLimits.httpHeaderBytes)) in all "
      + "(InputLimits.httpHeaderBytes = \(InputLimits.httpHeaderBytes))")
  static let manyHeaders = HTTPRefusal(
    status: 431,
    message: "refused: more than \(InputLimits.httpHeaderCount) request headers "
      + "(InputLimits.httpHeaderCount = \(InputLimits.httpHeaderCount))")
}
