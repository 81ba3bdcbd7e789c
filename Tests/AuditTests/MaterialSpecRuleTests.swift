import Audit
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Material
import Pipeline
import TestSupport
import Testing

/// The Material components' spec rules (`Material*Spec+Rules.swift`): the catalog meets them,
/// and each component's rules fail on an altered input with the right numbers.
@Suite struct MaterialSpecRuleTests {
  // The catalog's Material entries meeting these rules at every scale is checked on the release
  // binary's whole-catalog audit (CLITests.AuditCommandTests), not here in a debug build.

  // MARK: - Chips

  @Test func chipTitlePaddingFromAFixtureBreaksItsPaddingRule() throws {
    let yaml = """
      system: material
      component: chip
      variants:
        - name: padded
          type: choice
          look: unthemed
          title: Medium
          title-padding: [3, 14, 4, 8]
          states: [normal]
      """
    let findings = try audit(yaml, scales: [1]).filter { $0.rule.hasPrefix("spec:") }
    // contentPadding.left 4 + titlePadding.left 14, where facts §5a gives 4 + 8.
    #expect(findings.map(\.rule) == ["spec:material-chip.title-leading-padding"])
    let finding = try #require(findings.first)
    #expect(finding.part == "text")
    #expect(finding.measured == "18")
    #expect(finding.expected == "12 ±0.01")
    #expect(finding.source.contains("mdc-facts §5a"))
  }

  @Test func filterChipImagePaddingBreaksTheSelectedGrowth() throws {
    let yaml = """
      system: material
      component: chip
      variants:
        - name: padded
          type: filter
          look: themed
          title: Vegetarian
          image-padding: [0, 4, 0, 4]
          states: [normal, selected]
      """
    let findings = try audit(yaml, scales: [1])
    // The selected image and its padding: 24 + 4 + 4 wider, where the themed spec's 0 padding
    // gives 24 (seed "Selected Image View").
    let growth = try #require(findings.first { $0.rule == "spec:material-chip.selected-width" })
    #expect(growth.image == "material/chip/padded/selected@1x")
    #expect(growth.measured == "32")
    #expect(growth.expected == "24")
    let inset = try #require(findings.first { $0.rule == "spec:material-chip.image-leading-padding" })
    #expect(inset.part == "selected-image")
    #expect(inset.measured == "8")
    #expect(inset.expected == "4 ±0.01")
  }

  @Test func pressedChipBackgroundIsTheInkOverTheContainer() throws {
    let yaml = """
      system: material
      component: chip
      variants:
        - name: choice
          type: choice
          look: themed
          title: Medium
          states: [highlighted]
      """
    let entry = try #require(try entries(yaml).first)
    var image = try #require(try images(of: entry, scales: [2]).first)
    #expect(auditor.audit([image]).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    // Repaint the leading padding, where a colour picker lands.
    let container = try #require(image.rendering.layout.part("container"))
    for y in Int(container.minY * 2 + 4)..<Int(container.maxY * 2 - 4) {
      for x in Int(container.minX * 2 + 3)..<Int(container.minX * 2 + 22) { image.bitmap[x, y] = Color("#FF0000") }
    }
    let findings = auditor.audit([image]).filter { $0.rule == "spec:material-chip.background" }
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "#FF0000")
    // #E0E0E0 (onSurface 12% over surface) under onSurface 16% ink (alpha 41/255):
    // 224 x 214/255 = 188 = #BC.
    #expect(findings.first?.expected == "#BCBCBC")
  }

  @Test func chipCollectionSpacingIsMeasuredBetweenChips() throws {
    let yaml = """
      system: material
      component: chip-collection
      variants:
        - name: row
          type: choice
          look: themed
          width: 400
          chips: [Small, Medium, Large]
      """
    let entry = try #require(try entries(yaml).first)
    let rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    #expect(
      auditor.audit(try images(of: entry, scales: [1], rendering: rendering)).filter { $0.rule.hasPrefix("spec:") }
        .isEmpty)
    // The same collection laid out with 14pt between chips.
    guard let collection = entry.content.as(MaterialChipCollection.self) else {
      Issue.record("not a collection")
      return
    }
    var wide = try collection.layout(measurer: pipeline.renderer.measurer)
    wide.chips = wide.chips.enumerated().map { $1.offsetBy(dx: Double($0) * 4, dy: 0) }
    let moved = drawing(
      canvas: rendering.size, parts: wide.node(named: "collection").children, commands: wide.commands())
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: moved)).filter {
      $0.rule == "spec:material-chip-collection.spacing"
    }
    #expect(findings.map(\.part) == ["chip-2.container", "chip-3.container"])
    #expect(findings.first?.measured == "14")
    #expect(findings.first?.expected == "10 ±0.01")
  }

  // MARK: - Buttons

  @Test func buttonInsetsFromAFixtureBreakThePaddingRules() throws {
    let yaml = """
      system: material
      component: button
      variants:
        - name: wide
          type: contained
          look: themed
          title: Contained
          content-insets: [8, 24, 8, 24]
          states: [normal]
      """
    let findings = try audit(yaml, scales: [1]).filter { $0.rule.hasPrefix("spec:") }
    #expect(
      Set(findings.map(\.rule)) == ["spec:material-button.leading-padding", "spec:material-button.trailing-padding"])
    #expect(findings.allSatisfy { $0.part == "text-label" && $0.measured == "24" && $0.expected == "16 ±0.01" })
    #expect(findings.first?.source == "mdc-facts §6a: contentEdgeInsets {8, 16, 8, 16}")
  }

  @Test func containedButtonFillIsSampledFromThePixels() throws {
    let yaml = """
      system: material
      component: button
      variants:
        - name: contained
          type: contained
          look: themed
          title: Contained
          states: [normal]
      """
    let entry = try #require(try entries(yaml).first)
    var image = try #require(try images(of: entry, scales: [2]).first)
    #expect(auditor.audit([image]).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    let container = try #require(image.rendering.layout.part("container"))
    for y in Int(container.minY * 2 + 4)..<Int(container.maxY * 2 - 4) {
      for x in Int(container.minX * 2 + 4)..<Int(container.minX * 2 + 30) { image.bitmap[x, y] = Color("#FF0000") }
    }
    let findings = auditor.audit([image]).filter { $0.rule == "spec:material-button.background" }
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "#FF0000")
    #expect(findings.first?.expected == "#6200EE")  // primary (seed "Contained button" Container Color)
  }

  @Test func buttonCornerRadiusFromAFixtureIsRead() throws {
    let yaml = """
      system: material
      component: button
      variants:
        - name: round
          type: contained
          look: themed
          title: Contained
          corner-radius: 8
          states: [normal]
      """
    let findings = try audit(yaml, scales: [1, 2, 3]).filter { $0.rule == "spec:material-button.corner-radius" }
    // Read at @2x and @3x only, where the arc crosses enough pixels.
    #expect(findings.map(\.image) == ["material/button/round/normal@2x", "material/button/round/normal@3x"])
    for finding in findings {
      let measured = try #require(Double(finding.measured))
      #expect(abs(measured - 8) < 0.5, "\(finding.measured)")
      #expect(finding.expected.hasPrefix("4 ±"))
    }
  }
}

/// A rendering of `parts` and `commands` on a canvas (the root part is the canvas).
func drawing(canvas size: Size, parts: [LayoutNode], commands: [DrawCommand]) -> Rendering {
  Rendering(
    layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: parts),
    displayList: DisplayList(size: size, commands: commands))
}
