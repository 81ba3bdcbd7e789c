import Foundation
import Golden
import PageKit
import Pipeline

/// The report of a run with many failures (issue 36: every golden failing at ten times the
/// catalog made one 45 MB page that Chromium took 79 s to open). The index keeps the counts and
/// one row per component (its failures by status, a lazy thumbnail, links to its pages); each
/// component's failures are on numbered pages under `pages/` of at most `perPage` failures, a
/// state never split; the audit's images likewise. File names are numbers, never names taken
/// from fixtures.
extension HTMLReport {
  /// Failures (or audited images) on one page. A run with no more than this of either is one page.
  static let perPage = 50

  static func fitsOnePage(_ input: Input) -> Bool {
    input.summary.failures <= perPage && auditShown(input).count <= perPage
  }

  /// `fiori/chip` of `fiori/chip/single-selection/selected`: the library and component.
  static func component(of state: String) -> String {
    let parts = state.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count > 2 ? parts.prefix(2).joined(separator: "/") : state
  }

  /// Writes the component pages, the audit's pages and the index that links them.
  static func writePages(_ input: Input, images: StagedOutput) throws {
    let numbers = failureNumbers(input.run)
    var components: [(name: String, groups: [StateGroup])] = []
    var position: [String: Int] = [:]
    for group in StateGrouping.groups(input.run.failures) {
      let name = component(of: group.state)
      if let i = position[name] {
        components[i].groups.append(group)
      } else {
        position[name] = components.count
        components.append((name, [group]))
      }
    }
    var page = 0
    var rows: [HTML] = []
    for (name, groups) in components {
      let chunks = chunked(groups)
      var pages: [Int] = []
      var thumbnail: SavedPictures?
      for (i, chunk) in chunks.enumerated() {
        page += 1
        var sections: [HTML] = []
        for group in chunk {
          let (html, first) = try section(group, numbers: numbers, input: input, images: images, base: "../")
          sections.append(html)
          thumbnail = thumbnail ?? first
        }
        let title = chunks.count == 1 ? name : "\(name), page \(i + 1) of \(chunks.count)"
        let count = chunk.reduce(0) { $0 + $1.results.count }
        try images.write(
          subpage(
            input, title: title, status: "\(count) failure\(count == 1 ? "" : "s")", main: sections,
            previous: i > 0 ? page - 1 : nil, next: i + 1 < chunks.count ? page + 1 : nil
          ).description, to: "pages/\(page).html")
        pages.append(page)
      }
      rows.append(row(name, groups: groups, pages: pages, thumbnail: thumbnail))
    }
    let audit = try auditPages(input, images: images, after: page)
    let failures = input.summary.failures
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let status =
      "\(plural(failures, "failure")) in \(plural(components.count, "component")), on \(plural(page, "page"))"
    var table = HTML()
    if !rows.isEmpty {
      table =
        #"<table class="components"><caption>Failures by component</caption><thead><tr><th scope="col">Component</th>"#
        + #"<th scope="col">Failures</th><th scope="col">By status</th><th scope="col">Pages</th>"#
        + #"<th scope="col">First failure</th></tr></thead><tbody>\#(rows.joined(separator: "\n"))</tbody></table>"#
    }
    try images.write(
      index(input, header: header(input, status: status, middle: ""), main: table + audit, script: indexScript)
        .description, to: "index.html")
  }

  /// `groups` cut into pages of at most `perPage` failures, each state whole on one page.
  static func chunked(_ groups: [StateGroup]) -> [[StateGroup]] {
    var chunks: [[StateGroup]] = []
    var count = 0
    for group in groups {
      if chunks.isEmpty || count + group.results.count > perPage {
        chunks.append([])
        count = 0
      }
      chunks[chunks.count - 1].append(group)
      count += group.results.count
    }
    return chunks
  }

