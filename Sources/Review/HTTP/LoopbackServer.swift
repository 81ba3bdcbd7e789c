import Foundation
import Graphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTTP layer of `review` and `serve`: one listening socket on 127.0.0.1, a thread per
/// connection, at most InputLimits.httpConnections of them (more are 503 at once), one request
/// per connection, read by HTTPRequestReader within the caps and the time limit, so a client
/// that sends too much or too slowly is refused while the others are served.
///
/// Ours rather than FlyingFox's: FlyingFox parses the head a byte at a time through async
/// sequences (a 256 KiB request line took 32 s of CPU), reads it with no size cap and no time
/// limit (its timeout bounds the handler only), holds any body in memory and takes any number of
/// connections, and none of this can be configured from outside. Two small servers on loopback
/// need only GET and a small POST, which this does in a few hundred lines, bounded throughout.
public final class LoopbackServer: @unchecked Sendable {
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  private let state = Locked((port: UInt16(0), inFlight: 0, stopping: false))
  /// A pipe whose write end stop() writes to: it ends the accept loop's wait.
  private let wake: [Int32]

  public init() {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    wake = ends
  }

  /// The port it listens on (0 before it does).
  public var port: UInt16 { state.withLock { $0.port } }

  /// True once stop() was called: long polls end.
  public var isStopping: Bool { state.withLock { $0.stopping } }

  /// Binds 127.0.0.1:`port` (0: a free port), calls `listening` with the address and port, and
  /// answers each request with `handler` until stop(); then waits up to 2 s for the connections
  /// in flight. Throws when it cannot listen.
  public func run(
    port requested: UInt16, listening: (_ host: String, _ port: UInt16) -> Void, handler: @escaping Handler
  ) throws {
    let listener = try Self.listen(port: requested)
    defer { _ = close(listener) }
    state.withLock { $0.port = Self.boundPort(listener) }
    listening("127.0.0.1", port)
    acceptLoop(listener, handler)
    let deadline = ContinuousClock.now + .seconds(2)
    while state.withLock({ $0.inFlight }) > 0, ContinuousClock.now < deadline { usleep(10_000) }
  }

  /// Ends run(): callable from any thread, also before it listens.
  public func stop() {
    state.withLock { $0.stopping = true }
    var byte: UInt8 = 1
    _ = write(wake[1], &byte, 1)
  }

  private func acceptLoop(_ listener: Int32, _ handler: @escaping Handler) {
    while !isStopping {
      var entries = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&entries, 2, -1) > 0, entries[1].revents == 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EMFILE || errno == ENFILE { usleep(10_000) }  // out of descriptors: let some close
        continue
      }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      let admitted = state.withLock { state -> Bool in
        guard state.inFlight < InputLimits.httpConnections else { return false }
        state.inFlight += 1
        return true
      }
      guard admitted else {
        Self.refuseBusy(client)
        continue
      }
      Thread.detachNewThread {
        self.serve(ClientSocket(descriptor: client), handler)
        self.state.withLock { $0.inFlight -= 1 }
      }
    }
  }

  private func serve(_ socket: ClientSocket, _ handler: Handler) {
    let requestDeadline = ContinuousClock.now + .seconds(InputLimits.httpRequestSeconds)
    var response: HTTPResponse
    do {
      var request = try HTTPRequestReader(socket: socket, deadline: requestDeadline).read()
      request.clientGone = { [weak self] in socket.isGone() || (self?.isStopping ?? true) }
      response = handler(request)
    } catch {
      guard !error.silent else { return socket.close(drain: 0, for: .zero) }
      response = error.response
      response.headers.append(("X-Content-Type-Options", "nosniff"))
    }
    Self.send(response, to: socket)
    socket.close()
  }

  /// Sends the head and body; a file body is read and sent in pieces, then closed.
  static func send(_ response: HTTPResponse, to socket: ClientSocket) {
    let deadline = ContinuousClock.now + .seconds(InputLimits.httpResponseSeconds)
    guard socket.send(response.head, until: deadline) else {
      if case .file(let descriptor, _) = response.body { _ = close(descriptor) }
      return
    }
    switch response.body {
    case .bytes(let bytes):
      _ = socket.send(bytes, until: deadline)
    case .file(let descriptor, let size):
      defer { _ = close(descriptor) }
      var piece = [UInt8](repeating: 0, count: 64 << 10)
      var offset = 0
      while offset < size {
        let got = piece.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress, min($0.count, size - offset), off_t(offset))
        }
        guard got > 0,
          piece.withUnsafeBytes({ socket.send(UnsafeRawBufferPointer(rebasing: $0[..<got]), until: deadline) })
        else { return }
        offset += got
      }
    }
  }

  /// The answer past the connection cap, given without a thread: what fits in the socket's
  /// buffer at once, after reading what the client already sent (so closing does not reset it).
  static func refuseBusy(_ client: Int32) {
    let message =
      "refused: \(InputLimits.httpConnections) connections in flight already "
      + "(InputLimits.httpConnections = \(InputLimits.httpConnections)); try again"
    var response = HTTPResponse.text(503, message)
    response.headers.append(("Retry-After", "1"))
    let socket = ClientSocket(descriptor: client)
    var scratch: [UInt8] = []
    _ = socket.receive(into: &scratch, upTo: 64 << 10, until: .now)
    send(response, to: socket)
    socket.close(drain: 64 << 10, for: .zero)
  }
}
