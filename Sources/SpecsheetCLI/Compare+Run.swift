import ArgumentParser
import Catalog
import Compare
import Foundation
import Golden
import Pipeline
import Reports
import Tokens

/// One context of a `compare` run: its label, each side's contexts, its report folder and the
/// prefix its pictures take in the combined JSON and Markdown.
struct CompareRunContext {
  var label: String
  var from: [String: String]
  var to: [String: String]
  var folder: String?
  var prefix: String
}

extension Compare {
  /// One context compared: the token diff, then the images, printed; its HTML report written
  /// (then its pictures are let go); its document (pictures named from the combined report's
  /// folder) and the first write error, if any.
  func compare(
    _ context: CompareRunContext, selection: CompareSelection, paths: [String], pipeline: RenderPipeline,
    started: ContinuousClock.Instant
  ) throws -> (CompareDocument, String?) {
    // Both sides in the same modes: every axis but the modifiers either side sets.
    let fixed = Set(context.from.keys).union(context.to.keys)
    let (oldSet, old) = try side(from, context.from, "--from", paths, label: context.label, fixing: fixed)
    let (newSet, new) = try side(to, context.to, "--to", paths, label: context.label, fixing: fixed)
    let scales = self.scales
    let filter = selection.filter
    let names = old.entries.flatMap { e in scales.map { e.imageName(scale: $0).description } }
    if !filter.isEmpty, !names.contains(where: filter.matches) {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    let tokens = TokenDiff(before: oldSet, after: newSet)
    if !context.label.isEmpty { print("context \(context.label):") }
    for line in CompareTokenText.lines(tokens) { print(line) }
    let comparison = TokenComparison(pipeline: pipeline, jobs: jobs, pictures: context.folder != nil)
    let progress = ProgressLine(verb: "comparing")
    let run: TokenComparisonRun
    do {
      let total = TokenComparison.selection(before: old.entries, after: new.entries, scales: scales, filter: filter)
        .count
      run = try comparison.run(
        before: old.entries, after: new.entries, scales: scales, filter: filter,
        watching: [ProgressSink(progress, total: total)])
      progress.finish()
    } catch {
      progress.finish()
      throw fail(error, Exit.badInput)
    }
    for line in CompareText.lines(run) { print(line) }
    print(run.summary)
    func document(prefix: String) -> CompareDocument {
      CompareDocument(
        run, from: .init(tokens: from, contexts: context.from), to: .init(tokens: to, contexts: context.to),
        selection: .init(fixtures: selection.fixtures, filters: filter.substrings, scales: scales),
        version: Version.number, seconds: (ContinuousClock.now - started).seconds,
        pictures: context.folder.map { _ in
          CompareReport.pictureFiles(run).mapValues {
            CompareDocument.Files(
              before: prefix + $0.before, after: prefix + $0.after, diff: $0.diff.map { prefix + $0 })
          }
        }, context: context.label, tokens: tokens)
    }
    guard let folder = context.folder else { return (document(prefix: ""), nil) }
    do {
      let invocation = ([Invocation.program] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(
        separator: " ")
      try CompareReport.write(run, document: document(prefix: ""), invocation: invocation, to: folder)
      print("report: \((folder as NSString).appendingPathComponent("index.html").escapingControlCharacters)")
      return (document(prefix: context.prefix), nil)
    } catch {
      return (document(prefix: context.prefix), "\(error)")
    }
  }
}

/// What `compare` prints of a token diff, before the pictures: a count line, then each change
/// (at most `shown`; the JSON lists them all).
enum CompareTokenText {
  static let shown = 40

  static func lines(_ diff: TokenDiff) -> [String] {
    guard !diff.isEmpty else { return ["tokens: no token changed"] }
    var lines = [
      "tokens: \(diff.added.count) added, \(diff.removed.count) removed, \(diff.changed.count) changed; "
        + "\(diff.fields.count) mapped field\(diff.fields.count == 1 ? "" : "s") changed"
    ]
    let all =
      diff.fields.map { "  FIELD \($0.text)" } + diff.changed.map { "  CHANGED \($0.text)" }
      + diff.added.map { "  ADDED \($0.text)" } + diff.removed.map { "  REMOVED \($0.text)" }
    lines += all.prefix(shown)
    let more = all.count - min(all.count, shown) + diff.unlisted
    if more > 0 { lines.append("  … and \(more) more token change\(more == 1 ? "" : "s") (--json lists them)") }
    return lines
  }
}
