import FlyingFox
import FlyingSocks
import Foundation
import Graphics

/// `specsheet serve`'s HTTP server: the files of one site folder, read-only, on 127.0.0.1 only
/// (the review server's Host check and headers), and `GET /live?since=N`, which answers when the
/// site's version passes N (or after 20 s) with `{"version": V, "error": "..."}`: the pages poll it
/// and reload when a watched edit rebuilt them, or show the edit's error.
public final class SiteServer: Sendable {
  let root: String
  let server: HTTPServer
  private let state = Locked((version: 0, error: String?.none))

  /// `port` 0 lets the system pick a free one.
  public init(root: String, port: UInt16) throws {
    self.root = URL(fileURLWithPath: root).standardizedFileURL.path
    server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 30, logger: .disabled)
  }

  /// A rebuild finished: nil when it succeeded (the pages reload), else its error (shown on the
  /// page; the pictures stay the last good ones).
  public func published(error: String?) {
    state.withLock {
      $0.version += 1
      $0.error = error
    }
  }

  /// Serves until SIGINT or SIGTERM, as the review server does.
  public func run(listening: @escaping @Sendable (_ host: String, _ port: UInt16) -> Void) throws {
    try serveUntilSignalled(server, addRoutes: { await self.addRoutes() }, listening: listening)
  }

  private func addRoutes() async {
    let allowed = { @Sendable (request: HTTPRequest) async -> Bool in
      guard let host = request.headers[.host], case .ip4(_, let port)? = await self.server.listeningAddress else {
        return false
      }
      return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }
    await server.appendRoute("GET /live") { request in
      guard await allowed(request) else { return ReviewServer.text(421, "wrong Host") }
      let since = request.query["since"].flatMap(Int.init) ?? -1
      for _ in 0..<200 {
        let now = self.state.withLock { $0 }
        if now.version != since { return Self.live(now) }
        try? await Task.sleep(for: .milliseconds(100))
      }
      return Self.live(self.state.withLock { $0 })
    }
    await server.appendRoute("GET /*") { request in
      guard await allowed(request) else { return ReviewServer.text(421, "wrong Host") }
      guard let file = self.file(request.path) else { return ReviewServer.text(404, "not found") }
      guard let data = FileManager.default.contents(atPath: file) else { return ReviewServer.text(404, "not found") }
      return ReviewServer.response(200, Self.type(file), data, policy: Self.policy)
    }
    await server.appendRoute("*") { _ in ReviewServer.text(404, "not found") }
  }

  /// The file `path` names under the root (`/` is `index.html`), never outside it.
  func file(_ path: String) -> String? {
    let decoded = path.removingPercentEncoding ?? path
    let parts = decoded.split(separator: "/").map(String.init)
    guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else { return nil }
    var full = ([root] + parts).joined(separator: "/")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
      full += "/index.html"
    }
    return full.hasPrefix(root + "/") ? full : nil
  }

  /// The site's own files only: its stylesheet, its script, its pictures, its live endpoint (the
  /// colour-vision filters and a picture's background are inline styles).
  static let policy =
    "default-src 'self'; img-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'"

  static func type(_ file: String) -> String {
    switch (file as NSString).pathExtension {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "png": "image/png"
    case "json": "application/json"
    default: "application/octet-stream"
    }
  }

  static func live(_ state: (version: Int, error: String?)) -> HTTPResponse {
    let body: [String: String] = ["version": String(state.version), "error": state.error ?? ""]
    let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data("{}".utf8)
    return ReviewServer.response(200, "application/json", data)
  }
}
