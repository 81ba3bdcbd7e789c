import Audit
import Foundation
import Golden
import ImageDiff
import PageKit
import Pipeline

/// `--report DIR`: a static, self-contained report (no server, no network): `DIR/index.html`
/// and the images it shows under `DIR/images/`; a run with more failures than fit one page has
/// them on pages of their component under `DIR/pages/` (see `HTMLReport+Pages`). Per failure:
/// golden and actual side by side, the diff picture, an overlay slider, a blink toggle, a zoom
/// on the changed region, the semantic summary and the command that records just that golden.
public enum HTMLReport {
  public struct Input {
    public var run: GoldenCheckRun
    public var store: GoldenStore
    public var command: RecordCommand
    /// The command line that produced the report, shown in the header.
    public var invocation: String
    /// The spec audit judged against its baseline, when the check ran it.
    public var audit: AuditReport?
    /// The run's counts, as the command's other outputs read them (nil: counted from `run`).
    public var summary: RunSummary

    public init(
      run: GoldenCheckRun, store: GoldenStore, command: RecordCommand, invocation: String,
      audit: AuditReport? = nil, summary: RunSummary? = nil
    ) {
      self.audit = audit
      self.summary = summary ?? RunSummary(run: run, audit: audit)
      self.run = run
      self.store = store
      self.command = command
      self.invocation = invocation
    }
  }

  /// Writes the report; replaces an earlier report's `index.html` and images in `folder`, and
  /// refuses (before writing anything) a `folder/index.html` that specsheet did not write. The
  /// pictures and the page are staged and renamed into place together, only when all were
  /// written: a full disk part-way leaves the earlier report as it was, not 372 pictures
  /// without a page.
  public static func write(_ input: Input, to folder: String) throws {
    try AtomicFile.ensureWritableFolder(folder)
    // Only what an earlier report wrote is replaced; a user's files in the folder stay.
    let output = try OutputFolder(folder)
    try output.checkWritable("index.html")
    let earlier = output.owned(under: "images") + output.owned(under: "pages")
    let staged = StagedOutput(output, unchanged: "the earlier report is unchanged")
    try staged.run { images in
      if fitsOnePage(input) {
        try images.write(page(input, articles: try articles(input, images: images)).description, to: "index.html")
      } else {
        try writePages(input, images: images)
      }
    }
    // The earlier report's pictures and pages this one did not replace (failures since fixed).
    let written = Set(staged.written)
    for name in earlier where !written.contains(name) { output.removeIfOwned(name) }
  }

  /// The report's sections: the failures of each state, then the audit's.
  static func articles(_ input: Input, images: StagedOutput) throws -> [HTML] {
    // Numbered in failure order, as the page's list of failures links them.
    let numbers = failureNumbers(input.run)
    return try StateGrouping.groups(input.run.failures).map {
      try section($0, numbers: numbers, input: input, images: images).html
    } + auditArticles(input, images: images)
  }

  static func failureNumbers(_ run: GoldenCheckRun) -> [String: Int] {
    Dictionary(run.failures.enumerated().map { ($1.path, $0 + 1) }, uniquingKeysWith: { a, _ in a })
  }

  /// Where a failure's pictures were written, relative to the report's folder (paths, not URLs).
  struct SavedPictures {
    var golden: String?
    var actual: String?
    var diff: String?

    /// The pictures as URLs from a page `base` leads from (`../` from a page in a subfolder).
    func sources(base: String) -> FailureSources {
      FailureSources(
        golden: golden.map { PageHTML.url(base + $0) }, actual: actual.map { PageHTML.url(base + $0) },
        diff: diff.map { PageHTML.url(base + $0) })
    }
  }

