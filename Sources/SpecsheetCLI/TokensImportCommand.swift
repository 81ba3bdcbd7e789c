import ArgumentParser
import Foundation
import Graphics
import Pipeline
import Tokens

/// `specsheet tokens import sap-theming DIR`: a design system's published theme data as a DTCG
/// 2025.10 resolver and its sets, for `--tokens` and `--token-context` (issue 39, "SAP Horizon as data").
package struct TokensImportCommand: ParsableCommand {
  package enum Format: String, ExpressibleByArgument, CaseIterable {
    case sapTheming = "sap-theming"
  }

  package static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write a DTCG resolver and its token sets from a design system's theme data.",
    discussion:
      "sap-theming reads SAP theming base content (a *.theming theme set and each theme's variables.json) and "
      + "writes modifiers colorScheme (light, dark) x contrast (normal, high), one set per theme. Exit codes: 0 "
      + "written; 64 bad arguments; 65 the data has problems (one line naming the file); 73 an output exists and "
      + "specsheet did not write it.")

  @Argument(help: "The kind of data: sap-theming.") var format: Format
  @Argument(help: "The folder of the theme data.") var folder: String
  @Option(
    name: .customLong("out"),
    help: ArgumentHelp(
      "The resolver to write (NAME.resolver.json); the sets go beside it. Default: tokens/<set>.resolver.json "
        + "in the project (the folder of specsheet.yaml or .git)."))
  var out: String?

  package init() {}

  package func run() throws {
    if let out, !out.hasSuffix(".resolver.json") {
      throw fail("--out names a resolver file: NAME.resolver.json", Exit.usage)
    }
    let data: SAPThemeImport
    do { data = try SAPThemeImport.read(folder: folder) } catch { throw fail(error.description, Exit.badInput) }
    let target = try outputPath(setID: data.setID)
    let files = data.files()
    let written = files.sets + [((target as NSString).lastPathComponent, files.resolver)]
    do {
      let output = try OutputFolder((target as NSString).deletingLastPathComponent)
      // Every name checked before the first is written: a refusal leaves no half-written set.
      for file in written { try output.checkWritable(file.name) }
      for file in written { try output.write(file.text, to: file.name) }
    } catch {
      throw failWriting(error)
    }
    for theme in data.themes {
      print(
        "\(theme.id) (colorScheme=\(theme.colorScheme), contrast=\(theme.contrast)): \(theme.imported) parameters "
          + "imported, \(theme.skipped) kept under $extensions (no DTCG type)")
    }
    let kept = data.keptUnderHighContrast.count
    if kept > 0 { print("\(kept) parameters keep the normal theme's value under contrast=high (no DTCG type there)") }
    print("wrote \(target) and \(files.sets.count) sets beside it")
  }

  /// `--out` as typed (the user's own, anywhere), else `tokens/<set>.resolver.json` in the
  /// project around the current folder, which must stay inside it (a linked `tokens` folder).
  func outputPath(setID: String) throws -> String {
    if let out { return out }
    let root = TokenBoundary.projectRoot(of: "./specsheet.yaml")
    let path = (root as NSString).appendingPathComponent("tokens/\(setID).resolver.json")
    guard DataFile.landsInside(path, boundary: root) else {
      throw fail(
        "\(Suggestions.clippedPath(path)): lands outside the project; pass --out to write there", Exit.cannotWrite)
    }
    return path
  }
}
