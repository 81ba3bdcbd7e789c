import CairoRenderer
import Foundation
import Pipeline

/// The render environment a set of goldens was recorded in, as stored in
/// `goldens/fingerprint.txt`: library versions, font files (size and FNV-1a hash) and pinned
/// options. `check` compares it with the running environment before any pixel, so a failure
/// caused by a new FreeType says so.
///
/// File format: UTF-8 lines; `#` starts a comment line;
/// `library <name> <version>`, `font <path> <bytes> fnv1a64:<hash>`, `option <text>`.
public struct RenderFingerprint: Hashable, Sendable {
  public struct Font: Hashable, Sendable {
    public var path: String
    public var size: Int
    public var hash: String
  }

  /// Library name (as `EnvironmentFingerprint` spells it) and version, in file order.
  public var libraries: [(name: String, version: String)]
  public var fonts: [Font]
  public var options: [String]

  public static func == (a: RenderFingerprint, b: RenderFingerprint) -> Bool {
    a.text == b.text
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  public init(libraries: [(name: String, version: String)], fonts: [Font], options: [String]) {
    self.libraries = libraries
    self.fonts = fonts
    self.options = options
  }

  public init(_ environment: EnvironmentFingerprint) {
    self.init(
      libraries: environment.libraries.map { ($0.name, $0.version) },
      fonts: environment.fonts.map { Font(path: $0.path, size: $0.size, hash: $0.fnv1a64) },
      options: environment.options)
  }

  /// The running environment (hashes every font file; about 10 MB).
  public static func current() throws -> RenderFingerprint {
    RenderFingerprint(try FontLibrary.shared().fingerprint())
  }

  /// Stable text with a header; `record` writes this.
  public var text: String {
    var lines = [
      "# The render environment these goldens were recorded in. Written by `specsheet record`;",
      "# `specsheet check` compares it with the running environment before comparing pixels.",
    ]
    lines += libraries.map { "library \($0.name) \($0.version)" }
    lines += fonts.map { "font \($0.path) \($0.size) fnv1a64:\($0.hash)" }
    lines += options.map { "option \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Parses `text`; a malformed line is an error naming its number.
  public init(parsing text: String, file: String) throws {
    var libraries: [(String, String)] = []
    var fonts: [Font] = []
    var options: [String] = []
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let bad = PipelineError.read(path: file, reason: "line \(number + 1): cannot read \"\(line)\"")
      if line.hasPrefix("library ") {
        let words = line.split(separator: " ")
        guard words.count == 3 else { throw bad }
        libraries.append((String(words[1]), String(words[2])))
      } else if line.hasPrefix("font ") {
        // The path may hold spaces: size and hash are the last two words.
        var words = line.dropFirst("font ".count).split(separator: " ", omittingEmptySubsequences: false)
        guard words.count >= 3, words.last!.hasPrefix("fnv1a64:"), let size = Int(words[words.count - 2]) else {
          throw bad
        }
        let hash = String(words.removeLast().dropFirst("fnv1a64:".count))
        words.removeLast()
        fonts.append(Font(path: words.joined(separator: " "), size: size, hash: hash))
      } else if line.hasPrefix("option ") {
        options.append(String(line.dropFirst("option ".count)))
      } else {
        throw bad
      }
    }
    self.init(libraries: libraries, fonts: fonts, options: options)
  }

  static let displayNames = [
    "cairo": "Cairo", "pango": "Pango", "harfbuzz": "HarfBuzz", "freetype": "FreeType",
    "fontconfig": "fontconfig", "libpng": "libpng", "zlib": "zlib",
  ]

  /// What differs from `recorded` (the goldens' fingerprint), one readable line per fact, e.g.
  /// `FreeType 2.12.1 -> 2.13.0`. Empty when the environments match.
  public func changes(since recorded: RenderFingerprint) -> [String] {
    var lines: [String] = []
    let now = Dictionary(libraries.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a })
    let then = Dictionary(recorded.libraries.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a })
    let names = recorded.libraries.map(\.name) + libraries.map(\.name).filter { then[$0] == nil }
    for name in names {
      let display = Self.displayNames[name] ?? name
      switch (then[name], now[name]) {
      case (let old?, let new?) where old != new: lines.append("\(display) \(old) -> \(new)")
      case (nil, let new?): lines.append("\(display) (not recorded) -> \(new)")
      case (let old?, nil): lines.append("\(display) \(old) -> (not found)")
      default: break
      }
    }
    let fontsNow = Dictionary(fonts.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let fontsThen = Dictionary(recorded.fonts.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    for font in recorded.fonts {
      guard let new = fontsNow[font.path] else {
        lines.append("font \(font.path) no longer used")
        continue
      }
      if new != font {
        lines.append(
          "font \(font.path) changed: \(font.size) bytes fnv1a64:\(font.hash) -> \(new.size) bytes fnv1a64:\(new.hash)")
      }
    }
    for font in fonts where fontsThen[font.path] == nil {
      lines.append("font \(font.path) is new (not in the goldens' fingerprint)")
    }
    func key(_ option: String) -> String { String(option.split(separator: "=", maxSplits: 1).first ?? "") }
    // `png.*` options (zlib level, row filter) said how older goldens' files were compressed,
    // which never changed a pixel: not an environment difference.
    let recordedOptions = recorded.options.filter { !$0.hasPrefix("png.") }
    let optionsNow = Dictionary(options.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
    let optionsThen = Dictionary(recordedOptions.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
    for option in recordedOptions {
      switch optionsNow[key(option)] {
      case nil: lines.append("option \(option) -> (not set)")
      case let new? where new != option: lines.append("option \(option) -> \(new)")
      default: break
      }
    }
    for option in options where optionsThen[key(option)] == nil {
      lines.append("option (not set) -> \(option)")
    }
    return lines
  }
}
