import Foundation
import Graphics
import PageKit
import Site
import Testing

/// The site's pages as text, from hand-made values: no rendering, no pixels.
@Suite struct SitePagesTests {
  static func cell(_ variant: String, _ state: String, findings: [SiteFinding] = []) -> SiteCell {
    SiteCell(
      system: "acme", component: "tag", variant: variant, state: state, size: Size(width: 40, height: 20),
      scales: [1, 2],
      redlines: [
        SiteRedline(
          name: "container.width", kind: "size", label: "40", lines: [.init(Point(x: 0, y: -8), Point(x: 40, y: -8))],
          labelFrame: Rect(x: 10, y: -30, width: 20, height: 9), textFrame: Rect(x: 12, y: -29, width: 16, height: 7))
      ],
      swatches: [
        SiteSwatch(text: "label #777777 on #FFFFFF · 4.47:1", color: Color("#777777"), ratio: 4.47, minimum: 4.5)
      ],
      accessibility: [SiteElement(order: 1, text: "button \"Add\"", frame: Rect(x: 0, y: 0, width: 40, height: 20))],
      rules: ["spec:tag.height container: height 20pt ±0.01 (seed)"], findings: findings)
  }

  static let accepted = SiteFinding(
    line: "acme/tag/plain/pressed@1x,2x: label: text-contrast: 1.25:1 vs 4.5:1", severity: "error",
    frame: Rect(x: 2, y: 3, width: 30, height: 10), acceptedReason: "the spec's own pressed colours",
    location: "goldens/audit-baseline.yaml:7")

  static let catalog = SiteCatalog(
    components: [
      SiteComponent(
        system: "acme", component: "tag",
        sections: [
          SiteSection(
            source: "Fixtures/acme/tag.yaml", theme: "Acme", canvas: .white, states: ["normal", "pressed"],
            rows: [
              SiteRow(
                variant: "plain", cells: [cell("plain", "normal"), cell("plain", "pressed", findings: [accepted])]),
              SiteRow(variant: "with <icon>", cells: [nil, cell("with <icon>", "pressed")]),
            ])
        ])
    ], imageRoot: "..")

  func file(_ path: String) -> String {
    SitePages.files(Self.catalog).first { $0.path == path }?.text ?? ""
  }

