import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics
import Golden
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
    #expect(auditor.audit(try images(of: entry, scales: [1], rendering: rendering)).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    // The same collection laid out with 14pt between chips.
    guard let collection = entry.content.as(MaterialChipCollection.self) else { Issue.record("not a collection"); return }
    var wide = try collection.layout(measurer: pipeline.renderer.measurer)
    wide.chips = wide.chips.enumerated().map { $1.offsetBy(dx: Double($0) * 4, dy: 0) }
    let moved = drawing(canvas: rendering.size, parts: wide.node(named: "collection").children, commands: wide.commands())
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
    #expect(Set(findings.map(\.rule)) == ["spec:material-button.leading-padding", "spec:material-button.trailing-padding"])
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

  // MARK: - Cards

  @Test func outlinedCardStrokeWidthFromAFixtureIsMeasured() throws {
    let yaml = """
      system: material
      component: card
      variants:
        - name: thick
          look: outlined
          width: 150
          height: 150
          border-width: {normal: 2}
          states: [normal]
      """
    let findings = try audit(yaml).filter { $0.rule == "spec:material-card.border-width" }
    // The 37% outline lies half over the page and half over the fill; every scale reads 2.
    #expect(findings.map(\.image) == ["material/card/thick/normal@1x", "material/card/thick/normal@2x", "material/card/thick/normal@3x"])
    #expect(findings.allSatisfy { $0.part == "container" && $0.measured == "2" && $0.expected == "1 ±0.35" })
    #expect(findings.first?.source.contains("Stroke width 1") == true)
  }

  @Test func selectedCellCheckIsPlacedAndTintedUnderTheInk() throws {
    let yaml = """
      system: material
      component: card-cell
      variants:
        - name: cell
          look: themed
          width: 160
          height: 120
          selectable: true
          states: [selected]
      """
    let entry = try #require(try entries(yaml).first)
    let rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    var image = try #require(try images(of: entry, scales: [3], rendering: rendering).first)
    #expect(auditor.audit([image]).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    // Pale the check's ink: its core no longer reaches primary under the 14% ink.
    let check = try #require(rendering.layout.part("checked-icon"))
    for y in Int(check.minY * 3)..<Int(check.maxY * 3) {
      for x in Int(check.minX * 3)..<Int(check.maxX * 3) {
        let c = image.bitmap[x, y]
        image.bitmap[x, y] = Color(red: c.red / 2 + 120, green: c.green / 2 + 120, blue: c.blue / 2 + 120)
      }
    }
    let colour = auditor.audit([image]).filter { $0.rule == "spec:material-card.check-colour" }
    #expect(colour.count == 1)
    // #6200EE under black 14% (alpha 36/255): 98 x 219/255 = 84, 0, 238 x 219/255 = 204 → #5400CC.
    #expect(colour.first?.expected.hasPrefix("#5400CC") == true, "\(colour.map(\.summary))")

    // The check moved 4pt in from the top-right corner breaks both insets.
    var layout = rendering.layout
    layout.children = layout.children.map { node in
      var node = node
      if node.name == "checked-icon" { node.frame = node.frame.offsetBy(dx: -4, dy: 4) }
      return node
    }
    let moved = Rendering(layout: layout, displayList: rendering.displayList)
    let insets = auditor.audit(try images(of: entry, scales: [1], rendering: moved)).filter {
      $0.rule.hasPrefix("spec:material-card.check-inset")
    }
    #expect(insets.map(\.measured) == ["12", "12"])
    #expect(insets.allSatisfy { $0.expected == "8 ±0.01" && $0.source.contains("mdc-facts §7b") })
  }

  // MARK: - Lists

  /// A cell drawn from another cell's layout: its frames no longer follow its own images.
  @Test func listCellHeightAndImageSizeFollowTheImage() throws {
    let yaml = """
      system: material
      component: list-item
      variants:
        - name: icon
          look: themed
          width: 320
          title: This is a single-line list
          leading-image: {icon: event, size: 24}
          states: [normal]
      """
    let entry = try #require(try entries(yaml).first)
    #expect(try audit(yaml, scales: [1, 2]).filter { $0.rule.hasPrefix("spec:") }.isEmpty)
    // Drawn as if the image were the 40pt avatar: 40 wide, 72 tall, text 16 after it.
    guard var avatar = entry.content.as(MaterialListCell.self) else { Issue.record("not a list cell"); return }
    avatar.leadingImage = MaterialListImage(icon: .accountCircle, size: Size(width: 40, height: 40))
    let other = try Component.materialListCell(avatar).render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: other)).filter { $0.rule.hasPrefix("spec:") }
    let width = try #require(findings.first { $0.rule == "spec:material-list-item.image-width" })
    #expect(width.part == "leading-image")
    #expect(width.measured == "40")
    #expect(width.expected == "24 ±0.01")
    #expect(width.source.contains("mdc-facts §8c"))
    // 72 tall where 16 + 24 + 16 = 56 and the text's 16pt margin, rounded up, end the cell.
    let bottom = try #require(findings.first { $0.rule == "spec:material-list-item.text-bottom" })
    #expect(bottom.part == "text-container")
    #expect(bottom.expected.hasPrefix("16.5 ±0.5 or container 72pt vs 56 ±0.5"))
  }

  @Test func listTitleColourAndRippleAreSampledFromThePixels() throws {
    let yaml = """
      system: material
      component: list-item
      variants:
        - name: two
          look: unthemed
          width: 320
          title: This is a two-line list
          detail: Secondary text
      """
    let all = try entries(yaml)
    let normal = try #require(all.first { $0.state == "normal" })
    var image = try #require(try images(of: normal, scales: [2]).first)
    let title = try #require(image.rendering.layout.part("title"))
    for y in Int(title.minY * 2)..<Int(title.maxY * 2) {
      for x in Int(title.minX * 2)..<Int(title.maxX * 2) {
        let c = image.bitmap[x, y]
        image.bitmap[x, y] = Color(red: c.red / 2 + 120, green: c.green / 2 + 120, blue: c.blue / 2 + 120)
      }
    }
    let colour = auditor.audit([image]).filter { $0.rule == "spec:material-list-item.title-colour" }
    #expect(colour.count == 1)
    // facts §8b: black 87% over the white background = #212121.
    #expect(colour.first?.expected.hasPrefix("#212121 (#000000DE over #FFFFFF)") == true)

    let highlighted = try #require(all.first { $0.state == "highlighted" })
    var pressed = try #require(try images(of: highlighted, scales: [2]).first)
    for y in 0..<pressed.bitmap.height { for x in 0..<pressed.bitmap.width { pressed.bitmap[x, y] = Color("#FFFFFF") } }
    let ripple = auditor.audit([pressed]).filter { $0.rule == "spec:material-list-item.ripple" }
    #expect(ripple.count == 1)
    #expect(ripple.first?.measured == "#FFFFFF")
    // The seed's ripple, on surface 12% (black, alpha 31/255) over white: 255 x 224/255 = #E0.
    #expect(ripple.first?.expected == "#E0E0E0")
    #expect(ripple.first?.source.contains("rippleColor") == true)
  }

  @Test func listCellsStackWithoutGaps() throws {
    let yaml = """
      system: material
      component: list
      variants:
        - name: three
          look: themed
          width: 320
          items: [One, Two, Three]
      """
    let entry = try #require(try entries(yaml).first)
    guard let list = entry.content.as(MaterialList.self) else { Issue.record("not a list"); return }
    var layout = try list.layout(measurer: pipeline.renderer.measurer)
    layout.cells = layout.cells.enumerated().map { $1.offsetBy(dx: 0, dy: Double($0) * 2) }
    let gapped = drawing(
      canvas: Size(width: 320, height: layout.cells.last!.bounds.maxY), parts: layout.node(named: "list").children,
      commands: layout.cells.flatMap { $0.commands() })
    let findings = auditor.audit(try images(of: entry, scales: [1], rendering: gapped)).filter {
      $0.rule == "spec:material-list.continuous"
    }
    #expect(findings.map(\.part) == ["cell-2.container", "cell-3.container"])
    #expect(findings.allSatisfy { $0.measured == "2" && $0.expected == "0 ±0.01" })
  }
}

/// A rendering of `parts` and `commands` on a canvas (the root part is the canvas).
func drawing(canvas size: Size, parts: [LayoutNode], commands: [DrawCommand]) -> Rendering {
  Rendering(
    layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: parts),
    displayList: DisplayList(size: size, commands: commands))
}