  /// One state's failures: its scales in one row (one grid column each, pictures capped to it).
  /// `base` leads the pictures' paths from a page in a subfolder (`../`); the pictures returned
  /// are the first failure's, for a thumbnail.
  static func section(
    _ group: StateGroup, numbers: [String: Int], input: Input, images: StagedOutput, base: String = ""
  ) throws -> (html: HTML, first: SavedPictures) {
    var row: [HTML] = []
    var first: SavedPictures?
    for result in group.results {
      let (html, saved) = try article(
        result, number: numbers[result.path] ?? 0, input: input, images: images, base: base)
      row.append(html)
      first = first ?? saved
    }
    var recordState = HTML()
    if group.results.count > 1 && !group.results.contains(where: { $0.status == .stale }) {
      let command = input.command.command(forNames: group.results.map(\.name))
      recordState =
        #"<div class="cmd"><span>Record this state (\#(group.results.count) scales):</span> "#
        + #"<code>\#(command)</code> <button type="button" class="copy" data-copy="\#(command)">Copy</button></div>"#
    }
    let html: HTML =
      #"<section class="state" data-state="\#(group.state)"><h2>\#(group.label)</h2>\#(recordState)<div "#
      + #"class="scales">\#(row.joined(separator: "\n"))</div></section>"#
    return (html, first ?? SavedPictures())
  }

