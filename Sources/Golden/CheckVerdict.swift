import Pipeline

/// What a check's results come to, as its exit code: the environment explains pixel failures,
/// so it wins over them; a missing, unreadable, resized or stale golden over changed pixels;
/// an audit error counts only when every golden passes. `check` and `merge-reports` both exit
/// with it.
public enum CheckVerdict: Int32, Sendable {
  case passed = 0
  case changed = 1
  case missingOrSize = 2
  case environment = 3
  case auditFindings = 4

  public init(run: GoldenCheckRun, audit: AuditReport?) {
    let failures = run.failures
    if !run.environmentChanges.isEmpty && !failures.isEmpty {
      self = .environment
    } else if failures.contains(where: { $0.status != .changed }) {
      self = .missingOrSize
    } else if !failures.isEmpty {
      self = .changed
    } else if let audit, audit.open.contains(where: { $0.severity == .error }) {
      self = .auditFindings
    } else {
      self = .passed
    }
  }
}
