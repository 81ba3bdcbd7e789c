import Foundation
import Golden
import Graphics
import Pipeline
import Reports

/// What every `--json` results file says about the tool, the environment and the selection.
extension ResultsDocument.Tool {
  static var running: Self { Self(version: Version.number, commit: Version.commit()) }
}

extension CatalogOptions {
  var selection: ResultsDocument.Selection {
    ResultsDocument.Selection(fixtures: fixturePaths, filters: imageFilter.substrings, scales: scale)
  }
}

/// The running render environment, or exit 65 (the fonts cannot be read).
package func runningEnvironment() throws -> ResultsDocument.Environment {
  do { return ResultsDocument.Environment(try RenderFingerprint.current()) } catch {
    throw fail(error, Exit.badInput)
  }
}

/// Writes `document` to `path` atomically; the error's text when it cannot.
/// Paths in it are made relative to the project unless `projectRelative` is false (merged
/// shards' documents already are).
package func writeResults(_ document: ResultsDocument, to path: String, projectRelative: Bool = true) -> String? {
  do {
    try OwnedOutputs.write(
      try (projectRelative ? document.relativeToProject() : document).json(), to: path, as: .results)
    print("json: \(path.escapingControlCharacters)")
    return nil
  } catch {
    return "\(error)"
  }
}

extension Duration {
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
