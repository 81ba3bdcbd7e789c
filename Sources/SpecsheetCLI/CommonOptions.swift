import ArgumentParser
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline
import Tokens

/// Exit codes shared by every subcommand, as ArgumentParser's `ExitCode`: Graphics'
/// `ExitStatus` is the table (documented in the README and `--help`).
package enum Exit {
  package static let changed = ExitCode(.changed)
  package static let missingOrSize = ExitCode(.missingOrSize)
  package static let environment = ExitCode(.environment)
  package static let auditFindings = ExitCode(.findings)
  package static let usage = ExitCode(.usage)
  package static let badInput = ExitCode(.badInput)
  package static let cannotWrite = ExitCode(.cannotWrite)
  package static let interrupted = ExitCode(.interrupted)
}

extension ExitCode {
  package init(_ status: ExitStatus) { self.init(status.rawValue) }
}

package let exitCodesHelp = """
  Exit codes: 0 success; 1 golden pixels changed; 2 a golden is missing, unreadable, of another size, or stale (no \
  catalog entry produces it), or the goldens folder does not exist; 3 the render environment differs from \
  goldens/fingerprint.txt and some golden failed; 4 audit findings not in the baseline; 64 usage error (also: record \
  or prune under CI, an output inside the goldens folder); 65 bad input (fixture, font, unreadable PNG given to diff); \
  73 output cannot be written, or would replace a file specsheet did not write; 130 record interrupted before writing.
  """

/// True when the `CI` environment variable is set (to anything but empty, 0 or false).
package var isCI: Bool {
  guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
  return !["", "0", "false"].contains(value.lowercased())
}

