import Foundation
import Golden
import Reports
import Testing

/// The pull-request summary on made-up results: grouping, the size limit, names made safe.
@Suite struct MarkdownSummaryTests {
  static func document(failing count: Int, detail: String = "changed 120 px") -> ResultsDocument {
    var images: [ResultsDocument.Image] = []
    for i in 0..<count {
      for scale in 1...3 {
        var image = ResultsDocument.Image(
          name: "fiori/chip/variant-\(i)/selected@\(scale)x", path: "fiori/chip/variant-\(i)/selected@\(scale)x.png",
          status: "changed", scale: scale)
        image.detail = detail
        image.files.diff = ".build/golden-failures/fiori/chip/variant-\(i)/selected@\(scale)x.diff.png"
        image.files.actual = ".build/golden-failures/fiori/chip/variant-\(i)/selected@\(scale)x.actual.png"
        images.append(image)
      }
    }
    let skeleton = """
      {"format": "specsheet-results", "version": 1, "command": "check", "notes": [], "exitCode": 1,
       "specsheet": {"version": "1"}, "environment": {"id": "e", "libraries": [], "fonts": [], "options": []},
       "selection": {"fixtures": [], "filters": [], "scales": [1, 2, 3]}, "images": [], "staleBaselineEntries": [],
       "totals": {"images": \(images.count), "seconds": 1, "golden": {"passed": 0, "changed": \(images.count),
         "sizeMismatch": 0, "missing": 0, "unreadable": 0, "stale": 0, "failed": \(images.count)}}}
      """
    var document = try! JSONDecoder().decode(ResultsDocument.self, from: Data(skeleton.utf8))
    document.images = images
    return document
  }

  @Test func aStateIsOneLineWithItsScales() {
    let text = MarkdownSummary(Self.document(failing: 2)).text()
    #expect(text.contains("**`fiori/chip`**"))
    #expect(text.contains("- `variant-0/selected` @1x @2x @3x: **changed** — changed 120 px"))
    #expect(text.contains("· diff `.build/golden-failures/fiori/chip/variant-0/selected@1x.diff.png`"))
    let linked = MarkdownSummary(Self.document(failing: 1), baseURL: "https://ci.example/a").text()
    #expect(
      linked.contains(
        "· diff [@1x](https://ci.example/a/.build/golden-failures/fiori/chip/variant-0/selected@1x.diff.png) [@2x]"))
    // The diff picture is the diff panel alone: the actual image is linked beside it.
    #expect(
      linked.contains(
        "· actual [@1x](https://ci.example/a/.build/golden-failures/fiori/chip/variant-0/selected@1x.actual.png) [@2x]")
    )
    #expect(!text.contains("Left out"))
  }

  /// Issue 39: an image of a non-default mode names its mode in words beside its state, and each
  /// mode of one state is its own line.
  @Test func aModesImageNamesItsMode() {
    var document = Self.document(failing: 1)
    for i in document.images.indices where document.images[i].scale == 2 {
      document.images[i].name = "fiori/chip/variant-0/selected~theme=dark,direction=rtl@2x"
    }
    let text = MarkdownSummary(document).text()
    #expect(text.contains("- `variant-0/selected` @1x @3x: **changed**"), "\(text)")
    #expect(text.contains("- `variant-0/selected` in theme=dark, direction=rtl @2x: **changed**"), "\(text)")
  }

  @Test func aLargeFailureStaysUnderTheLimitAndCountsWhatItLeftOut() {
    let text = MarkdownSummary(Self.document(failing: 2_000, detail: String(repeating: "x", count: 300))).text()
    #expect(text.utf8.count <= MarkdownSummary.defaultLimit)
    let shown = text.split(separator: "\n").filter { $0.hasPrefix("- `variant-") }.count
    #expect(shown > 10)
    #expect(text.contains("Left out to stay under 65000 characters: \((2_000 - shown) * 3) failing images"))
  }

  @Test func namesCannotBreakTheMarkdownOrTheTerminal() {
    var document = Self.document(failing: 1, detail: "| a | [link](x) ")
    document.images[0].name = "fiori/chip/x\u{1B}[31m`y/selected@1x"
    let text = MarkdownSummary(document).text()
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("\\u{1b}"))
    #expect(text.contains("\\| a \\| \\[link\\](x)"))
  }
}
