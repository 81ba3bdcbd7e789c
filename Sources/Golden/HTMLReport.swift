import Pipeline
import Audit
import CairoRenderer
import Foundation
import ImageDiff

/// `--report DIR`: a static, self-contained report (no server, no network): `DIR/index.html`
/// and the images it shows under `DIR/images/`. Per failure: golden and actual side by side, the
/// diff picture, an overlay slider, a blink toggle, a zoom on the changed region, the semantic
/// summary and the command that records just that golden.
public enum HTMLReport {
  public struct Input {
    public var run: GoldenCheckRun
    public var store: GoldenStore
    /// Full failure text per golden path (as printed on the console).
    public var messages: [String: String]
    public var command: RecordCommand
    /// The command line that produced the report, shown in the header.
    public var invocation: String
    /// The spec audit judged against its baseline, when the check ran it.
    public var audit: AuditReport?

    public init(
      run: GoldenCheckRun, store: GoldenStore, messages: [String: String], command: RecordCommand, invocation: String,
      audit: AuditReport? = nil
    ) {
      self.audit = audit
      self.run = run
      self.store = store
      self.messages = messages
      self.command = command
      self.invocation = invocation
    }
  }

  /// Writes the report; replaces an earlier report's `index.html` and `images/` in `folder`.
  public static func write(_ input: Input, to folder: String) throws {
    try OutputWriter.ensureWritableFolder(folder)
    let images = (folder as NSString).appendingPathComponent("images")
    if FileManager.default.fileExists(atPath: images) {
      do { try FileManager.default.removeItem(atPath: images) } catch {
        throw PipelineError.write(path: images, reason: AtomicFile.reason(error))
      }
    }
    var articles: [String] = []
    for (number, result) in input.run.failures.enumerated() {
      articles.append(try article(result, number: number + 1, input: input, images: images))
    }
    articles += try auditArticles(input, images: images)
    let html = page(input, articles: articles)
    try AtomicFile.write(html, to: (folder as NSString).appendingPathComponent("index.html"))
  }

