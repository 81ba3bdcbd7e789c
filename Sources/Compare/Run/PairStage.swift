import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics
import Pipeline

/// One entry compared under both token sets, on the worker: untouched, or drawn, audited and
/// compared on both sides (`TokenComparison.compare`). The outcome rides on the unit.
struct PairStage: RunStage {
  /// The outcome a unit carries to the ledger.
  enum Outcome: UnitKey { typealias Value = TokenComparison.EntryOutcome }

  let comparison: TokenComparison
  /// The `after` side's entries by id.
  let after: [String: CatalogEntry]
  let auditor: Auditor

  func run(_ unit: inout RunUnit) throws {
    guard let old = unit.entry, let new = after[old.id] else { return }
    unit[Outcome.self] = try comparison.compare(old, new, scales: unit.scales, auditor: auditor)
  }
}

/// Gathers a comparison's outcomes in catalog order and, when the run finishes, adds the
/// relations between entries on each side (a changed entry can break one with an unchanged
/// sibling) and pairs the findings of the two sides.
final class ComparisonLedger: RunSink {
  private let auditor: Auditor
  private let filter: ImageFilter
  private let state = Locked(Gathered())
  private let finished = Locked<TokenComparisonRun?>(nil)

  private struct Gathered {
    var run = TokenComparisonRun(changes: [], findings: [], images: 0, untouched: 0)
    var findings: (before: [Finding], after: [Finding]) = ([], [])
    var contrasts: (before: [Finding], after: [Finding]) = ([], [])
    var summaries: (before: [AuditSummary], after: [AuditSummary]) = ([], [])
  }

  init(auditor: Auditor, filter: ImageFilter) {
    self.auditor = auditor
    self.filter = filter
  }

  func consume(_ unit: RunUnit) throws {
    guard let outcome = unit[PairStage.Outcome.self] else { return }
    state.withLock { g in
      g.run.changes += outcome.changes
      g.run.images += outcome.images
      g.run.untouched += outcome.untouched ? outcome.images : 0
      g.findings.before += outcome.findings.before
      g.findings.after += outcome.findings.after
      g.contrasts.before += outcome.contrasts.before
      g.contrasts.after += outcome.contrasts.after
      g.summaries.before += outcome.summaries.before
      g.summaries.after += outcome.summaries.after
    }
  }

  func finish() throws {
    var g = state.withLock { $0 }
    g.findings.before += auditor.relations(g.summaries.before).filter { filter.matches($0.image) }
    g.findings.after += auditor.relations(g.summaries.after).filter { filter.matches($0.image) }
    g.run.findings = FindingChange.diff(
      before: g.findings.before, after: g.findings.after, contrastsBefore: g.contrasts.before,
      contrastsAfter: g.contrasts.after)
    finished.withLock { $0 = g.run }
  }

  /// The comparison of a finished run.
  var result: TokenComparisonRun {
    finished.withLock { $0 } ?? TokenComparisonRun(changes: [], findings: [], images: 0, untouched: 0)
  }
}
