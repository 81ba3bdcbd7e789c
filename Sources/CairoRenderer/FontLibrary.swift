import CCairo
import Foundation
import Graphics

/// The hermetic font setup shared by measuring and drawing: one fontconfig configuration built
/// from `FontConfiguration.xml`, and a pool of Pango sessions (font map + context) on top of it.
///
/// Thread model: Pango 1.50 font maps and contexts are not thread-safe (only fontconfig, cairo's
/// font caches and HarfBuzz are), so each concurrent job checks out its own `FontSession` from the
/// pool and returns it when done; at most as many sessions exist as jobs ever ran at once. All
/// sessions use the same `FcConfig` (read-only once built; fontconfig locks internally), so fonts
/// are scanned once per process. Results do not depend on which session served a job.
public final class FontLibrary: @unchecked Sendable {
  /// The process-wide library, built on first use.
  public static func shared() throws -> FontLibrary { try sharedResult.get() }
  private static let sharedResult: Result<FontLibrary, FontError> = Result {
    () throws(FontError) -> FontLibrary in try FontLibrary()
  }

  /// `FcConfig *`, owned; immutable after `init`.
  let config: OpaquePointer
  /// Every font file the configuration loaded, sorted, without duplicates.
  public let fontFiles: [String]
  /// How long parsing the configuration and scanning the folders took.
  public let loadDuration: Duration
  /// Whether the fonts came from fontconfig's cache (`FontCache`) rather than a scan.
  public private(set) var usedCache: Bool

  private let lock = NSLock()
  private var idleSessions: [FontSession] = []
  private var sessionsCreated = 0
  private var metricsCache: [MeasureKey: TextMetrics] = [:]
  private var fontChecks: [FontKey: FontCheck] = [:]
  private static let metricsCacheLimit = 20_000

  /// Builds a library from `FontConfiguration`; throws when a font package is missing.
  public convenience init() throws(FontError) {
    try self.init(directories: FontConfiguration.directories, xml: FontConfiguration.xml)
  }

