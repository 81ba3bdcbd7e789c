import CCairo
import CPNG
import Foundation
import Graphics

/// What a rendered image depends on besides the display list: library versions, the exact font
/// files, and the pinned options. Recorded next to goldens so a pixel difference can be traced.
public struct EnvironmentFingerprint: Hashable, Sendable, CustomStringConvertible {
  public struct Library: Hashable, Sendable {
    public var name: String
    public var version: String
  }

  public struct FontFile: Hashable, Sendable {
    public var path: String
    public var size: Int
    /// FNV-1a 64-bit hash of the file's bytes, 16 lowercase hex digits.
    public var fnv1a64: String
  }

  public var libraries: [Library]
  public var fonts: [FontFile]
  public var options: [String]

  /// Stable text, one fact per line.
  public var text: String {
    var lines = libraries.map { "library \($0.name) \($0.version)" }
    lines += fonts.map { "font \($0.path) \($0.size) fnv1a64:\($0.fnv1a64)" }
    lines += options.map { "option \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  public var description: String { text }

  /// Versions of the libraries linked at run time.
  public static func libraryVersions() -> [Library] {
    func string(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "?" }
    var freetype = "?"
    var ft: FT_Library?
    if FT_Init_FreeType(&ft) == 0, let ft {
      var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
      FT_Library_Version(ft, &major, &minor, &patch)
      freetype = "\(major).\(minor).\(patch)"
      FT_Done_FreeType(ft)
    }
    let fc = Int(FcGetVersion())
    return [
      Library(name: "cairo", version: string(cairo_version_string())),
      Library(name: "pango", version: string(pango_version_string())),
      Library(name: "harfbuzz", version: string(hb_version_string())),
      Library(name: "freetype", version: freetype),
      Library(name: "fontconfig", version: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
      Library(name: "libpng", version: string(png_get_libpng_ver(nil))),
      Library(name: "zlib", version: string(zlibVersion())),
    ]
  }
}

extension FontLibrary {
  /// The fingerprint of this library's environment; reads and hashes every configured font file
  /// (about 10 MB), so call it once per run.
  public func fingerprint() throws -> EnvironmentFingerprint {
    // Files hashed on every core: FNV-1a is one multiply per byte in a chain, so 10 MB took
    // 20 ms of a check's serial start on one core. Each file keeps its slot: same order as listed.
    let slots = Locked([Result<EnvironmentFingerprint.FontFile, any Error>?](repeating: nil, count: fontFiles.count))
    DispatchQueue.concurrentPerform(iterations: fontFiles.count) { i in
      let path = fontFiles[i]
      let file = Result { () throws -> EnvironmentFingerprint.FontFile in
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return .init(path: path, size: data.count, fnv1a64: data.withUnsafeBytes { fnv1a64Hex($0) })
      }
      slots.withLock { $0[i] = file }
    }
    let fonts = try slots.withLock { $0 }.map { try $0!.get() }
    return EnvironmentFingerprint(
      libraries: EnvironmentFingerprint.libraryVersions(), fonts: fonts,
      // No PNG encoder options: pixels do not depend on how they are compressed (RowDeflater
      // replaced zlib level 1 with every decoded pixel unchanged).
      options: FontConfiguration.pinnedOptions)
  }
}

/// FNV-1a, 64-bit, as 16 lowercase hex digits.
func fnv1a64Hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
  let s = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - s.count) + s
}
