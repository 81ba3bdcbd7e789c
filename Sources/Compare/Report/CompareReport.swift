import Foundation
import Golden
import Graphics
import PageKit
import Pipeline
import Tokens

/// `specsheet compare --report DIR`: `DIR/index.html` and the pictures under `DIR/images/`,
/// static and self-contained. The token changes first, the new audit errors, then each changed state: its colour
/// changes with swatches and ΔE00, what moved, its finding changes, and per scale the views.
public enum CompareReport {
  /// Written in the page's head, for readers; ownership is the folder's list, not this mark (a
  /// user's page that merely contained it once had `images/` beside it removed).
  static let generator: HTML = #"<meta name="generator" content="specsheet compare">"#

  /// Where each changed image's pictures go, relative to the report folder.
  public static func pictureFiles(_ run: TokenComparisonRun) -> [String: CompareDocument.Files] {
    Dictionary(
      run.changes.map { change in
        let stem = "images/" + String(change.path.dropLast(4))
        return (
          change.name,
          CompareDocument.Files(
            before: stem + ".before.png", after: stem + ".after.png",
            diff: change.pictures?.diff == nil ? nil : stem + ".diff.png")
        )
      }, uniquingKeysWith: { a, _ in a })
  }

  /// Fails, before any work, when `folder` cannot be written, its list of the files specsheet
  /// wrote there cannot be trusted, or it holds an `index.html` specsheet did not write. The
  /// same ownership as `check --report`: only listed files are ever replaced or removed.
  public static func prepare(_ folder: String) throws {
    try AtomicFile.ensureWritableFolder(folder)
    try OutputFolder(folder).checkWritable("index.html")
  }

  /// Stages the pictures and `index.html` and renames them into place together when all are
  /// written (a failure leaves the earlier report whole); then removes the earlier report's
  /// pictures this one did not replace. The page is built on one worker while the others stage
  /// pictures, and staged after them.
  public static func write(_ run: TokenComparisonRun, document: CompareDocument, invocation: String, to folder: String)
    throws
  {
    try prepare(folder)
    let output = try OutputFolder(folder)
    let earlier = output.owned(under: "images")
    let files = pictureFiles(run)
    let staged = StagedOutput(output, unchanged: "the earlier report is unchanged")
    try staged.run { out in
      let html = try writePictures(run.changes, files: files, into: out) {
        page(run, document: document, invocation: invocation, files: files).description
      }
      try out.write(html, to: "index.html")
    }
    let written = Set(staged.written)
    for name in earlier where !written.contains(name) { output.removeIfOwned(name) }
  }

  /// Every changed image's pictures, staged on every core (thousands of files for a change of
  /// every image) in batches: each batch's names are checked, then listed as ours in one append
  /// to the folder's list (file by file, each took the folder's lock and an append of its own).
  /// `alongside` runs first on one of the workers; its result is returned.
  static func writePictures<T: Sendable>(
    _ changes: [ImageChange], files: [String: CompareDocument.Files], into out: StagedOutput,
    alongside: @Sendable () -> T
  ) throws -> T {
    var writes: [(bytes: [UInt8], name: String)] = []
    for change in changes {
      guard let pictures = change.pictures, let names = files[change.name] else { continue }
      for (bytes, name) in [
        (pictures.before, names.before), (pictures.after, names.after), (pictures.diff, names.diff),
      ] {
        guard let bytes, let name else { continue }
        writes.append((bytes, name))
      }
    }
    let all = writes
    let batch = 48
    let results = Workers.run(1 + (all.count + batch - 1) / batch, jobs: nil) { k -> T? in
      guard k > 0 else { return alongside() }
      let files = all[(k - 1) * batch..<min(all.count, k * batch)]
      for file in files { try out.folder.checkWritable(file.name) }
      try out.folder.note(files.map(\.name))
      for file in files { try out.write(file.bytes, to: file.name) }
      return nil
    }
    for result in results.dropFirst() { _ = try result.get() }
    return try results[0].get()!
  }

