import Foundation
import Graphics
import TestSupport
import Testing

/// `specsheet review` under load: an oversize or slow request is refused with a 4xx naming its
/// cap, the server stays small and answers others meanwhile. Replies are read with a 10 s
/// deadline (the time limit is 1 s): before, a 256 KiB request line took the server 32 s.
@Suite(.serialized) struct ServerLimitsTests {
  /// Issue 35, row 9: a 256 KiB request line, and the same bytes as one header or as many
  /// headers, are refused at once while a page request between them is served; the refusal
  /// names the cap. Heads just under the caps are still served.
  @Test func anOversizeRequestLineOrHeaderIsRefusedAtOnceAndOthersAreServed() throws {
    let b = try ReviewCommandTests.Broken()
    defer { b.w.remove() }
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    let port = server.port
    let long = String(repeating: "a", count: 256 << 10)

    // Two long request lines at once (before, each took the server 32 s), and a page between.
    let first = try RawHTTP(port: port)
    let second = try RawHTTP(port: port)
    first.send("GET /\(long) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    second.send("GET /image?i=0&k=\(long) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    let page = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port))
    #expect(page.status == 200, "the page is served meanwhile: \(page.reply.prefix(200))")
    for client in [first, second] {
      let reply = client.receive(within: 10)
      #expect(RawHTTP.status(reply) == 414, "\(reply.prefix(200))")
      #expect(reply.contains("InputLimits.httpRequestLineBytes = \(InputLimits.httpRequestLineBytes)"))
    }

