/// The pieces of the golden-versus-actual (or before-versus-after) views the check report, the
/// review page and compare's report share: magnified pixel pictures, an overlay stack and a zoom on
/// the changed region. Sources are URLs, made by the function that escapes them.
public enum PictureViews {
  /// A picture drawn with square pixels at `scale` (its CSS size), `alt` plain text; `lazy`: fetched
  /// only as it nears the window (its size is set, so nothing moves when it arrives).
  public static func pixels(
    _ src: HTML, width: Int, height: Int, scale: Int, alt: String, classes: String = "", lazy: Bool = false
  ) -> HTML {
    #"<img class="px\#(classes.isEmpty ? "" : " " + classes)" src="\#(src)" width="\#(width * scale)" "#
      + #"height="\#(height * scale)" alt="\#(alt)"\#(lazy ? #" loading="lazy""# : HTML())>"#
  }

  /// Pictures stacked over each other (the slider and blink views), `width`×`height` at `scale`.
  public static func stack(_ inner: HTML, width: Int, height: Int, scale: Int) -> HTML {
    #"<div class="stack" style="width:\#(width * scale)px;aspect-ratio:\#(width) / \#(height)">\#(inner)</div>"#
  }

  /// The magnification that fits a picture `width` pixels wide in a 320-pixel column (1 to 8).
  public static func scale(width: Int) -> Int { max(1, min(8, 320 / max(width, 1))) }

  /// A changed region in pixels (the diff's bounding box).
  public struct Region: Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The changed region with a margin, magnified with square pixels, one cell per labelled
  /// picture (`width`×`height` is the pictures' size). Focusable: when the window is narrower than
  /// the cells, the keyboard scrolls it.
  public static func zoom(_ region: Region, width w: Int, height h: Int, cells: [(src: HTML, label: String)])
    -> HTML
  {
    let margin = 3
    let x0 = max(0, region.x - margin)
    let y0 = max(0, region.y - margin)
    let rw = max(1, min(w, region.x + region.width + margin) - x0)
    let rh = max(1, min(h, region.y + region.height + margin) - y0)
    let z = max(2, min(16, 240 / max(rw, rh)))
    let shown = cells.map { src, label -> HTML in
      #"<div><div class="zoom" role="img" aria-label="\#(label) zoomed" "#
        + #"style="width:\#(rw * z)px;height:\#(rh * z)px;background-image:url('\#(src)');background-size:"#
        + #"\#(w * z)px \#(h * z)px;background-position:-\#(x0 * z)px -\#(y0 * z)px"></div>"#
        + #"<span>\#(label)</span></div>"#
    }
    return #"<figure class="zoomed" tabindex="0"><figcaption>Zoom x\#(z) on the changed region (\#(rw)x\#(rh) px at "#
      + #"\#(x0),\#(y0))</figcaption><div class="pair">\#(shown.joined())</div></figure>"#
  }
}