  @Test func everyCellHasADetailPageAndTheIndexLinksEveryComponent() {
    let paths = Set(SitePages.files(Self.catalog).map(\.path))
    #expect(
      paths
        == [
          "index.html", "site.css", "site.js", "acme/tag/index.html", "acme/tag/plain/normal.html",
          "acme/tag/plain/pressed.html", "acme/tag/with <icon>/pressed.html",
        ])
    #expect(file("index.html").contains(#"href="acme/tag/index.html""#))
  }

  @Test func theSearchIndexNamesEveryStateAndCannotCloseItsScriptElement() throws {
    let index = IndexPage.searchIndex(Self.catalog).description
    #expect(index.contains(#"["acme tag plain pressed","acme/tag/plain/pressed.html"]"#))
    #expect(!index.contains("<"), "a variant's < would end the script element: \(index)")
    #expect(index.contains(#"with \u003cicon>"#))
    // The page's script reads the names back as they are (issue 37: the index is HTML, its JSON
    // made by PageHTML.jsonString, inserted once into the page).
    let records = try JSONSerialization.jsonObject(with: Data(index.utf8)) as? [[String]]
    #expect(records?.contains(["acme tag with <icon> pressed", "acme/tag/with <icon>/pressed.html"]) == true)
    let page = IndexPage.html(Self.catalog).description
    #expect(page.contains(#"<script type="application/json" id="search-index">\#(index)</script>"#))
  }

  @Test func theGridKeepsTheSheetsStateOrderAndLinksImagesRelativelyAtTheChosenScale() throws {
    let page = file("acme/tag/index.html")
    let normal = try #require(page.range(of: "<th scope=\"col\">normal</th>"))
    let pressed = try #require(page.range(of: "<th scope=\"col\">pressed</th>"))
    #expect(normal.lowerBound < pressed.lowerBound)
    // The page is two folders down, the images one folder above the site's root.
    #expect(page.contains(#"src="../../../acme/tag/plain/normal@1x.png""#))
    #expect(page.contains(#"href="../../acme/tag/plain/pressed.html""#))
    #expect(page.contains(#"loading="lazy""#))
    // The missing cell of the second row, and an escaped, percent-encoded variant name.
    #expect(page.contains(#"class="empty""#))
    #expect(page.contains("with &lt;icon&gt;"))
    #expect(page.contains(#"href="../../acme/tag/with%20%3Cicon%3E/pressed.html""#))
  }

  @Test func theDetailViewShowsTheAcceptedFindingWithItsReasonAndItsMeasuredFrame() {
    let page = file("acme/tag/plain/pressed.html")
    #expect(page.contains("Accepted: the spec's own pressed colours"))
    #expect(page.contains("goldens/audit-baseline.yaml:7"))
    #expect(page.contains(#"<rect class="accepted" x="2" y="3" width="30" height="10">"#))
    #expect(page.contains(#"rel="prev" href="../../../acme/tag/plain/normal.html""#))
    // The swatch below its minimum is marked, the rule and accessibility element listed.
    #expect(page.contains("4.47:1 (below 4.5:1)"))
    #expect(page.contains("spec:tag.height container"))
    #expect(page.contains("1. button &quot;Add&quot;"))
  }

  @Test func theFiguresViewBoxHoldsTheRedlineLabelsOutsideThePicture() {
    let box = DetailFigure.viewBox(Self.cell("plain", "normal"))
    #expect(box.minY <= -30 && box.maxY >= 20 && box.minX <= 0 && box.maxX >= 40)
    let svg = DetailFigure.svg(Self.cell("plain", "normal"), image: "x@2x.png", scale: 2, canvas: .white).description
    #expect(svg.contains(#"<g class="layer redlines"><g data-name="container.width">"#))
    #expect(svg.contains(#"width="\#(SiteHTML.number(box.width * 2))""#))
    #expect(svg.contains(#"<image class="pic" href="x@2x.png" x="0" y="0" width="40" height="20""#))
  }

  /// Issue 40: a redline's title names what it measures and, escaped, the spec rule fixing it.
  @Test func aRedlinesTitleCitesTheRuleFixingIt() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 8)
    var r = SiteRedline(
      name: "gap title|detail", kind: "gap", label: "6", lines: [], labelFrame: frame, textFrame: frame,
      rule: "spec:list.title-detail-gap")
    #expect(DetailFigure.redline(r).description.contains("<title>gap title|detail: 6 pt (spec:list.title-detail-gap)<"))
    r.rule = "spec:<x>"
    #expect(DetailFigure.redline(r).description.contains("6 pt (spec:&lt;x&gt;)</title>"))
    r.rule = nil
    #expect(DetailFigure.redline(r).description.contains("<title>gap title|detail: 6 pt</title>"))
  }

  @Test func hrefsEncodeWhatWouldEndAPathAndEscapeWhatWouldEndAnAttribute() {
    #expect(SiteHTML.href("a b/c#d?e.html") == "a%20b/c%23d%3Fe.html")
    // Plain paths are kept; one character outside the plain set sends the whole path through
    // Foundation's encoding, which keeps `&` and `'` (then escaped for the attribute) and encodes ü.
    #expect(
      SiteHTML.href("../material/chip/filter-chip/selected@2x.png") == "../material/chip/filter-chip/selected@2x.png")
    #expect(SiteHTML.href("a&b/it's/über.png") == "a&amp;b/it's/%C3%BCber.png")
    #expect(SiteHTML.href("x;y.png") == "x%3By.png")
    #expect(
      PageHTML.escape("Wörter & <b>\"Überschrift\"</b> 🙂")
        == "Wörter &amp; &lt;b&gt;&quot;Überschrift&quot;&lt;/b&gt; 🙂")
    #expect(PageHTML.escape("plain text, ünïcödé") == "plain text, ünïcödé")
    #expect(SiteHTML.anchor("single selection", "pressed/1") == "single-selection--pressed-1")
  }
}
