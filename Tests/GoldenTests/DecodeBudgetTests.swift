import Foundation
import Testing

@testable import Golden

/// Issue 35, row 22 (per run): check's workers share one budget of decoded golden bytes, so
/// `--jobs N` never holds more than it (15 goldens at the pixel limit held 580 MB at --jobs 2).
@Suite struct DecodeBudgetTests {
  @Test func workersNeverHoldMoreThanTheBudgetTogether() async {
    let budget = DecodeBudget(bytes: 100)
    let peak = Peak()
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          Thread.detachNewThreadAndWait {
            for _ in 0..<50 {
              let hold = budget.reserve(60 + worker)  // two never fit together
              peak.note(budget.inFlight)
              hold.release()
            }
          }
        }
      }
    }
    #expect(peak.value > 0 && peak.value <= 100 + 7, "peak \(peak.value)")
    #expect(budget.inFlight == 0)
  }

  /// A thread holding an image never waits for room (it would wait on itself), and an image
  /// larger than the budget is granted when nothing else is held.
  @Test func aHolderAndAnOversizeImageDoNotWait() {
    let budget = DecodeBudget(bytes: 100)
    let first = budget.reserve(90)
    let second = budget.reserve(90)
    #expect(budget.inFlight == 180)
    first.release()
    second.release()
    let huge = budget.reserve(500)
    #expect(budget.inFlight == 500)
    huge.release()
    #expect(budget.inFlight == 0)
  }
}

/// The largest value noted, from any thread.
final class Peak: @unchecked Sendable {
  private let lock = NSLock()
  private var largest = 0
  var value: Int { lock.withLock { largest } }
  func note(_ value: Int) { lock.withLock { largest = max(largest, value) } }
}

extension Thread {
  /// Runs `body` on a new thread (the budget tells threads apart) and waits for it.
  static func detachNewThreadAndWait(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    done.wait()
  }
}
