import Foundation
import Graphics
import Tokens

/// The problems of a token set in tokens nothing maps (`TokenSet.warnings`), on stderr: one
/// line counting them by kind, or with `--verbose` that line and every problem after it. A run
/// loads its set more than once (the catalog, the site's theme pages): each set is reported once,
/// and again only when its warnings change (`serve --watch` reloads it after an edit).
enum TokenWarnings {
  private static let reported = Locked(Set<String>())

  /// Prints the warnings of `set` unless this run printed the same ones for its file already
  /// (`compare` under two contexts of one package: once).
  static func report(_ set: TokenSet, verbose: Bool) {
    let key = "\(set.origin)\u{0}\(set.warnings.hashValue)"
    guard !set.warnings.isEmpty, reported.withLock({ $0.insert(key).inserted }) else { return }
    printError(lines(set.warnings, origin: set.origin, verbose: verbose).joined(separator: "\n"))
  }

  /// The summary line, then with `verbose` each problem (up to `TokenError.listed`), indented.
  static func lines(_ warnings: [TokenError], origin: String, verbose: Bool) -> [String] {
    var lines = [summary(warnings, origin: origin, verbose: verbose)]
    guard verbose else { return lines }
    lines += warnings.prefix(TokenError.listed).map { "  " + $0.line(limit: TokenError.lineLimit) }
    if warnings.count > TokenError.listed {
      lines.append("  … and \(warnings.count - TokenError.listed) more (tokens --json lists every one)")
    }
    return lines
  }

  /// `warning: tokens: primer.resolver.json: 80 problems in tokens nothing maps (24 extra property
  /// beside $value, 30 string duration, …); --verbose lists them, --strict-tokens makes them
  /// errors`: the set's file (its last 40 characters at most), then the kinds by count, as many
  /// as fit in one line (`maxLineLength`: under 300 characters).
  static func summary(_ warnings: [TokenError], origin: String, verbose: Bool) -> String {
    var counts: [(label: String, count: Int)] = []
    for warning in warnings {
      if let index = counts.firstIndex(where: { $0.label == warning.kind.label }) {
        counts[index].count += 1
      } else {
        counts.append((warning.kind.label, 1))
      }
    }
    // Most frequent first; a tie keeps the order met.
    let sorted = counts.enumerated().sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }
    let file = Suggestions.clippedPath(origin, limit: 40)
    let head =
      "warning: tokens: \(file): \(warnings.count) problem\(warnings.count == 1 ? "" : "s") in tokens nothing maps ("
    let tail =
      "); " + (verbose ? "listed below" : "--verbose lists them") + ", --strict-tokens makes them errors"
    var kinds: [String] = []
    for (index, entry) in sorted.enumerated() {
      let part = "\(entry.element.count) \(entry.element.label)"
      let more = index < sorted.count - 1 ? ", …".count : 0
      let length = head.count + (kinds + [part]).joined(separator: ", ").count + more + tail.count
      guard length <= maxLineLength else {
        kinds.append("…")
        break
      }
      kinds.append(part)
    }
    return head + kinds.joined(separator: ", ") + tail
  }
}
