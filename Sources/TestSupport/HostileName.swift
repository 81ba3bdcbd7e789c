import Foundation

/// Issue 37 (pages built through `HTML`, whose interpolation escapes text): a name a pull request
/// could give a fixture, a variant or a token, and the forms a page may hold it in.
public enum HostileName {
  /// Markup, an entity's start and both quotes.
  public static let text = #"<img src=x onerror=alert(1)>&'""#
  /// As an element's text or an attribute's value: escaped once.
  public static let escaped = "&lt;img src=x onerror=alert(1)&gt;&amp;'&quot;"
  /// As a segment of a picture's path in a URL (`PageHTML.url`): percent-encoded, `&` and `'` too.
  public static let url = "%3Cimg%20src=x%20onerror=alert(1)%3E%26%27%22"

  /// What is wrong with how `markup` holds the name; empty when it is there, and only escaped
  /// once or as `url`: never raw, never escaped twice, and no CSS `url('…')` holds a quote of
  /// its own (one would end the CSS string). `also`: other texts holding the name that the page
  /// shows (a shell command quoting it), each to be there escaped once too.
  public static func problems(in markup: String, also: [String] = []) -> [String] {
    var found: [String] = []
    if !markup.contains(escaped) && !markup.contains(url) { found.append("the name is not on the page") }
    if markup.contains("<img src=x") { found.append("the name unescaped: \(around("<img src=x", in: markup))") }
    for twice in ["&amp;lt;", "&amp;gt;", "&amp;amp;", "&amp;quot;"] where markup.contains(twice) {
      found.append("the name escaped twice: \(around(twice, in: markup))")
    }
    var rest = markup
    for text in also.map(escape) + [escaped, url] { rest = rest.replacingOccurrences(of: text, with: "") }
    if rest.contains("onerror") { found.append("the name in another form: \(around("onerror", in: rest))") }
    for piece in markup.components(separatedBy: "url('").dropFirst() {
      let inner = piece.components(separatedBy: "')")[0]
      if inner.contains("'") { found.append("a quote inside url('…'): \(inner.prefix(160))") }
    }
    return found
  }

  /// `&`, `<`, `>` and `"` as character references: the page's rules, written again here so the
  /// tests do not check the escaping with itself.
  public static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// Up to 80 characters either side of the first `needle`.
  static func around(_ needle: String, in text: String) -> String {
    guard let range = text.range(of: needle) else { return "" }
    let start = text.index(range.lowerBound, offsetBy: -80, limitedBy: text.startIndex) ?? text.startIndex
    let end = text.index(range.upperBound, offsetBy: 80, limitedBy: text.endIndex) ?? text.endIndex
    return String(text[start..<end])
  }
}