  /// One component's row of the index: its name (linking its first page), failures by status,
  /// its pages, and its first failure's diff (else actual) as a lazy thumbnail of a set size.
  static func row(_ name: String, groups: [StateGroup], pages: [Int], thumbnail: SavedPictures?) -> HTML {
    let results = groups.flatMap(\.results)
    let statuses = GoldenResult.Status.allCases.compactMap { status -> HTML? in
      let n = results.filter { $0.status == status }.count
      return n == 0 ? nil : PageViews.badge(kind: status.rawValue, "\(n) \(status.rawValue)")
    }
    var picture = HTML()
    // The pictures' paths are the report folder's: the index is there.
    if let first = results.first, let path = thumbnail?.diff ?? thumbnail?.actual,
      let size = actualSize(first) ?? first.goldenSize, size.width > 0, size.height > 0
    {
      let s = min(1, min(120 / Double(size.width), 80 / Double(size.height)))
      let w = max(1, Int(Double(size.width) * s))
      let h = max(1, Int(Double(size.height) * s))
      let kind = thumbnail?.diff != nil ? "diff" : "actual"
      picture =
        #"<img class="thumb" src="\#(PageHTML.url(path))" width="\#(w)" height="\#(h)" loading="lazy" "#
        + #"alt="\#(kind) of \#(first.name)">"#
    }
    let links = pages.enumerated().map { i, page -> HTML in #"<a href="pages/\#(page).html">page \#(i + 1)</a>"# }
    return #"<tr data-component="\#(name)"><th scope="row"><a href="pages/\#(pages.first ?? 0).html">"#
      + #"\#(name)</a></th>"#
      + #"<td>\#(results.count)</td><td>\#(statuses.joined(separator: " "))</td>"#
      + #"<td>\#(links.joined(separator: " "))</td><td>\#(picture)</td></tr>"#
  }

  /// The audit's images with open findings on pages numbered after the failures' (`after`);
  /// returns the index's section linking them.
  static func auditPages(_ input: Input, images: StagedOutput, after: Int) throws -> HTML {
    let names = auditShown(input).keys.sorted()
    guard !names.isEmpty else { return HTML() }
    var links: [HTML] = []
    for start in stride(from: 0, to: names.count, by: perPage) {
      let slice = Array(names[start..<min(names.count, start + perPage)])
      let page = after + links.count + 1
      let articles = try auditArticles(input, images: images, only: slice, first: start + 1, base: "../")
      let title = "spec audit, images \(start + 1) to \(start + slice.count) of \(names.count)"
      try images.write(
        subpage(
          input, title: title, status: "\(slice.count) images with open findings", main: articles, failures: false,
          previous: start > 0 ? page - 1 : nil, next: start + perPage < names.count ? page + 1 : nil
        ).description, to: "pages/\(page).html")
      links.append(#"<li><a href="pages/\#(page).html">\#(slice[0]) to \#(slice[slice.count - 1])</a></li>"#)
    }
    return #"<section class="audit-pages"><h2>Spec audit: \#(names.count) images with open findings</h2>"#
      + #"<ul>\#(links.joined())</ul></section>"#
  }

  /// A page under `pages/`: a way back to the index, its title, and its failures.
  /// `previous` and `next`: the neighbouring pages of the same component (or of the audit's).
  static func subpage(
    _ input: Input, title: String, status: String, main: [HTML], failures: Bool = true, previous: Int? = nil,
    next: Int? = nil
  ) -> HTML {
    let pager = [(previous, "Previous page"), (next, "Next page")].compactMap { page, text in
      page.map { number -> HTML in #"<a href="\#(number).html">\#(text)</a>"# }
    }.joined(separator: " ")
    let statusLine: HTML =
      failures
      ? #"<p id="status" data-failures>\#(status) (scripts did not run)</p>"# : #"<p id="status">\#(status)</p>"#
    let header: HTML = """
      \(PageHTML.breadcrumb([("Report", "../index.html"), (title, nil)]))
      <h1>\(title)</h1>
      <p class="invocation"><code>\(input.invocation)</code></p>\(statusLine)\
      \(pager.isEmpty ? HTML() : #"<nav class="pager" aria-label="Pages">\#(pager)</nav>"#)
      """
    return PageHTML.document(
      title: "specsheet check: \(title)", stylesheet: .embedded(layout: css), header: header,
      main: main.joined(separator: "\n"),
      footer: pager.isEmpty ? HTML() : #"<nav class="pager" aria-label="Pages, again">\#(pager)</nav>"#,
      script: "<script>\(script)</script>")
  }

  static let indexScript: HTML = "document.body.setAttribute('data-ready', 'true');"

  static let pagesCSS = """
    table.components{border-collapse:collapse;margin:var(--s2) 0}
    table.components caption{text-align:left;font-weight:bold;padding:0 0 var(--s1)}
    table.components th,table.components td{text-align:left;vertical-align:middle;padding:4px 12px 4px 0}
    img.thumb{image-rendering:pixelated;max-width:none}
    """
}
