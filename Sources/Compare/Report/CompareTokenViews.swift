import PageKit
import Tokens

/// The compare report's token section, before the pictures: the mapped fields whose chain or
/// value changed, then the tokens changed, added and removed (each list as capped by `TokenDiff`).
enum CompareTokenViews {
  static func section(_ diff: TokenDiff) -> HTML {
    guard !diff.isEmpty else {
      return #"<section class="tokens"><h2>Token changes</h2><p>No token changed.</p></section>"# + "\n"
    }
    func list(_ title: String, _ items: [(String, String)]) -> HTML {
      guard !items.isEmpty else { return HTML() }
      let shown = items.map { name, text -> HTML in
        "<li><code>\(name)</code>: \(String(text.dropFirst(name.count + 2)))</li>"
      }
      return "<h3>\(title) (\(items.count))</h3><ul>\(shown.joined())</ul>"
    }
    let pairs = { (changes: [TokenDiff.Change]) in changes.map { ($0.token, $0.text) } }
    var html: HTML = #"<section class="tokens"><h2>Token changes</h2>"#
    html += list("Mapped fields", diff.fields.map { ($0.path, $0.text) })
    html +=
      list("Changed", pairs(diff.changed)) + list("Added", pairs(diff.added)) + list("Removed", pairs(diff.removed))
    if diff.unlisted > 0 { html += "<p>… and \(diff.unlisted) more (over the cap).</p>" }
    return html + "</section>\n"
  }
}
