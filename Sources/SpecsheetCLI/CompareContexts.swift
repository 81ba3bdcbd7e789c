import ArgumentParser
import Foundation
import Graphics
import Tokens

/// The contexts `compare --context` asks for, each compared on its own: `theme=dark` (several
/// modifiers as `theme=dark,density=compact`), repeated for several, or `all`: every
/// combination of the contexts of --to's resolver (at most `limit`).
struct CompareContexts {
  /// One comparison's contexts, as given (`theme=dark`), and its label.
  struct Run {
    var contexts: [String: String]
    /// `theme=dark`; "" for the run without --context.
    var label: String
  }

  /// More runs than this are refused: each renders the selection twice.
  static let limit = 16

  /// Checks the flags' form (before any work).
  static func validate(_ flags: [String]) throws {
    for flag in flags where flag != "all" { _ = try pairs(flag) }
    if flags.contains("all"), flags.count > 1 {
      throw ValidationError("--context all compares every context; give it alone")
    }
    guard flags.count <= limit else { throw ValidationError("at most \(limit) --context runs (each renders twice)") }
  }

  /// `theme=dark,density=compact` as pairs, or a usage error.
  static func pairs(_ flag: String) throws -> [String: String] {
    var result: [String: String] = [:]
    for part in flag.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty, result[pair[0]] == nil else {
        throw ValidationError(
          "--context takes name=value (several joined by ','), e.g. theme=dark, or all; found \"\(flag.prefix(60))\"")
      }
      result[pair[0]] = pair[1]
    }
    return result
  }

  /// The runs: one without contexts when no flag is given; every combination of `modifiers`
  /// for `all` (a usage error over `limit`, or when the set has no modifier).
  static func runs(_ flags: [String], modifiers: () -> [TokenModifier]) throws -> [Run] {
    if flags.isEmpty { return [Run(contexts: [:], label: "")] }
    if flags != ["all"] { return try flags.map { Run(contexts: try pairs($0), label: label(try pairs($0))) } }
    let modifiers = modifiers().filter { !$0.contexts.isEmpty }
    guard !modifiers.isEmpty else {
      throw ValidationError("--context all: the --to token set has no modifier with contexts (not a resolver file?)")
    }
    let count = modifiers.reduce(1) { $0 * $1.contexts.count }
    guard count <= limit else {
      throw ValidationError("--context all makes \(count) combinations; at most \(limit): name them with --context")
    }
    var combinations: [[String: String]] = [[:]]
    for modifier in modifiers {
      combinations = combinations.flatMap { base in
        modifier.contexts.map { context in base.merging([modifier.name: context]) { $1 } }
      }
    }
    return combinations.map { Run(contexts: $0, label: label($0)) }
  }

  /// `density=compact, theme=dark`: names sorted, each clipped and escaped (a resolver's
  /// names are its data).
  static func label(_ contexts: [String: String]) -> String {
    contexts.sorted { $0.key < $1.key }.map { "\(Suggestions.clipped($0.key))=\(Suggestions.clipped($0.value))" }
      .joined(separator: ", ")
  }

  /// A folder name for a run's report (`theme-dark`), unique among `taken`.
  static func folder(_ label: String, taken: Set<String>) -> String {
    var name = String(label.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }.prefix(60))
    if name.isEmpty { name = "context" }
    var unique = name
    var n = 2
    while taken.contains(unique) {
      unique = "\(name)-\(n)"
      n += 1
    }
    return unique
  }

  /// `--artifacts-url` checked: an http(s) address a Markdown link can hold whole.
  static func checkURL(_ url: String) throws {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:/?#[]@!$&'*+,;=%"))
    guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count <= 500,
      url.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) }), !url.contains("'")
    else {
      throw ValidationError(
        "--artifacts-url takes an http(s) address of at most 500 characters, without spaces, quotes or parentheses")
    }
  }
}
