import Catalog
import ComponentKit
import Foundation
import Graphics

/// One engine for every command that draws the catalog: units taken by workers, filled by
/// stages, prepared by sinks on the worker, consumed by the sinks in order and dropped.
///
/// Every stage is deterministic and each worker owns its Cairo surface and Pango session, so
/// what the sinks see does not depend on the job count or the order workers finish in. Memory
/// is bounded by the units in flight and the few waiting for an earlier one: a sink keeps what
/// it needs, nothing else is held.
public struct CatalogRun: Sendable {
  public var jobs: Int?
  /// Polled between units: when it turns true the run stops, the sinks discard. By default a
  /// caught SIGINT or SIGTERM (`Interruption`); tests stop runs of their own.
  public var stop: @Sendable () -> Bool

  public init(jobs: Int?, stop: (@Sendable () -> Bool)? = nil) {
    self.jobs = jobs
    self.stop = stop ?? { Interruption.requested }
  }

  /// Runs the selection's units through `stages` and hands them to `sinks`. Throws the error of the first
  /// failing unit in order (a stage's or a sink's); units after a known failure are skipped.
  /// Any error, or a stop, makes every sink discard; `CatalogRunError.stopped` says it stopped.
  public func run(_ selection: RunSelection, stages: [any RunStage], sinks: [any RunSink]) throws {
    do {
      try perform(selection, stages: stages, sinks: sinks)
      if stop() { throw CatalogRunError.stopped }
      for sink in sinks { try sink.finish() }
    } catch {
      for sink in sinks { sink.discard() }
      throw error
    }
  }

  private func perform(_ selection: RunSelection, stages: [any RunStage], sinks: [any RunSink]) throws {
    let firstFailure = FirstFailure()
    let inOrder = InOrder<RunUnit> { _, unit in
      for sink in sinks { try sink.consume(unit) }
    }
    // A worker takes a sheet alone (the largest first) or a variant's states together: they
    // mostly draw the same shadows, whose masks it then finds in the store, where two workers on
    // neighbouring states had one wait for the mask the other was making (a card's @3x: 15 ms).
    let pieces = selection.jobs()
    let stop = self.stop
    let results = Workers.run(pieces.count, jobs: jobs, stop: stop) { v -> Void in
      for i in pieces[v] {
        guard i < firstFailure.index, !stop() else { return }
        do {
          var unit = selection.unit(i)
          for stage in stages { try stage.run(&unit) }
          for sink in sinks { try sink.prepare(&unit) }
          unit.dropPixels()
          try inOrder.add(i, unit)
        } catch {
          firstFailure.lower(to: i)
          throw error
        }
      }
    }
    if stop() { return }
    for result in results { try result.get() }
  }
}

/// Why a run ended without finishing, when no stage or sink failed.
public enum CatalogRunError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `stop` turned true (an interrupt): the sinks discarded what they staged.
  case stopped

  public var description: String { "interrupted; no file was written" }
}

/// Values by index, passed on in index order: each is held only until all before it arrived.
final class InOrder<T>: @unchecked Sendable {  // the state and `deliver` only under `lock`
  // A lock taken and released here, not `Locked.withLock`: the hand-over to the sinks calls no
  // other target back. NSLock, not the standard library's Mutex: Mutex's contended path runs in
  // the uninstrumented Synchronization library, so ThreadSanitizer saw no acquire there and
  // reported this state as raced (CI, StreamingOutputTests, under contention only).
  private let lock = NSLock()
  private var waiting: [Int: T] = [:]
  private var next = 0
  private let deliver: (Int, T) throws -> Void

  init(deliver: @escaping (Int, T) throws -> Void) { self.deliver = deliver }

  /// Adds value `i`; delivers it and every waiting successor when it is next.
  func add(_ i: Int, _ value: T) throws {
    lock.lock()
    defer { lock.unlock() }
    waiting[i] = value
    while let ready = waiting.removeValue(forKey: next) {
      try deliver(next, ready)
      next += 1
    }
  }
}

/// The lowest index that failed so far, shared by workers.
final class FirstFailure: @unchecked Sendable {  // `value` only under `lock`
  private let lock = NSLock()
  private var value = Int.max

  var index: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func lower(to i: Int) {
    lock.lock()
    defer { lock.unlock() }
    value = min(value, i)
  }
}

nonisolated(unsafe) private var interruptSignal: sig_atomic_t = 0

/// Ctrl-C and SIGTERM during a write: instead of dying with files half staged, the command
/// notices, discards what it staged, and exits 130. Here, in the engine, so a run polls the
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
