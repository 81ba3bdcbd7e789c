import ArgumentParser
import Audit
import ComponentKit
import Foundation
import Graphics
import Pipeline

/// `specsheet headroom`: each state's text-size headroom (issue 39), as lines, JSON or the README's
/// table; with `min-text-size:` in specsheet.yaml it fails as `check` and `audit` do.
package struct HeadroomCommand: ParsableCommand {
  package init() {}
  package static let configuration = CommandConfiguration(
    commandName: "headroom",
    abstract: "Print each state's text-size headroom: the largest text size (xs ... ax5) at which its text fits.",
    discussion: """
      Lays each state out at every iOS text size, xs ... ax5 (the text-size axis), and prints the \
      largest before any text clips, truncates, overlaps another part or leaves its container \
      ("fits to AX1", "fits all"), with the first failure: the part, what happened, and the space \
      needed against the space available in points. A variant that writes its own content-size: \
      is drawn at that size only and is not listed. With min-text-size: in specsheet.yaml, exit 4 \
      when a state's headroom is below it or a state fits again at a larger size after failing \
      (check and audit report the same findings).

      \(exitCodesHelp)
      """)

  @OptionGroup var options: CatalogOptions

  @Flag(help: "Print JSON (one record per state with each size's first failure) instead of lines.")
  var json = false

  @Flag(help: "Print the README's table: per component the lowest headroom and the states that fail before AX1.")
  var markdown = false

  package func validate() throws {
    if json, markdown { throw ValidationError("--json and --markdown exclude each other") }
  }

  package func run() throws {
    let paths = try CatalogOptions.catalogPaths(options.fixturePaths)
    let set = try options.tokenOptions.loadSet()
    let filter = options.imageFilter
    let results: [TextSizeHeadroom]
    do {
      results = try HeadroomRun.measure(
        paths: paths, tokens: try set?.designTokens(), pipeline: try options.pipeline(),
        selects: { entry in filter.isEmpty || options.scale.contains { filter.matches(entry.imageName(scale: $0)) } })
    } catch {
      throw fail(error, Exit.badInput)
    }
    if results.isEmpty, !filter.isEmpty {
      throw fail("no state matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    let minimum = ProjectDefaults.config?.minTextSize
    if json {
      print(try HeadroomText.json(results))
    } else if markdown {
      print(HeadroomText.table(results), terminator: "")
    } else {
      for result in results { print(result.description.escapingControlCharacters) }
      print(HeadroomText.summary(results, minimum: minimum))
    }
    let findings = minimum.map { HeadroomRun.findings(results, minimum: $0, scale: 1) } ?? []
    if !findings.isEmpty { throw Exit.auditFindings }
  }
}
