import ArgumentParser
import Foundation
import Golden
import Graphics
import Pipeline
import Reports

/// `--markdown FILE` and `--artifacts-url URL`: the pull-request summary of `check`, `audit` and
/// `merge-reports` (see `MarkdownSummary`).
package struct SummaryOptions: ParsableArguments {
  package init() {}

  @Option(
    help: ArgumentHelp(
      "Write a Markdown summary (under 65,000 bytes, for a CI job summary or a pull-request comment).",
      valueName: "file"))
  var markdown: String?

  @Option(
    name: .customLong("artifacts-url"),
    help: ArgumentHelp(
      "Link the summary's artifact paths under this URL (where CI publishes the artifacts).", valueName: "url"))
  var artifactsURL: String?

  /// Writes the summary of `document` when asked; the error's text when it cannot.
  func write(_ document: ResultsDocument) -> String? {
    guard let markdown else { return nil }
    do {
      try OwnedOutputs.write(MarkdownSummary(document, baseURL: artifactsURL).text(), to: markdown, as: .markdown)
      print("markdown: \(markdown.escapingControlCharacters)")
      return nil
    } catch {
      return "\(error)"
    }
  }
}
