/// `record --only`: which goldens may be written. Whatever the mode, a golden whose pixels
/// equal the fresh render is never rewritten.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Only goldens that do not exist yet.
  case missing
  /// Missing goldens and those that fail the comparison (changed beyond the tolerance, other
  /// size, unreadable).
  case failed
  /// Every selected golden whose pixels differ at all, even within the tolerance.
  case all
}

/// What a record run did.
public struct GoldenRecordRun: Sendable {
  /// Golden paths written (relative), sorted.
  public var written: [String]
  /// Selected images whose goldens were left as they are.
  public var unchanged: Int
  /// Failing images the mode did not allow to be written (e.g. changed under `--only missing`).
  public var skipped: [String]
  public var manifestWritten: Bool
  /// The fingerprint was written (or would have been written and why not).
  public var fingerprintWritten: Bool
  public var notes: [String]
}
