import Graphics
import PageKit

/// The detail view's picture: one SVG whose user units are the picture's points, holding the PNG
/// and, as layers the page toggles, the sheet's redlines, the findings' measured frames and the
/// accessibility elements. Vector layers stay sharp at any zoom; only the PNG is pixels.
public enum DetailFigure {
  /// Room around everything drawn, in points.
  static let margin = 4.0

  /// The viewBox: the picture and every redline (labels sit outside the picture in lanes).
  public static func viewBox(_ cell: SiteCell) -> Rect {
    var minX = 0.0
    var minY = 0.0
    var maxX = cell.size.width
    var maxY = cell.size.height
    for r in cell.redlines {
      let points = (r.lines + r.extensions).flatMap { [$0.start, $0.end] }
      for p in points {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
      minX = min(minX, r.labelFrame.minX)
      minY = min(minY, r.labelFrame.minY)
      maxX = max(maxX, r.labelFrame.maxX)
      maxY = max(maxY, r.labelFrame.maxY)
    }
    return Rect(
      x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
  }

  /// The SVG; `image` is the PNG's URL at `scale`, shown at `scale` CSS pixels per point.
  public static func svg(_ cell: SiteCell, image: HTML, scale: Int, canvas: Color) -> HTML {
    let box = viewBox(cell)
    let n = SiteHTML.number
    let w = cell.size.width
    let h = cell.size.height
    var svg: HTML =
      // A group, not an image: its parts are focusable to inspect (an image's children are presentational).
      #"<svg class="figure" role="group" aria-labelledby="figure-title" viewBox="\#(n(box.x)) \#(n(box.y)) "#
      + #"\#(n(box.width)) \#(n(box.height))" width="\#(n(box.width * Double(scale)))" "#
      + #"height="\#(n(box.height * Double(scale)))" data-w="\#(n(box.width))" data-h="\#(n(box.height))">"#
      + #"<title id="figure-title">\#(cell.id)</title>"#
      + #"<rect class="canvas" x="0" y="0" width="\#(n(w))" height="\#(n(h))" fill="\#(SiteHTML.css(canvas))"/>"#
      + #"<image class="pic" href="\#(image)" x="0" y="0" width="\#(n(w))" height="\#(n(h))" "#
      + #"preserveAspectRatio="none"/>"#
    svg += #"<g class="layer redlines">"# + cell.redlines.map(redline).joined() + "</g>"
    svg += #"<g class="layer findings">"# + cell.findings.compactMap(findingFrame).joined() + "</g>"
    svg += #"<g class="layer a11y">"# + cell.accessibility.map(element).joined() + "</g>"
    svg += #"<g class="layer measure" aria-hidden="true"></g>"#
    // Largest first: a smaller part lies on top of the one around it and takes the pointer.
    let area = cell.parts.map { $0.frame.width * $0.frame.height }
    let order = cell.parts.indices.sorted { area[$0] != area[$1] ? area[$0] > area[$1] : $0 < $1 }
    svg += #"<g class="layer parts">"# + order.map { part(cell.parts[$0], index: $0) }.joined() + "</g>"
    return svg + "</svg>"
  }

  static func segment(_ s: SiteRedline.Segment, _ cls: String) -> HTML {
    let n = SiteHTML.number
    return
      #"<line class="\#(cls)" x1="\#(n(s.start.x))" y1="\#(n(s.start.y))" x2="\#(n(s.end.x))" y2="\#(n(s.end.y))"/>"#
  }

  /// One redline as the sheet draws it: extension lines, the dimension line with ticks, the pill.
  public static func redline(_ r: SiteRedline) -> HTML {
    let n = SiteHTML.number
    let l = r.labelFrame
    let t = r.textFrame
    // The title says what the number measures (`padding.leading: 16 pt`) and the spec rule
    // fixing it, if any: hovered, or read aloud.
    let cites = r.rule.map { " (\($0))" } ?? ""
    return #"<g data-name="\#(r.name)"><title>\#(r.name): \#(r.label) pt\#(cites)</title>"#
      + r.extensions.map { segment($0, "ext") }.joined()
      + r.lines.map { segment($0, "dim") }.joined()
      + #"<rect class="pill" x="\#(n(l.x))" y="\#(n(l.y))" width="\#(n(l.width))" height="\#(n(l.height))" "#
      + #"rx="2"/><text x="\#(n(t.midX))" y="\#(n(t.midY))" font-size="\#(n(max(t.height * 0.8, 4)))">"#
      + "\(r.label)</text></g>"
  }

  static func findingFrame(_ f: SiteFinding) -> HTML? {
    guard let r = f.frame else { return nil }
    let n = SiteHTML.number
    let cls = f.verdict.rawValue
    return #"<rect class="\#(cls)" x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" "#
      + #"height="\#(n(r.height))"><title>\#(f.line)</title></rect>"#
  }

  /// An accessibility element: its frame and, beside the frame's top-left corner, a badge with
  /// its focus order (the callout as its title), which site.js keeps 12 px tall at any zoom.
  static func element(_ e: SiteElement) -> HTML {
    let n = SiteHTML.number
    let r = e.frame
    let (x, y) = (r.x - 5, r.y)
    return #"<g><rect x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" height="\#(n(r.height))"/>"#
      + #"<g class="badge" data-x="\#(n(x))" data-y="\#(n(y))" transform="translate(\#(n(x)) \#(n(y)))">"#
      + #"<title>\#(e.order). \#(e.text)</title><circle r="4.5"/><text font-size="6">\#(e.order)</text></g></g>"#
  }

  /// A part to inspect: its frame, invisible until hovered or focused; `data-*` hold what the
  /// inspector shows (site.js) and the text a screen reader hears names it and its frame.
  static func part(_ p: SitePart, index: Int) -> HTML {
    let n = SiteHTML.number
    let r = p.frame
    let frame = "\(n(r.x)), \(n(r.y)) · \(n(r.width))×\(n(r.height)) pt"
    return #"<rect class="part" tabindex="0" role="button" data-index="\#(index)" data-path="\#(p.path)" "#
      + #"data-frame="\#(n(r.x)),\#(n(r.y)),\#(n(r.width)),\#(n(r.height))" "#
      + #"aria-label="\#(p.path): \#(frame)" x="\#(n(r.x))" y="\#(n(r.y))" width="\#(n(r.width))" "#
      + #"height="\#(n(r.height))"/>"#
  }
}
