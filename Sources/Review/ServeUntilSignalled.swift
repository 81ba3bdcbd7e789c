import Foundation

/// Runs `server` on 127.0.0.1:`port` until SIGINT or SIGTERM (Ctrl-C), then stops it and
/// returns: the review and the site servers' loop. `listening` gets the bound address and port
/// once the socket listens. Throws when it cannot listen.
func serveUntilSignalled(
  _ server: LoopbackServer, port: UInt16, listening: @escaping @Sendable (_ host: String, _ port: UInt16) -> Void,
  handler: @escaping LoopbackServer.Handler
) throws {
  signal(SIGINT, SIG_IGN)
  signal(SIGTERM, SIG_IGN)
  // A signal before it listens is kept by stop() and ends run() as soon as it starts.
  let sources = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler { server.stop() }
    source.resume()
    return source
  }
  defer { for source in sources { source.cancel() } }
  try server.run(port: port, listening: listening, handler: handler)
}
