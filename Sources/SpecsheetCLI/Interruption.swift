import Foundation

nonisolated(unsafe) private var interruptSignal: sig_atomic_t = 0

/// Ctrl-C and SIGTERM during a write: instead of dying with files half staged, the command
/// notices, discards what it staged, and exits 130.
package enum Interruption {
  /// From now on SIGINT and SIGTERM set a flag instead of ending the process.
  static func catchSignals() {
    for sig in [SIGINT, SIGTERM] { signal(sig) { _ in interruptSignal = 1 } }
  }

  static var requested: Bool { interruptSignal != 0 }
}
