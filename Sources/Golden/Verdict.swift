import Audit
import Graphics
import Pipeline

/// What a check run comes to, counted once: results by status, the environment's changes and
/// the audit's open errors. The verdict, the JUnit counts, the JSON totals and the report's
/// counts all read it instead of each counting the results again.
public struct RunSummary: Sendable, Equatable {
  /// Results by status, stale goldens included; a status no result has is absent.
  public var counts: [GoldenResult.Status: Int]
  /// How the running environment differs from the goldens' fingerprint (empty: it matches).
  public var environmentChanges: [String]
  /// Whether the spec audit ran (`check --no-audit` does not).
  public var audited: Bool
  /// Open audit findings of severity error (the baseline accepts none of them).
  public var openAuditErrors: Int
  /// Images the audit looked at.
  public var auditedImages: Int
  /// Images whose golden passed but that have an open audit error: JUnit fails their test case.
  public var passedWithAuditErrors: Int

  public init(
    counts: [GoldenResult.Status: Int], environmentChanges: [String], audited: Bool, openAuditErrors: Int,
    auditedImages: Int, passedWithAuditErrors: Int
  ) {
    self.counts = counts.filter { $0.value > 0 }
    self.environmentChanges = environmentChanges
    self.audited = audited
    self.openAuditErrors = openAuditErrors
    self.auditedImages = auditedImages
    self.passedWithAuditErrors = passedWithAuditErrors
  }

  /// A check's results and its audit judged against the baseline (nil: the audit did not run).
  public init(run: GoldenCheckRun, audit: AuditReport?) {
    var counts: [GoldenResult.Status: Int] = [:]
    for i in run.results.indices { counts[run.results.status(at: i), default: 0] += 1 }
    // By image name, as JUnit matches an image's findings to its test case.
    let open = Dictionary(grouping: (audit?.open ?? []).filter { $0.severity == .error }, by: \.image)
    self.init(
      counts: counts, environmentChanges: run.environmentChanges, audited: audit != nil,
      openAuditErrors: audit?.open.filter { $0.severity == .error }.count ?? 0,
      auditedImages: audit?.run.images.count ?? 0,
      passedWithAuditErrors: run.results.lazy.filter { Self.failsOnAudit($0, openFindings: open[$0.name] ?? []) }
        .count)
  }

  /// Whether `result`'s test case fails on the audit alone: its golden passed and its own open
  /// findings hold an error. Decided here only; `passedWithAuditErrors` counts it and JUnit fails
  /// those test cases by it.
  public static func failsOnAudit(_ result: GoldenResult, openFindings: [Finding]) -> Bool {
    result.passed && openFindings.contains { $0.severity == .error }
  }

  public func count(_ status: GoldenResult.Status) -> Int { counts[status] ?? 0 }
  /// Every result: the images and the stale goldens (one test case each).
  public var results: Int { counts.values.reduce(0, +) }
  /// Images compared (stale goldens are not images of this run).
  public var images: Int { results - stale }
  public var stale: Int { count(.stale) }
  /// Results that did not pass: changed, size mismatch, missing, unreadable, stale.
  public var failures: Int { results - count(.passed) }

  /// `89 images: 85 passed, 1 changed, 1 size mismatch, 1 missing, 1 unreadable; 1 stale golden`.
  public var line: String {
    "\(images) image\(images == 1 ? "" : "s"): \(count(.passed)) passed, \(count(.changed)) changed, "
      + "\(count(.sizeMismatch)) size mismatch, \(count(.missing)) missing, \(count(.unreadable)) unreadable; "
      + "\(stale) stale golden\(stale == 1 ? "" : "s")"
  }
}

/// What a check's results come to, as its exit code: the environment explains pixel failures,
/// so it wins over them; a missing, unreadable, resized or stale golden over changed pixels;
/// an audit error counts only when every golden passes. `check` and `merge-reports` compute it
/// once from their `RunSummary` and hand it to every output (JSON `exitCode`, JUnit, the
/// console's last line); the numbers are Graphics' `ExitStatus`.
public enum Verdict: Sendable, CaseIterable {
  case passed, changed, missingOrSize, environment, auditFindings

  public init(_ summary: RunSummary) {
    if !summary.environmentChanges.isEmpty && summary.failures > 0 {
      self = .environment
    } else if summary.failures > summary.count(.changed) {
      self = .missingOrSize
    } else if summary.failures > 0 {
      self = .changed
    } else if summary.openAuditErrors > 0 {
      self = .auditFindings
    } else {
      self = .passed
    }
  }

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

  /// The exit code (the JSON results' `exitCode`).
  public var exitCode: Int { Int(status.rawValue) }

  /// The environment fails the run: JUnit's environment test case fails (an extra failure);
  /// when every image passes, a changed environment is only reported.
  public var environmentFails: Bool { self == .environment }
}
