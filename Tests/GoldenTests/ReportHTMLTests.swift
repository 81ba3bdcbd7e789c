import Audit
import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline
import Project
import TestSupport
import Testing

@testable import Reports

/// Issue 37, guards on the hand-written primitives (HTML built through a type whose interpolation
/// escapes): a fixture's name chosen by a pull request goes through every part of the check
/// report (a failure's heading, command, console text and pictures, the environment, the notes,
/// the audit's article, the paged index's row and pages) and comes out escaped exactly once; the
/// pictures' URLs are percent-encoded, `&` and `'` too, so none leaves its attribute or the CSS
/// string of the zoom's `url('…')`.
@Suite struct ReportHTMLTests {
  static let h = HostileName.text

  /// A 4x2 picture, as PNG bytes (the audit's article decodes it).
  static func png() throws -> [UInt8] {
    try PNGEncoder.encode(Bitmap(width: 4, height: 2))
  }

  /// A changed image whose name, detail and moved part hold the hostile text; its golden written
  /// under `goldens`.
  static func result(_ name: String, goldens: String) throws -> GoldenResult {
    var result = GoldenResult(name: name, path: name + ".png", status: .changed, detail: "2 px differ " + h)
    result.actualSize = PixelSize(width: 4, height: 2)
    result.goldenSize = result.actualSize
    result.actualPNG = try png()
    result.diffPNG = try png()
    result.frameChanges = [FrameChange(part: h, kind: .changed(property: "x", delta: 1))]
    result.outlines = ([PixelRect(x: 1, y: 0, width: 2, height: 1)], [])
    result.message = result.headline + "\n  " + h
    let golden = goldens + "/" + result.path
    try FileManager.default.createDirectory(
      atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(try png()).write(to: URL(fileURLWithPath: golden))
    return result
  }

  static func input(_ run: GoldenCheckRun, goldens: String, audited name: String) -> HTMLReport.Input {
    let finding = Finding(
      image: name, part: h, rule: h, severity: .error, measured: "1.2", expected: "≥ 4.5", unit: ":1", source: h,
      frame: Rect(x: 0, y: 0, width: 2, height: 1), detail: "text #FFFFFF on #248C9F " + h)
    let audit = AuditReport(
      run: AuditRun(findings: [finding], images: [name]), baseline: AuditBaseline(entries: [], file: ""),
      wholeCatalog: true)
    return HTMLReport.Input(
      run: run, store: GoldenStore(root: goldens), command: RecordCommand(),
      invocation: "specsheet check " + h, audit: audit)
  }

  /// Every page the report wrote, by its path under the report folder.
  static func pages(_ report: String) throws -> [String: String] {
    let files = try FileManager.default.subpathsOfDirectory(atPath: report).filter { $0.hasSuffix(".html") }
    return try Dictionary(
      uniqueKeysWithValues: files.map { ($0, try String(contentsOfFile: report + "/" + $0, encoding: .utf8)) })
  }

  @Test func aHostileNameIsEscapedOnceEverywhereOnTheOnePageReport() throws {
    let dir = try temporaryFolder("specsheet-report-html")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let name = "lib/\(Self.h)/variant/normal@1x"
    let result = try Self.result(name, goldens: dir + "/goldens")
    let run = GoldenCheckRun(results: [result], environmentChanges: [Self.h], notes: [Self.h], options: .exact)
    let input = Self.input(run, goldens: dir + "/goldens", audited: name)
    try HTMLReport.write(input, to: dir + "/report")
    let pages = try Self.pages(dir + "/report")
    #expect(Array(pages.keys) == ["index.html"])
    let page = try #require(pages["index.html"])
    let problems = HostileName.problems(in: page, also: [input.command.command(for: result)])
    #expect(problems.isEmpty, "\(problems)")
    let e = HostileName.escaped
    let u = HostileName.url
    for place in [
      #"data-name="lib/\#(e)/variant/normal@1x""#, "<li>\(e)</li>",
      #"<p class="invocation"><code>specsheet check \#(e)"#,
      "  \(e)</pre>", #"data-rule="\#(e)""#, #"alt="lib/\#(e)/variant/normal@1x""#,
      #"src="images/lib/\#(u)/variant/normal@1x.actual.png""#, "url('images/lib/\(u)/variant/normal@1x.golden.png')",
      #"src="images/lib/\#(u)/variant/normal@1x.audit.png""#,
    ] {
      #expect(page.contains(place), "\(place)")
    }
    // The URL names the file written, once decoded.
    let url = "images/lib/\(u)/variant/normal@1x.diff.png"
    #expect(page.contains(#"src="\#(url)""#))
    let path = try #require(url.removingPercentEncoding)
    #expect(path == "images/\(String(name)).diff.png")
    #expect(FileManager.default.fileExists(atPath: dir + "/report/" + path))
  }

  @Test func aHostileComponentIsEscapedOnceOnThePagedIndexAndItsPages() throws {
    let dir = try temporaryFolder("specsheet-report-html")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let names = (0...HTMLReport.perPage).map { "lib/\(Self.h)/variant-\($0)/normal@1x" }
    let results = try names.map { try Self.result($0, goldens: dir + "/goldens") }
    let run = GoldenCheckRun(results: results, environmentChanges: [], notes: [], options: .exact)
    let input = Self.input(run, goldens: dir + "/goldens", audited: names[0])
    try HTMLReport.write(input, to: dir + "/report")
    let pages = try Self.pages(dir + "/report")
    #expect(Set(pages.keys) == ["index.html", "pages/1.html", "pages/2.html", "pages/3.html"])
    let commands = results.map { input.command.command(for: $0) }
    for (file, page) in pages {
      let problems = HostileName.problems(in: page, also: commands)
      #expect(problems.isEmpty, "\(file): \(problems)")
    }
    let e = HostileName.escaped
    let u = HostileName.url
    let index = try #require(pages["index.html"])
    #expect(index.contains(#"<tr data-component="lib/\#(e)">"#))
    #expect(index.contains(#"<img class="thumb" src="images/lib/\#(u)/variant-0/normal@1x.diff.png""#))
    #expect(index.contains(#"alt="diff of lib/\#(e)/variant-0/normal@1x">"#))
    #expect(index.contains(#"<a href="pages/3.html">lib/\#(e)/variant-0/normal@1x to lib/\#(e)/variant-0"#))
    let first = try #require(pages["pages/1.html"])
    #expect(first.contains("<h1>lib/\(e), page 1 of 2</h1>"))
    #expect(first.contains("url('../images/lib/\(u)/variant-0/normal@1x.golden.png')"))
  }
}
