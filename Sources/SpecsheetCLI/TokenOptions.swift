import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Graphics
import Project
import Tokens

/// The options that choose a token set, shared by every command that themes fixtures:
/// `--tokens FILE`, `--token-context name=value`, `--strict-tokens`; each falls back to
/// specsheet.yaml (`tokens:`, `token-context:`, `strict-tokens:`, and its `token-mapping:`).
/// `--verbose` lists each problem in tokens nothing maps (else one line counts them); `check`
/// reads it for the audit's info findings too.
package struct TokenOptions: ParsableArguments {
  @Option(
    name: .customLong("tokens"),
    help: ArgumentHelp(
      "A DTCG tokens file or resolver file (*.resolver.json) that themes every fixture, replacing a theme's own "
        + "tokens: file (docs/tokens.md).",
      valueName: "file"))
  package var tokensFlag: String?

  @Option(
    name: .customLong("token-context"),
    help: ArgumentHelp(
      "A context for a modifier of the resolver file, e.g. theme=dark (repeatable).", valueName: "name=value"))
  var contextFlags: [String] = []

  @Flag(
    name: .customLong("strict-tokens"),
    help: ArgumentHelp(
      "Every token must be valid and used: a problem in a token nothing maps, or a token the mapping does not reach, "
        + "is an error."))
  var strictFlag = false

  @Flag(
    name: .customLong("verbose"),
    help: ArgumentHelp(
      "List every problem in tokens nothing maps (default: one line counting them); check: also every info finding "
        + "of the audit."))
  var verboseFlag = false

  package init() {}

  package var path: String? { tokensFlag ?? ProjectDefaults.config?.tokens }

  package var strict: Bool { strictFlag || ProjectDefaults.config?.strictTokens == true }

  package var verbose: Bool { verboseFlag }

  package func validate() throws { try reportingNow { _ = try contexts() } }

  /// The config's contexts, each overridden by a flag naming the same modifier.
  package func contexts() throws -> [String: String] {
    var result = ProjectDefaults.config?.tokenContexts ?? [:]
    for flag in contextFlags {
      let parts = flag.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw ValidationError("--token-context takes name=value, e.g. theme=dark; found \"\(flag.prefix(60))\"")
      }
      result[parts[0]] = parts[1]
    }
    return result
  }

  /// The token set the options name, or nil when none is given. Its warnings (problems in
  /// tokens nothing maps) are printed on stderr, once a run.
  package func loadSet() throws -> TokenSet? {
    guard let path else { return nil }
    let config = ProjectDefaults.config
    // specsheet.yaml's `tokens:` is data: inside the project. `--tokens` is the user's own.
    // (The files a resolver references are data either way: inside its own folder's project.)
    let boundary: TokenBoundary =
      tokensFlag == nil ? .data(root: ProjectRoot.folder()) : .typed(referencesInside: nil)
    let contexts = try contexts()
    let set = TokenSet.load(
      path: path, contexts: contexts, mapping: config?.tokenMapping ?? [:], mappingFile: config?.file ?? "",
      strict: strict, boundary: boundary, registry: RunningRegistry.current)
    TokenWarnings.report(set, verbose: verbose)
    return set
  }

  /// The theme settings of the set, or exit 65 listing its problems.
  package func load() throws -> DesignTokens? {
    guard let set = try loadSet() else { return nil }
    do { return try set.designTokens() } catch { throw fail(error, Exit.badInput) }
  }
}
