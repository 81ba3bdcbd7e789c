import Foundation
import Golden
import ImageDiff

/// One changed image's pictures in the compare report, in the check report's figures (side by
/// side, the diff picture, an overlay slider, a blink toggle, a zoom on the changed region) and
/// its styles (`HTMLReport.viewsCSS`), labelled before and after.
enum CompareViews {
  static func views(_ change: ImageChange, files: CompareDocument.Files) -> String {
    let before = url(files.before)
    let after = url(files.after)
    let bw = change.beforeSize.width
    let bh = change.beforeSize.height
    let aw = change.afterSize.width
    let ah = change.afterSize.height
    let w = max(bw, aw, 1)
    let h = max(bh, ah, 1)
    let s = max(1, min(8, 320 / w))
    func img(_ src: String, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> String {
      #"<img class="px \#(cls)" src="\#(src)" width="\#(width * s)" height="\#(height * s)" alt="\#(alt)">"#
    }
    func stack(_ inner: String) -> String {
      #"<div class="stack" style="width:\#(w * s)px;aspect-ratio:\#(w) / \#(h)">\#(inner)</div>"#
    }
    let resized = bw != aw || bh != ah
    let name = HTMLReport.escape(change.name)
    var views: [String] = [
      #"<figure class="two-up"><figcaption>Side by side: before \#(bw)x\#(bh) | after "#
        + #"\#(aw)x\#(ah)\#(resized ? " (sizes differ: no overlay)" : "")</figcaption><div "#
        + #"class="pair">\#(img(before, bw, bh, name + " before"))"#
        + #"\#(img(after, aw, ah, name + " after"))</div></figure>"#
    ]
    if let diff = files.diff.map(url) {
      views.append(
        #"<figure class="diff"><figcaption>Diff: changed pixels red over the faded before, moved parts outlined in "#
          + #"blue</figcaption>\#(img(diff, w, h, name + " diff"))</figure>"#
      )
    }
    if !resized {
      views.append(
        #"<figure class="slider"><figcaption>Overlay slider: before on the left of the handle, after on the right "#
          + #"(<span class="pos">50%</span>)</figcaption>"#
          + #"\#(stack(img(before, bw, bh, "before", "bottom") + img(after, aw, ah, "after", "top")))<input "#
          + #"type="range" min="0" max="100" value="50" aria-label="slider position, \#(name)"></figure>"#
      )
      views.append(
        #"<figure class="blink"><figcaption>Blink: <button type="button" class="toggle">Start blinking</button> "#
          + #"showing <b "#
          + #"class="which">before</b></figcaption>"#
          + #"\#(stack(img(before, bw, bh, "before", "g") + img(after, aw, ah, "after", "a hidden")))</figure>"#
      )
      if let region = change.changedRegion {
        views.append(zoom(region, w: w, h: h, before: before, diff: files.diff.map(url), after: after))
      }
    }
    return #"<div class="views">\#(views.joined(separator: "\n"))</div>"#
  }

  /// The changed region with a margin, magnified with square pixels: before, diff, after.
  static func zoom(_ region: PixelRect, w: Int, h: Int, before: String, diff: String?, after: String) -> String {
    let margin = 3
    let x0 = max(0, region.x - margin)
    let y0 = max(0, region.y - margin)
    let rw = max(1, min(w, region.x + region.width + margin) - x0)
    let rh = max(1, min(h, region.y + region.height + margin) - y0)
    let z = max(2, min(16, 240 / max(rw, rh)))
    func cell(_ src: String, _ label: String) -> String {
      #"<div><div class="zoom" role="img" aria-label="\#(label) zoomed" "#
        + #"style="width:\#(rw * z)px;height:\#(rh * z)px;background-image:url('\#(src)');background-size:\#(w * z)px "#
        + #"\#(h * z)px;background-position:-\#(x0 * z)px -\#(y0 * z)px"></div><span>\#(label)</span></div>"#
    }
    return
      #"<figure class="zoomed" tabindex="0"><figcaption>Zoom x\#(z) on the changed region (\#(rw)x\#(rh) px at "#
      + #"\#(x0),\#(y0))</figcaption><div class="pair">"#
      + cell(before, "before") + (diff.map { cell($0, "diff") } ?? "") + cell(after, "after") + "</div></figure>"
  }

  static func url(_ relative: String) -> String {
    relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
  }

  /// Slider and blink: the check report's script (the blink names what its images' alt says).
  static var script: String { HTMLReport.viewsScript }
}
