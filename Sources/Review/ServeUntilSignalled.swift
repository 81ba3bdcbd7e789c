import FlyingFox
import Foundation
import Graphics

/// Runs `server` until SIGINT or SIGTERM (Ctrl-C), then stops it and returns: the review and the
/// site servers' loop. `addRoutes` runs before it listens; `listening` gets the bound address and
/// port once the socket listens. Throws when it cannot listen.
func serveUntilSignalled(
  _ server: HTTPServer, addRoutes: @escaping @Sendable () async -> Void,
  listening: @escaping @Sendable (_ host: String, _ port: UInt16) -> Void
) throws {
  let finished = DispatchSemaphore(value: 0)
  let failure = LockedError()
  let stopping = LockedFlag()
  signal(SIGINT, SIG_IGN)
  signal(SIGTERM, SIG_IGN)
  let sources = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
      stopping.set()
      Task { await server.stop(timeout: 2) }
    }
    source.resume()
    return source
  }
  Task {
    await addRoutes()
    let ended = LockedFlag()
    let running = Task {
      do { try await server.run() } catch { failure.set(error) }
      ended.set()
    }
    // Polled rather than waitUntilListening: a port in use ends run() at once, and the wait
    // would only notice at its timeout.
    while !(await server.isListening), !ended.isSet { try? await Task.sleep(for: .milliseconds(10)) }
    if !ended.isSet, case .ip4(let host, let port)? = await server.listeningAddress { listening(host, port) }
    if stopping.isSet { await server.stop(timeout: 2) }  // Ctrl-C came before it listened
    await running.value
    finished.signal()
  }
  finished.wait()
  for source in sources { source.cancel() }
  // Stopping ends run() with an error of its own: only a failure before Ctrl-C counts.
  if !stopping.isSet, let error = failure.get() { throw error }
}

final class LockedFlag: Sendable {
  private let value = Locked(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}

final class LockedError: Sendable {
  private let error = Locked<(any Error)?>(nil)
  func set(_ error: any Error) { self.error.withLock { $0 = error } }
  func get() -> (any Error)? { error.withLock { $0 } }
}