    let header = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port, extra: "X-Long: \(long)\r\n"))
    #expect(header.status == 431, "\(header.reply.prefix(200))")
    #expect(header.reply.contains("InputLimits.httpHeaderBytes = \(InputLimits.httpHeaderBytes)"))
    let lines = String(repeating: "X-A: b\r\n", count: 10_000)
    let many = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port, extra: lines))
    #expect(many.status == 431, "\(many.reply.prefix(200))")
    #expect(many.reply.contains("InputLimits.httpHeaderCount = \(InputLimits.httpHeaderCount)"))
    // A long line split over many headers counts in all.
    let spread = String(repeating: "X-B: \(String(repeating: "b", count: 1000))\r\n", count: 60)
    let wide = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port, extra: spread))
    #expect(wide.status == 431, "\(wide.reply.prefix(200))")

    // Under the caps: a 4 KiB target and 50 headers of 500 bytes are an ordinary page request.
    let under = String(repeating: "X-C: \(String(repeating: "c", count: 500))\r\n", count: 50)
    let served = try RawHTTP.exchange(
      port: port, RawHTTP.get("/?pad=\(String(repeating: "p", count: 4 << 10))", port: port, extra: under))
    #expect(served.status == 200, "\(served.reply.prefix(200))")
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// Issue 35, row 9 (a slow request): a client sending its request a byte at a time is 408
  /// within about the 1 s time limit, while a second client is served normally.
  @Test func aRequestTricklingInIsTimedOutWhileAnotherIsServed() throws {
    let b = try ReviewCommandTests.Broken()
    defer { b.w.remove() }
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    let port = server.port
    let slow = try RawHTTP(port: port)
    let trickling = Thread {
      for byte in RawHTTP.get("/", port: port) {
        guard slow.send([byte]) else { return }
        Thread.sleep(forTimeInterval: 0.25)
      }
    }
    trickling.start()
    Thread.sleep(forTimeInterval: 0.3)
    let other = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port))
    #expect(other.status == 200, "\(other.reply.prefix(200))")
    let reply = slow.receive(within: 10)
    #expect(RawHTTP.status(reply) == 408, "\(reply.prefix(200))")
    #expect(reply.contains("InputLimits.httpRequestSeconds = \(InputLimits.httpRequestSeconds)"), "\(reply)")
    // A body that stops half way is timed out too.
    let half = try RawHTTP(port: port)
    half.send(
      "POST /api/undo HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 20\r\n"
        + "X-Review-Token: \(server.token)\r\n\r\n{\"id\": ")
    #expect(RawHTTP.status(half.receive(within: 10)) == 408)
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// Issue 35, row 17 (the server's part): a 200 MB approve body is 413 before it is read, and
  /// the server's peak memory stays where it was; a Content-Length alone is refused the same way,
  /// a chunked body (no length to check first) is 411, and nothing is written.
  @Test func anOversizeApproveBodyIsRefusedUnreadAndWritesNothing() throws {
    let b = try ReviewCommandTests.Broken()
    defer { b.w.remove() }
    let before = b.files
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    let port = server.port
    let peakBefore = Self.peakKilobytes(server.process.processIdentifier)
    let head =
      "POST /api/approve HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
      + "X-Review-Token: \(server.token)\r\n"

    let big = try RawHTTP(port: port)
    let body = 200_000_000
    big.send(head + "Content-Length: \(body)\r\n\r\n{\"names\": [\"")
    let sending = Thread {
      let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
      for _ in 0..<(body >> 20) {
        guard big.send(piece) else { return }  // refused: the server closed
      }
    }
    sending.start()
    let reply = big.receive(within: 10)
    #expect(RawHTTP.status(reply) == 413, "\(reply.prefix(200))")
    #expect(reply.contains("InputLimits.approveBodyBytes = \(InputLimits.approveBodyBytes)"), "\(reply)")
    let peakAfter = Self.peakKilobytes(server.process.processIdentifier)
    #expect(peakAfter - peakBefore < 32 << 10, "peak RSS \(peakBefore) -> \(peakAfter) KB")

    let lengthOnly = try RawHTTP.exchange(port: port, Array((head + "Content-Length: 209715200\r\n\r\n").utf8))
    #expect(lengthOnly.status == 413, "\(lengthOnly.reply.prefix(200))")
    let huge = try RawHTTP.exchange(port: port, Array((head + "Content-Length: 99999999999999999999\r\n\r\n").utf8))
    #expect(huge.status == 413, "\(huge.reply.prefix(200))")
    let chunked = try RawHTTP.exchange(
      port: port, Array((head + "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n").utf8))
    #expect(chunked.status == 411, "\(chunked.reply.prefix(200))")
    #expect(b.files == before, "nothing was written")
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// Past InputLimits.httpConnections connections in flight, more are 503 at once naming the
  /// cap (the first ones, holding half a request, are 408 after the time limit); then requests
  /// are served again.
  @Test func connectionsPastTheCapAreRefusedAtOnceAndServedLater() throws {
    let b = try ReviewCommandTests.Broken()
    defer { b.w.remove() }
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    let port = server.port
    let clients = try (0..<InputLimits.httpConnections + 4).map { _ in try RawHTTP(port: port) }
    for client in clients { client.send("GET / HTTP/1.1\r\n") }
    let replies = clients.map { $0.receive(within: 10) }
    let busy = replies.filter { RawHTTP.status($0) == 503 }
    #expect(busy.count >= 1, "past the cap: \(replies.map { $0.prefix(40) })")
    #expect(busy.allSatisfy { $0.contains("InputLimits.httpConnections = \(InputLimits.httpConnections)") })
    #expect(replies.allSatisfy { [408, 503].contains(RawHTTP.status($0)) }, "\(replies.map { $0.prefix(40) })")
    var status: Int?
    for _ in 0..<50 where status != 200 {
      status = try RawHTTP.exchange(port: port, RawHTTP.get("/", port: port)).status
      if status != 200 { Thread.sleep(forTimeInterval: 0.1) }
    }
    #expect(status == 200)
    #expect(server.interrupt() == 0, "\(server.stdout)")
  }

  /// The process's peak resident memory (VmHWM), in KB.
  static func peakKilobytes(_ pid: Int32) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
