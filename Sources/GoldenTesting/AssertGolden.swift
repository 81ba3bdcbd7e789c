import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline
import Testing
import XCTest

/// `SPECSHEET_RECORD`: whether an assertion may write its golden. Never under CI. Besides
/// `never`, the modes are `record --only`'s (`RecordMode`), and decide the same way.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  case never, missing, failed, all

  /// The engine's mode of the same name; nil for `never`.
  public var recordMode: RecordMode? { RecordMode(rawValue: rawValue) }
}

/// Where goldens and artifacts live and how strictly images are compared.
public struct GoldenConfiguration: Sendable {
  public var goldens: String
  public var artifacts: String
  public var options: DiffOptions
  public var record: GoldenRecordMode
  /// Why a requested record mode was ignored (CI is set), added to failure messages.
  public var recordIgnored: String?

  public init(goldens: String, artifacts: String, options: DiffOptions = .exact, record: GoldenRecordMode = .never) {
    self.goldens = goldens
    self.artifacts = artifacts
    self.options = options
    self.record = record
  }

  /// The package's `goldens/` and `.build/golden-failures/` (or `$SPECSHEET_ARTIFACTS`), with
  /// the record mode from `SPECSHEET_RECORD` (never, missing, failed, all). When `CI` is set the
  /// mode is always `never`.
  public static func standard(
    packageRoot: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> GoldenConfiguration {
    var configuration = GoldenConfiguration(
      goldens: packageRoot + "/goldens",
      artifacts: environment["SPECSHEET_ARTIFACTS"] ?? (packageRoot + "/.build/golden-failures"))
    let requested = environment["SPECSHEET_RECORD"].map { $0.lowercased() } ?? ""
    let mode = GoldenRecordMode(rawValue: requested) ?? .never
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
      if mode != .never { configuration.recordIgnored = "SPECSHEET_RECORD=\(requested) ignored: CI is set" }
    } else {
      configuration.record = mode
      if !requested.isEmpty, GoldenRecordMode(rawValue: requested) == nil {
        configuration.recordIgnored = "SPECSHEET_RECORD=\(requested) is not never, missing, failed or all"
      }
    }
    return configuration
  }
}

/// The folder holding `Package.swift` above `filePath` (a test's `#filePath`).
public func packageRoot(containing filePath: String) -> String? {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
    url.deleteLastPathComponent()
  }
  return nil
}

/// Asserts that the catalog entry `id` (e.g. `fiori/chip/single-selection/selected`) of the
/// default catalog (or `fixtures`), rendered at `scale`, matches its golden. Same comparison,
/// messages and artifacts as `specsheet check`. Works in Swift Testing and XCTest.
@discardableResult
public func assertGolden(
  _ id: String, scale: Int = 2, fixtures: [String]? = nil, configuration: GoldenConfiguration? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenResult? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let root = packageRoot(containing: "\(filePath)") else {
    location.fail("assertGolden: no Package.swift above \(filePath)")
    return nil
  }
  do {
    let catalog = try Catalog.load(paths: fixtures ?? [root + "/" + Catalog.defaultDirectory])
    guard let entry = catalog.entries.first(where: { $0.id == id }) else {
      location.fail("assertGolden: no catalog entry \(id)")
      return nil
    }
    return assertGolden(
      of: entry, scale: scale, configuration: configuration ?? .standard(packageRoot: root), location: location)
  } catch {
    location.fail("assertGolden(\(id)): \(error)")
    return nil
  }
}

/// Asserts that `entry` rendered at `scale` matches its golden.
@discardableResult
public func assertGolden(
  of entry: CatalogEntry, scale: Int = 2, configuration: GoldenConfiguration? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenResult? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let configuration = configuration ?? packageRoot(containing: "\(filePath)").map({ .standard(packageRoot: $0) })
  else {
    location.fail("assertGolden: no Package.swift above \(filePath)")
    return nil
  }
  return assertGolden(of: entry, scale: scale, configuration: configuration, location: location)
}

