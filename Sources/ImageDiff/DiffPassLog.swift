import Graphics

/// How many pixel comparisons ran (ImageDiff's `compare` and each `StreamingDiff`), while a test
/// sets it (`DiffPassLog.$current.withValue`): the observable behind "a failing golden is diffed
/// once" (issue 37). Off otherwise, so a comparison pays one task-local lookup.
public final class DiffPassLog: Sendable {
  /// The log comparisons count into, when set.
  @TaskLocal public static var current: DiffPassLog?

  private let passes = Locked(0)

  public init() {}

  /// Comparisons started since this log was made.
  public var count: Int { passes.withLock { $0 } }

  static func note() { current?.passes.withLock { $0 += 1 } }
}
