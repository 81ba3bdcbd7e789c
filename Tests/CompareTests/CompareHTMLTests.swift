import Audit
import Foundation
import Golden
import Graphics
import ImageDiff
import TestSupport
import Testing
import Tokens

@testable import Compare

/// Issue 37, guards on the hand-written primitives (HTML built through a type whose interpolation
/// escapes): names chosen by a pull request (a fixture's state, a part, a token) go through every
/// part of compare's report (the token section, the changed states list, the new errors, a state's
/// colours, moves, findings and pictures, the findings of unchanged images) and come out escaped
/// exactly once. The pictures' URLs are percent-encoded, `&` and `'` too: before, `.urlPathAllowed`
/// kept them, and a `'` in a file name ended the CSS string of the zoom's `url('…')`.
@Suite struct CompareHTMLTests {
  static let h = HostileName.text

  static func finding(_ image: String) -> Finding {
    Finding(
      image: image, part: h, rule: "text-contrast", severity: .error, measured: "3.94", expected: "≥ 4.50",
      unit: ":1", source: "WCAG 2.2 SC 1.4.3", detail: "text #FFFFFF on #248C9F " + h)
  }

  static func run() -> TokenComparisonRun {
    let name = "material/\(h)/variant/normal@1x"
    let pixels = ExactDiff.Count(changed: 2, bounds: PixelRect(x: 1, y: 0, width: 2, height: 1), total: 8)
    var change = ImageChange(
      name: name, path: name + ".png", source: "Fixtures/catalog/" + h + ".yaml", scale: 1,
      beforeSize: PixelSize(width: 4, height: 2), afterSize: PixelSize(width: 4, height: 2), pixels: pixels,
      frameChanges: [FrameChange(part: h, kind: .changed(property: "x", delta: 1))],
      colorChanges: [
        ColorChange(part: h, role: "fill", before: Color("#005F73"), after: Color("#248C9F"), deltaE: 16.4)
      ], outlines: ([], []))
    change.pictures = .init(before: [1], after: [2], diff: [3])
    let findings = [
      FindingChange(kind: .new, after: finding(name), passingMeasured: "7.28"),
      FindingChange(kind: .new, after: finding("material/\(h)/other/normal@1x"), passingMeasured: "7.28"),
    ]
    return TokenComparisonRun(changes: [change], findings: findings, images: 3, untouched: 1)
  }

  /// Tokens added and a mapped field changed, named with the hostile text (decoded as a
  /// comparison's JSON would be: the diff's lists are made by comparing token sets).
  static func tokens() throws -> TokenDiff {
    let lists: [String: Any] = [
      "added": [["token": h, "text": h + ": #FFFFFF"]], "removed": [], "changed": [],
      "fields": [["path": h, "text": h + ": → a becomes → b"]], "unlisted": 0,
    ]
    return try JSONDecoder().decode(TokenDiff.self, from: JSONSerialization.data(withJSONObject: lists))
  }

  @Test func hostileNamesAreEscapedOnceAndPictureURLsStayInTheirCSSString() throws {
    let dir = try temporaryFolder("specsheet-compare-html")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = Self.run()
    let document = CompareDocument(
      run, from: .init(tokens: Self.h, contexts: [:]),
      to: .init(tokens: "new.tokens.json", contexts: ["theme": Self.h]),
      selection: .init(fixtures: [], filters: [], scales: [1]), version: "test", seconds: 1, tokens: try Self.tokens())
    try CompareReport.write(run, document: document, invocation: "specsheet compare " + Self.h, to: dir)
    let page = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
    // Fragment ids keep a state's letters and digits only (`state-material--img-src-x-…`).
    let anchors = ["variant", "other"].map { CompareReport.anchor("material/\(Self.h)/\($0)/normal") }
    let problems = HostileName.problems(in: page, also: anchors)
    #expect(problems.isEmpty, "\(problems)")
    let e = HostileName.escaped
    let u = HostileName.url
    for place in [
      "<li><code>\(e)</code>: #FFFFFF</li>", "<li><code>\(e)</code>: → a becomes → b</li>",
      "Before <code>\(e)</code> → after <code>new.tokens.json theme=\(e)</code>",
      #"<section class="component"><h2>material/\#(e)</h2>"#, "<h3>material/\(e)/variant/normal@1x</h3>",
      "<tr><td>\(e)</td><td>fill</td>", #"data-name="material/\#(e)/variant/normal@1x""#,
      "<b>Moved:</b> \(e).x +1pt", #"aria-label="slider position, material/\#(e)/variant/normal@1x""#,
      #"alt="material/\#(e)/variant/normal@1x before""#, "<li>material/\(e)/other/normal@1x: ",
      #"src="images/material/\#(u)/variant/normal@1x.after.png""#,
      "url('images/material/\(u)/variant/normal@1x.diff.png')",
    ] {
      #expect(page.contains(place), "\(place)")
    }
    // Each URL names the picture written, once decoded.
    for kind in ["before", "after", "diff"] {
      let url = "images/material/\(u)/variant/normal@1x.\(kind).png"
      #expect(page.contains(#"src="\#(url)""#), "\(kind)")
      let path = try #require(url.removingPercentEncoding)
      #expect(FileManager.default.fileExists(atPath: dir + "/" + path), "\(path)")
    }
  }
}
