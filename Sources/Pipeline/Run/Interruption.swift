import Foundation

nonisolated(unsafe) private var interruptSignal: sig_atomic_t = 0

/// Ctrl-C and SIGTERM during a write: instead of dying with files half staged, the command
/// notices, discards what it staged, and exits 130. Here, beside the engine, so a run polls the
/// flag itself: the command only turns the catching on (it once handed the run a closure that
/// called back up into the CLI).
package enum Interruption {
  /// From now on SIGINT and SIGTERM set a flag instead of ending the process. They are unblocked
  /// too: a blocked mask is inherited through exec (a test runner's, a supervisor's), and a run
  /// started under one never saw Ctrl-C and wrote everything.
  package static func catchSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for sig in [SIGINT, SIGTERM] {
      signal(sig) { _ in interruptSignal = 1 }
      sigaddset(&signals, sig)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Whether a signal arrived since `catchSignals` (never before it).
  package static var requested: Bool { interruptSignal != 0 }
}
