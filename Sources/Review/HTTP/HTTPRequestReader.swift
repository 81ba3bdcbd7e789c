import Foundation
import Graphics

/// Reads one request from a connection within the caps of InputLimits and before `deadline`
/// (InputLimits.httpRequestSeconds after the accept): a trickling client is 408, an oversize
/// head 414 or 431, an oversize body 413 before any of it is read. What it holds at any time is
/// bounded by the caps, whatever the client sends.
struct HTTPRequestReader {
  let socket: ClientSocket
  let deadline: ContinuousClock.Instant

  static let timedOut = HTTPRefusal(
    status: 408,
    message: "refused: the request was not complete within \(InputLimits.httpRequestSeconds) s "
      + "(InputLimits.httpRequestSeconds = \(InputLimits.httpRequestSeconds))")

  func read() throws(HTTPRefusal) -> HTTPRequest {
    var buffer: [UInt8] = []
    var scanner = HTTPHeadScanner()
    var headEnd: Int?
    while headEnd == nil {
      try receive(into: &buffer, nothingYet: buffer.isEmpty)
      headEnd = try scanner.scan(buffer)
    }
    guard let headEnd, let line = scanner.requestLine else { throw Self.malformed("no request line") }
    var request = try Self.requestLine(Array(buffer[line]))
    request.fields = try scanner.headerLines.map { range throws(HTTPRefusal) in try Self.field(buffer[range]) }
    let length = try Self.bodyLength(request)
    if length > buffer.count - headEnd, request.header("expect")?.lowercased() == "100-continue" {
      _ = socket.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), until: deadline)
    }
    while buffer.count - headEnd < length { try receive(into: &buffer, nothingYet: false) }
    request.body = Array(buffer[headEnd..<(headEnd + length)])
    return request
  }

  private func receive(into buffer: inout [UInt8], nothingYet: Bool) throws(HTTPRefusal) {
    guard let got = socket.receive(into: &buffer, upTo: 16 << 10, until: deadline) else {
      // A connection opened ahead of use (browsers do) that never sent a byte is no request.
      var refusal = Self.timedOut
      refusal.silent = nothingYet
      throw refusal
    }
    guard got > 0 else {
      throw HTTPRefusal(status: 400, message: "refused: the connection ended mid-request", silent: true)
    }
  }

  static func malformed(_ what: String) -> HTTPRefusal { HTTPRefusal(status: 400, message: "refused: \(what)") }

  /// `METHOD /path?query HTTP/1.x`: the target in origin form, printable ASCII only.
  static func requestLine(_ bytes: [UInt8]) throws(HTTPRefusal) -> HTTPRequest {
    let parts = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ (65...90).contains($0) }),
      parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ (33...126).contains($0) }),
      parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
    else { throw malformed("not an HTTP/1.1 request line") }
    let target = String(decoding: parts[1], as: UTF8.self)
    let path = target.prefix { $0 != "?" }
    let query = target.dropFirst(path.count + 1)
    return HTTPRequest(
      method: String(decoding: parts[0], as: UTF8.self), path: String(path), query: Self.query(query), fields: [],
      body: [])
  }

  static func query(_ text: Substring) -> [String: String] {
    var items: [String: String] = [:]
    for item in text.split(separator: "&") {
      let name = item.prefix { $0 != "=" }
      let value = item.dropFirst(name.count + 1)
      let key = name.removingPercentEncoding ?? String(name)
      if items[key] == nil { items[key] = value.removingPercentEncoding ?? String(value) }
    }
    return items
  }

  /// `Name: value`; no folded lines, no whitespace before the colon, no control characters.
  static func field(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequest.Field {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex,
      bytes[..<colon].allSatisfy({ (33...126).contains($0) }),
      bytes[colon...].allSatisfy({ $0 == 9 || (32...126).contains($0) || $0 >= 128 })
    else { throw malformed("a malformed header line") }
    let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 }
    var value = bytes[(colon + 1)...]
    while let first = value.first, isSpace(first) { value = value.dropFirst() }
    while let last = value.last, isSpace(last) { value = value.dropLast() }
    return HTTPRequest.Field(
      name: String(decoding: bytes[..<colon], as: UTF8.self).lowercased(), value: String(decoding: value, as: UTF8.self)
    )
  }

  /// The body's length from Content-Length: at most InputLimits.approveBodyBytes; one Host,
  /// agreeing lengths, no Transfer-Encoding (a chunked body has no length to check first).
  static func bodyLength(_ request: HTTPRequest) throws(HTTPRefusal) -> Int {
    guard request.fields.filter({ $0.name == "host" }).count <= 1 else { throw malformed("more than one Host") }
    guard request.header("transfer-encoding") == nil else {
      throw HTTPRefusal(status: 411, message: "refused: Transfer-Encoding is not accepted; send Content-Length")
    }
    let lengths = Set(request.fields.filter { $0.name == "content-length" }.map(\.value))
    guard let text = lengths.first else { return 0 }
    guard lengths.count == 1, !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
      throw malformed("a malformed Content-Length")
    }
    guard text.utf8.count <= 12, let length = Int(text), length <= InputLimits.approveBodyBytes else {
      throw HTTPRefusal(
        status: 413,
        message: "refused: request body over \(InputLimits.bytesText(InputLimits.approveBodyBytes)) "
          + "(InputLimits.approveBodyBytes = \(InputLimits.approveBodyBytes)); nothing was written")
    }
    return length
  }
}