  static func article(
    _ result: GoldenResult, number: Int, input: Input, images: StagedOutput, base: String = ""
  ) throws -> (html: HTML, saved: SavedPictures) {
    let stem = String(result.path.dropLast(4))
    func save(_ bytes: [UInt8]?, _ kind: String) throws -> String? {
      guard let bytes else { return nil }
      let relative = "images/\(stem).\(kind).png"
      try images.write(bytes, to: relative)
      return relative
    }
    let goldenBytes: [UInt8]? =
      result.status == .unreadable || result.status == .missing
      ? nil : FileManager.default.contents(atPath: input.store.path(result.path)).map { [UInt8]($0) }
    // The diff picture is the one the comparison drew with its verdict: nothing is diffed here.
    let saved = SavedPictures(
      golden: try save(goldenBytes, "golden"), actual: try save(result.actualPNG, "actual"),
      diff: try save(result.diffPNG, "diff"))

    var body: [HTML] = [heading(result, level: 3)]
    let command = input.command.command(for: result)
    body.append(
      #"<div class="cmd"><span>\#(result.status == .stale ? "Delete it" : "Record just this golden"):</span> "#
        + #"<code>\#(command)</code> <button type="button" class="copy" data-copy="\#(command)">Copy</button></div>"#)
    if let message = result.message {
      body.append(#"<details><summary>Console text</summary><pre>\#(message)</pre></details>"#)
    }
    // Lazy pictures with their size set: a page of many failures opens without fetching them
    // all, and nothing moves as they arrive.
    body.append(
      views(
        result, sources: saved.sources(base: base), goldenSize: goldenSize(result, bytes: goldenBytes),
        actualSize: actualSize(result), lazy: true))
    let html: HTML =
      #"<article class="failure" id="failure-\#(number)" tabindex="-1" aria-label="\#(result.status.label) "#
      + #"\#(result.name)" data-status="\#(result.status.rawValue)" "#
      + #"data-name="\#(result.name)">\#(body.joined(separator: "\n"))</article>"#
    return (html, saved)
  }

  /// The one-page report: the index with every failure on it.
  static func page(_ input: Input, articles: [HTML]) -> HTML {
    let failures = input.run.failures
    var list = HTML()
    if !failures.isEmpty {
      let items = failures.enumerated().map { i, result -> HTML in
        ##"<li><a href="#failure-\##(i + 1)">\##(result.status.label) \##(result.name)</a></li>"##
      }
      list =
        #"<nav aria-label="Failures"><b>Failures</b> (keys j / k move between them):<ol>\#(items.joined())</ol></nav>"#
        + "\n"
    }
    return index(
      input, header: header(input, status: "\(input.summary.failures) failures (scripts did not run)", middle: list),
      main: articles.joined(separator: "\n"), script: script)
  }

  /// The index's head: the command, the counts, `status`, what differs in the environment, the
  /// notes, `middle`, then the audit's summary and accepted findings.
  static func header(_ input: Input, status: String, middle: HTML) -> HTML {
    let run = input.run
    let summary = input.summary
    let counts: [(String, String, Int)] = [
      ("passed", "passed", summary.count(.passed)), ("changed", "changed", summary.count(.changed)),
      ("size-mismatch", "size mismatch", summary.count(.sizeMismatch)), ("missing", "missing", summary.count(.missing)),
      ("unreadable", "unreadable", summary.count(.unreadable)), ("stale", "stale", summary.stale),
    ]
    let countSpans = counts.map { kind, label, n -> HTML in
      #"<span class="count \#(kind)" data-count="\#(kind)">\#(n) \#(label)</span>"#
    }.joined(separator: " ")
    var html: HTML = """
      <h1>specsheet check</h1>
      <p class="invocation"><code>\(input.invocation)</code></p>
      <p class="counts">\(countSpans)</p>
      <p id="status" data-failures>\(status)</p>

      """
    if !run.environmentChanges.isEmpty {
      let changes = run.environmentChanges.map { change -> HTML in "<li>\(change)</li>" }
      html +=
        #"<section class="environment callout callout-warn"><h2>Environment differs from the goldens' "#
        + #"(\#(input.store.fingerprintPath))</h2><ul>\#(changes.joined())</ul>"#
        + "<p>Pixel failures below may come from this, not from code.</p></section>\n"
    }
    if !run.notes.isEmpty {
      html += #"<ul class="notes">\#(run.notes.map { note -> HTML in "<li>\(note)</li>" }.joined())</ul>"# + "\n"
    }
    html += middle
    if let audit = input.audit {
      html += #"<p class="audit-summary">Spec audit: \#(verdictBadges(audit.counts)) \#(audit.summary)</p>"# + "\n"
      html += acceptedList(audit)
      html += worstModeTable(audit)
    }
    return html
  }

  /// `index.html`: `header`, `main`, and the images that passed listed at the foot.
  static func index(_ input: Input, header: HTML, main: HTML, script: HTML) -> HTML {
    let failures = input.summary.failures
    // One item at a time: the passes, made whole and held, were 77 MB at a hundred times the catalog.
    var passed = HTML()
    var count = 0
    for result in input.run.results.lazy.filter(\.passed) {
      passed += "<li>\(result.name)</li>"
      count += 1
    }
    return PageHTML.document(
      title: "specsheet check: \(failures == 0 ? "all passed" : "\(failures) failing")",
      stylesheet: .embedded(layout: css), header: header, main: main,
      footer: "<details><summary>\(count) passed</summary><ul>\(passed)</ul></details>",
      script: "<script>\(script)</script>")
  }

  /// The report's own layout; colours, badges, counts and the picture views are `PageStyle.css`'s.
  static let css = """
    section.state{margin:0 0 var(--s4)}
    nav ol{margin:var(--s1) 0;columns:2}
    \(auditCSS)
    \(pagesCSS)
    """

  /// Ours, written here (and `PageScript.views`): a literal with no text in it.
  static let script: HTML = """
    (function () {
      var articles = document.querySelectorAll('article.failure');
      \(PageScript.views)
      var current = -1;
      document.addEventListener('keydown', function (e) {
        if (!articles.length || (e.key !== 'j' && e.key !== 'k')) return;
        current = Math.max(0, Math.min(articles.length - 1, current + (e.key === 'j' ? 1 : -1)));
        // The keyboard focus goes with the selection (the failure is focusable, tabindex -1).
        articles[current].focus({preventScroll: true});
        articles[current].scrollIntoView();
      });
      // Pages of the audit's images alone say what they hold; the others count what is shown.
      var status = document.getElementById('status');
      if (status.hasAttribute('data-failures')) {
        status.textContent = articles.length + (articles.length === 1 ? ' failure' : ' failures') + ' shown';
      }
      document.body.setAttribute('data-ready', 'true');
    })();
    """
}
