/// Error text that stays short whatever a fixture holds: a 100,000-character icon name once
/// made a 100,397-character line, and an unknown colour token listed all 1,618 characters of
/// token names. Bad values are echoed to at most `echoLimit` characters, and a list of names too
/// long for one line becomes the closest few and where the whole list is documented, so no
/// message is over 300 characters (beyond the file path).
package enum Suggestions {
  package static let echoLimit = 60
  /// Lists of names up to this many characters are written out whole.
  package static let listLimit = 160
  package static let readme = "Fixtures/README.md"

  /// `value` cut to `echoLimit` characters ("…" marks the cut), with line breaks and other
  /// control characters escaped so the message stays on one line.
  package static func clipped(_ value: String) -> String {
    var out = ""
    for character in value {
      if out.count >= echoLimit - 1 {
        out += "…"
        break
      }
      out += String(character).escapingControlCharacters
    }
    return out
  }

  /// A long dotted path (a token nested 32 groups deep is 3,200 characters) cut to its last
  /// `limit` characters, the end that names the token ("…" marks the cut), escaped.
  package static func clippedPath(_ path: String, limit: Int = echoLimit) -> String {
    guard path.count > limit else { return path.escapingControlCharacters }
    return "…" + String(path.suffix(limit - 1)).escapingControlCharacters
  }

  /// A chain of names as `a -> b -> c`: over six names the first three and last two around how
  /// many were left out, and each name cut by `clippedPath` so the whole is at most `chainLimit`
  /// characters (an alias cycle of 60 long token names once made a 4,324-character line, then,
  /// names cut at 60, a 464-character one).
  package static func chain(_ names: [String]) -> String {
    let omitted = names.count > 6 ? names.count - 5 : 0
    let shown = omitted > 0 ? Array(names.prefix(3) + names.suffix(2)) : names
    var width = echoLimit
    while true {
      let parts = shown.map { clippedPath($0, limit: width) }
      let list = omitted > 0 ? parts.prefix(3) + ["… \(omitted) more …"] + parts.suffix(2) : parts
      let text = list.joined(separator: " -> ")
      // Escaped control characters can keep a name long whatever its cut: the narrowest wins.
      if text.count <= chainLimit || width <= 8 { return text }
      width -= 4
    }
  }

  /// A chain of names (`chain`) takes at most this many characters: with the token's file and
  /// path around it, its message stays one line of at most 300.
  package static let chainLimit = 120

  /// `clipped(value)` in double quotes.
  package static func quoted(_ value: String) -> String { "\"\(clipped(value))\"" }

  /// What `value` should have been: every name when the list is short ("expected one of: a, b"),
  /// else the closest names and where to look: `section`, the Fixtures/README.md heading that
  /// lists them all ("did you mean a or b? All 52 are listed in Fixtures/README.md, "..."), or
  /// without one just the README (the keys of some components are only in its examples), or
  /// `guide`, the document that lists names the README does not (specsheet.yaml's keys).
  package static func expected(
    _ value: String, among names: [String], section: String? = nil, guide: String? = nil
  ) -> String {
    let all = names.joined(separator: ", ")
    if all.count <= listLimit { return "expected one of: \(all)" }
    let near = closest(to: value, among: names)
    let guess = near.isEmpty ? "" : "did you mean \(sentence(near))? "
    if let guide { return guess + "\(names.count) in all, see \(guide)" }
    guard let section else { return guess + "\(names.count) in all, see \(readme)" }
    return guess + (near.isEmpty ? "all" : "All") + " \(names.count) are listed in \(readme), \"\(section)\""
  }

  /// Up to `count` of `names` nearest to `value` by edit distance, nearest first (ties in the
  /// given order): the nearest and those one edit further, and only where at most two thirds of
  /// the name must change (a far guess is noise).
  package static func closest(to value: String, among names: [String], count: Int = 3) -> [String] {
    // Only the start of a long value can be near a name; this bounds the work too.
    let longest = names.map(\.count).max() ?? 0
    let head = Array(value.prefix(longest + 8))
    let ranked = names.enumerated().map { (offset, name) in (name, editDistance(head, Array(name)), offset) }
      .filter { $0.1 * 3 <= max(head.count, $0.0.count) * 2 }
      .sorted { ($0.1, $0.2) < ($1.1, $1.2) }
    guard let best = ranked.first?.1 else { return [] }
    return ranked.prefix { $0.1 <= best + 1 }.prefix(count).map(\.0)
  }

  /// Levenshtein distance: insertions, deletions and substitutions of characters.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// "a", "a or b", "a, b or c".
  package static func sentence(_ names: [String]) -> String {
    names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}
