import Foundation
import Golden
import Graphics
import ImageDiff
import PNG

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
      #"<h\#(level)><span class="badge \#(result.status.rawValue)">\#(result.status.label)</span> "#
        + #"\#(escape(result.name))</h\#(level)>"#
    )
    body.append(#"<p class="detail">\#(escape(result.detail))</p>"#)
    if let summary = result.semanticSummary {
      body.append(#"<p class="semantic"><b>Moved:</b> \#(escape(summary))</p>"#)
    } else if result.framesUnknown {
      body.append(#"<p class="semantic none">No frames recorded for this golden: cannot say which parts moved.</p>"#)
    }
    return body.joined(separator: "\n")
  }

  /// The `<div class="views">` of one failure. Pictures are drawn with square pixels, magnified
  /// for small images, and never wider than their column (`max-width: 100%`).
  public static func views(
    _ result: GoldenResult, sources: FailureSources, goldenSize: PixelSize?, actualSize: PixelSize?
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
    let s = max(1, min(8, 320 / w))

    func img(_ src: String?, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> String {
      guard let src else { return #"<div class="none">no \#(alt)</div>"# }
      return #"<img class="px \#(cls)" src="\#(src)" width="\#(width * s)" height="\#(height * s)" alt="\#(alt)">"#
    }
    func stack(_ inner: String) -> String {
      #"<div class="stack" style="width:\#(w * s)px;aspect-ratio:\#(w) / \#(h)">\#(inner)</div>"#
    }
    var views: [String] = []
    let sizeChanged = goldenSize != nil && actualSize != nil && (gw != aw || gh != ah)
    views.append(
      #"<figure class="two-up"><figcaption>Side by side: golden \#(golden == nil ? "none" : "\(gw)x\(gh)") | actual "#
        + #"\#(actual == nil ? "none" : "\(aw)x\(ah)")"#
        + #"\#(sizeChanged ? " (sizes differ: no overlay)" : "")</figcaption><div "#
        + #"class="pair">\#(img(golden, gw, gh, "golden"))\#(img(actual, aw, ah, "actual"))</div></figure>"#
    )
    if let diff, goldenSize != nil, actualSize != nil {
      // The diff panel alone (`DiffPicture.png`): the golden and the actual are beside it above.
      views.append(
        #"<figure class="diff"><figcaption>Diff: changes red, anti-aliasing yellow over the faded golden, moved parts "#
          + #"outlined in blue</figcaption>\#(img(diff, w, h, "diff"))</figure>"#
      )
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
        views.append(zoom(region, w: w, h: h, golden: golden, actual: actual, diff: diff))
      }
    } else if result.status != .stale {
      views.append(
        #"<p class="none">No diff: "#
          + #"\#(result.status == .missing ? "there is no golden yet" : "the golden cannot be decoded").</p>"#
      )
    }
    return #"<div class="views">\#(views.joined(separator: "\n"))</div>"#
  }

  /// The changed region, with a margin, magnified with square pixels.
  static func zoom(_ region: PixelRect, w: Int, h: Int, golden: String?, actual: String?, diff: String) -> String {
    let margin = 3
    let x0 = max(0, region.x - margin)
    let y0 = max(0, region.y - margin)
    let x1 = min(w, region.x + region.width + margin)
    let y1 = min(h, region.y + region.height + margin)
    let rw = max(1, x1 - x0)
    let rh = max(1, y1 - y0)
    let z = max(2, min(16, 240 / max(rw, rh)))
    func cell(_ src: String?, _ label: String) -> String {
      guard let src else { return "" }
      return
        #"<div><div class="zoom" role="img" aria-label="\#(label) zoomed" "#
        + #"style="width:\#(rw * z)px;height:\#(rh * z)px;background-image:url('\#(src)');background-size:"#
        + #"\#(w * z)px \#(h * z)px;background-position:-\#(x0 * z)px "#
        + #"-\#(y0 * z)px"></div><span>\#(label)</span></div>"#
    }
    return
      // Focusable: when the window is narrower than the three cells, the keyboard scrolls it.
      #"<figure class="zoomed" tabindex="0"><figcaption>Zoom x\#(z) on the changed region (\#(rw)x\#(rh) px at "#
      + #"\#(x0),\#(y0))</figcaption><div class="pair">"#
      + cell(golden, "golden") + cell(diff, "diff") + cell(actual, "actual")
      + "</div></figure>"
  }

  public static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The views' styles (also the review page's).
  public static let viewsCSS = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d2d3e;background:#f5f6f7}
    h1{margin:0 0 4px;font-size:20px} h2{font-size:16px;margin:0 0 6px} h3{font-size:14px;margin:0 0 4px}
    code{font:12px ui-monospace,monospace;background:#eef1f4;padding:2px 4px;border-radius:3px}
    .badge{font-size:11px;padding:1px 6px;border-radius:3px;color:#fff;background:#b00}
    .badge.missing,.badge.stale,.badge.unreadable{background:#a86400}
    .semantic{font-family:ui-monospace,monospace}
    .views{display:flex;flex-wrap:wrap;gap:16px}
    figure{margin:0;max-width:100%;min-width:0} figcaption{font-size:12px;color:#556;margin-bottom:4px}
    .pair{display:flex;gap:8px;align-items:flex-start} .pair>div{text-align:center;font-size:11px}
    .pair img.px{min-width:0;max-width:calc(50% - 4px)}
    img.px{max-width:100%;height:auto}
    img.px,.zoom{image-rendering:pixelated;image-rendering:crisp-edges}
    img.px,.zoom,.stack{background:repeating-conic-gradient(#e8e8e8 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid \
    #ccc}
    .zoom{background-repeat:no-repeat}
    .stack{position:relative;max-width:100%} .stack \
    img{position:absolute;left:0;top:0;border:0;width:100%;height:100%;max-width:none}
    .hidden{visibility:hidden}
    .slider input{width:100%}
    .none{color:#666}
    .scales{display:grid;grid-template-columns:repeat(auto-fit,minmax(0,1fr));gap:12px}
    .scales>article{min-width:0}
    figure.zoomed{overflow-x:auto} figure.zoomed:focus-visible{outline:3px solid #0a6ed1;outline-offset:2px}
    """

  /// Slider, blink and copy buttons (also the review page's and compare's report's).
  public static let viewsScript = """
    document.querySelectorAll('.slider').forEach(function (s) {
      var input = s.querySelector('input'), top = s.querySelector('img.top'), pos = s.querySelector('.pos');
      function update() { top.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; pos.textContent = input.value + \
    '%'; }
      input.addEventListener('input', update);
      update();
    });
    document.querySelectorAll('.blink').forEach(function (b) {
      var g = b.querySelector('img.g'), a = b.querySelector('img.a'), which = b.querySelector('.which');
      var button = b.querySelector('.toggle'), timer = null;
      function flip() {
        var showActual = a.classList.contains('hidden');
        a.classList.toggle('hidden', !showActual);
        g.classList.toggle('hidden', showActual);
        which.textContent = showActual ? a.alt : g.alt;  // golden/actual, or compare's before/after
      }
      button.addEventListener('click', function () {
        if (timer) { clearInterval(timer); timer = null; button.textContent = 'Start blinking'; }
        else { timer = setInterval(flip, 500); button.textContent = 'Stop blinking'; }
      });
      which.addEventListener('click', flip);
    });
    document.querySelectorAll('button.copy').forEach(function (button) {
      button.addEventListener('click', function () {
        var text = button.getAttribute('data-copy');
        if (navigator.clipboard) {
          navigator.clipboard.writeText(text).then(function () { button.textContent = 'Copied'; },
            function () { window.prompt('Copy this command', text); });
        } else { window.prompt('Copy this command', text); }
      });
    });
    """
}
