import Audit
import Graphics
import Testing

@Suite struct DesignRuleTests {
  @Test func lowContrastLabelIsFoundWithTheHandComputedRatio() throws {
    let findings = try audit(
      fioriChip.replacingOccurrences(
        of: "variants:", with: "theme:\n  colors: {chip.unselected.label: \"#C0C0C0\"}\nvariants:"),
      scales: [1])
    let contrast = findings.filter { $0.rule == "text-contrast" && $0.image.contains("unselected") }
    // By hand (WCAG 2.2): L(#C0C0C0) = 0.52712, L(#F2F2F7) = 0.89097;
    // (0.89097 + 0.05) / (0.52712 + 0.05) = 1.6305, printed truncated to two decimals.
    #expect(contrast.count == 1)
    let finding = try #require(contrast.first)
    #expect(finding.image == "fiori/chip/plain/unselected@1x")
    #expect(finding.part == "label")
    #expect(finding.measured == "1.63")
    #expect(finding.expected == "≥ 4.50")
    #expect(finding.severity == .error)
    #expect(finding.detail?.contains("#C0C0C0 on #F2F2F7") == true)
    #expect(finding.source.contains("SC 1.4.3"))
  }

  @Test func contrastRatioMatchesWCAGArithmetic() {
    // The example: Shrine's text button #FEDBD0 on #FFFBFA is about 1.3:1 (1.2567).
    #expect(abs(Contrast.ratio(Color("#FEDBD0"), Color("#FFFBFA")) - 1.2567) < 0.0001)
    #expect(Contrast.format(Contrast.ratio(Color("#FEDBD0"), Color("#FFFBFA"))) == "1.25")
    #expect(abs(Contrast.ratio(.black, .white) - 21) < 1e-9)
    #expect(Contrast.format(4.499) == "4.49")  // never rounded up into a pass
  }

  @Test func disabledTextIsInfoNotError() throws {
    let findings = try audit(
      """
      system: fiori
      component: chip
      variants:
        - name: plain
          variation: single-selection
          label: Received
          states: [disabled]
      """, scales: [1])
    let contrast = try #require(findings.first { $0.rule == "text-contrast" })
    #expect(contrast.severity == .info)
    #expect(contrast.detail?.contains("exempt") == true)
  }

  @Test func truncatedTitleIsFound() throws {
    let findings = try audit(
      """
      system: material
      component: button
      variants:
        - name: narrow
          type: contained
          look: themed
          title: Add to shopping cart and check out
          max-width: 120
          states: [normal]
      """, scales: [1])
    let cut = try #require(findings.first { $0.rule == "text-truncated" })
    #expect(cut.part == "text-label")
    #expect(Double(cut.measured)! > 200)
    #expect(cut.detail?.contains("ADD TO SHOPPING CART") == true)
  }

  @Test func missingGlyphIsAFindingAndTheRestIsStillAudited() throws {
    let findings = try audit(
      """
      system: fiori
      component: chip
      variants:
        - name: han
          variation: single-selection
          label: 漢字
          states: [unselected]
        - name: latin
          variation: single-selection
          label: Fine
          states: [unselected]
      """, scales: [1])
    let missing = findings.filter { $0.rule == "missing-glyph" }
    #expect(missing.map(\.image) == ["fiori/chip/han/unselected@1x"])
    #expect(missing.first?.detail?.contains("U+6F22") == true)
  }

  @Test func smallTouchTargetIsFoundWithItsFrame() throws {
    let entry = try #require(try entries(fioriChip).first)
    var rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let shrunk = Rect(x: 6, y: 4, width: 80, height: 40)
    rendering.layout.children = rendering.layout.children.map { node in
      var node = node
      if node.name == "touch-target" { node.frame = shrunk }
      return node
    }
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: rendering)).filter {
      $0.rule == "touch-target"
    }
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "80x40")
    #expect(findings.first?.frame == shrunk)
  }

  @Test func inkOutsideTheImageIsFound() throws {
    let entry = try #require(try entries(fioriChip).first)
    var rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    rendering.displayList.append(.fill(.rect(Rect(x: -4, y: 10, width: 8, height: 8)), .black))
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: rendering)).filter {
      $0.rule == "drawn-outside"
    }
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "-4,10 8x8")
  }
}
