import Foundation

/// A value shared between threads, read and changed only inside `withLock`: the one lock box
/// the package uses, so a shared cache, counter or list is `Locked` state instead of a class
/// with its own `NSLock` beside the fields it guards.
///
/// Sendable whatever the value (as the standard library's `Mutex` is): the value is reached only
/// under the lock. A caller must not let a non-Sendable reference escape the closure.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock; what `body` changes is kept.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
