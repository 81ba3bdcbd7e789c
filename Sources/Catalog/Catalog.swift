import ComponentKit
import Foundation
import Graphics
import Tokens

/// The list of images to render: every entry of every fixture, in a stable order.
public struct Catalog: Sendable {
  /// The audit baseline's file name (`AuditBaseline.fileName`, Project): never read as a fixture.
  public static let auditBaselineFileName = "audit-baseline.yaml"
  public var entries: [CatalogEntry]

  public init(entries: [CatalogEntry]) {
    self.entries = entries
  }

  /// The default catalog's folder, relative to the package root.
  public static let defaultDirectory = "Fixtures/catalog"

  /// Loads fixture files; a directory contributes its `.yaml`/`.yml` files, recursively, sorted.
  /// Two entries with the same id (from different files) are an error. `registry` says which
  /// components fixtures may name (the shipped ones by default); `tokens` themes every fixture
  /// (see `Fixture.parse`); `boundary` is the project root the fixtures' `tokens:` files lie in.
  /// `rightToLeft`: the `direction` axis at `rtl`; `locale`: the `locale` axis; `matrix`: the
  /// project's axes and this combination, for the fixtures' `modes:` (see `Fixture.parse`).
  public static func load(
    paths: [String], registry: ComponentRegistry = .standard, tokens: DesignTokens? = nil, boundary: String? = nil,
    rightToLeft: Bool = false, locale: PseudoLocale? = nil, textSize: TextSizeCategory? = nil,
    matrix: ModeMatrixPosition? = nil
  ) throws -> Catalog {
    var entries: [CatalogEntry] = []
    var seen: [String: String] = [:]
    let files = try fixtureFiles(paths)
    // Files parsed on every core (YAML and themes: a serial tenth of a one-image run's start),
    // then taken in order, so errors and duplicate ids are told as a serial load tells them.
    let loaded = Locked([Result<[CatalogEntry], any Error>?](repeating: nil, count: files.count))
    let load = { @Sendable (i: Int) in
      let result = Result {
        try Fixture.load(
          path: files[i], registry: registry, tokens: tokens, boundary: boundary, rightToLeft: rightToLeft,
          locale: locale, textSize: textSize, matrix: matrix)
      }
      loaded.withLock { $0[i] = result }
    }
    // One file (a one-image render) starts no threads.
    if files.count == 1 { load(0) } else { DispatchQueue.concurrentPerform(iterations: files.count, execute: load) }
    for (file, result) in zip(files, loaded.withLock { $0 }) {
      for entry in try result!.get() {
        if let other = seen[entry.id] {
          throw FixtureError(
            file: file, line: nil, column: nil, keyPath: "",
            message: "\(entry.id) is also produced by \(other); ids must be unique")
        }
        seen[entry.id] = file
        entries.append(entry)
      }
    }
    return Catalog(entries: entries)
  }

  /// The fixture files `paths` name: files as given, folders' `.yaml`/`.yml` files, sorted.
  package static func fixtureFiles(_ paths: [String]) throws -> [String] {
    let fm = FileManager.default
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "no such file or folder")
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      // Walk the real folder (a symlinked catalog folder is walked too), name files by `path`.
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard let walker = fm.enumerator(atPath: real) else { continue }
      var found: [String] = []
      for case let relative as String in walker {
        // Hidden folders (.build, .git) hold other projects' YAML, never fixtures.
        if (relative as NSString).lastPathComponent.hasPrefix(".") {
          walker.skipDescendants()
          continue
        }
        // The audit baseline lives in a goldens folder, which may sit inside a fixture folder.
        if (relative as NSString).lastPathComponent == Self.auditBaselineFileName { continue }
        if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
          found.append((path as NSString).appendingPathComponent(relative))
        }
      }
      if found.isEmpty {
        throw FixtureError(
          file: path, line: nil, column: nil, keyPath: "", message: "the folder holds no .yaml fixtures")
      }
      files += found.sorted()
    }
    // A file named twice (`chip.yaml Fixtures/catalog`, `./a.yaml a.yaml`) is read once, not
    // reported as clashing with itself.
    var seen = Set<String>()
    return files.filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted }
  }
}
