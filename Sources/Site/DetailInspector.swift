import PageKit

/// The detail view's inspector, as Dev Mode's: zoom controls (fit, −, +, 100 %, 200 %, 400 %, and
/// Ctrl+wheel), and a panel that names the part hovered or focused with its frame, swatches and
/// spec rules, measures from a selected part to another, and copies any value on click. The
/// behaviour is site.js's (`SiteInspectScript`); the parts' data rides in a JSON block.
enum DetailInspector {
  static let zoomControls: HTML = """
    <div class="zoom" role="group" aria-label="Zoom"><span class="zoom-label">Zoom</span>
    <button type="button" data-zoom="fit">Fit</button>
    <button type="button" data-zoom="out" aria-label="Zoom out">−</button>
    <button type="button" data-zoom="in" aria-label="Zoom in">+</button>
    <button type="button" data-zoom="1">100%</button><button type="button" data-zoom="2">200%</button>
    <button type="button" data-zoom="4">400%</button>
    <output id="zoom-level" aria-live="polite"></output></div>
    """

  /// The panel beside the picture, and the parts' data for the script. `theme`: the cell's theme
  /// page, whose roles name a swatch's colour and what set it.
  static func panel(_ cell: SiteCell, theme: SiteTheme? = nil) -> HTML {
    let records = cell.parts.map { p -> HTML in
      let n = SiteHTML.number
      let frame: HTML = "[\(n(p.frame.x)),\(n(p.frame.y)),\(n(p.frame.width)),\(n(p.frame.height))]"
      let swatches = p.swatches.map { PageHTML.jsonString(source(of: $0, in: theme)) }.joined(separator: ",")
      let rules = p.rules.map(PageHTML.jsonString).joined(separator: ",")
      return "{\"path\":\(PageHTML.jsonString(p.path)),\"frame\":\(frame),"
        + "\"swatches\":[\(swatches)],\"rules\":[\(rules)]}"
    }
    return #"<aside class="inspector" aria-labelledby="inspector-title"><h2 id="inspector-title">Inspect</h2>"#
      + #"<p class="note">Hover or Tab to a part. Click or Enter selects it; then hover or Tab to another to "#
      + #"measure between them (Esc clears). Click a value to copy it.</p>"#
      + #"<div id="inspect-part" aria-live="polite"><p class="note">No part yet.</p></div>"#
      + #"<p id="inspect-measure" aria-live="polite"></p><p id="copy-status" class="note" role="status"></p>"#
      + #"<script type="application/json" id="parts-data">[\#(records.joined(separator: ","))]</script></aside>"#
  }

  /// A swatch's line with the theme role holding its first colour and what set that role: `label
  /// #FFFFFF on #F69000 · 2.35:1 · Inter 500 14pt — chip.selected.label (system default)`.
  static func source(of line: String, in theme: SiteTheme?) -> String {
    guard let theme, let hash = line.firstIndex(of: "#") else { return line }
    let hex = String(line[hash...].prefix { $0 == "#" || $0.isHexDigit })
    guard let role = theme.colors.first(where: { $0.value.uppercased() == hex.uppercased() }) else { return line }
    let from = role.token.map { "token \($0)" } ?? role.fixture.map { "theme: in \($0)" } ?? "system default"
    return "\(line) — \(role.name) (\(from))"
  }
}
