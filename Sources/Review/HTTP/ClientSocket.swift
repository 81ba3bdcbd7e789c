import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One accepted connection, non-blocking: every wait is a poll with a deadline, so no client can
/// hold a server thread longer than the time limits allow.
final class ClientSocket: @unchecked Sendable {
  let descriptor: Int32

  init(descriptor: Int32) {
    self.descriptor = descriptor
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
  }

  /// Milliseconds left until `deadline` (0 when it has passed), as poll takes them.
  static func millisecondsLeft(_ deadline: ContinuousClock.Instant) -> Int32 {
    let left = deadline - .now
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 60_000))
  }

  /// Waits for `events` until `deadline`; false when the time ran out first.
  func wait(_ events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
    while true {
      var entry = pollfd(fd: descriptor, events: events, revents: 0)
      let ready = poll(&entry, 1, Self.millisecondsLeft(deadline))
      if ready > 0 { return true }
      if ready == 0 { return false }
      if errno != EINTR { return true }  // the read or write that follows reports it
    }
  }

  /// Reads at most `count` bytes into `buffer`: the number read, 0 at the end of the stream,
  /// nil when `deadline` passed first, -1 on an error.
  func receive(into buffer: inout [UInt8], upTo count: Int, until deadline: ContinuousClock.Instant) -> Int? {
    var chunk = [UInt8](repeating: 0, count: count)
    while true {
      let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
      if got > 0 {
        buffer.append(contentsOf: chunk[..<got])
        return got
      }
      if got == 0 { return 0 }
      if errno == EINTR { continue }
      guard errno == EAGAIN || errno == EWOULDBLOCK else { return -1 }
      if !wait(Int16(POLLIN), until: deadline) { return nil }
    }
  }

  /// Sends all of `bytes` before `deadline`; false when the client stopped taking them.
  func send(_ bytes: UnsafeRawBufferPointer, until deadline: ContinuousClock.Instant) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let wrote = systemSend(descriptor, bytes.baseAddress! + sent, bytes.count - sent)
      if wrote > 0 {
        sent += wrote
        continue
      }
      if wrote < 0, errno == EINTR { continue }
      guard wrote < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return false }
      if !wait(Int16(POLLOUT), until: deadline) { return false }
    }
    return true
  }

  func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
    bytes.withUnsafeBytes { send($0, until: deadline) }
  }

  /// True when the client has closed its end (its next read would be the end of the stream).
  func isGone() -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) > 0 else { return false }
    if entry.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
    var byte: UInt8 = 0
    return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) == 0
  }

  /// Closes after the answer is sent: the write side first, then what the client still sends is
  /// read and dropped for a moment (at most `drain` bytes), so a client still sending a refused
  /// body gets the answer rather than a reset.
  func close(drain: Int = 1 << 20, for time: Duration = .milliseconds(500)) {
    shutdown(descriptor, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + time
    var dropped = 0
    var scratch: [UInt8] = []
    while dropped < drain {
      scratch.removeAll(keepingCapacity: true)
      guard let got = receive(into: &scratch, upTo: 64 << 10, until: deadline), got > 0 else { break }
      dropped += got
    }
    systemClose(descriptor)
  }
}

/// send(2) without SIGPIPE: a client that went away is an error here, never the end of the server.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if os(Linux)
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
  #else
    send(descriptor, bytes, count, 0)
  #endif
}

private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