/// Which fixtures to load, which images to pick, and how to render them.
package struct CatalogOptions: ParsableArguments {
  package init() {}
  @Argument(
    help: ArgumentHelp(
      "Fixture files or folders, and/or image filters.",
      discussion: """
        An argument that names an existing file or folder, or ends in .yaml/.yml, is a fixture \
        (default: the catalog in Fixtures/catalog). Any other argument selects the images whose \
        name (system/component/variant/state@Nx, e.g. fiori/chip/single-selection/selected@2x) \
        contains it; a filter that matches nothing is a usage error.
        """,
      valueName: "filter"))
  package var filters: [String] = []

  // Numeric options parse `.unconditional`: otherwise `--scale -2` reads -2 as an option and says
  // "Missing value" instead of the range message 0 gets.
  @Option(
    name: .customLong("scale"), parsing: .unconditional, help: "Comma-separated scale factors (default: 1,2,3).",
    transform: parseScales)
  var scaleFlag: [Int]?

  /// `--scale`, else specsheet.yaml's `scales`, else 1, 2 and 3.
  var scale: [Int] { scaleFlag ?? ProjectDefaults.config?.scales ?? [1, 2, 3] }

  @Option(parsing: .unconditional, help: "Parallel render jobs (default: every core).")
  package var jobs: Int?

  @OptionGroup package var tokenOptions: TokenOptions

  var tokensFlag: String? { tokenOptions.tokensFlag }

  package func validate() throws {
    try reportingNow {
      try ProjectDefaults.check()
      if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
    }
  }

  /// The arguments that are fixture paths.
  package var fixturePaths: [String] {
    filters.filter { arg in
      FileManager.default.fileExists(atPath: arg) || arg.hasSuffix(".yaml") || arg.hasSuffix(".yml")
    }
  }

  /// The arguments that are image-name filters.
  var imageFilter: ImageFilter {
    let paths = Set(fixturePaths)
    return ImageFilter(filters.filter { !paths.contains($0) })
  }

  /// The fixture files to load: those given, else specsheet.yaml's, else the default catalog
  /// (exits 64 when it is not here either).
  package static func catalogPaths(_ given: [String]) throws -> [String] {
    if !given.isEmpty { return given }
    if let configured = ProjectDefaults.config?.fixtures, !configured.isEmpty { return configured }
    guard FileManager.default.fileExists(atPath: Catalog.defaultDirectory) else {
      throw fail(
        "no fixtures given and \(Catalog.defaultDirectory) is not here; run from the specsheet folder or pass fixture "
          + "files",
        Exit.usage)
    }
    return [Catalog.defaultDirectory]
  }

  /// Loads the catalog, or exits 65 with the fixture error on stderr.
  package func loadCatalog() throws -> Catalog {
    let paths = try Self.catalogPaths(fixturePaths)
    let set = try tokenOptions.loadSet()
    let designTokens: DesignTokens?
    do { designTokens = try set?.designTokens() } catch { throw fail(error, Exit.badInput) }
    let axes = try tokenOptions.modeAxes(set: set)
    do { return try load(paths, tokens: designTokens, axes: axes) } catch { throw fail(error, Exit.badInput) }
  }

  /// `Catalog.load` with the running registry in every combination of `axes`: without axes, the
  /// catalog itself (where a fixture's `modes:` is an error: it has no axes to narrow); with
  /// them, each combination with its axis values over the run's tokens.
  private func load(_ paths: [String], tokens: DesignTokens?, axes: ModeAxes) throws -> Catalog {
    let registry = RunningRegistry.current
    do {
      guard !axes.isEmpty else {
        return try Catalog.load(
          paths: paths, registry: registry, tokens: tokens, matrix: ModeMatrixPosition(axes: axes))
      }
      return try Catalog.load(paths: paths, registry: registry, axes: axes) { extra in
        extra.isEmpty ? tokens : try tokenOptions.load(adding: extra)
      }
    } catch {
      throw RunningRegistry.explained(error)
    }
  }

  /// The rest of the default catalog, when the given fixtures are part of it: their goldens share
  /// component folders with the ones checked, and are not stale. Empty for other fixtures.
  func siblings(of catalog: Catalog) -> [CatalogEntry] {
    let root = URL(fileURLWithPath: Catalog.defaultDirectory).standardizedFileURL.path + "/"
    let inside = fixturePaths.contains { URL(fileURLWithPath: $0).standardizedFileURL.path.hasPrefix(root) }
    // With the project's axes, so the other modes' goldens of the rest are not called stale either.
    guard inside else { return [] }
    let set = (try? tokenOptions.loadSet()) ?? nil
    guard let axes = try? tokenOptions.modeAxes(set: set),
      let all = try? load([Catalog.defaultDirectory], tokens: try? set?.designTokens(), axes: axes)
    else { return [] }
    let ids = Set(catalog.entries.map(\.id))
    return all.entries.filter { !ids.contains($0.id) }
  }

  /// What the given fixtures may call stale: a fixture folder owns its components' folders, a
  /// fixture file only its variants' folders.
  func ownedScope(_ catalog: Catalog) -> GoldenPlan.StaleScope {
    func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    var folders = Set<String>()
    for path in fixturePaths {
      var isDirectory: ObjCBool = false
      let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      let root = standard(path)
      let entries = catalog.entries.filter {
        folder ? standard($0.source).hasPrefix(root + "/") : standard($0.source) == root
      }
      folders.formUnion(
        folder ? GoldenPlan.StaleScope.componentFolders(entries) : GoldenPlan.StaleScope.variantFolders(entries))
    }
    return .owned(folders: folders, siblings: siblings(of: catalog))
  }

  /// The golden plan for `catalog` (filters, optional shard); a filter matching nothing exits 64.
  package func plan(_ catalog: Catalog, store: GoldenStore, shard: Shard? = nil) throws -> GoldenPlan {
    do {
      return try GoldenPlan.make(
        catalog: catalog, scales: scale, filter: imageFilter, shard: shard, store: store,
        staleScope: fixturePaths.isEmpty ? .everything : ownedScope(catalog))
    } catch {
      throw fail(error, Exit.usage)
    }
  }

  /// Renders the selected images in memory; a render failure exits 65 before anything is written.
  /// The entries with at least one image the filter selects (usage error when none).
  func selectedEntries(_ catalog: Catalog) throws -> [CatalogEntry] {
    let filter = imageFilter
    // No filter: the catalog's own array, shared (a copy is 144 bytes an entry, and more as it grows).
    if filter.isEmpty { return catalog.entries }
    let entries = catalog.entries.filter { e in scale.contains { filter.matches(e.imageName(scale: $0)) } }
    if entries.isEmpty {
      throw fail("no image matches \(filter.substrings.map { "\"\($0)\"" }.joined(separator: ", "))", Exit.usage)
    }
    return entries
  }

  func renderAll(_ catalog: Catalog) throws -> [RenderedImage] {
    let filter = imageFilter
    let entries = try selectedEntries(catalog)
    do {
      return try RenderPipeline().render(entries, scales: scale, jobs: jobs)
        .filter { filter.matches($0.name) }
    } catch {
      throw fail(error, Exit.badInput)
    }
  }

  /// A pipeline on the shared font library, or exit 65.
  package func pipeline() throws -> RenderPipeline {
    do { return try RenderPipeline() } catch { throw fail(error, Exit.badInput) }
  }
}
package func parseScales(_ text: String) throws -> [Int] {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  var scales: [Int] = []
  for part in parts {
    guard let n = Int(part.trimmingFoundationWhitespace()), (1...4).contains(n) else {
      throw ValidationError("--scale takes whole numbers from 1 to 4, e.g. 1,2,3; found \"\(part)\"")
    }
    if !scales.contains(n) { scales.append(n) }
  }
  return scales
}
