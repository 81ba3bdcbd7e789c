import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import PageKit

/// Where a failure's three pictures are found: file-relative paths in the static report, URLs
/// served from memory in `specsheet review`. Each made into markup by the function that encodes
/// and escapes it (`PageHTML.url`, or interpolated text).
public struct FailureSources: Sendable {
  public var golden: HTML?
  public var actual: HTML?
  public var diff: HTML?

  public init(golden: HTML?, actual: HTML?, diff: HTML?) {
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
  public static func heading(_ result: GoldenResult, level: Int) -> HTML {
    let badge = PageViews.badge(kind: result.status.rawValue, result.status.label)
    var body: [HTML] = [
      #"<h\#(level)>\#(badge) \#(result.name)</h\#(level)>"#, #"<p class="detail">\#(result.detail)</p>"#,
    ]
    if let summary = result.semanticSummary {
      body.append(#"<p class="semantic"><b>Moved:</b> \#(summary)</p>"#)
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
  ) -> HTML {
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

    func img(_ src: HTML?, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> HTML {
      guard let src else { return #"<div class="none">no \#(alt)</div>"# }
      return PictureViews.pixels(src, width: width, height: height, scale: s, alt: alt, classes: cls, lazy: lazy)
    }
    func stack(_ inner: HTML) -> HTML { PictureViews.stack(inner, width: w, height: h, scale: s) }
    var views: [HTML] = []
    let sizeChanged = goldenSize != nil && actualSize != nil && (gw != aw || gh != ah)
    let goldenText = golden == nil ? "none" : "\(gw)x\(gh)"
    let actualText = actual == nil ? "none" : "\(aw)x\(ah)"
    let differ = sizeChanged ? " (sizes differ: no overlay)" : ""
    views.append(
      PageViews.figure(
        #"<div class="pair">\#(img(golden, gw, gh, "golden"))\#(img(actual, aw, ah, "actual"))</div>"#,
        caption: "Side by side: golden \(goldenText) | actual \(actualText)\(differ)",
        classes: "two-up"))
    if let diff, goldenSize != nil, actualSize != nil {
      // The diff panel alone (`DiffPicture.judge`): the golden and the actual are beside it above.
      views.append(
        PageViews.figure(
          img(diff, w, h, "diff"),
          caption: "Diff: changes red, anti-aliasing yellow over the faded golden, moved parts outlined in blue",
          classes: "diff"))
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
          src.map { (src: $0, label: label) }
        }
        views.append(
          PictureViews.zoom(
            .init(x: region.x, y: region.y, width: region.width, height: region.height), width: w, height: h,
            cells: cells))
      }
    } else if result.status != .stale {
      let why = result.status == .missing ? "there is no golden yet" : "the golden cannot be decoded"
      views.append(#"<p class="none">No diff: \#(why).</p>"#)
    }
    return #"<div class="views">\#(views.joined(separator: "\n"))</div>"#
  }
}
