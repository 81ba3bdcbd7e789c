import Foundation
import Golden
import Pipeline

/// `merge-reports`: the results files of `check --shard 1/N` ... `N/N --json` as the results of
/// one check over all of them. Every shard must be there exactly once, from runs that selected
/// the same images against the same goldens and tolerance.
public enum ShardMerge {
  /// The set of files is wrong: a shard missing or given twice, or counts that disagree.
  public struct SetError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// The merged results, with what they come to: the summary counted once from the merged run
  /// and the verdict the merged `exitCode` is (merge-reports hands both to its other outputs).
  public struct Merged: Sendable {
    public var document: ResultsDocument
    public var summary: RunSummary
    public var verdict: Verdict
  }

  /// Merges `shards` (path, document); throws `SetError` for a wrong set of shards and
  /// `ResultsError` for a file that is not a sharded check's results or disagrees with the others.
  public static func merge(_ shards: [(path: String, document: ResultsDocument)]) throws -> Merged {
    guard let first = shards.first else { throw SetError(description: "no results file given") }
    let count = try checkShardSet(shards)
    try checkSameRun(shards)
    try checkSameCheck(shards)
    let ordered = shards.sorted { $0.document.shard!.index < $1.document.shard!.index }
    let images = try mergedImages(ordered)

    var merged = first.document
    merged.shard = nil
    merged.mergedShards = count
    merged.images = images
    merged.notes = unique(ordered.flatMap(\.document.notes))
    merged.environment.changes = unique(ordered.flatMap { $0.document.environment.changes ?? [] })
    for (_, document) in ordered where document.environment.id != first.document.environment.id {
      merged.notes.append(
        "shard \(document.shard!) ran in render environment \(document.environment.id), "
          + "shard \(first.document.shard!) in \(first.document.environment.id)"
      )
    }
    merged.staleBaselineEntries = unique(ordered.flatMap(\.document.staleBaselineEntries))
    // A pair's modes may lie in different shards, each seeing one: no shard knows the worst.
    merged.worstModes = nil
    // The records read back as one check's run (this also refuses a status or finding this
    // version does not know), counted once for the totals and the exit code.
    let rebuilt = try merged.checkRun(read: { _ in nil })
    let summary = RunSummary(run: rebuilt.run, audit: rebuilt.audit)
    let verdict = Verdict(summary)
    merged.totals = ResultsDocument.Totals(
      images: summary.images, seconds: ordered.map(\.document.totals.seconds).reduce(0, +),
      golden: ResultsDocument.GoldenTotals(summary), audit: rebuilt.audit.map(ResultsDocument.AuditTotals.init),
      verdicts: rebuilt.audit?.counts)
    merged.exitCode = verdict.exitCode
    return Merged(document: merged, summary: summary, verdict: verdict)
  }

  /// The shards' count: every file a shard of a check, all of the same count, each index exactly
  /// once.
  static func checkShardSet(_ shards: [(path: String, document: ResultsDocument)]) throws -> Int {
    let first = shards[0]
    for (path, document) in shards {
      guard document.command == "check" else {
        throw ResultsError(
          "\(path): results of `specsheet \(document.command)`, not of `specsheet check --shard K/N --json`")
      }
      guard document.shard != nil else {
        throw ResultsError(
          "\(path): not a shard's results (no \"shard\""
            + "\(document.mergedShards.map { "; it merges \($0) shards already" } ?? "")); "
            + "merge the files of `specsheet check --shard K/N --json FILE`")
      }
    }
    let count = first.document.shard!.count
    if let other = shards.first(where: { $0.document.shard!.count != count }) {
      throw SetError(
        description:
          "shard counts differ: \(first.path) is shard \(first.document.shard!), "
          + "\(other.path) is shard \(other.document.shard!)"
      )
    }
    var byIndex: [Int: String] = [:]
    for (path, document) in shards {
      let index = document.shard!.index
      guard (1...count).contains(index) else { throw ResultsError("\(path): shard \(document.shard!) is out of range") }
      if let earlier = byIndex[index] {
        throw SetError(description: "shard \(index)/\(count) given twice: \(earlier) and \(path)")
      }
      byIndex[index] = path
    }
    let missing = (1...count).filter { byIndex[$0] == nil }
    if !missing.isEmpty {
      throw SetError(
        description:
          "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: "
          + "got \(byIndex.keys.sorted().map { "\($0)/\(count) (\(byIndex[$0]!))" }.joined(separator: ", "))")
    }
    return count
  }

  /// Every shard from the same run of the same commit against the same goldens: a shard restored
  /// from a cache or left over from an earlier pipeline would otherwise be merged as this run's.
  static func checkSameRun(_ shards: [(path: String, document: ResultsDocument)]) throws {
    let first = shards[0]
    for (path, document) in shards.dropFirst() {
      for (what, mine, theirs) in [
        ("run ids", document.runId, first.document.runId),
        ("project commits", document.projectCommit, first.document.projectCommit),
        ("goldens fingerprints", document.goldensFingerprint, first.document.goldensFingerprint),
      ] where mine != theirs {
        throw ResultsError(
          "\(first.path.escapingControlCharacters) and \(path.escapingControlCharacters) come from different runs: "
            + "their \(what) differ (\(shown(theirs)) and \(shown(mine))); merge the shards of one run")
      }
    }
  }

  /// A value read from a results file, printed only when it looks like an id (a results file may
  /// come from someone else's job).
  static func shown(_ value: String?) -> String {
    guard let value else { return "none" }
    return ResultsDocument.isPlainId(value) ? value : "(not shown)"
  }

  /// One check split, not several checks: the same question asked of the same goldens.
  static func checkSameCheck(_ shards: [(path: String, document: ResultsDocument)]) throws {
    let first = shards[0]
    for (path, document) in shards.dropFirst() {
      for (what, same) in [
        ("selection (fixtures, filters, scales)", document.selection == first.document.selection),
        ("goldens folder", document.goldens == first.document.goldens),
        ("tolerance", document.tolerance == first.document.tolerance),
        ("audit baseline", document.baseline == first.document.baseline),
        (
          "audit (one ran it, the other did not)",
          (document.totals.audit == nil) == (first.document.totals.audit == nil)
        ),
      ] where !same {
        throw ResultsError("\(path) and \(first.path) come from different checks: their \(what) differ")
      }
    }
  }

  /// Every shard's image records, each path once, in the order of one check: images and sheets
  /// by path, then stale goldens.
  static func mergedImages(_ ordered: [(path: String, document: ResultsDocument)]) throws -> [ResultsDocument.Image] {
    var seen: [String: String] = [:]
    var images: [ResultsDocument.Image] = []
    for (path, document) in ordered {
      for image in document.images {
        if let other = seen[image.path] {
          throw ResultsError(
            "\(image.path) is in two shards' results, \(other) and \(path): they come from different checks")
        }
        seen[image.path] = path
        images.append(image)
      }
    }
    // The order of one check: images and sheets by path, then stale goldens.
    images.sort { ($0.status == "stale" ? 1 : 0, $0.path) < ($1.status == "stale" ? 1 : 0, $1.path) }
    return images
  }

  static func unique(_ lines: [String]) -> [String] {
    var seen = Set<String>()
    return lines.filter { seen.insert($0).inserted }
  }
}
