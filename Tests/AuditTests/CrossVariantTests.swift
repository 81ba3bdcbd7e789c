import Audit
import ComponentKit
import Graphics
import Material
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
    guard var image = entry.content.as(MaterialChipModel.self) else {
      Issue.record("not a chip")
      return
    }
    image.chip.isRightToLeft = false
    let ltr = try Component(image).render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: ltr)).filter { $0.rule == "rtl-mirror" }
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.frame != nil && $0.detail?.contains("left-to-right twin") == true })
  }

  @Test func dynamicTypeCatalogPairsConform() throws {
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

@Suite struct MoreRuleFailureTests {
  @Test func aLargerCategoryWithAShorterCellIsFound() throws {
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
    let list = try entries(yaml)
    #expect(try audit(yaml, scales: [1]).filter { $0.rule == "dynamic-type" }.isEmpty)
    // Give the larger category the smaller category's frames: its cell no longer grows.
    let small = try #require(try images(of: list[0], scales: [1]).first)
    let big = try #require(try images(of: list[1], scales: [1], rendering: small.rendering).first)
    let findings = auditor.relations([auditor.summary(of: small), auditor.summary(of: big)]).filter {
      $0.rule == "dynamic-type"
    }
    #expect(findings.isEmpty, "equal frames are not smaller")
    let bigReal = try #require(try images(of: list[1], scales: [1]).first)
    let swapped = auditor.relations([
      auditor.summary(
        of: AuditImage(
          id: small.id, variant: small.variant, state: small.state, scale: 1, component: small.component,
          theme: small.theme,
          rendering: bigReal.rendering, bitmap: small.bitmap)), auditor.summary(of: big),
    ])
    #expect(swapped.contains { $0.rule == "dynamic-type" && $0.image == "material/list-item/xxxl/normal@1x" })
  }

  @Test func textPastItsClipAndWrappedTextTooTallAreFound() throws {
    let entry = try #require(try entries(fioriChip).first)
    var rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let label = try #require(rendering.layout.part("label"))
    // A clip 10pt narrower than the label around every command.
    let clip = Rect(x: label.minX, y: 0, width: label.width - 10, height: rendering.size.height)
    rendering.displayList.commands = [.pushClip(.rect(clip))] + rendering.displayList.commands + [.popClip]
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: rendering)).filter {
      $0.rule == "text-clipped"
    }
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "10")
    #expect(findings.first?.part == "label")
  }

  @Test func iconBelowThreeToOneIsFound() throws {
    let yaml = """
      system: fiori
      component: chip
      theme:
        colors: {icon-chip.unselected.icon: "#D0D0D0"}
      variants:
        - name: pale-icon
          variation: leading-icon
          icon: filter_list
          label: Filter
          states: [unselected]
      """
    let finding = try #require(try audit(yaml, scales: [1]).first { $0.rule == "icon-contrast" })
    #expect(finding.part == "leading-icon")
    // #D0D0D0 on the white page (the chip has no fill): by hand 1.54:1.
    #expect(finding.measured == "1.54")
    #expect(finding.detail?.contains("#D0D0D0 on #FFFFFF") == true)
  }

  @Test func borderRulesReadThePixels() throws {
    let yaml = """
      system: fiori
      component: chip
      variants:
        - name: icon
          variation: leading-icon
          icon: filter_list
          label: Filter
          states: [selected]
      """
    #expect(try audit(yaml).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    let entry = try #require(try entries(yaml).first)
    var image = try #require(try images(of: entry, scales: [2]).first)
    // Thicken the top outline to 2pt in the seed's #0057D2 across the middle of the chip.
    let container = try #require(image.rendering.layout.part("container"))
    let midX = Int(container.midX * 2)
    for y in Int(container.minY * 2)..<Int(container.minY * 2 + 4) {
      for x in (midX - 6)..<(midX + 6) { image.bitmap[x, y] = Color("#0057D2") }
    }
    let width = try #require(auditor.audit([image]).first { $0.rule == "spec:fiori-chip.border-width" })
    #expect(width.measured == "2")
    #expect(width.expected == "1 ±0.35")
  }
}
