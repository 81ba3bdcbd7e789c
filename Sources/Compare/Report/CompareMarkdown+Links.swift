import Foundation
import Tokens

extension CompareMarkdown {
  /// A context's token changes as list items: the mapped fields whose chain or value changed
  /// first, then the changed, added and removed tokens; the count past the cap last.
  func tokenLines(_ diff: TokenDiff) -> [String] {
    func line(_ token: String, _ text: String) -> String {
      "- \(code(token)): \(escaped(String(text.dropFirst(token.count + 2))))\n"
    }
    var lines = diff.fields.map { line($0.path, $0.text) }
    lines += diff.changed.map { line($0.token, $0.text) }
    lines += diff.added.map { line($0.token, $0.text) }
    lines += diff.removed.map { line($0.token, $0.text) }
    if diff.unlisted > 0 { lines.append("- … and \(count(diff.unlisted, "more token change")) (over the cap)\n") }
    return lines
  }

  /// With `artifactsURL`: each scale's before, after and diff linked, and the first scale's
  /// after and diff shown as images.
  func pictures(_ images: [CompareDocument.Image]) -> String {
    guard let base = artifactsURL else { return "" }
    var links: [String] = []
    var shown = ""
    for image in images {
      guard let files = image.files else { continue }
      var parts = ["[before](\(url(base, files.before)))", "[after](\(url(base, files.after)))"]
      if let diff = files.diff { parts.append("[diff](\(url(base, diff)))") }
      links.append("@\(image.scale)x " + parts.joined(separator: " "))
      if shown.isEmpty {
        shown =
          "\n\n  ![after @\(image.scale)x](\(url(base, files.after)))"
          + (files.diff.map { " ![diff @\(image.scale)x](\(url(base, $0)))" } ?? "")
      }
    }
    return links.isEmpty ? "" : "; pictures: " + links.joined(separator: ", ") + shown
  }

  /// `base` and a report-relative path, the path percent-encoded (names come from fixtures).
  func url(_ base: String, _ path: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/@")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + encoded
  }
}
