import Foundation
import Golden
import ImageDiff
import PageKit

/// One changed image's pictures in the compare report, in the check report's figures (side by
/// side, the diff picture, an overlay slider, a blink toggle, a zoom on the changed region) and
/// its styles (`PageStyle.css`), labelled before and after.
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
    let s = PictureViews.scale(width: w)
    func img(_ src: String, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> String {
      PictureViews.pixels(HTML(trusted: src), width: width, height: height, scale: s, alt: alt, classes: cls)
        .description
    }
    func stack(_ inner: String) -> String {
      PictureViews.stack(HTML(trusted: inner), width: w, height: h, scale: s).description
    }
    let resized = bw != aw || bh != ah
    let name = change.name
    var views: [String] = [
      PageViews.figure(
        HTML(
          trusted: #"<div class="pair">\#(img(before, bw, bh, name + " before"))"#
            + #"\#(img(after, aw, ah, name + " after"))</div>"#),
        caption: HTML(
          trusted: "Side by side: before \(bw)x\(bh) | after \(aw)x\(ah)\(resized ? " (sizes differ: no overlay)" : "")"
        ),
        classes: "two-up"
      ).description
    ]
    if let diff = files.diff.map(url) {
      views.append(
        PageViews.figure(
          HTML(trusted: img(diff, w, h, name + " diff")),
          caption: "Diff: changed pixels red over the faded before, moved parts outlined in blue", classes: "diff"
        ).description)
    }
    if !resized {
      views.append(
        #"<figure class="slider"><figcaption>Overlay slider: before on the left of the handle, after on the right "#
          + #"(<span class="pos">50%</span>)</figcaption>"#
          + #"\#(stack(img(before, bw, bh, "before", "bottom") + img(after, aw, ah, "after", "top")))<input "#
          + #"type="range" min="0" max="100" value="50" aria-label="slider position, "#
          + #"\#(PageHTML.escape(name))"></figure>"#
      )
      views.append(
        #"<figure class="blink"><figcaption>Blink: <button type="button" class="toggle">Start blinking</button> "#
          + #"showing <b "#
          + #"class="which">before</b></figcaption>"#
          + #"\#(stack(img(before, bw, bh, "before", "g") + img(after, aw, ah, "after", "a hidden")))</figure>"#
      )
      if let region = change.changedRegion {
        let cells = [(before, "before"), (files.diff.map(url), "diff"), (after, "after")].compactMap { src, label in
          src.map { (src: HTML(trusted: $0), label: label) }
        }
        views.append(
          PictureViews.zoom(
            .init(x: region.x, y: region.y, width: region.width, height: region.height), width: w, height: h,
            cells: cells
          ).description)
      }
    }
    return #"<div class="views">\#(views.joined(separator: "\n"))</div>"#
  }

  static func url(_ relative: String) -> String {
    relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
  }

  /// Slider and blink: the check report's script (the blink names what its images' alt says).
  static var script: String { PageScript.views }
}
