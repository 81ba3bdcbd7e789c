import ArgumentParser
import Catalog
import Foundation
import Pipeline

/// Exit codes shared by every subcommand (documented in the README and `--help`).
enum Exit {
  static let changed = ExitCode(1)
  static let missingOrSize = ExitCode(2)
  static let usage = ExitCode(64)
  static let badInput = ExitCode(65)
  static let cannotWrite = ExitCode(73)
}

/// Which fixtures to load and how to render them.
struct CatalogOptions: ParsableArguments {
  @Argument(help: "Fixture files or folders (default: the catalog in Fixtures/catalog).")
  var fixtures: [String] = []

  @Option(help: "Comma-separated scale factors.", transform: parseScales)
  var scale: [Int] = [1, 2, 3]

  @Option(help: "Parallel render jobs (default: every core).")
  var jobs: Int?

  func validate() throws {
    if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
  }

  /// Loads the catalog, or exits 65 with the fixture error on stderr.
  func loadCatalog() throws -> Catalog {
    var paths = fixtures
    if paths.isEmpty {
      guard FileManager.default.fileExists(atPath: Catalog.defaultDirectory) else {
        throw fail(
          "no fixtures given and \(Catalog.defaultDirectory) is not here; run from the specsheet folder or pass fixture files",
          Exit.usage)
      }
      paths = [Catalog.defaultDirectory]
    }
    do {
      return try Catalog.load(paths: paths)
    } catch {
      throw fail("\(error)", Exit.badInput)
    }
  }

  /// Renders all entries in memory; a render failure exits 65 before anything is written.
  func renderAll(_ catalog: Catalog) throws -> [RenderedImage] {
    do {
      return try RenderPipeline().render(catalog.entries, scales: scale, jobs: jobs)
    } catch {
      throw fail("\(error)", Exit.badInput)
    }
  }
}

func parseScales(_ text: String) throws -> [Int] {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  var scales: [Int] = []
  for part in parts {
    guard let n = Int(part.trimmingCharacters(in: .whitespaces)), (1...4).contains(n) else {
      throw ValidationError("--scale takes whole numbers from 1 to 4, e.g. 1,2,3; found \"\(part)\"")
    }
    if !scales.contains(n) { scales.append(n) }
  }
  return scales
}

/// Prints `message` to stderr and returns the exit code to throw.
func fail(_ message: String, _ code: ExitCode) -> ExitCode {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  return code
}
