import Foundation
import Golden
import ImageDiff
import PageKit

/// One changed image's pictures in the compare report, in the check report's figures (side by
/// side, the diff picture, an overlay slider, a blink toggle, a zoom on the changed region) and
/// its styles (`PageStyle.css`), labelled before and after.
enum CompareViews {
  static func views(_ change: ImageChange, files: CompareDocument.Files) -> HTML {
    let before = PageHTML.url(files.before)
    let after = PageHTML.url(files.after)
    let diff = files.diff.map(PageHTML.url)
    let bw = change.beforeSize.width
    let bh = change.beforeSize.height
    let aw = change.afterSize.width
    let ah = change.afterSize.height
    let w = max(bw, aw, 1)
    let h = max(bh, ah, 1)
    let s = PictureViews.scale(width: w)
    func img(_ src: HTML, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> HTML {
      PictureViews.pixels(src, width: width, height: height, scale: s, alt: alt, classes: cls)
    }
    func stack(_ inner: HTML) -> HTML { PictureViews.stack(inner, width: w, height: h, scale: s) }
    let resized = bw != aw || bh != ah
    let name = change.name
    var views: [HTML] = [
      PageViews.figure(
        #"<div class="pair">\#(img(before, bw, bh, name + " before"))\#(img(after, aw, ah, name + " after"))</div>"#,
        caption: "Side by side: before \(bw)x\(bh) | after \(aw)x\(ah)\(resized ? " (sizes differ: no overlay)" : "")",
        classes: "two-up")
    ]
    if let diff {
      views.append(
        PageViews.figure(
          img(diff, w, h, name + " diff"),
          caption: "Diff: changed pixels red over the faded before, moved parts outlined in blue", classes: "diff"))
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
        let cells = [(before, "before"), (diff, "diff"), (after, "after")].compactMap { src, label in
          src.map { (src: $0, label: label) }
        }
        views.append(
          PictureViews.zoom(
            .init(x: region.x, y: region.y, width: region.width, height: region.height), width: w, height: h,
            cells: cells))
      }
    }
    return #"<div class="views">\#(views.joined(separator: "\n"))</div>"#
  }

  /// Slider and blink: the check report's script (the blink names what its images' alt says).
  static var script: HTML { PageScript.views }
}
