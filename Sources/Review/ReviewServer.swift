import Foundation
import Graphics

/// The review page's HTTP server (LoopbackServer), bound to 127.0.0.1 only. Reads are the page
/// and its images; the two writes (approve, undo) need the session's token in `X-Review-Token`.
/// A request whose Host is not this address is refused, so a web page elsewhere cannot reach the
/// server through a DNS name pointed at 127.0.0.1.
public final class ReviewServer: Sendable {
  public let session: ReviewSession
  let port: UInt16
  let server: LoopbackServer

  /// `port` 0 lets the system pick a free one.
  public init(session: ReviewSession, port: UInt16) {
    self.session = session
    self.port = port
    server = LoopbackServer()
  }

  /// Serves until SIGINT or SIGTERM (Ctrl-C), then stops and returns. `listening` gets the
  /// bound address and port once the socket listens. Throws when it cannot listen.
  public func run(listening: @escaping @Sendable (_ host: String, _ port: UInt16) -> Void) throws {
    try serveUntilSignalled(server, port: port, listening: listening) { self.handle($0) }
  }

  func handle(_ request: HTTPRequest) -> HTTPResponse {
    guard Self.allowed(request, port: server.port) else { return Self.text(421, "wrong Host") }
    switch (request.method, request.path) {
    case ("GET", "/"):
      return Self.response(200, "text/html; charset=utf-8", Array(ReviewPage.html(session).description.utf8))
    case ("GET", "/image"):
      return image(request)
    case ("POST", "/api/approve"):
      struct Body: Decodable { var names: [String] }
      guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
        return Self.json(.refused(400, "expected {\"names\": [...]}; nothing was written"))
      }
      return Self.json(session.approve(body.names, token: request.header("X-Review-Token")))
    case ("POST", "/api/undo"):
      struct Body: Decodable { var id: Int }
      guard let body = try? JSONDecoder().decode(Body.self, from: Data(request.body)) else {
        return Self.json(.refused(400, "expected {\"id\": N}; nothing was written"))
      }
      return Self.json(session.undo(body.id, token: request.header("X-Review-Token")))
    default:
      return Self.text(404, "not found")
    }
  }

  private func image(_ request: HTTPRequest) -> HTTPResponse {
    guard let i = request.query["i"].flatMap(Int.init), session.items.indices.contains(i) else {
      return Self.text(404, "no such image")
    }
    let item = session.items[i]
    let bytes: [UInt8]?
    switch request.query["k"] {
    case "golden": bytes = item.golden
    case "actual": bytes = item.actual
    case "diff": bytes = item.diff
    default: bytes = nil
    }
    guard let bytes else { return Self.text(404, "no such image") }
    return Self.response(200, "image/png", bytes)
  }

  /// Only a Host naming this server: 127.0.0.1 or localhost with its port.
  static func allowed(_ request: HTTPRequest, port: UInt16) -> Bool {
    guard let host = request.header("Host"), port != 0 else { return false }
    return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
  }

  /// What the review page may load: nothing from anywhere but here, its style and script inline.
  static let pagePolicy =
    "default-src 'self'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"

  /// Every response's headers: never cached, and the page may load nothing from anywhere but here.
  static func headers(_ type: String, policy: String = pagePolicy) -> [(name: String, value: String)] {
    [
      ("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
      ("Content-Security-Policy", policy),
    ]
  }

  static func response(_ status: Int, _ type: String, _ body: [UInt8], policy: String = pagePolicy) -> HTTPResponse {
    HTTPResponse(status: status, headers: headers(type, policy: policy), body: .bytes(body))
  }

  static func text(_ status: Int, _ message: String) -> HTTPResponse {
    response(status, "text/plain; charset=utf-8", Array((message + "\n").utf8))
  }

  static func json(_ reply: ReviewReply) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = (try? encoder.encode(reply)) ?? Data("{}".utf8)
    return response(reply.status, "application/json", Array(body))
  }
}
