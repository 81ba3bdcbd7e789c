import Graphics

/// How token messages speak of what a file holds. A token file may be any JSON file a pull
/// request names (a credentials file in the workspace), so messages name the file, the line and
/// column, and token and group paths (its keys), and never quote a value: text is told by its
/// length, and a reference by the part of it that names something the file does have.
enum TokenText {
  /// "a text of 40 characters": a string value, never quoted.
  static func described(_ text: String) -> String {
    let count = text.count
    return "a text of \(count) character\(count == 1 ? "" : "s")"
  }

  /// A dotted reference (an alias or `$extends` target) shown only as far as `exists` says its
  /// names lead somewhere: `{color.brand.…}` when `color.brand` exists, `{…}` when nothing does.
  static func reference(_ target: String, exists: (String) -> Bool) -> String {
    let names = target.split(separator: ".", omittingEmptySubsequences: false)
    var known = 0
    while known < names.count, exists(names[...known].joined(separator: ".")) { known += 1 }
    guard known < names.count else { return "{\(Suggestions.clippedPath(target))}" }
    let prefix = names[..<known].joined(separator: ".")
    return prefix.isEmpty ? "{…}" : "{\(Suggestions.clippedPath(prefix)).…}"
  }

  /// A JSON Pointer's steps that were followed, `#/colors/blue`, for a message (they are keys or
  /// indexes the document has).
  static func pointer(_ steps: ArraySlice<String>) -> String {
    let text =
      "#/"
      + steps.map { $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
      .joined(separator: "/")
    return Suggestions.clippedPath(text)
  }
}
