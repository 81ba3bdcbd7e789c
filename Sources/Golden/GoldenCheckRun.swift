import Audit
import ImageDiff
import Pipeline

/// What a check found, in golden-path order (stale goldens last).
public struct GoldenCheckRun: Sendable {
  public var results: CheckedResults
  /// How the running environment differs from the goldens' fingerprint, e.g.
  /// `FreeType 2.12.1 -> 2.13.0`; empty when it matches or none was recorded.
  public var environmentChanges: [String]
  /// Things worth a line that are not failures (no fingerprint recorded, no manifest...).
  public var notes: [String]
  public var options: DiffOptions
  /// The spec audit of the same renders, when the check ran it (`check` does unless `--no-audit`).
  public var audit: AuditRun?

  public init(
    results: some Sequence<GoldenResult>, environmentChanges: [String], notes: [String], options: DiffOptions,
    audit: AuditRun? = nil
  ) {
    self.results = results as? CheckedResults ?? CheckedResults(results)
    self.environmentChanges = environmentChanges
    self.notes = notes
    self.options = options
    self.audit = audit
  }

  public func count(_ status: GoldenResult.Status) -> Int {
    results.indices.filter { results.status(at: $0) == status }.count
  }
  public var failures: [GoldenResult] { results.failures }

  /// `89 images: 85 passed, 1 changed, 1 size mismatch, 1 missing, 1 unreadable; 1 stale golden`.
  public var summary: String { RunSummary(run: self, audit: nil).line }
}
