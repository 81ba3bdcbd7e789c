import Audit
import Foundation
import Golden
import ImageDiff
import PageKit
import Pipeline

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

  /// Writes the report; replaces an earlier report's `index.html` and images in `folder`, and
  /// refuses (before writing anything) a `folder/index.html` that specsheet did not write. The
  /// pictures and the page are staged and renamed into place together, only when all were
  /// written: a full disk part-way leaves the earlier report as it was, not 372 pictures
  /// without a page.
  public static func write(_ input: Input, to folder: String) throws {
    try OutputWriter.ensureWritableFolder(folder)
    // Only what an earlier report wrote is replaced; a user's files in the folder stay.
    let output = try OutputFolder(folder)
    try output.checkWritable("index.html")
    let earlier = output.owned(under: "images")
    let staged = StagedOutput(output, unchanged: "the earlier report is unchanged")
    try staged.run { images in
      let html = page(input, articles: try articles(input, images: images))
      try images.write(html, to: "index.html")
    }
    // The earlier report's pictures this one did not replace (failures since fixed).
    let written = Set(staged.written)
    for name in earlier where !written.contains(name) { output.removeIfOwned(name) }
  }

  /// The report's sections: the failures of each state, then the audit's.
  static func articles(_ input: Input, images: StagedOutput) throws -> [String] {
    // The scales of one state in one row (one grid column each, pictures capped to it).
    // Numbered in failure order, as the page's list of failures links them.
    var articles: [String] = []
    let numbers = Dictionary(
      input.run.failures.enumerated().map { ($1.path, $0 + 1) }, uniquingKeysWith: { a, _ in a })
    for group in StateGrouping.groups(input.run.failures) {
      var row: [String] = []
      for result in group.results {
        row.append(try article(result, number: numbers[result.path] ?? 0, input: input, images: images))
      }
      let names = group.results.map(\.name)
      let recordState =
        group.results.count > 1 && !group.results.contains { $0.status == .stale }
        ? #"<div class="cmd"><span>Record this state (\#(group.results.count) scales):</span> "#
          + #"<code>\#(escape(input.command.command(forNames: names)))</code> <button type="button" class="copy" "#
          + #"data-copy="\#(escape(input.command.command(forNames: names)))">Copy</button></div>"#
        : ""
      articles.append(
        #"<section class="state" "#
          + #"data-state="\#(escape(group.state))"><h2>\#(escape(group.label))</h2>\#(recordState)<div "#
          + #"class="scales">\#(row.joined(separator: "\n"))</div></section>"#)
    }
    articles += try auditArticles(input, images: images)
    return articles
  }

  static func article(_ result: GoldenResult, number: Int, input: Input, images: StagedOutput) throws -> String {
    let stem = String(result.path.dropLast(4))
    func save(_ bytes: [UInt8]?, _ kind: String) throws -> String? {
      guard let bytes else { return nil }
      let relative = "images/\(stem).\(kind).png"
      try images.write(bytes, to: relative)
      return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
    }
    let goldenBytes: [UInt8]? =
      result.status == .unreadable || result.status == .missing
      ? nil : FileManager.default.contents(atPath: input.store.path(result.path)).map { [UInt8]($0) }
    let sources = FailureSources(
      golden: try save(goldenBytes, "golden"), actual: try save(result.actualPNG, "actual"),
      diff: try save(try GoldenArtifacts.diffPNG(result, options: input.run.options), "diff"))

    var body: [String] = [heading(result, level: 3)]
    let command = input.command.command(for: result)
    body.append(
      #"<div class="cmd"><span>\#(result.status == .stale ? "Delete it" : "Record just this golden"):</span> "#
        + #"<code>\#(escape(command))</code> <button type="button" class="copy" "#
        + #"data-copy="\#(escape(command))">Copy</button></div>"#)
    if let message = input.messages[result.path] {
      body.append(#"<details><summary>Console text</summary><pre>\#(escape(message))</pre></details>"#)
    }
    body.append(
      views(
        result, sources: sources, goldenSize: goldenSize(result, bytes: goldenBytes), actualSize: actualSize(result)))
    return #"<article class="failure" id="failure-\#(number)" tabindex="-1" aria-label="\#(result.status.label) "#
      + #"\#(escape(result.name))" data-status="\#(result.status.rawValue)" "#
      + #"data-name="\#(escape(result.name))">\#(body.joined(separator: "\n"))</article>"#
  }

  static func page(_ input: Input, articles: [String]) -> String {
    let run = input.run
    let counts: [(String, String, Int)] = [
      ("passed", "passed", run.count(.passed)), ("changed", "changed", run.count(.changed)),
      ("size-mismatch", "size mismatch", run.count(.sizeMismatch)), ("missing", "missing", run.count(.missing)),
      ("unreadable", "unreadable", run.count(.unreadable)), ("stale", "stale", run.count(.stale)),
    ]
    let countSpans = counts.map { #"<span class="count \#($0.0)" data-count="\#($0.0)">\#($0.2) \#($0.1)</span>"# }
      .joined(separator: " ")
    let failures = run.failures
    var html = """
      <h1>specsheet check</h1>
      <p class="invocation"><code>\(escape(input.invocation))</code></p>
      <p class="counts">\(countSpans)</p>
      <p id="status">\(failures.count) failures (scripts did not run)</p>

      """
    if !run.environmentChanges.isEmpty {
      html +=
        #"<section class="environment callout callout-warn"><h2>Environment differs from the goldens' "#
        + #"(\#(escape(input.store.fingerprintPath)))</h2><ul>"#
        + run.environmentChanges.map { "<li>\(escape($0))</li>" }.joined()
        + "</ul><p>Pixel failures below may come from this, not from code.</p></section>\n"
    }
    if !run.notes.isEmpty {
      html += #"<ul class="notes">"# + run.notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
    }
    if !failures.isEmpty {
      html +=
        #"<nav aria-label="Failures"><b>Failures</b> (keys j / k move between them):<ol>"#
        + failures.enumerated().map {
          ##"<li><a href="#failure-\##($0.offset + 1)">\##($0.element.status.label) "##
            + ##"\##(escape($0.element.name))</a></li>"##
        }.joined()
        + "</ol></nav>\n"
    }
    if let audit = input.audit {
      html += #"<p class="audit-summary">Spec audit: \#(escape(audit.summary))</p>"# + "\n"
      html += acceptedList(audit)
    }
    let passed = run.results.filter(\.passed)
    return PageHTML.document(
      title: "specsheet check: \(failures.isEmpty ? "all passed" : "\(failures.count) failing")",
      stylesheet: .embedded(layout: css), header: html, main: articles.joined(separator: "\n"),
      footer: "<details><summary>\(passed.count) passed</summary><ul>"
        + passed.map { "<li>\(escape($0.name))</li>" }.joined() + "</ul></details>",
      script: "<script>\(script)</script>")
  }

  static func escape(_ text: String) -> String { PageHTML.escape(text) }

  /// The report's own layout; colours, badges, counts and the picture views are `PageStyle.css`'s.
  static let css = """
    section.state{margin:0 0 var(--s4)}
    nav ol{margin:var(--s1) 0;columns:2}
    \(auditCSS)
    """

  static let script = """
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
      document.getElementById('status').textContent =
        articles.length + (articles.length === 1 ? ' failure' : ' failures') + ' shown';
      document.body.setAttribute('data-ready', 'true');
    })();
    """
}
