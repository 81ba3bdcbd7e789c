/// Path arithmetic on strings. Foundation's `NSString.deletingLastPathComponent` traps on a
/// one-character relative path on Linux ("x"), which a user's `--out x` reaches; these never do.
public enum FilePath {
  /// The folder part of `path`: "" for a bare name, "/" for a name at the root.
  public static func parent(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }
}