  static func article(_ result: GoldenResult, number: Int, input: Input, images: String) throws -> String {
    let stem = String(result.path.dropLast(4))
    func save(_ bytes: [UInt8]?, _ kind: String) throws -> String? {
      guard let bytes else { return nil }
      let relative = "images/\(stem).\(kind).png"
      try AtomicFile.write(bytes, to: (images as NSString).appendingPathComponent("\(stem).\(kind).png"), durable: false)
      return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
    }
    let goldenBytes: [UInt8]? =
      result.status == .unreadable || result.status == .missing
      ? nil : FileManager.default.contents(atPath: input.store.path(result.path)).map { [UInt8]($0) }
    let golden = try save(goldenBytes, "golden")
    let actual = try save(result.actualPNG, "actual")
    let diff = try save(try GoldenArtifacts.diffPNG(result, options: input.run.options), "diff")

    // A stale golden was not decoded by the check; decode it here for its size.
    let goldenSize =
      result.goldenSize ?? result.golden.map { PixelSize(width: $0.width, height: $0.height) }
      ?? goldenBytes.flatMap { try? PNGDecoder.decode($0) }.map { PixelSize(width: $0.width, height: $0.height) }
    let actualSize = result.actualSize ?? result.actual.map { PixelSize(width: $0.width, height: $0.height) }
    let gw = goldenSize?.width ?? 0, gh = goldenSize?.height ?? 0
    let aw = actualSize?.width ?? 0, ah = actualSize?.height ?? 0
    let w = max(gw, aw, 1), h = max(gh, ah, 1)
    let s = max(1, min(8, 320 / w))

    func img(_ src: String?, _ width: Int, _ height: Int, _ alt: String, _ cls: String = "") -> String {
      guard let src else { return #"<div class="none">no \#(alt)</div>"# }
      return #"<img class="px \#(cls)" src="\#(src)" width="\#(width * s)" height="\#(height * s)" alt="\#(alt)">"#
    }
    var body: [String] = []
    body.append(#"<h2><span class="badge \#(result.status.rawValue)">\#(result.status.label)</span> \#(escape(result.name))</h2>"#)
    body.append(#"<p class="detail">\#(escape(result.detail))</p>"#)
    if let summary = result.semanticSummary {
      body.append(#"<p class="semantic"><b>Moved:</b> \#(escape(summary))</p>"#)
    } else if result.framesUnknown {
      body.append(#"<p class="semantic none">No frames recorded for this golden: cannot say which parts moved.</p>"#)
    }
    let command = input.command.command(for: result)
    body.append(
      #"<div class="cmd"><span>\#(result.status == .stale ? "Delete it" : "Record just this golden"):</span> <code>\#(escape(command))</code> <button type="button" class="copy" data-copy="\#(escape(command))">Copy</button></div>"#)
    if let message = input.messages[result.path] {
      body.append(#"<details><summary>Console text</summary><pre>\#(escape(message))</pre></details>"#)
    }
    var views: [String] = []
    views.append(
      #"<figure><figcaption>Side by side: golden \#(golden == nil ? "none" : "\(gw)x\(gh)") | actual \#(actual == nil ? "none" : "\(aw)x\(ah)")</figcaption><div class="pair">\#(img(golden, gw, gh, "golden"))\#(img(actual, aw, ah, "actual"))</div></figure>"#)
    if let diff, goldenSize != nil, actualSize != nil {
      let dw = w * 3 + 2 * DiffPicture.gap
      views.append(
        #"<figure><figcaption>Diff: golden | changes red, anti-aliasing yellow over the faded golden, moved parts outlined in blue | actual</figcaption>\#(img(diff, dw, h, "diff"))</figure>"#)
      views.append(
        #"<figure class="slider"><figcaption>Overlay slider: golden on the left of the handle, actual on the right (<span class="pos">50%</span>)</figcaption><div class="stack" style="width:\#(w * s)px;height:\#(h * s)px">\#(img(golden, gw, gh, "golden", "bottom"))\#(img(actual, aw, ah, "actual", "top"))</div><input type="range" min="0" max="100" value="50" aria-label="slider position"></figure>"#)
      views.append(
        #"<figure class="blink"><figcaption>Blink: <button type="button" class="toggle">Start blinking</button> showing <b class="which">golden</b></figcaption><div class="stack" style="width:\#(w * s)px;height:\#(h * s)px">\#(img(golden, gw, gh, "golden", "g"))\#(img(actual, aw, ah, "actual", "a hidden"))</div></figure>"#)
      if let region = result.changedRegion {
        views.append(zoom(region, w: w, h: h, golden: golden, actual: actual, diff: diff))
      }
    } else if result.status != .stale {
      views.append(#"<p class="none">No diff: \#(result.status == .missing ? "there is no golden yet" : "the golden cannot be decoded").</p>"#)
    }
    body.append(#"<div class="views">\#(views.joined(separator: "\n"))</div>"#)
    return #"<article class="failure" id="failure-\#(number)" data-status="\#(result.status.rawValue)" data-name="\#(escape(result.name))">\#(body.joined(separator: "\n"))</article>"#
  }

  /// The changed region, with a margin, magnified with square pixels.
  static func zoom(_ region: PixelRect, w: Int, h: Int, golden: String?, actual: String?, diff: String) -> String {
    let margin = 3
    let x0 = max(0, region.x - margin), y0 = max(0, region.y - margin)
    let x1 = min(w, region.x + region.width + margin), y1 = min(h, region.y + region.height + margin)
    let rw = max(1, x1 - x0), rh = max(1, y1 - y0)
    let z = max(2, min(16, 240 / max(rw, rh)))
    func cell(_ src: String?, _ label: String, offsetX: Int, totalWidth: Int) -> String {
      guard let src else { return "" }
      return #"<div><div class="zoom" role="img" aria-label="\#(label) zoomed" style="width:\#(rw * z)px;height:\#(rh * z)px;background-image:url('\#(src)');background-size:\#(totalWidth * z)px \#(h * z)px;background-position:-\#((x0 + offsetX) * z)px -\#(y0 * z)px"></div><span>\#(label)</span></div>"#
    }
    let panel = w + DiffPicture.gap
    return #"<figure><figcaption>Zoom x\#(z) on the changed region (\#(rw)x\#(rh) px at \#(x0),\#(y0))</figcaption><div class="pair">"#
      + cell(golden, "golden", offsetX: 0, totalWidth: w)
      + cell(diff, "diff", offsetX: panel, totalWidth: 3 * w + 2 * DiffPicture.gap)
      + cell(actual, "actual", offsetX: 0, totalWidth: w)
      + "</div></figure>"
  }

  static func page(_ input: Input, articles: [String]) -> String {
    let run = input.run
    let counts: [(String, String, Int)] = [
      ("passed", "passed", run.count(.passed)), ("changed", "changed", run.count(.changed)),
      ("size-mismatch", "size mismatch", run.count(.sizeMismatch)), ("missing", "missing", run.count(.missing)),
      ("unreadable", "unreadable", run.count(.unreadable)), ("stale", "stale", run.count(.stale)),
    ]
    let failures = run.failures
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>specsheet check: \(failures.isEmpty ? "all passed" : "\(failures.count) failing")</title>
      <style>\(css)</style>
      </head>
      <body>
      <header>
      <h1>specsheet check</h1>
      <p class="invocation"><code>\(escape(input.invocation))</code></p>
      <p class="counts">\(counts.map { #"<span class="count \#($0.0)" data-count="\#($0.0)">\#($0.2) \#($0.1)</span>"# }.joined(separator: " "))</p>
      <p id="status">\(failures.count) failures (scripts did not run)</p>

      """
    if !run.environmentChanges.isEmpty {
      html += #"<section class="environment"><h2>Environment differs from the goldens' (\#(escape(input.store.fingerprintPath)))</h2><ul>"#
        + run.environmentChanges.map { "<li>\(escape($0))</li>" }.joined() + "</ul><p>Pixel failures below may come from this, not from code.</p></section>\n"
    }
    if !run.notes.isEmpty {
      html += #"<ul class="notes">"# + run.notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
    }
    if !failures.isEmpty {
      html += #"<nav><b>Failures</b> (keys j / k move between them):<ol>"#
        + failures.enumerated().map { ##"<li><a href="#failure-\##($0.offset + 1)">\##($0.element.status.label) \##(escape($0.element.name))</a></li>"## }.joined()
        + "</ol></nav>\n"
    }
    if let audit = input.audit {
      html += #"<p class="audit-summary">Spec audit: \#(escape(audit.summary))</p>"# + "\n"
    }
    html += "</header>\n<main>\n" + articles.joined(separator: "\n") + "\n</main>\n"
    let passed = run.results.filter(\.passed)
    html += "<footer><details><summary>\(passed.count) passed</summary><ul>"
      + passed.map { "<li>\(escape($0.name))</li>" }.joined() + "</ul></details></footer>\n"
    html += "<script>\(script)</script>\n</body>\n</html>\n"
    return html
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let css = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d2d3e;background:#f5f6f7}
    header,main,footer{padding:12px 20px}
    header{background:#fff;border-bottom:1px solid #d9d9d9}
    h1{margin:0 0 4px;font-size:20px} h2{font-size:16px;margin:0 0 6px}
    code{font:12px ui-monospace,monospace;background:#eef1f4;padding:2px 4px;border-radius:3px}
    .count{display:inline-block;padding:2px 8px;border-radius:10px;background:#eef1f4;margin-right:4px}
    .count.passed{background:#e3f4e1}.count.changed,.count.size-mismatch{background:#fde2e2}
    .count.missing,.count.unreadable,.count.stale{background:#fff1d6}
    .badge{font-size:11px;padding:1px 6px;border-radius:3px;color:#fff;background:#b00}
    .badge.missing,.badge.stale,.badge.unreadable{background:#a86400}
    .environment{background:#fff8e1;border:1px solid #e5c36b;padding:8px 12px;margin:8px 0}
    article{background:#fff;border:1px solid #d9d9d9;border-radius:6px;margin:0 0 16px;padding:12px 16px}
    .semantic{font-family:ui-monospace,monospace}
    .views{display:flex;flex-wrap:wrap;gap:16px}
    figure{margin:0} figcaption{font-size:12px;color:#556;margin-bottom:4px}
    .pair{display:flex;gap:8px;align-items:flex-start} .pair>div{text-align:center;font-size:11px}
    img.px,.zoom{image-rendering:pixelated;image-rendering:crisp-edges}
    img.px,.zoom,.stack{background:repeating-conic-gradient(#e8e8e8 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid #ccc}
    .zoom{background-repeat:no-repeat}
    .stack{position:relative} .stack img{position:absolute;left:0;top:0;border:0}
    .hidden{visibility:hidden}
    .slider input{width:100%}
    .none{color:#777}
    nav ol{margin:4px 0;columns:2}
    \(auditCSS)
    """

  static let script = """
    (function () {
      var articles = document.querySelectorAll('article.failure');
      document.querySelectorAll('.slider').forEach(function (s) {
        var input = s.querySelector('input'), top = s.querySelector('img.top'), pos = s.querySelector('.pos');
        function update() { top.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; pos.textContent = input.value + '%'; }
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
          which.textContent = showActual ? 'actual' : 'golden';
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
      var current = -1;
      document.addEventListener('keydown', function (e) {
        if (!articles.length || (e.key !== 'j' && e.key !== 'k')) return;
        current = Math.max(0, Math.min(articles.length - 1, current + (e.key === 'j' ? 1 : -1)));
        articles[current].scrollIntoView();
      });
      document.getElementById('status').textContent =
        articles.length + (articles.length === 1 ? ' failure' : ' failures') + ' shown';
      document.body.setAttribute('data-ready', 'true');
    })();
    """
}
