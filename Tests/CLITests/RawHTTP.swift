import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A bare HTTP client on a loopback socket, for what no browser sends: a 256 KiB request line, a
/// request a byte at a time, a body of 200 MB. Every read has a deadline, so a server that never
/// answers fails the test instead of hanging it.
final class RawHTTP: @unchecked Sendable {
  let descriptor: Int32

  struct Failed: Error, CustomStringConvertible { var description: String }

  init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      _ = close(descriptor)
      throw Failed(description: "cannot connect to 127.0.0.1:\(port): errno \(errno)")
    }
  }

  deinit { _ = close(descriptor) }

  /// Sends all of `bytes`; false once the server closed or reset the connection.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let wrote = bytes.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      if wrote < 0, errno == EINTR { continue }
      guard wrote > 0 else { return false }
      sent += wrote
    }
    return true
  }

  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// What the server sent until it closed the connection or `seconds` passed.
  func receive(within seconds: Double) -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(left * 1000) + 1) > 0 else { continue }
      let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard got > 0 else { break }
      received += chunk[..<got]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// The status of a reply ("HTTP/1.1 414 ..." is 414); nil when there was none.
  static func status(_ reply: String) -> Int? {
    let parts = reply.prefix(while: { $0 != "\r" }).split(separator: " ")
    return parts.count >= 2 && parts[0].hasPrefix("HTTP/1.") ? Int(parts[1]) : nil
  }

  /// Sends `request` on a new connection and reads the reply (10 s at most).
  static func exchange(port: Int, _ request: [UInt8], within seconds: Double = 10) throws -> (
    status: Int?, reply: String
  ) {
    let client = try RawHTTP(port: port)
    client.send(request)
    let reply = client.receive(within: seconds)
    return (status(reply), reply)
  }

  /// A GET of `path` with this server's Host and any `extra` header lines.
  static func get(_ path: String, port: Int, extra: String = "") -> [UInt8] {
    Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extra)\r\n".utf8)
  }
}
