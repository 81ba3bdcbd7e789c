import Audit
import Foundation
import Golden
import Graphics
import ImageDiff
import Reports
import Testing

@testable import Compare

/// `specsheet compare --markdown` on made-up comparisons: the verdict line, grouping of scales,
/// and the size limit however large the change.
@Suite struct CompareMarkdownTests {
  static func run(states: Int, errors: Bool) -> TokenComparisonRun {
    var changes: [ImageChange] = []
    var findings: [FindingChange] = []
    let pixels = ExactDiff.Count(changed: 120, bounds: PixelRect(x: 1, y: 2, width: 30, height: 10), total: 4000)
    for i in 0..<states {
      for scale in 1...3 {
        let name = "material/button/variant-\(i)-with-a-long-name/normal@\(scale)x"
        changes.append(
          ImageChange(
            name: name, path: name + ".png", source: "Fixtures/catalog/material/button.yaml", scale: scale,
            beforeSize: PixelSize(width: 100, height: 40), afterSize: PixelSize(width: 100, height: 40),
            pixels: pixels, frameChanges: [FrameChange(part: "label", kind: .changed(property: "x", delta: 1))],
            colorChanges: [
              ColorChange(
                part: "container", role: "fill", before: Color("#005F73"), after: Color("#248C9F"), deltaE: 16.4)
            ], outlines: ([], [])))
        guard errors else { continue }
        let finding = Finding(
          image: name, part: "label", rule: "text-contrast", severity: .error, measured: "3.94", expected: "≥ 4.50",
          unit: ":1", source: "WCAG 2.2 SC 1.4.3", detail: "text #FFFFFF on #248C9F")
        findings.append(FindingChange(kind: .new, after: finding, passingMeasured: "7.28"))
      }
    }
    return TokenComparisonRun(changes: changes, findings: findings, images: states * 3 + 10, untouched: 10)
  }

  static func document(_ run: TokenComparisonRun) -> CompareDocument {
    CompareDocument(
      run, from: .init(tokens: "old.tokens.json", contexts: [:]),
      to: .init(tokens: "new.resolver.json", contexts: ["theme": "dark"]),
      selection: .init(fixtures: [], filters: [], scales: [1, 2, 3]), version: "test", seconds: 1)
  }

  @Test func aSmallChangeIsListedWholeWithItsScalesTogether() {
    let text = CompareMarkdown(Self.document(Self.run(states: 2, errors: true))).text()
    #expect(text.hasPrefix("## ❌ specsheet compare: 6 of 16 images change (2 states), 6 new audit errors"))
    #expect(text.contains("`old.tokens.json` → `new.resolver.json` (theme=dark) · exit code 4"))
    #expect(
      text.contains(
        "- `material/button/variant-0-with-a-long-name/normal` @1x @2x @3x: label: 7.28:1 → 3.94:1: new text-contrast "
          + "error vs ≥ 4.50 (text \\#FFFFFF on \\#248C9F)\n"
      ), "\(text)")
    #expect(
      text.contains(
        "- `variant-1-with-a-long-name/normal` @1x @2x @3x: 120 px (3.00%) differ within 30x10 at 1,2; colours: "
          + "container fill `#005F73` → `#248C9F` (ΔE00 16.4); moved: label.x +1pt\n"
      ), "\(text)")
    #expect(!text.contains("Left out"))
  }

  @Test func aHugeChangeStaysUnderTheLimitAndCountsWhatIsLeftOut() {
    let document = Self.document(Self.run(states: 4000, errors: true))
    let text = CompareMarkdown(document).text()
    #expect(text.count < 65_000)
    #expect(text.utf8.count <= 65_000)
    #expect(text.contains("### New audit errors"))
    #expect(text.contains("### Changed images"), "the errors leave room for some images")
    #expect(text.contains("_Left out to stay under 65000 characters: "))
    #expect(text.contains(" changed images"))
    // Never a line cut in the middle.
    for line in text.split(separator: "\n") where line.hasPrefix("- ") {
      #expect(line.hasSuffix(")") || line.contains("moved: label.x +1pt"), "\(line)")
    }
    let small = CompareMarkdown(document, limit: 3000).text()
    #expect(small.utf8.count <= 3000)
    #expect(small.contains("Left out"))
  }

  @Test func noChangeSaysSo() {
    let text = CompareMarkdown(Self.document(Self.run(states: 0, errors: false))).text()
    #expect(text.hasPrefix("## ✅ specsheet compare: no image changes"))
    #expect(text.contains("· exit code 0"))
  }
}
