/// One request as the loopback servers read it (LoopbackServer): the head's fields and the body,
/// each within the caps of InputLimits.
public struct HTTPRequest: Sendable {
  public struct Field: Sendable {
    /// Lowercased.
    public var name: String
    public var value: String
  }

  public var method: String
  /// The target's path as sent (percent-encoded), without its query.
  public var path: String
  /// The query's items, percent-decoded; the first of a repeated name counts.
  public var query: [String: String]
  /// The header fields in the order sent.
  public var fields: [Field]
  public var body: [UInt8]
  /// True once the client has closed its end: a long poll stops waiting for it.
  public var clientGone: @Sendable () -> Bool = { false }

  /// The value of header `name` (any case); nil when it is absent.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return fields.first { $0.name == wanted }?.value
  }
}

/// A response: sent with its length and `Connection: close` (one request per connection keeps
/// every connection's life bounded by the request time limit).
public struct HTTPResponse: Sendable {
  public enum Body: Sendable {
    case bytes([UInt8])
    /// An open regular file of `size` bytes, sent in pieces and closed by the server.
    case file(descriptor: Int32, size: Int)
  }

  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: Body

  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A plain-text answer: `message` and a newline.
  public static func text(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
      body: .bytes(Array((message + "\n").utf8)))
  }

  var length: Int {
    switch body {
    case .bytes(let bytes): bytes.count
    case .file(_, let size): size
    }
  }

  /// The status line and header block.
  var head: [UInt8] {
    var text = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    text += "Content-Length: \(length)\r\nConnection: close\r\n\r\n"
    return Array(text.utf8)
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 421: "Misdirected Request"
    case 431: "Request Header Fields Too Large"
    case 503: "Service Unavailable"
    default: "Internal Server Error"
    }
  }
}

/// Why a request is refused before it reaches a route: its status and one line naming the cap.
struct HTTPRefusal: Error {
  var status: Int
  var message: String
  /// No request began (no byte came before the time limit): close without an answer.
  var silent = false

  var response: HTTPResponse { .text(status, message) }
}
