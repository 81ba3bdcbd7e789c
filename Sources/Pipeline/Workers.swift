import Foundation

/// The one worker pool every stage uses (render, stream, audit, check's images and sheets, the
/// sheet command): `count` jobs on `jobs` threads (every core when nil), taken in `order` (by
/// index when nil), each result kept in its job's slot and returned by index, so the outcome
/// never depends on the number of threads or on timing. `stop` is polled between jobs; jobs it
/// keeps from starting come back as failures the caller ignores after checking `stop` itself.
package enum Workers {
  package static func run<T>(
    _ count: Int, jobs: Int?, order: [Int]? = nil, stop: @Sendable () -> Bool = { false },
    _ body: @Sendable (_ index: Int) throws -> T
  ) -> [Result<T, any Error>] {
    let slots = ResultSlots<T>(count: count)
    let next = Counter()
    let workers = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while !stop(), let k = next.take(below: count) {
        let i = order?[k] ?? k
        slots.set(i, Result { try body(i) })
      }
    }
    return slots.values()
  }
}
