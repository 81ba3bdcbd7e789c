import Foundation
import Graphics
import TestSupport
import Testing

/// `specsheet serve`: what it publishes is the site folder's regular files, never through a
/// symlink, it refuses oversize requests as review does, and `--watch` follows a symlinked
/// fixture to the file it names.
@Suite(.serialized) struct ServeSafetyTests {
  /// A folder with a one-variant fixture (`chip.yaml`, two images at @1x) and `serve`'s site
  /// folder `site`.
  struct Served {
    let dir: String
    var site: String { dir + "/site" }

    init() throws {
      dir = try temporaryFolder()
      try GoldenCommandTests.fixture.write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
    }

    func start(_ fixture: String = "chip.yaml", watch: Bool = false) throws -> ReviewServer {
      try ReviewServer(
        [dir + "/" + fixture, "--scale", "1", "--out", site] + (watch ? ["--watch"] : []), command: "serve")
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }
  }

  /// Issue 35, row 19: symlinks planted in the published folder are refused (403), whether they
  /// point outside it (a file, a folder on the way) or inside it (one rule: no symlink is
  /// followed); a FIFO is refused without waiting for a writer, and the site is served meanwhile.
  @Test func noFileIsServedThroughASymlinkAndAFIFODoesNotHangTheServer() throws {
    let s = try Served()
    defer { s.remove() }
    let server = try s.start()
    defer { _ = server.interrupt() }
    let port = server.port
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: s.site + "/passwd", withDestinationPath: "/etc/passwd")
    try fm.createSymbolicLink(atPath: s.site + "/etc", withDestinationPath: "/etc")
    try fm.createSymbolicLink(atPath: s.site + "/images/up", withDestinationPath: "../..")
    try fm.createSymbolicLink(atPath: s.site + "/home.html", withDestinationPath: "index.html")
    try fm.createSymbolicLink(atPath: s.site + "/pictures", withDestinationPath: "images")
    #expect(mkfifo(s.site + "/pipe", 0o644) == 0)
    let images = try #require(fm.subpathsOfDirectory(atPath: s.site + "/images").first { $0.hasSuffix(".png") })

    for path in [
      "/passwd", "/%70asswd", "//passwd", "/etc/passwd", "/etc/", "/images/up/chip.yaml", "/images/up/site/index.html",
      "/home.html", "/pictures/\(images)", "/pipe",
    ] {
      let reply = try RawHTTP.exchange(port: port, RawHTTP.get(path, port: port))
      #expect(reply.status == 403, "\(path): \(reply.reply.prefix(300))")
      #expect(!reply.reply.contains("root:"), "\(path)")
    }
    // The site itself, its pictures, and its folders' index pages are served.
    for path in ["/", "/index.html", "/images/\(images)"] {
      let reply = try RawHTTP.exchange(port: port, RawHTTP.get(path, port: port))
      #expect(reply.status == 200, "\(path): \(reply.reply.prefix(300))")
    }
    #expect(try RawHTTP.exchange(port: port, RawHTTP.get("/no-such.html", port: port)).status == 404)
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// Issue 35, row 9, on serve: a 256 KiB request line or header is refused at once with the cap.
  @Test func serveRefusesAnOversizeRequestLineOrHeader() throws {
    let s = try Served()
    defer { s.remove() }
    let server = try s.start()
    defer { _ = server.interrupt() }
    let port = server.port
    let long = String(repeating: "a", count: 256 << 10)
    let line = try RawHTTP.exchange(port: port, RawHTTP.get("/\(long)", port: port))
    #expect(line.status == 414, "\(line.reply.prefix(200))")
    #expect(line.reply.contains("InputLimits.httpRequestLineBytes = \(InputLimits.httpRequestLineBytes)"))
    let header = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port, extra: "Cookie: \(long)\r\n"))
    #expect(header.status == 431, "\(header.reply.prefix(200))")
    #expect(try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port)).status == 200)
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// Issue 35, row 25: `serve --watch` on a fixture that is a symlink rebuilds when the file it
  /// names is edited, and when the link is pointed at another file.
  @Test func watchRebuildsWhenASymlinkedFixturesTargetIsEditedOrRepointed() throws {
    let s = try Served()
    defer { s.remove() }
    let fm = FileManager.default
    try fm.createDirectory(atPath: s.dir + "/real", withIntermediateDirectories: true)
    try fm.moveItem(atPath: s.dir + "/chip.yaml", toPath: s.dir + "/real/chip.yaml")
    try fm.createSymbolicLink(atPath: s.dir + "/link.yaml", withDestinationPath: "real/chip.yaml")
    let server = try s.start("link.yaml", watch: true)
    defer { _ = server.interrupt() }
    let port = server.port
    Thread.sleep(forTimeInterval: 0.3)  // the watcher's first look

    // Edited in place (the link's own time does not change).
    let edited = GoldenCommandTests.fixture.replacingOccurrences(of: "label: Received", with: "label: Edited")
    let handle = try #require(FileHandle(forWritingAtPath: s.dir + "/real/chip.yaml"))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(edited.utf8))
    try handle.close()
    // Truncating and writing are two steps: the watcher may see the empty file first and report
    // it, then rebuild from the whole edit. What counts is a rebuild that succeeded.
    let first = try Self.succeeded(port: port, after: 0)
    #expect(first.reply.contains(#""error":"""#), "rebuilt after the edit: \(first.reply.suffix(200))")
    #expect(server.stdout.contains("rebuilt for"), "\(server.stdout)")

    // The link pointed at another file.
    let other = GoldenCommandTests.fixture.replacingOccurrences(of: "label: Received", with: "label: Other")
    try other.write(toFile: s.dir + "/real/other.yaml", atomically: true, encoding: .utf8)
    try fm.removeItem(atPath: s.dir + "/link.yaml")
    try fm.createSymbolicLink(atPath: s.dir + "/link.yaml", withDestinationPath: "real/other.yaml")
    let second = try Self.succeeded(port: port, after: first.version)
    #expect(second.version > first.version, "rebuilt after the link moved: \(second.reply.suffix(200))")
    #expect(second.reply.contains(#""error":"""#), "\(second.reply.suffix(200))")
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// The first version after `since` whose rebuild succeeded (no error), waiting up to 30 s.
  static func succeeded(port: Int, after since: Int) throws -> (version: Int, reply: String) {
    var version = since
    let deadline = Date().addingTimeInterval(30)
    var reply = ""
    while Date() < deadline {
      reply = try RawHTTP.exchange(port: port, RawHTTP.get("/live?since=\(version)", port: port), within: 30).reply
      guard let match = reply.firstMatch(of: /"version":"(\d+)"/), let seen = Int(match.1) else { break }
      version = seen
      if version > since, reply.contains(#""error":"""#) { return (version, reply) }
    }
    return (version, reply)
  }
}