  /// `cacheBase`: where fontconfig's caches of the fonts may go (`FontCache`); nil scans.
  init(directories: [FontConfiguration.Directory], xml: String, cacheBase: String? = FontCache.base) throws(FontError) {
    for directory in directories {
      let sample = directory.path + "/" + directory.sampleFile
      guard access(directory.path, R_OK | X_OK) == 0, access(sample, R_OK) == 0 else {
        throw .missingFontDirectory(path: directory.path, debianPackage: directory.debianPackage)
      }
    }
    let start = ContinuousClock.now
    // The font files, per folder: sorted, narrowed to `onlyFiles`, `.otf`/`.ttf` only.
    // A folder narrowed to `onlyFiles` is not listed (Noto's has hundreds): its files that exist.
    let wanted = directories.map { directory in
      let names =
        directory.onlyFiles?.filter { access(directory.path + "/" + $0, F_OK) == 0 }
        ?? (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { name in
        FontConfiguration.fontExtensions.contains {
          name.count > $0.count + 1 && name.lowercased().hasSuffix("." + $0)
        }
      }.sorted().map { directory.path + "/" + $0 }
    }
    // With a font cache, fontconfig reads each folder's cache instead of opening every file with
    // FreeType (most of a one-image run's start); the configuration then accepts exactly the
    // files the scan would add. Any doubt (no writable cache, another set of files) scans.
    var built: (config: OpaquePointer, files: [String])?
    usedCache = false
    if let cacheBase, let cache = FontCache.folder(under: cacheBase, for: wanted.flatMap { $0 }) {
      built = try? Self.build(
        xml: FontCache.xml(xml, cache: cache, directories: directories, files: wanted.flatMap { $0 })
      ) {
        config throws(FontError) in
        for directory in directories where FcConfigAppFontAddDir(config, directory.path) == 0 {
          throw .configurationFailed("could not load the font folder \(directory.path)")
        }
      }
      if let found = built, found.files != wanted.flatMap({ $0 }).sorted() {
        FcConfigDestroy(found.config)
        built = nil
      }
      usedCache = built != nil
    }
    if built == nil {
      built = try Self.build(xml: xml) { config throws(FontError) in
        for path in wanted.flatMap({ $0 }) where FcConfigAppFontAddFile(config, path) == 0 {
          throw .configurationFailed("could not load font file \(path)")
        }
      }
    }
    guard let (config, files) = built else { throw .configurationFailed("no configuration") }
    loadDuration = ContinuousClock.now - start
    // Fontconfig's current configuration from now on: Pango's font maps initialise fontconfig
    // (FcInit, on a thread of their own), which otherwise parses /etc/fonts and loads the
    // system's font caches for a configuration nothing uses (a third of a one-image run).
    FcConfigSetCurrent(config)
    self.config = config
    self.fontFiles = files
  }

  /// A configuration from `xml` with fonts added by `addFonts`, and the files it holds.
  private static func build(
    xml: String, addFonts: (OpaquePointer) throws(FontError) -> Void
  ) throws(FontError) -> (config: OpaquePointer, files: [String]) {
    guard let config = FcConfigCreate() else { throw .configurationFailed("FcConfigCreate failed") }
    let parsed = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, 1)
      }
    }
    guard parsed != 0 else {
      FcConfigDestroy(config)
      throw .configurationFailed("the project configuration (FontConfiguration.xml) was rejected")
    }
    guard FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      throw .configurationFailed("building the configuration failed")
    }
    do {
      try addFonts(config)
    } catch {
      FcConfigDestroy(config)
      throw error
    }
    let files = Self.files(in: config)
    guard !files.isEmpty else {
      FcConfigDestroy(config)
      throw .configurationFailed("no fonts found in the configured folders")
    }
    return (config, files)
  }

  deinit {
    idleSessions.removeAll()
    FcConfigDestroy(config)
  }

  private static func files(in config: OpaquePointer) -> [String] {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    var files = Set<String>()
    for i in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[i] else { continue }
      var value: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value {
        files.insert(String(cString: value))
      }
    }
    return files.sorted()
  }

  /// Number of Pango sessions made so far (at most the peak number of concurrent jobs).
  public var sessionCount: Int { lock.withLock { sessionsCreated } }

  /// Runs `body` on the sessions no job is using now, under the pool's lock.
  func withIdleSessions(_ body: ([FontSession]) -> Void) { lock.withLock { body(idleSessions) } }

  /// Runs `body` with a session no other thread is using.
  func withSession<T>(_ body: (FontSession) throws -> T) throws -> T {
    let reused: FontSession? = lock.withLock { idleSessions.popLast() }
    let session: FontSession
    if let reused {
      session = reused
    } else {
      session = try FontSession(library: self)
      lock.withLock { sessionsCreated += 1 }
    }
    defer {
      // A broken face breaks it in every session (Cairo shares scaled fonts): drop them all.
      let dropped: [FontSession] = lock.withLock {
        guard session.isBroken else {
          idleSessions.append(session)
          return []
        }
        defer { idleSessions = [] }
        return idleSessions
      }
      withExtendedLifetime(dropped) {}  // released here, outside the lock
    }
    return try body(session)
  }

  /// `withSession`, run once more on fresh sessions when a face could not be drawn: Cairo fails
  /// to reopen a face now and then under load. `body` must start from scratch each time.
  func withDrawableSession<T>(_ body: (FontSession) throws -> T) throws -> T {
    do {
      return try withSession(body)
    } catch FontError.faceNotDrawable {
      return try withSession(body)
    }
  }

  // MARK: Caches shared by all sessions (results are session-independent).

  struct MeasureKey: Hashable {
    var text: String
    var font: Font
    var wrapWidth: Double?
    var truncation: Truncation? = nil
    var maxWidth: Double? = nil
  }

  func cachedMetrics(_ key: MeasureKey) -> TextMetrics? { lock.withLock { metricsCache[key] } }

  func storeMetrics(_ metrics: TextMetrics, for key: MeasureKey) {
    lock.withLock {
      if metricsCache.count >= Self.metricsCacheLimit { metricsCache.removeAll(keepingCapacity: true) }
      metricsCache[key] = metrics
    }
  }

  /// Family and weight identify a face; size does not change which face is chosen.
  struct FontKey: Hashable {
    var family: String
    var weight: Int
  }

  /// What the library knows about a face once it has been resolved.
  struct FontCheck {
    /// The face Pango picked, as (family, weight).
    var family: String
    var weight: Int
    /// Ascender over units per em (for placing an icon's em square).
    var ascenderPerEm: Double
  }

  func cachedCheck(_ key: FontKey) -> FontCheck? { lock.withLock { fontChecks[key] } }
  func storeCheck(_ check: FontCheck, for key: FontKey) { lock.withLock { fontChecks[key] = check } }
}
