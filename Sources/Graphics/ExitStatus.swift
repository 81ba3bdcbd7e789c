/// THE exit codes of specsheet's commands, in one table: the CLI's `Exit`, the golden engine's
/// `Verdict` and token comparison all take their numbers from here (documented in the
/// README and `--help`).
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Success: every golden passed, nothing found.
  case success = 0
  /// check/diff: pixels changed (same size), nothing else wrong; compare: pixels changed.
  case changed = 1
  /// check: a golden is missing, unreadable, of another size, or stale; diff: sizes differ.
  case missingOrSize = 2
  /// check: the render environment differs from the goldens' fingerprint and some golden failed.
  case environment = 3
  /// audit (and check, after its goldens pass): a finding the baseline does not accept;
  /// compare: audit errors under the new tokens that the old ones did not have.
  case findings = 4
  /// A usage error (also: record or prune under CI, an output inside the goldens folder).
  case usage = 64
  /// Bad input: a fixture, a font, an unreadable PNG given to diff.
  case badInput = 65
  /// An output cannot be written, or would replace a file specsheet did not write.
  case cannotWrite = 73
  /// record: interrupted (SIGINT/SIGTERM) before writing; no golden changed.
  case interrupted = 130
}
