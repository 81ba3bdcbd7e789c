import Pipeline
import Foundation
import ImageDiff

/// The exact command that records (or, for a stale golden, prunes) just one golden.
public struct RecordCommand: Sendable {
  /// How the tool is invoked in the printed commands.
  public var program: String
  /// Fixture paths the run was given (empty: the default catalog).
  public var fixtures: [String]
  /// The goldens folder when it is not the default `goldens`.
  public var goldens: String?
  /// The `--tokens` file the run was given: recording without it would write unbranded goldens.
  public var tokens: String?

  public init(program: String = "specsheet", fixtures: [String] = [], goldens: String? = nil, tokens: String? = nil) {
    self.program = program
    self.fixtures = fixtures
    self.goldens = goldens == "goldens" ? nil : goldens
    self.tokens = tokens
  }

  public func command(for result: GoldenResult) -> String {
    var words = [program, result.status == .stale ? "prune" : "record"]
    words += fixtures.map(shellQuoted)
    if let goldens { words += ["--goldens", shellQuoted(goldens)] }
    if let tokens, result.status != .stale { words += ["--tokens", shellQuoted(tokens)] }
    words.append(shellQuoted(result.name))
    return words.joined(separator: " ")
  }
}

/// Quotes a word for a POSIX shell when it needs it.
public func shellQuoted(_ word: String) -> String {
  let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./-_")
  if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
  return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// The text of a failure, the same in the CLI, JUnit files and Swift test failures:
///
///     SIZE fiori/chip/single-selection/unselected@1x: actual 100x44, golden 98x44
///       fiori/chip/single-selection/unselected@1x: container.width +2pt, label.x +1pt
///       golden:    goldens/fiori/chip/single-selection/unselected@1x.png
///       artifacts: .build/golden-failures/fiori/chip/single-selection/unselected@1x.{actual,diff}.png
///       record:    specsheet record fiori/chip/single-selection/unselected@1x
public enum GoldenMessages {
  public static func failure(
    _ result: GoldenResult, store: GoldenStore, artifacts: [String], command: String?
  ) -> String {
    var lines = [result.headline]
    if let summary = result.semanticSummary {
      lines.append("  " + summary)
    } else if result.framesUnknown {
      lines.append("  (no frames recorded for this golden in \(store.manifestPath): cannot say which parts moved)")
    } else if (result.status == .sizeMismatch || result.status == .changed) && !SheetGoldens.isSheet(result.path) {
      lines.append("  no anatomy frame moved or changed size")
    }
    if result.status != .missing { lines.append("  golden:    \(store.path(result.path))") }
    if !artifacts.isEmpty { lines.append("  artifacts: \(collapse(artifacts))") }
    if let command {
      lines.append((result.status == .stale ? "  delete:    " : "  record:    ") + command)
    }
    return lines.joined(separator: "\n")
  }

  /// `a/b.actual.png` + `a/b.diff.png` -> `a/b.{actual,diff}.png`.
  static func collapse(_ paths: [String]) -> String {
    let suffixes = [".actual.png", ".diff.png"]
    if paths.count == 2, paths[0].hasSuffix(suffixes[0]), paths[1].hasSuffix(suffixes[1]),
      paths[0].dropLast(suffixes[0].count) == paths[1].dropLast(suffixes[1].count)
    {
      return paths[0].dropLast(suffixes[0].count) + ".{actual,diff}.png"
    }
    return paths.joined(separator: ", ")
  }

  /// The lines that open a check whose environment differs from the goldens'.
  public static func environment(_ changes: [String], store: GoldenStore) -> String {
    (["ENVIRONMENT differs from the one the goldens were recorded in (\(store.fingerprintPath)):"]
      + changes.map { "  " + $0 }).joined(separator: "\n")
  }
}
