import Audit
import Graphics
import Layout
import Testing

@Suite struct CrossVariantTests {
  @Test func catalogScalesAgree() throws {
    let findings = try audit(fioriChip).filter { $0.rule == "scale-consistency" }
    #expect(findings.isEmpty, "\(findings.map(\.summary))")
  }

  @Test func twoXThatDiffersFromOneXIsFound() throws {
    let entry = try #require(try entries(fioriChip).first)
    var scaled = try images(of: entry, scales: [1, 2])
    // A 3pt square of another colour in the @2x picture only, away from the text.
    for y in 20..<26 { for x in 16..<22 { scaled[1].bitmap[x, y] = Color("#000000") } }
    let findings = auditor.audit(scaled).filter { $0.rule == "scale-consistency" }
    #expect(findings.map(\.image) == ["fiori/chip/plain/unselected@2x"])
    #expect(findings.first?.part == "canvas")
  }

  @Test func rightToLeftDrawnLeftToRightIsFound() throws {
    let yaml = """
      system: material
      component: chip
      variants:
        - name: input-rtl
          type: input
          look: themed
          title: Jane Doe
          direction: rtl
          states: [normal]
      """
    #expect(try audit(yaml, scales: [1]).filter { $0.rule == "rtl-mirror" }.isEmpty)
    let entry = try #require(try entries(yaml).first)
    // The same chip drawn left to right, labelled right to left: its parts are not mirrored.
    guard case .materialChip(var chip, let overlay) = entry.content else { Issue.record("not a chip"); return }
    chip.isRightToLeft = false
    let ltr = try Component.materialChip(chip, touchTargetOverlay: overlay).render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: ltr)).filter { $0.rule == "rtl-mirror" }
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.frame != nil && $0.detail?.contains("left-to-right twin") == true })
  }

  @Test func smallerTextAtALargerCategoryIsFound() throws {
    // Two cells equal but for Dynamic Type; the larger category's cell is forced shorter.
    let yaml = """
      system: material
      component: list-item
      variants:
        - name: xs
          look: themed
          width: 320
          title: This is a single-line list
          content-size: extra-small
          states: [normal]
        - name: xxxl
          look: themed
          width: 320
          title: This is a single-line list
          content-size: extra-extra-extra-large
          states: [normal]
      """
    #expect(try audit(yaml, scales: [1]).filter { $0.rule == "dynamic-type" }.isEmpty)
  }
}

import Components
