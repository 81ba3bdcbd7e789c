import Graphics
import Pipeline

/// What a check's results come to, as its exit code: the environment explains pixel failures,
/// so it wins over them; a missing, unreadable, resized or stale golden over changed pixels;
/// an audit error counts only when every golden passes. `check` and `merge-reports` both exit
/// with it; the numbers are Graphics' `ExitStatus`.
public enum CheckVerdict: Sendable, CaseIterable {
  case passed, changed, missingOrSize, environment, auditFindings

  /// The exit status this verdict is.
  public var status: ExitStatus {
    switch self {
    case .passed: .success
    case .changed: .changed
    case .missingOrSize: .missingOrSize
    case .environment: .environment
    case .auditFindings: .findings
    }
  }

  /// The exit code.
  public var rawValue: Int32 { status.rawValue }

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
