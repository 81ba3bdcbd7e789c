import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import PageKit

/// Where a failure's three pictures are found: file-relative paths in the static report, URLs
/// served from memory in `specsheet review`. Each already fit for an HTML attribute.
public struct FailureSources: Sendable {
  public var golden: String?
  public var actual: String?
  public var diff: String?

  public init(golden: String?, actual: String?, diff: String?) {
    self.golden = golden
    self.actual = actual
    self.diff = diff
  }
}

/// One failure's views, shared by the static report and the review page: side by side, the
/// diff picture, and for a same-size change an overlay slider, a blink toggle and a zoom on the
/// changed region. A size change is shown side by side only: an overlay of two sizes misleads.
extension HTMLReport {
  /// The golden's pixel size: from the comparison, else decoded from its bytes (a stale golden
  /// was never decoded by the check).
  public static func goldenSize(_ result: GoldenResult, bytes: [UInt8]?) -> PixelSize? {
    result.goldenSize ?? result.golden.map { PixelSize(width: $0.width, height: $0.height) }
      ?? bytes.flatMap { try? PNGDecoder.decode($0) }.map { PixelSize(width: $0.width, height: $0.height) }
  }

  public static func actualSize(_ result: GoldenResult) -> PixelSize? {
    result.actualSize ?? result.actual.map { PixelSize(width: $0.width, height: $0.height) }
  }

  /// The badge and name (as a heading of `level`), the one-line detail and the "what moved" line.
  public static func heading(_ result: GoldenResult, level: Int) -> String {
    var body: [String] = []
    body.append(
      #"<h\#(level)>\#(PageViews.badge(kind: result.status.rawValue, result.status.label)) "#
        + #"\#(PageHTML.escape(result.name))</h\#(level)>"#
    )
    body.append(#"<p class="detail">\#(PageHTML.escape(result.detail))</p>"#)
    if let summary = result.semanticSummary {
      body.append(#"<p class="semantic"><b>Moved:</b> \#(PageHTML.escape(summary))</p>"#)
    } else if result.framesUnknown {
      body.append(#"<p class="semantic none">No frames recorded for this golden: cannot say which parts moved.</p>"#)
    }
    return body.joined(separator: "\n")
  }

  /// The `<div class="views">` of one failure. Pictures are drawn with square pixels, magnified
  /// for small images, and never wider than their column (`max-width: 100%`); `lazy`: fetched as
  /// they near the window.
  public static func views(
    _ result: GoldenResult, sources: FailureSources, goldenSize: PixelSize?, actualSize: PixelSize?, lazy: Bool = false
  ) -> String {
    let golden = sources.golden
    let actual = sources.actual
    let diff = sources.diff
    let gw = goldenSize?.width ?? 0
    let gh = goldenSize?.height ?? 0
    let aw = actualSize?.width ?? 0
    let ah = actualSize?.height ?? 0
    let w = max(gw, aw, 1)
    let h = max(gh, ah, 1)
    let s = PictureViews.scale(width: w)

    func img(_ src: String?, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> String {
      guard let src else { return #"<div class="none">no \#(alt)</div>"# }
      return PictureViews.pixels(
        HTML(trusted: src), width: width, height: height, scale: s, alt: alt, classes: cls, lazy: lazy
      ).description
    }
    func stack(_ inner: String) -> String {
      PictureViews.stack(HTML(trusted: inner), width: w, height: h, scale: s).description
    }
    var views: [String] = []
    let sizeChanged = goldenSize != nil && actualSize != nil && (gw != aw || gh != ah)
    views.append(
      PageViews.figure(
        HTML(trusted: #"<div class="pair">\#(img(golden, gw, gh, "golden"))\#(img(actual, aw, ah, "actual"))</div>"#),
        caption: HTML(
          trusted: "Side by side: golden \(golden == nil ? "none" : "\(gw)x\(gh)") | actual "
            + "\(actual == nil ? "none" : "\(aw)x\(ah)")\(sizeChanged ? " (sizes differ: no overlay)" : "")"),
        classes: "two-up"
      ).description)
    if let diff, goldenSize != nil, actualSize != nil {
      // The diff panel alone (`DiffPicture.judge`): the golden and the actual are beside it above.
      views.append(
        PageViews.figure(
          HTML(trusted: img(diff, w, h, "diff")),
          caption: "Diff: changes red, anti-aliasing yellow over the faded golden, moved parts outlined in blue",
          classes: "diff"
        ).description)
      if !sizeChanged {
        views.append(
          #"<figure class="slider"><figcaption>Overlay slider: golden on the left of the handle, actual on the right "#
            + #"(<span class="pos">50%</span>)</figcaption>"#
            + #"\#(stack(img(golden, gw, gh, "golden", "bottom") + img(actual, aw, ah, "actual", "top")))<input "#
            + #"type="range" min="0" max="100" value="50" aria-label="slider position"></figure>"#
        )
        views.append(
          #"<figure class="blink"><figcaption>Blink: <button type="button" class="toggle">Start blinking</button> "#
            + #"showing <b "#
            + #"class="which">golden</b></figcaption>"#
            + #"\#(stack(img(golden, gw, gh, "golden", "g") + img(actual, aw, ah, "actual", "a hidden")))</figure>"#
        )
      }
      if let region = result.changedRegion {
        let cells = [(golden, "golden"), (diff, "diff"), (actual, "actual")].compactMap { src, label in
          src.map { (src: HTML(trusted: $0), label: label) }
        }
        views.append(
          PictureViews.zoom(
            .init(x: region.x, y: region.y, width: region.width, height: region.height), width: w, height: h,
            cells: cells
          ).description)
      }
    } else if result.status != .stale {
      views.append(
        #"<p class="none">No diff: "#
          + #"\#(result.status == .missing ? "there is no golden yet" : "the golden cannot be decoded").</p>"#
      )
    }
    return #"<div class="views">\#(views.joined(separator: "\n"))</div>"#
  }
}