  static func page(
    _ run: TokenComparisonRun, document: CompareDocument, invocation: String, files: [String: CompareDocument.Files]
  ) -> HTML {
    let t = document.totals
    let title = t.changed == 0 ? "no image changes" : "\(t.changed) images change, \(t.newErrors) new audit errors"
    let counts: [(String, String, Int)] = [
      ("images", "images compared", t.images), ("changed", "changed", t.changed), ("passed", "unchanged", t.unchanged),
      ("errors", "new audit errors", t.newErrors), ("new", "new findings", t.newFindings),
      ("resolved", "resolved findings", t.resolvedFindings),
    ]
    let countSpans = counts.map { kind, label, n -> HTML in
      #"<span class="count \#(kind)" data-count="\#(kind)">\#(n) \#(label)</span>"#
    }.joined(separator: " ")
    let components = CompareGrouping.components(run.changes)
    let findingLines = CompareGrouping.findings(run.findings).filter { $0.change.finding.severity != .info }
    var header: HTML = """
      <h1>specsheet compare</h1>
      <p class="invocation"><code>\(invocation)</code></p>
      <p class="sides">Before <code>\(side(document.from))</code> → after <code>\(side(document.to))</code>; \
      exit code \(document.exitCode)</p>
      <p class="counts">\(countSpans)</p>

      """
    if !components.isEmpty {
      let states = components.flatMap(\.states).map { state -> HTML in
        ##"<li><a href="#\##(anchor(state.id))">\##(state.id)\##(state.scales)</a></li>"##
      }
      header += #"<nav aria-label="Changed states"><b>Changed states</b><ol>\#(states.joined())</ol></nav>"# + "\n"
    }
    var html = CompareTokenViews.section(document.contexts.first?.tokens ?? TokenDiff())
    let errors = findingLines.filter(\.change.isNewError).map { line -> HTML in
      ##"<li><a href="#\##(anchor(line.state))">\##(line.text)</a></li>"##
    }
    if !errors.isEmpty {
      html +=
        #"<section class="new-errors callout callout-bad"><h2>New audit errors</h2><ul>\#(errors.joined())</ul>"#
        + "</section>\n"
    }
    let byState = Dictionary(grouping: findingLines, by: \.state)
    for component in components {
      html += #"<section class="component"><h2>\#(component.name)</h2>"#
      for state in component.states {
        html += stateSection(state, findings: byState[state.id] ?? [], files: files)
      }
      html += "</section>\n"
    }
    let changedStates = Set(components.flatMap(\.states).map(\.id))
    let rest = findingLines.filter { !changedStates.contains($0.state) }.map { line -> HTML in "<li>\(line.text)</li>" }
    if !rest.isEmpty {
      html +=
        #"<section class="other-findings"><h2>Finding changes in images whose pixels did not change</h2>"#
        + "<ul>\(rest.joined())</ul></section>\n"
    }
    return PageHTML.document(
      title: "specsheet compare: \(title)", head: generator, stylesheet: .embedded(layout: css), header: header,
      main: html,
      footer: "<p>\(t.unchanged) images unchanged (\(run.untouched) not drawn: their theme and drawing are "
        + "the same under both token sets).</p>",
      script: "<script>(function () {\n\(CompareViews.script)\ndocument.body.setAttribute('data-ready', "
        + "'true');\n})();</script>")
  }

  static func stateSection(
    _ state: CompareGrouping.State, findings: [CompareGrouping.FindingLine], files: [String: CompareDocument.Files]
  ) -> HTML {
    let first = state.images[0]
    var body: [HTML] = [#"<h3>\#(state.id)\#(state.scales)</h3>"#, #"<p class="detail">\#(first.detail)</p>"#]
    if !first.colorChanges.isEmpty {
      let rows = first.colorChanges.map { c -> HTML in
        "<tr><td>\(c.part)</td><td>\(c.role)</td><td>\(swatch(c.before))</td><td>\(swatch(c.after))</td><td>"
          + "\(String(format: "%.1f", c.deltaE))</td></tr>"
      }
      body.append(
        #"<table class="colors"><caption>Colour changes</caption><thead><tr><th scope="col">part</th><th "#
          + #"scope="col">drawn as</th><th scope="col">before</th><th scope="col">after</th><th "#
          + #"scope="col">ΔE00</th></tr></thead><tbody>\#(rows.joined())</tbody></table>"#)
    }
    if !first.frameChanges.isEmpty {
      let moves = first.frameChanges.map(\.description).joined(separator: ", ")
      body.append(#"<p class="semantic"><b>Moved:</b> \#(moves)</p>"#)
    }
    if !findings.isEmpty {
      let items = findings.map { line -> HTML in
        #"<li class="\#(line.change.isNewError ? "new-error" : line.change.kind.rawValue)">\#(line.text)</li>"#
      }
      body.append(#"<ul class="findings">\#(items.joined())</ul>"#)
    }
    let articles = state.images.map { change -> HTML in
      let views = files[change.name].map { CompareViews.views(change, files: $0) } ?? HTML()
      return #"<article class="change" data-name="\#(change.name)"><h4>@\#(change.scale)x: "#
        + #"\#(change.detail)</h4>\#(views)</article>"#
    }
    body.append(#"<div class="scales">\#(articles.joined(separator: "\n"))</div>"#)
    return #"<section class="state" id="\#(anchor(state.id))">\#(body.joined(separator: "\n"))</section>"#
  }

  static func swatch(_ color: Color) -> HTML {
    PageViews.swatch(color.hexString, showValue: true)
  }

  static func side(_ side: CompareDocument.Side) -> String {
    side.tokens + side.contexts.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
  }

  /// A fragment id for a state (`state-material-button-contained-enabled`).
  static func anchor(_ state: String) -> String {
    "state-" + String(state.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  /// The compare report's own layout (tokens only): a change is amber here, a new error red.
  static let css = """
    .count.changed{background:var(--tint-warn)}
    nav ol{margin:var(--s1) 0;columns:2} .new-errors li a{display:inline-block;min-height:24px;line-height:24px}
    .new-errors{margin:0 0 var(--s4)}
    section.component>h2{margin:var(--s4) 0 var(--s2)}
    section.state{background:var(--panel);border:1px solid var(--line);border-radius:var(--radius);\
    margin:0 0 var(--s4);padding:var(--s3) var(--s4)}
    section.state article{border:0;padding:0;margin:0}
    table.colors{margin:6px 0} table.colors td,table.colors th{padding:2px var(--s2);font-size:13px}
    ul.findings li.new-error{color:var(--bad);font-weight:600} ul.findings li.resolved{color:var(--ok)}
    """
}
