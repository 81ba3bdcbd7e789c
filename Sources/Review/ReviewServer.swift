import FlyingFox
import FlyingSocks
import Foundation
import Graphics

/// The review page's HTTP server (FlyingFox), bound to 127.0.0.1 only. Reads are the page and
/// its images; the two writes (approve, undo) need the session's token in `X-Review-Token`. A
/// request whose Host is not this address is refused, so a web page elsewhere cannot reach the
/// server through a DNS name pointed at 127.0.0.1.
public final class ReviewServer: Sendable {
  public let session: ReviewSession
  let server: HTTPServer

  /// `port` 0 lets the system pick a free one.
  public init(session: ReviewSession, port: UInt16) throws {
    self.session = session
    server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled)
  }

  /// Serves until SIGINT or SIGTERM (Ctrl-C), then stops and returns. `listening` gets the
  /// bound address and port once the socket listens. Throws when it cannot listen.
  public func run(listening: @escaping @Sendable (_ host: String, _ port: UInt16) -> Void) throws {
    try serveUntilSignalled(server, addRoutes: { await self.addRoutes() }, listening: listening)
  }

  private func addRoutes() async {
    let session = self.session
    let allowed = { @Sendable (request: HTTPRequest) async -> Bool in
      guard let host = request.headers[.host], case .ip4(_, let port)? = await self.server.listeningAddress else {
        return false
      }
      return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }
    await server.appendRoute("GET /") { request in
      guard await allowed(request) else { return Self.text(421, "wrong Host") }
      return Self.response(200, "text/html; charset=utf-8", Data(ReviewPage.html(session).utf8))
    }
    await server.appendRoute("GET /image") { request in
      guard await allowed(request) else { return Self.text(421, "wrong Host") }
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
      return Self.response(200, "image/png", Data(bytes))
    }
    await server.appendRoute("POST /api/approve") { request in
      guard await allowed(request) else { return Self.text(421, "wrong Host") }
      struct Body: Decodable { var names: [String] }
      guard let body = try? JSONDecoder().decode(Body.self, from: await request.bodyData) else {
        return Self.json(.refused(400, "expected {\"names\": [...]}; nothing was written"))
      }
      return Self.json(session.approve(body.names, token: request.headers[HTTPHeader("X-Review-Token")]))
    }
    await server.appendRoute("POST /api/undo") { request in
      guard await allowed(request) else { return Self.text(421, "wrong Host") }
      struct Body: Decodable { var id: Int }
      guard let body = try? JSONDecoder().decode(Body.self, from: await request.bodyData) else {
        return Self.json(.refused(400, "expected {\"id\": N}; nothing was written"))
      }
      return Self.json(session.undo(body.id, token: request.headers[HTTPHeader("X-Review-Token")]))
    }
    await server.appendRoute("*") { _ in Self.text(404, "not found") }
  }

  /// What the review page may load: nothing from anywhere but here, its style and script inline.
  static let pagePolicy =
    "default-src 'self'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"

  /// Every response: never cached, and the page may load nothing from anywhere but here.
  static func response(_ status: Int, _ type: String, _ body: Data, policy: String = pagePolicy) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[HTTPHeader("Cache-Control")] = "no-store"
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    headers[HTTPHeader("Content-Security-Policy")] = policy
    return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers, body: body)
  }

  static func text(_ status: Int, _ message: String) -> HTTPResponse {
    response(status, "text/plain; charset=utf-8", Data((message + "\n").utf8))
  }

  static func json(_ reply: ReviewReply) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = (try? encoder.encode(reply)) ?? Data("{}".utf8)
    return response(reply.status, "application/json", body)
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 409: "Conflict"
    case 421: "Misdirected Request"
    default: "Internal Server Error"
    }
  }
}
