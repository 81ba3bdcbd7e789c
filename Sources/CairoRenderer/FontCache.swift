import CCairo
import Foundation
import Graphics

/// Where fontconfig may keep its cache of the hermetic fonts, and the configuration that uses it.
///
/// Scanning the font files (FreeType opens each and computes its character set) was most of a
/// one-image run's start. Fontconfig's own cache of a folder is valid while the folder's
/// modification time is unchanged; the cache folder's name also carries a hash of every font
/// file's path, size and modification time and of fontconfig's version, so a changed font gets
/// a new cache rather than a stale one. The folder is `$SPECSHEET_FONT_CACHE`, else
/// `$XDG_CACHE_HOME/specsheet`, else `~/.cache/specsheet`; when none can be written, fonts are
/// scanned as before (nothing is printed). The fonts loaded are the same either way: the
/// configuration rejects everything in the font folders but the files a scan would load, and
/// `FontLibrary` checks the list.
enum FontCache {
  /// The folder caches go under, from the environment (nil: no cache).
  static var base: String? {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SPECSHEET_FONT_CACHE"], !explicit.isEmpty { return explicit }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/specsheet" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/specsheet" }
    return nil
  }

  /// `<base>/fontconfig-<hash>`, created if needed; nil when it cannot be written.
  static func folder(under base: String, for files: [String]) -> String? {
    var key = "fontconfig \(FcGetVersion())\n"
    for file in files {
      var info = stat()
      guard stat(file, &info) == 0 else { return nil }
      key += "\(file) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
    }
    let folder = base + "/fontconfig-" + ContentHash.of(Array(key.utf8)).dropFirst(ContentHash.prefix.count).prefix(16)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return access(folder, W_OK) == 0 ? folder : nil
  }

  /// `xml` with the cache folder and a font selection: every file in `directories` rejected but
  /// `files` (fontconfig's acceptfont wins over rejectfont).
  ///
  /// Fontconfig tries every accept pattern on every font of the folders' caches (Noto's folder
  /// alone has hundreds), so a folder loaded whole is accepted by one pattern per extension
  /// (`<folder>/*.ttf`) instead of one per file: 17,000 pattern matches were 7% of a one-image
  /// render's instructions. Such a pattern also takes a file in a subfolder and misses `X.TTF`,
  /// unlike a scan: `FontLibrary` compares the files and scans when they differ.
  static func xml(_ xml: String, cache: String, directories: [FontConfiguration.Directory], files: [String]) -> String {
    // By hand: Foundation's replacingOccurrences took 0.5 ms of a one-image render here.
    func escaped(_ s: String) -> String {
      guard s.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
      else { return s }
      var out = ""
      for c in s { out += c == "&" ? "&amp;" : c == "<" ? "&lt;" : c == ">" ? "&gt;" : String(c) }
      return out
    }
    // Glob patterns: a file name with `*`, `?` or `[` would match others; none of the fonts has one.
    let selection = """
        <cachedir>\(escaped(cache))</cachedir>
        <selectfont>
          <acceptfont>
      \(accepted(directories, files: files).map { "      <glob>\(escaped($0))</glob>" }.joined(separator: "\n"))
          </acceptfont>
          <rejectfont>
      \(directories.map { "      <glob>\(escaped($0.path))/*</glob>" }.joined(separator: "\n"))
          </rejectfont>
        </selectfont>

      """
    // Before the closing tag (the configuration has one, at its end).
    let close = "</fontconfig>"
    guard let end = xml.utf8.indices.last(where: { xml.utf8[$0...].starts(with: close.utf8) }) else { return xml }
    return String(xml[..<end]) + selection + String(xml[end...])
  }

  /// The accept patterns: each extension of a folder loaded whole, each file of a narrowed one.
  static func accepted(_ directories: [FontConfiguration.Directory], files: [String]) -> [String] {
    directories.flatMap { directory in
      guard directory.onlyFiles != nil else {
        return FontConfiguration.fontExtensions.sorted().map { "\(directory.path)/*.\($0)" }
      }
      let prefix = directory.path + "/"
      return files.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
    }
  }
}
