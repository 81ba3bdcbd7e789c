import Foundation
import Graphics
import ImageDiff
import Pipeline

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
    command(forNames: [result.name], prune: result.status == .stale)
  }

  /// One command for several images (the scales of one state): each name is its own filter.
  public func command(forNames names: [String], prune: Bool = false) -> String {
    // `program` is already a shell word (or words: `swift run specsheet`), quoted by its maker.
    var words = [program, prune ? "prune" : "record"]
    words += fixtures.map(shellQuoted)
    if let goldens { words += ["--goldens", shellQuoted(goldens)] }
    if let tokens, !prune { words += ["--tokens", shellQuoted(tokens)] }
    words += names.map(shellQuoted)
    return words.joined(separator: " ")
  }
}

/// Quotes a word for a POSIX shell when it needs it. A word holding a control character (a file
/// named with a line break or ESC, from someone else's pull request) is written in bash's `$'…'`
/// form, `\n` and `\x1b` spelled out, so the printed command stays one line that cannot forge a
/// log line (`::error::…`) or drive the terminal, and still names the same file when pasted.
public func shellQuoted(_ word: String) -> String {
  if !word.isEmpty, word.utf8.allSatisfy(isShellSafe) { return word }
  guard word.escapingControlCharacters != word else {
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
  var quoted = "$'"
  for byte in word.utf8 {
    switch byte {
    case UInt8(ascii: "'"), UInt8(ascii: "\\"): quoted += "\\" + String(UnicodeScalar(byte))
    case 0x20..<0x7F: quoted.append(Character(UnicodeScalar(byte)))
    default: quoted += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
    }
  }
  return quoted + "'"
}

/// Bytes a word may hold and still need no quotes: letters, digits and `@%+=:,./-_` (ASCII only:
/// a multi-byte character's bytes are all outside it).
private func isShellSafe(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"):
    true
  default: "@%+=:,./-_".utf8.contains(byte)
  }
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
    if let command { lines += commandLines(result.status == .stale ? "  delete:    " : "  record:    ", command) }
    // Each line escaped on its own: a path from data (a fixture's file name) stays on its line.
    return lines.map(\.escapingControlCharacters).joined(separator: "\n")
  }

  /// The scales of one state that failed the same way, in one headline:
  ///
  ///     CHANGED fiori/chip/single-selection/selected@1x,2x: @1x 14 px (0.52%) differ ... | @2x 56 px ...
  ///       (each `@Nx detail` on a line of its own when that headline is over `maxHeadline`)
  ///       fiori/chip/single-selection/selected@1x,2x: label.x +1pt
  ///       golden:    goldens/fiori/chip/single-selection/selected@{1x,2x}.png
  ///       artifacts: .build/golden-failures/fiori/chip/single-selection/selected@{1x,2x}.{actual,diff}.png
  ///       record:    specsheet record fiori/chip/single-selection/selected@1x fiori/chip/single-selection/selected@2x
  ///
  /// One result gives exactly `failure`'s text.
  public static func grouped(
    _ group: StateGroup, store: GoldenStore, artifacts: [[String]], command: String?
  ) -> String {
    let results = group.results
    guard results.count > 1, let first = results.first else {
      return failure(results[0], store: store, artifacts: artifacts.first ?? [], command: command)
    }
    let scales = results.map { StateGrouping.split($0.name).scale.map { "\($0)x" } ?? $0.name }
    let details = results.map(\.detail)
    let detail =
      Set(details).count == 1 ? details[0] : zip(scales, details).map { "@\($0) \($1)" }.joined(separator: " | ")
    var lines = ["\(first.status.label) \(group.label): \(detail)"]
    if lines[0].count > maxHeadline {
      // Each scale's detail on a line of its own: three on one line were up to 340 characters.
      lines = ["\(first.status.label) \(group.label):"] + zip(scales, details).map { "  @\($0) \($1)" }
    }
    // What moved is in points, usually the same at every scale: said once when it is.
    let moved = results.map { r in r.semanticSummary.map { String($0.dropFirst(r.name.count + 2)) } }
    if let only = moved.first, let text = only, Set(moved).count == 1 {
      lines.append("  \(group.label): \(text)")
    } else if moved.contains(where: { $0 != nil }) {
      lines += results.compactMap { $0.semanticSummary.map { "  " + $0 } }
    } else if results.contains(where: \.framesUnknown) {
      lines.append("  (no frames recorded for these goldens in \(store.manifestPath): cannot say which parts moved)")
    } else if (first.status == .sizeMismatch || first.status == .changed) && !SheetGoldens.isSheet(first.path) {
      lines.append("  no anatomy frame moved or changed size")
    }
    let braces = "{" + scales.joined(separator: ",") + "}"
    if first.status != .missing { lines.append("  golden:    \(store.path(group.state + "@" + braces + ".png"))") }
    let collapsed = artifacts.map { collapse($0) }
    if !collapsed.contains(where: \.isEmpty) {
      // `…/selected@1x.{actual,diff}.png` for each scale -> `…/selected@{1x,2x}.{actual,diff}.png`.
      let stems = zip(results, collapsed).map { r, text in
        text.replacingOccurrences(
          of: "@" + (StateGrouping.split(r.name).scale.map { "\($0)x" } ?? ""), with: "@" + braces)
      }
      lines.append("  artifacts: \(Set(stems).count == 1 ? stems[0] : collapsed.joined(separator: ", "))")
    }
    if let command { lines += commandLines(first.status == .stale ? "  delete:    " : "  record:    ", command) }
    return lines.map(\.escapingControlCharacters).joined(separator: "\n")
  }

  /// A headline longer than this lists its scales' details one a line (issue 36: every line at
  /// most 300 characters).
  static let maxHeadline = 300

  /// `label + command` on one line, or, when that is over `maxHeadline`, the command's words
  /// on lines ending in ` \\` (shell continuations): it still pastes as one command, and no
  /// line is cut (a shortened path would record another golden, or none).
  static func commandLines(_ label: String, _ command: String) -> [String] {
    guard label.count + command.count > maxHeadline else { return [label + command] }
    let indent = String(repeating: " ", count: label.count)
    var lines = [label]
    for word in shellWords(command) {
      if lines[lines.count - 1].count + 1 + word.count + 2 > maxHeadline, lines[lines.count - 1] != label {
        lines[lines.count - 1] += " \\"
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += (lines[lines.count - 1] == label ? "" : " ") + word
      }
    }
    return lines
  }

  /// The words of a command `shellQuoted` wrote: split at spaces outside `'…'` and `$'…'`.
  static func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?  // `'` inside '…'; `$` inside $'…', where \' does not end it
    // A backslash escapes the next character outside '…' and inside $'…'.
    var escaped = false
    for c in command {
      switch quote {
      case "'": if c == "'" { quote = nil }
      case "$":
        if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "'" { quote = nil }
      default:
        if escaped {
          escaped = false
        } else if c == " " {
          if !word.isEmpty { words.append(word) }
          word = ""
          continue
        } else if c == "\\" {
          escaped = true  // `'\''` closes a quote, writes one `'`, opens another
        } else if c == "'" {
          quote = word.last == "$" ? "$" : "'"
        }
      }
      word.append(c)
    }
    if !word.isEmpty { words.append(word) }
    return words
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

/// The failures as `check` prints them: one block per state, its scales folded (`@1x,2x,3x`),
/// a state whose scales failed differently one block per status. `merge-reports` prints the
/// merged failures with this too, so both consoles say the same thing (issue 36).
extension GoldenMessages {
  public static func console(_ failures: [GoldenResult], store: GoldenStore, command: RecordCommand) -> [String] {
    StateGrouping.groups(failures, sameStatus: true).map { group in
      let stale = group.results[0].status == .stale
      return grouped(
        group, store: store, artifacts: group.results.map(\.artifactFiles),
        command: command.command(forNames: group.results.map(\.name), prune: stale))
    }
  }
}
