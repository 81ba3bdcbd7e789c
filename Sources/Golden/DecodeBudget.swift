import Foundation
import Graphics

/// Decoded golden pixels in flight, shared by every worker of a run: a worker reserves an image's
/// bytes (read from its header) before decoding it and holds them until its result drops the
/// bitmap (`GoldenResult.compact`), waiting while the others' images leave no room. `--jobs N`
/// then holds at most `InputLimits.decodedBytesInFlight` of decoded goldens, not N times the
/// per-image cap. One image larger than the budget is still granted when nothing else is held,
/// and a thread that already holds some never waits (it could be waiting on itself: a caller
/// that keeps two failing results); threads that wait hold nothing, so no two wait on each other.
public final class DecodeBudget: @unchecked Sendable {
  public static let shared = DecodeBudget(bytes: InputLimits.decodedBytesInFlight)

  public let capacity: Int
  private let condition = NSCondition()
  private var used = 0
  /// Holds per reserving thread.
  private var holders: [ObjectIdentifier: Int] = [:]

  public init(bytes: Int) { capacity = bytes }

  /// Bytes reserved until this is released (or freed): a worker never waits on its own holds, as
  /// it holds one image's at a time.
  public final class Hold: @unchecked Sendable {
    let budget: DecodeBudget
    let bytes: Int
    let thread: ObjectIdentifier
    private var released = false

    init(budget: DecodeBudget, bytes: Int, thread: ObjectIdentifier) {
      self.budget = budget
      self.bytes = bytes
      self.thread = thread
    }

    public func release() {
      guard !released else { return }
      released = true
      budget.give(bytes, thread: thread)
    }

    deinit { release() }
  }

  /// Waits until `bytes` fit beside what is held (or nothing is held), then holds them.
  public func reserve(_ bytes: Int) -> Hold {
    let thread = ObjectIdentifier(Thread.current)
    condition.lock()
    while used > 0, used + bytes > capacity, holders[thread] == nil { condition.wait() }
    used += bytes
    holders[thread, default: 0] += 1
    condition.unlock()
    return Hold(budget: self, bytes: bytes, thread: thread)
  }

  /// Bytes held now (tests).
  public var inFlight: Int {
    condition.lock()
    defer { condition.unlock() }
    return used
  }

  private func give(_ bytes: Int, thread: ObjectIdentifier) {
    condition.lock()
    used -= bytes
    holders[thread] = holders[thread] == 1 ? nil : holders[thread].map { $0 - 1 }
    condition.broadcast()
    condition.unlock()
  }
}
