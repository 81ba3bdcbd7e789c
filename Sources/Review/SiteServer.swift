import Foundation
import Graphics

/// `specsheet serve`'s HTTP server: the files of one site folder, read-only, on 127.0.0.1 only
/// (the review server's Host check and headers), and `GET /live?since=N`, which answers when the
/// site's version passes N (or after 20 s) with `{"version": V, "error": "..."}`: the pages poll it
/// and reload when a watched edit rebuilt them, or show the edit's error. Files are served as
/// SiteFiles opens them: regular files only, never through a symlink.
public final class SiteServer: Sendable {
  let root: String
  let port: UInt16
  let server = LoopbackServer()
  private let state = Locked((version: 0, error: String?.none))

  /// `port` 0 lets the system pick a free one.
  public init(root: String, port: UInt16) {
    self.root = URL(fileURLWithPath: root).standardizedFileURL.path
    self.port = port
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
    try serveUntilSignalled(server, port: port, listening: listening) { self.handle($0) }
  }

  func handle(_ request: HTTPRequest) -> HTTPResponse {
    guard ReviewServer.allowed(request, port: server.port) else { return ReviewServer.text(421, "wrong Host") }
    guard request.method == "GET" else { return ReviewServer.text(404, "not found") }
    if request.path == "/live" { return live(since: request.query["since"].flatMap(Int.init) ?? -1, request) }
    switch SiteFiles.open(root: root, path: request.path) {
    case .file(let descriptor, let size):
      return HTTPResponse(
        status: 200, headers: ReviewServer.headers(Self.type(request.path), policy: Self.policy),
        body: .file(descriptor: descriptor, size: size))
    case .missing:
      guard Self.type(request.path).hasPrefix("text/html") else { return ReviewServer.text(404, "not found") }
      return ReviewServer.response(404, "text/html; charset=utf-8", Array(Self.missingPage.utf8), policy: Self.policy)
    case .refused:
      return ReviewServer.text(
        403, "refused: not a regular file of the site folder (symlinks, FIFOs and devices are not served)")
    }
  }

  /// Waits for a version other than `since`, at most 20 s, and less when the page went away.
  private func live(since: Int, _ request: HTTPRequest) -> HTTPResponse {
    for _ in 0..<200 {
      let now = state.withLock { $0 }
      if now.version != since || request.clientGone() { return Self.live(now) }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return Self.live(state.withLock { $0 })
  }

  /// A page that is not (or no longer) there: it says so, links the catalog, and runs the site's
  /// script, which shows a failed edit's error and reloads when a rebuild may have brought it back.
  static let missingPage = """
    <!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>No such page · specsheet catalog</title><link rel="stylesheet" href="/site.css"></head>
    <body data-root="/"><main id="main"><h1>No such page</h1>
    <p>The last edit renamed or removed this page, or it never existed. This tab keeps listening: it
    reloads when the site is rebuilt.</p><p><a href="/index.html">The catalog</a></p></main>
    <script src="/site.js"></script></body></html>
    """

  /// The site's own files only: its stylesheet, its script, its pictures, its live endpoint (the
  /// colour-vision filters and a picture's background are inline styles).
  static let policy =
    "default-src 'self'; img-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'"

  /// By the requested name's extension; a folder (its index.html) is a page.
  static func type(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    switch name.contains(".") ? (name as NSString).pathExtension : "html" {
    case "html": return "text/html; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "js": return "text/javascript; charset=utf-8"
    case "png": return "image/png"
    case "json": return "application/json"
    default: return "application/octet-stream"
    }
  }

  static func live(_ state: (version: Int, error: String?)) -> HTTPResponse {
    let body: [String: String] = ["version": String(state.version), "error": state.error ?? ""]
    let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data("{}".utf8)
    return ReviewServer.response(200, "application/json", Array(data))
  }
}