/// Asserts that any image matches the golden at `path` (relative to the goldens folder, e.g.
/// `custom/badge@2x.png`). `frames` (points) enable the semantic summary when the goldens'
/// manifest has frames for `path`.
@discardableResult
public func assertGolden(
  image: Bitmap, named path: String, scale: Int = 1, frames: [Manifest.Frame]? = nil,
  configuration: GoldenConfiguration? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenResult? {
  let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let configuration = configuration ?? packageRoot(containing: "\(filePath)").map({ .standard(packageRoot: $0) })
  else {
    location.fail("assertGolden: no Package.swift above \(filePath)")
    return nil
  }
  do {
    let png = try PNGEncoder.encode(image)
    let name = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
    let relative = name + ".png"
    return check(
      name: name, path: relative, bitmap: image, png: png, frames: frames, scale: scale, manifestEntry: nil,
      configuration: configuration, location: location)
  } catch {
    location.fail("assertGolden(\(path)): \(error)")
    return nil
  }
}

func assertGolden(
  of entry: CatalogEntry, scale: Int, configuration: GoldenConfiguration, location: Location
) -> GoldenResult? {
  guard supportedGoldenScales.contains(scale) else {
    location.fail("assertGolden(\(entry.imageName(scale: scale))): \(goldenScalesNote)")
    return nil
  }
  do {
    guard let image = try RenderPipeline().render(entry, scales: [scale]).first else { return nil }
    let manifestEntry = Manifest.Image(image: image)
    return check(
      name: entry.imageName(scale: scale).description, path: image.path, bitmap: image.bitmap,
      png: try image.encodedPNG(),
      frames: manifestEntry.frames, scale: scale, manifestEntry: manifestEntry, configuration: configuration,
      location: location)
  } catch {
    location.fail("assertGolden(\(entry.imageName(scale: scale))): \(error)")
    return nil
  }
}

/// Serialises manifest and fingerprint updates from tests running in parallel.
private let recordLock = NSLock()

func check(
  name: String, path: String, bitmap: Bitmap, png: [UInt8], frames: [Manifest.Frame]?, scale: Int,
  manifestEntry: Manifest.Image?, configuration: GoldenConfiguration, location: Location
) -> GoldenResult {
  let store = GoldenStore(root: configuration.goldens)
  let recorded = (try? store.readManifest())?.image(at: path)
  var result = store.compare(
    name: name, path: path, bitmap: bitmap, png: png, frames: frames, scale: scale, options: configuration.options,
    recorded: recorded, known: recorded.flatMap(GoldenStore.hashes), pixelHash: manifestEntry?.pixelHash)
  if let artifacts = try? OutputFolder.shared(configuration.artifacts) { GoldenArtifacts.clear(path, in: artifacts) }
  let record = configuration.record.recordMode.map { GoldenEngine.writes(result, mode: $0) } ?? false
  if record {
    do {
      try recordLock.withLock {
        _ = try store.manifestForRecording()  // stops before the golden changes
        try StagedFiles.writeAll([(store.path(path), png)])
        if let manifestEntry { try store.updateManifest(with: [manifestEntry]) }
        if (try? store.readFingerprint()) == nil {
          try AtomicFile.write(try RenderFingerprint.current().text, to: store.fingerprintPath)
        }
      }
      // A test that records still fails: re-run without SPECSHEET_RECORD to verify.
      location.fail(
        "recorded \(store.path(path)) (SPECSHEET_RECORD=\(configuration.record.rawValue), was: \(result.headline)); "
          + "review it, then re-run without SPECSHEET_RECORD")
      result.status = .passed
    } catch {
      location.fail("cannot record \(store.path(path)): \(error)")
    }
    return result
  }
  if result.passed { return result }
  var artifacts: [String] = []
  var lines: [String] = []
  do {
    artifacts = try GoldenArtifacts.write(
      result, options: configuration.options, to: try OutputFolder.shared(configuration.artifacts))
  } catch {
    lines.append("  (cannot write artifacts: \(error))")
  }
  let changes = environmentChanges(store)
  if !changes.isEmpty { lines.insert(GoldenMessages.environment(changes, store: store), at: 0) }
  var hint = "SPECSHEET_RECORD=failed swift test"
  if let test = Test.current { hint += " --filter \(shellQuoted(test.name))" }
  lines.append(GoldenMessages.failure(result, store: store, artifacts: artifacts, command: hint))
  if let ignored = configuration.recordIgnored { lines.append("  (\(ignored))") }
  location.fail(lines.joined(separator: "\n"))
  return result
}

/// The environment's differences from a goldens folder's fingerprint, computed once per folder.
private let fingerprintCache = Locked((current: RenderFingerprint?.none, changes: [String: [String]]()))

func environmentChanges(_ store: GoldenStore) -> [String] {
  fingerprintCache.withLock { cache in
    if let known = cache.changes[store.root] { return known }
    if cache.current == nil { cache.current = try? RenderFingerprint.current() }
    var changes: [String] = []
    if let current = cache.current, let recorded = try? store.readFingerprint() {
      changes = current.changes(since: recorded)
    }
    cache.changes[store.root] = changes
    return changes
  }
}

/// Where the assertion was written; reports to Swift Testing inside a Swift Testing test, else
/// to XCTest.
struct Location {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt

  func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
